import { EvalCase } from '../eval-case';
import { ask, BOOKED, day } from '../case-helpers';

// The calendar on Tuesday 2026-11-24, 09:00: weekdays morning and afternoon, weekends the full day;
// today's morning has begun; the run books Wed 11-25 afternoon, Fri 12-04 morning, Sat 12-05 full day,
// Thu 12-10 morning and afternoon (see BOOKED_FIXTURES in the runner).
export const TUNE_AVAILABILITY: readonly EvalCase[] = [
  ask('availability-01', 'availability', 'Is Tuesday the 8th free for the half day?', { any: [day('2026-12-08')], bookNow: true }),
  ask('availability-02', 'availability', 'Do you have anything on Saturday December 5th?', { any: [day('2026-12-05'), BOOKED] }),
  ask('availability-03', 'availability', 'Can we do the Full-Day Adventure on Sunday Dec 6?', { any: [day('2026-12-06')], bookNow: true }),
  // Tomorrow is Wednesday 2026-11-25, whose afternoon is booked.
  ask('availability-05', 'availability', 'Any afternoon spots tomorrow?', { any: [day('2026-11-25'), BOOKED] }),
  ask('availability-06', 'availability', 'Is tomorrow morning open for the half day?', { any: [day('2026-11-25')], bookNow: true }),
  ask('availability-07', 'availability', 'Can I still book the half day for this afternoon?', {
    any: [[...day('2026-11-24'), 'today', 'this afternoon']],
    bookNow: true,
  }),
  // Christmas Day 2026 is a Friday: morning and afternoon.
  ask('availability-09', 'availability', 'Are you open on Christmas Day?', { any: [day('2026-12-25'), ['morning', 'afternoon']] }),
  ask('availability-10', 'availability', "Do you run trips on New Year's Day?", { any: [day('2027-01-01')] }),
  // In two weeks from Tuesday 2026-11-24: Tuesday 2026-12-08.
  ask('availability-11', 'availability', 'Anything open in two weeks?', { any: [day('2026-12-08')] }),
  ask('availability-13', 'availability', "What's the first full-day date you have free?", { any: [day('2026-11-28')] }),
  ask('availability-14', 'availability', 'Do you have weekend dates in December?', {
    any: [[...day('2026-12-06'), ...day('2026-12-12'), ...day('2026-12-13')]],
  }),
  // Saturdays run the full day only: no half day on Saturday 2026-12-12.
  ask('availability-15', 'availability', 'Can I do a half day on Saturday the 12th?', {
    any: [day('2026-12-12'), ['full day', 'full-day']],
  }),
  ask('availability-17', 'availability', 'Are there morning openings on Wednesday Dec 9?', { any: [day('2026-12-09')], bookNow: true }),
  ask('availability-18', 'availability', 'Is December 13 available for the Full-Day Adventure?', {
    any: [day('2026-12-13')],
    bookNow: true,
  }),
  ask('availability-19', 'availability', 'When is the next open Saturday?', { any: [day('2026-11-28')] }),
  ask('availability-21', 'availability', 'Do you have a spot on 2026-12-18 in the afternoon?', { any: [day('2026-12-18')], bookNow: true }),
  ask('availability-22', 'availability', 'is dec 10 all booked up?', { any: [day('2026-12-10'), BOOKED] }),
  ask('availability-23', 'availability', 'What is open this weekend for a full day?', { any: [day('2026-11-28'), day('2026-11-29')] }),
];
