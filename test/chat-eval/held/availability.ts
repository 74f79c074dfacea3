import { EvalCase } from '../eval-case';
import { ask, BOOKED, day } from '../case-helpers';

// The calendar on Tuesday 2026-11-24, 09:00: weekdays morning and afternoon, weekends the full day;
// today's morning has begun; the run books Wed 11-25 afternoon, Fri 12-04 morning, Sat 12-05 full day,
// Thu 12-10 morning and afternoon (see BOOKED_FIXTURES in the runner).
export const HELD_AVAILABILITY: readonly EvalCase[] = [
  ask('availability-04', 'availability', 'Is Thursday December 10 open for a morning trip?', { any: [day('2026-12-10'), BOOKED] }),
  ask('availability-08', 'availability', 'Is this Sunday available for the Trophy Hunter?', { any: [day('2026-11-29')], bookNow: true }),
  ask('availability-12', 'availability', 'Is Friday December 4 open in the morning?', { any: [day('2026-12-04'), BOOKED, ['afternoon']] }),
  ask('availability-16', 'availability', 'Is next Monday free?', { any: [day('2026-11-30')] }),
  ask('availability-20', 'availability', 'Can we go fishing on Thursday?', { any: [day('2026-11-26')] }),
  ask('availability-24', 'availability', 'Is Dec 5 available for the Trophy Hunter?', { any: [day('2026-12-05'), BOOKED] }),
];
