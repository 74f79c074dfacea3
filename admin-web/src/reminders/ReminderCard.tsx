import { Link } from 'react-router';
import { telHref } from '@browser-kit/site/site-info';
import { searchWithBooking } from '../bookings/booking-link';
import { Facts } from '../waivers/WaiverBadges';
import {
  formatReminderTime,
  reminderBadgeClass,
  reminderCardClass,
  reminderOutcome,
  reminderStatusLabel,
  reminderTripText,
  reminderTypeLabel,
} from './reminder-format';
import type { ReminderRow } from './reminder-types';

/**
 * One reminder, coloured by its status: who it goes to and when (on the lake's clock), what became
 * of it (sent when, failed why, skipped or cancelled why), the text, and its booking.
 */
export function ReminderCard({ reminder }: { reminder: ReminderRow }) {
  const typeLabel = reminderTypeLabel(reminder.reminderType);
  const outcome = reminderOutcome(reminder);
  const summary = reminder.reminderType === 'guide_daily_summary';

  return (
    // Named with its recipient: a list holds several of each type.
    <article className={`card booking ${reminderCardClass(reminder.status)}`} aria-label={`${typeLabel}, to ${reminder.recipientName}`}>
      <header className="booking__head">
        <h3 className="booking__name">{typeLabel}</h3>
        <span className={reminderBadgeClass(reminder.status)}>
          <span className="visually-hidden">Status: </span>
          {reminderStatusLabel(reminder.status)}
        </span>
      </header>
      <Facts
        facts={[
          { label: 'Recipient', value: reminder.recipientName },
          { label: 'Phone', value: <a href={telHref(reminder.recipientPhone)}>{reminder.recipientPhone}</a> },
          ...(reminder.recipientEmail
            ? [{ label: 'Email', value: <a href={`mailto:${reminder.recipientEmail}`}>{reminder.recipientEmail}</a> }]
            : []),
          {
            label: 'Scheduled (lake time)',
            value: <time dateTime={reminder.scheduledFor}>{formatReminderTime(reminder.scheduledFor)}</time>,
          },
          { label: summary ? 'Covers' : 'Trip', value: reminderTripText(reminder) },
        ]}
      />
      {outcome.length > 0 ? (
        <div className="reminder__outcome">
          {outcome.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      <div className="booking__message">
        <p className="booking__message-label">Message</p>
        <p>{reminder.message}</p>
      </div>
      {reminder.bookingId ? (
        <Link className="booking__details-link" to={{ pathname: '/', search: searchWithBooking('', reminder.bookingId) }}>
          Open the booking<span className="visually-hidden"> this reminder is for</span>
        </Link>
      ) : null}
    </article>
  );
}
