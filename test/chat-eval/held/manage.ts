import { EvalCase } from '../eval-case';
import { ask, PHONE } from '../case-helpers';

// The confirmation email and SMS carry a manage link: cancel by the refund policy until the trip
// begins, move it online until 48 hours before; after that, or to a dearer date, call the guide.
export const HELD_MANAGE: readonly EvalCase[] = [
  ask('manage-04', 'manage', 'Where do I find the link to manage my booking?', { any: [['email'], ['SMS', 'text']] }),
  ask('manage-08', 'manage', 'Can I move my trip to a date that costs more?', { all: [PHONE] }),
  ask('manage-12', 'manage', 'Can I reschedule online within 48 hours of the trip?', { all: [PHONE] }),
  ask('manage-16', 'manage', 'If I move my booking to a cheaper weekday, do I get the difference back?', { any: [['difference']] }),
];
