import { RecordedEvent } from '../ports/event-store';
import { rowPerKey } from '../projections/row-projections';
import { asReminderEvent, reminderIdOf } from '../reminders/reminder-events';
import { afterTripOf } from '../reminders/reminder-ids';
import { ReferralRequestRow, referralRequestsTable } from './referral-read-models';

/** The booking of a referral request's reminder event, or undefined for any other event. */
function referralRequestOf(recorded: RecordedEvent): string | undefined {
  if (!asReminderEvent(recorded)) return undefined;
  const message = afterTripOf(reminderIdOf(recorded));
  return message?.type === 'referral_request' ? message.bookingId : undefined;
}

/**
 * The referral requests (referral_requests): one row per trip whose invitation went out, from its
 * reminder's events. One that was skipped (the customer replied STOP) or cancelled never went, and
 * is in the reminders list with why.
 */
export const referralRequestsProjection = rowPerKey<ReferralRequestRow>({
  name: 'referral_requests',
  table: referralRequestsTable,
  key: 'bookingId',
  keyOf: referralRequestOf,
  evolve: evolveReferralRequestRow,
  createsRow: (recorded) => asReminderEvent(recorded)?.type === 'ReminderQueued',
});

export function evolveReferralRequestRow(row: ReferralRequestRow | undefined, recorded: RecordedEvent): ReferralRequestRow | undefined {
  const event = asReminderEvent(recorded);
  const bookingId = referralRequestOf(recorded);
  if (!event || !bookingId) return row;
  switch (event.type) {
    case 'ReminderQueued':
      return {
        bookingId,
        customerPhone: event.data.recipient.phone,
        customerName: event.data.recipient.name,
        sentAt: new Date(event.metadata.occurredAt),
        status: 'sent',
        referralCode: event.data.links?.referralCode ?? '',
        message: event.data.message,
        failureReason: null,
      };
    case 'ReminderSent':
      return row && { ...row, sentAt: new Date(event.data.sentAt) };
    case 'ReminderFailed':
      return row && { ...row, status: 'failed', failureReason: event.data.reason };
    default:
      return row;
  }
}
