import { EvalCase } from '../eval-case';
import { ask, HANDOFF } from '../case-helpers';

// What the site does not say: an honest hand-off to the guide (call or text), nothing made up.
export const HELD_OUT_OF_SCOPE: readonly EvalCase[] = [
  ask('out-of-scope-04', 'out-of-scope', 'How much should I tip the guide?', HANDOFF),
  ask('out-of-scope-08', 'out-of-scope', 'Can I bring my dog?', HANDOFF),
  ask('out-of-scope-12', 'out-of-scope', 'Can you pick us up from our hotel in Edmonton?', HANDOFF),
  ask('out-of-scope-16', 'out-of-scope', 'Can you smoke fish for us to take home?', HANDOFF),
  ask('out-of-scope-20', 'out-of-scope', 'Can I get a gift certificate for my dad?', HANDOFF),
];
