import { TIME_SLOTS, TimeSlot } from '../bookings/booking-rules';

export { TIME_SLOTS, type TimeSlot };

/** When a slot's trip is on the water, in minutes after midnight on the lake (morning 6-10, afternoon 1-5, full day 6-2). */
export interface SlotWindow {
  readonly start: number;
  readonly end: number;
  readonly label: string;
}

export const SLOT_WINDOWS: Readonly<Record<TimeSlot, SlotWindow>> = {
  morning: { start: 6 * 60, end: 10 * 60, label: 'Morning (6:00-10:00 AM)' },
  afternoon: { start: 13 * 60, end: 17 * 60, label: 'Afternoon (1:00-5:00 PM)' },
  'full-day': { start: 6 * 60, end: 14 * 60, label: 'Full Day (6:00 AM-2:00 PM)' },
};

export function isTimeSlot(value: unknown): value is TimeSlot {
  return typeof value === 'string' && (TIME_SLOTS as readonly string[]).includes(value);
}

/**
 * Two slots overlap when their windows share a minute; the guide has one boat, so a trip in one
 * makes the other impossible. A slot overlaps itself. Full day (6-14) overlaps the morning and
 * the afternoon (13-17); the morning and the afternoon do not overlap.
 */
export function slotsOverlap(a: TimeSlot, b: TimeSlot): boolean {
  return SLOT_WINDOWS[a].start < SLOT_WINDOWS[b].end && SLOT_WINDOWS[b].start < SLOT_WINDOWS[a].end;
}

/** Slots in their display order (morning, afternoon, full day), each once. */
export function inSlotOrder(slots: Iterable<TimeSlot>): TimeSlot[] {
  const set = new Set(slots);
  return TIME_SLOTS.filter((slot) => set.has(slot));
}
