import { Link } from '../navigation/Link';
import { isWeekdayDiscountDay, WEEKDAY_DISCOUNT_PERCENT } from '../../../domain/bookings/pricing';
import { bookingLink } from '../bookings/booking-link';
import { isWaitlistSlot, lakeNowOf } from '../bookings/booking-form-state';
import { formatCardDate, upcomingCards, useAvailability, type AvailabilityDay, type DateStatus } from './availability-api';

const STATUS_LABELS: Readonly<Record<DateStatus, string>> = { available: 'Available', limited: 'Limited', booked: 'Booked' };

const SKELETON_CARDS = [0, 1, 2, 3];

function DateCard({ day }: { day: AvailabilityDay }) {
  const dateId = `date-card-${day.date}`;
  const booked = day.status === 'booked';
  // A date booked out by bookings (not closed by the guide, not begun) has a waitlist (issue 20).
  const waitlist = booked ? day.slots.filter((slot) => isWaitlistSlot(day.date, slot, lakeNowOf(new Date()))) : [];
  return (
    <li className={`card date-card date-card--${day.status}`}>
      <h3 className="date-card__date" id={dateId}>
        <time dateTime={day.date}>{formatCardDate(day.date)}</time>
      </h3>
      <span className={`date-badge date-badge--${day.status}`}>
        <span className="date-badge__dot" aria-hidden="true" />
        {STATUS_LABELS[day.status]}
      </span>
      <p className="date-card__slots">{day.timeSlots}</p>
      {isWeekdayDiscountDay(day.date) ? (
        <p className="date-card__save">
          Save {WEEKDAY_DISCOUNT_PERCENT}%<span className="date-card__save-note"> weekday price</span>
        </p>
      ) : null}
      {waitlist.length > 0 ? (
        <Link
          to={bookingLink({ date: day.date, ...(waitlist.length === 1 ? { time: waitlist[0]!.timeSlot } : {}) })}
          className="btn btn--outline btn--block date-card__action"
          aria-describedby={dateId}
        >
          Join the Waitlist
        </Link>
      ) : booked ? (
        <button type="button" className="btn btn--outline btn--block date-card__action" disabled aria-describedby={dateId}>
          Unavailable
        </button>
      ) : (
        <Link to={bookingLink({ date: day.date })} className="btn btn--primary btn--block date-card__action" aria-describedby={dateId}>
          Book This Date
        </Link>
      )}
    </li>
  );
}

/**
 * Upcoming availability (anchor availability, SPEC section 2): four date cards, open dates first,
 * each leading to the booking form with its date chosen (a date booked out leads to its waitlist,
 * issue 20, or shows a disabled 'Unavailable' when the guide closed it), and a link to the form's
 * full calendar. Monday to Thursday show the weekday discount. If the dates cannot be loaded the
 * visitor can still book.
 */
export function Availability() {
  const { data, isPending, isError } = useAvailability();
  const cards = isPending || isError ? null : upcomingCards(data);

  return (
    <section
      id="availability"
      className="landing-section landing-section--tinted"
      aria-labelledby="availability-title"
      aria-busy={isPending && !isError ? true : undefined}
    >
      <div className="container">
        <header className="section-heading">
          <p className="section-heading__eyebrow">Availability</p>
          <h2 id="availability-title">Upcoming Availability</h2>
          <p className="section-heading__lead">The next dates on the water. Monday to Thursday trips save {WEEKDAY_DISCOUNT_PERCENT}%.</p>
        </header>

        {cards && cards.length > 0 ? (
          <ul className="date-grid">
            {cards.map((day) => (
              <DateCard key={day.date} day={day} />
            ))}
          </ul>
        ) : cards || isError ? (
          <p className="alert availability__unavailable" role="status">
            {isError ? 'We could not load the upcoming dates just now.' : 'No upcoming dates are listed yet.'} You can still{' '}
            <Link to={bookingLink()}>book your trip</Link>.
          </p>
        ) : (
          <ul className="date-grid" aria-hidden="true">
            {SKELETON_CARDS.map((index) => (
              <li key={index} className="card date-card">
                <span className="skeleton skeleton--line skeleton--short" />
                <span className="skeleton skeleton--line" />
                <span className="skeleton date-card__skeleton-button" />
              </li>
            ))}
          </ul>
        )}

        <p className="availability__more">
          <Link to={bookingLink()} className="btn btn--outline btn--lg">
            View Full Calendar &amp; Book
          </Link>
        </p>
      </div>
    </section>
  );
}
