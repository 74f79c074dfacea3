import { SLOT_WINDOWS, TIME_SLOTS } from '../../../domain/availability/slot-windows';
import type { WaitlistEntry, WaitlistStatus } from './waitlist-types';

export const NO_WAITLIST = 'Nobody is on the waitlist for today or a later date.';

export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Place offered',
  booked: 'Booked',
  expired: 'Offer expired',
  left: 'Left the list',
};

export function waitlistBadgeClass(status: WaitlistStatus): string {
  return `badge waitlist-badge waitlist-badge--${status}`;
}

/** The entries by trip (date, then slot in the day's order), each trip's line in the order people joined. */
export function groupByTrip(
  entries: readonly WaitlistEntry[],
): { key: string; date: string; timeLabel: string; entries: WaitlistEntry[] }[] {
  const groups = new Map<string, { key: string; date: string; timeLabel: string; entries: WaitlistEntry[] }>();
  for (const entry of entries) {
    const key = `${entry.date}:${entry.time}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, date: entry.date, timeLabel: SLOT_WINDOWS[entry.time].label, entries: [] };
      groups.set(key, group);
    }
    group.entries.push(entry);
  }
  for (const group of groups.values()) group.entries.sort((a, b) => a.line - b.line);
  const slotOrder = (key: string) => TIME_SLOTS.indexOf(key.slice(key.indexOf(':') + 1) as (typeof TIME_SLOTS)[number]);
  return [...groups.values()].sort((a, b) => a.date.localeCompare(b.date) || slotOrder(a.key) - slotOrder(b.key));
}

/** How many are still in line or holding an offer. */
export function activeCount(entries: readonly WaitlistEntry[]): number {
  return entries.filter((e) => e.status === 'waiting' || e.status === 'offered').length;
}
