import { EvalCase } from '../eval-case';
import { ask, HANDOFF } from '../case-helpers';

// What the site does not say: an honest hand-off to the guide (call or text), nothing made up.
export const TUNE_OUT_OF_SCOPE: readonly EvalCase[] = [
  ask('out-of-scope-01', 'out-of-scope', 'Can we bring beer on the boat?', HANDOFF),
  ask('out-of-scope-02', 'out-of-scope', 'Is there a bathroom on the boat?', HANDOFF),
  ask('out-of-scope-03', 'out-of-scope', 'Do you do ice fishing when the lake is frozen?', HANDOFF),
  ask('out-of-scope-05', 'out-of-scope', 'Can I pay cash on the day?', HANDOFF),
  ask('out-of-scope-06', 'out-of-scope', 'Do you sell gift cards?', HANDOFF),
  ask('out-of-scope-07', 'out-of-scope', 'Is there parking at the launch?', HANDOFF),
  ask('out-of-scope-09', 'out-of-scope', 'Do you offer fly fishing lessons?', HANDOFF),
  ask('out-of-scope-10', 'out-of-scope', 'Can you recommend a campground near the lake?', HANDOFF),
  ask('out-of-scope-11', 'out-of-scope', 'Is the boat wheelchair accessible?', HANDOFF),
  ask('out-of-scope-13', 'out-of-scope', 'Do you rent boats without a guide?', HANDOFF),
  ask('out-of-scope-14', 'out-of-scope', 'Can I bring my own boat and follow you?', HANDOFF),
  ask('out-of-scope-15', 'out-of-scope', 'Do you do corporate invoicing for a company outing?', HANDOFF),
  ask('out-of-scope-17', 'out-of-scope', 'Is there cell service on the lake?', HANDOFF),
  ask('out-of-scope-18', 'out-of-scope', 'Can we do a private sunset cruise?', HANDOFF),
  ask('out-of-scope-19', 'out-of-scope', 'Do you have a heated cabin on the boat?', HANDOFF),
];
