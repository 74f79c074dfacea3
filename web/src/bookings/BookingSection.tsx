import { BookingForm } from './BookingForm';
import './booking.css';

/** The landing page's booking section (anchor `book`): the last before the footer. */
export function BookingSection() {
  return (
    <section id="book" className="landing-section booking-section" aria-labelledby="book-title">
      <div className="container">
        <header className="section-heading">
          <p className="section-heading__eyebrow">Reserve your spot</p>
          <h2 id="book-title">Book Your Trip</h2>
          <p className="section-heading__lead">Pick your package, date and time; you see the full price before you pay.</p>
        </header>
        <BookingForm />
      </div>
    </section>
  );
}
