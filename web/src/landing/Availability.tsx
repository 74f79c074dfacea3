import { lazy, Suspense, useState } from 'react';
import { addDays } from '../../../domain/shared/calendar';
import { Link } from '../navigation/Link';
import { isWeekdayDiscountDay, WEEKDAY_DISCOUNT_PERCENT } from '../../../domain/bookings/pricing';
import { bookingLink } from '../bookings/booking-link';
import { isWaitlistSlot, lakeNowOf } from '../bookings/booking-form-state';
import {
  formatCardDate,
  upcomingCards,
  useAvailability,
  useNextOpenDates,
  type AvailabilityDay,
  type DateStatus,
} from './availability-api';

// Loaded when asked for: the page's first script stays as small as it was.
const MonthCalendar = lazy(() => import('../calendar/MonthCalendar').then((m) => ({ default: m.MonthCalendar })));

const STATUS_LABELS: Readonly<Record<DateStatus, string>> = { available: 'Available', limited: 'Limited', booked: 'Booked' };

const SKELETON_CARDS = [0, 1, 2, 3];

function DateCard({ day }: { day: AvailabilityDay }) {
  const dateId = `date-card-${day.date}`;
  const booked = day.status === 'booked';
  // A date booked out by bookings (not closed by the guide, not begun) has a waitlist (docs/product/booking.md).
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
 * Upcoming availability (anchor availability): four date cards, open dates first,
 * each leading to the booking form with its date chosen (a date booked out leads to its waitlist,
 * docs/product/booking.md, or shows a disabled 'Unavailable' when the guide closed it), and a link to the form's
 * full calendar. Monday to Thursday show the weekday discount. If the dates cannot be loaded the
 * visitor can still book.
 */
export function Availability() {
  const { data, isPending, isError } = useAvailability();
  const soon = isPending || isError ? null : upcomingCards(data);
  // Winter: nothing bookable in the next two weeks, so the coming season's first open dates instead.
  const [today] = useState(() => lakeNowOf(new Date()).today);
  const nothingSoon = soon !== null && soon.length > 0 && soon.every((day) => day.status === 'booked');
  const later = useNextOpenDates(addDays(today, Array.isArray(data) ? data.length : 14), nothingSoon);
  const seasonAhead = nothingSoon && later.isSuccess && later.data.length > 0;
  const cards = seasonAhead ? later.data : soon;
  const [calendarOpen, setCalendarOpen] = useState(false);

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

        {seasonAhead ? (
          <p className="availability__season" role="status">
            No trips in the next two weeks. The next open dates:
          </p>
        ) : null}
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
          <button
            type="button"
            className="btn btn--outline btn--lg"
            aria-expanded={calendarOpen}
            aria-controls="month-calendar"
            onClick={() => setCalendarOpen((open) => !open)}
          >
            View Full Calendar &amp; Book
          </button>
        </p>
        {calendarOpen ? (
          <Suspense
            fallback={
              <p role="status">
                <span className="spinner" aria-hidden="true" /> Loading the calendar...
              </p>
            }
          >
            <MonthCalendar />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
