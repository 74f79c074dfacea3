import { AnchorLink } from '../layout/AnchorLink';

/** The blog's invitation to book: a band linking to the booking form (/#book). */
export function BookingCallToAction({ title, text }: { title: string; text: string }) {
  return (
    <section className="blog-cta on-dark" aria-label="Book a trip">
      <div className="blog-cta__inner">
        <h2 className="blog-cta__title">{title}</h2>
        <p className="blog-cta__text">{text}</p>
        <AnchorLink anchor="book" className="btn btn--accent btn--lg">
          Book Your Trip
        </AnchorLink>
      </div>
    </section>
  );
}
