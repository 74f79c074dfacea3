import { TIME_SLOTS } from '../../domain/availability/slot-windows';
import { tripStart } from '../../domain/bookings/refund-policy';
import { PackageFact } from '../../domain/chat/chat-answers';
import { BookingContext, SlotChoice } from '../../domain/chat/chat-protocol';
import { instantOnLake } from '../../domain/shared/calendar';

const HOUR_MS = 3_600_000;

/**
 * How many hours before a booked trip a cancellation would come, from what the conversation said:
 * the trip's date (this question's latest date, or the one talked about), its slot (said, the
 * conversation's, or the package's only one), and the moment of cancelling (an earlier date said
 * with its time, 'now' / 'today', or nothing). Undefined when the words do not give both ends.
 */
export function noticeBeforeTrip(
  text: string,
  dates: readonly string[],
  context: BookingContext | null,
  slot: SlotChoice | undefined,
  pkg: PackageFact | undefined,
  now: Date,
): number | undefined {
  const sorted = [...dates].sort();
  // Two dates: the trip is the later. One date before the trip talked about: the day of cancelling.
  const cancelDay =
    sorted.length > 1 ? sorted[0] : sorted.length === 1 && context?.date && sorted[0]! < context.date ? sorted[0] : undefined;
  const tripDate = sorted.length > 1 ? sorted.at(-1)! : cancelDay ? context!.date : (sorted[0] ?? context?.date);
  if (!tripDate) return undefined;
  const tripSlot = slot ?? context?.time ?? (pkg && pkg.timeSlots.length === 1 ? pkg.timeSlots[0] : undefined);
  if (!tripSlot || !TIME_SLOTS.includes(tripSlot)) return undefined;
  // No moment said: cancelling now, as the visitor asks.
  const cancelAt = cancelDay ? instantOnLake(cancelDay, clockMinutesIn(text) ?? 12 * 60) : now;
  const hours = (tripStart(tripDate, tripSlot).getTime() - cancelAt.getTime()) / HOUR_MS;
  return Math.round(hours * 10) / 10;
}

/** 'at noon', 'at 7 pm', 'at 9:30am', 'at midnight': minutes of the day; undefined when no time is said. */
function clockMinutesIn(text: string): number | undefined {
  if (/\bnoon\b/.test(text)) return 12 * 60;
  if (/\bmidnight\b/.test(text)) return 0;
  const m = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)/.exec(text);
  if (!m) return undefined;
  const hour = (Number(m[1]) % 12) + (m[3]!.startsWith('p') ? 12 : 0);
  return hour * 60 + Number(m[2] ?? 0);
}
