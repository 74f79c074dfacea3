import { EvalCase } from '../eval-case';
import { amt, ask } from '../case-helpers';

const NO_REFUND = ['no refund', 'not refunded', 'non-refundable', 'not refundable', "won't be refunded", 'no money back', 'nothing back'];

// Refunds: 48 hours or more before the trip, all of it; 24 to 48 hours, half; under 24 hours, none.
export const HELD_POLICY: readonly EvalCase[] = [
  ask('policy-04', 'policy', "If I cancel tonight for tomorrow morning's trip, do I get a refund?", { any: [NO_REFUND] }),
  // Half of 798 (2 x 399 on a Sunday) = 399.
  ask('policy-08', 'policy', 'We paid $798 for the full day on Sunday. Cancelling 36 hours ahead, what is refunded?', { any: [amt(399)] }),
  ask('policy-12', 'policy', 'Where can I leave you a review?', { any: [['Google', 'leave a review', 'reviews section', 'review link']] }),
  ask('policy-16', 'policy', 'Can I reschedule instead of cancelling?', { all: ['48 hours'] }),
  ask('policy-20', 'policy', 'What are the terms for cancelling less than 24 hours before?', { any: [NO_REFUND] }),
];
