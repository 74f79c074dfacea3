import { EvalCase } from '../eval-case';
import { ask } from '../case-helpers';

const WELCOME = ['welcome', 'glad', 'pleasure', 'happy to help', 'anytime', 'any time'];

export const HELD_GREETING: readonly EvalCase[] = [
  ask('greeting-04', 'greeting', 'Thanks for the help!', { any: [WELCOME] }),
  ask('greeting-08', 'greeting', 'Bye, see you on the lake', { any: [['bye', 'see you', 'enjoy', 'thanks', 'tight lines']] }),
  ask('greeting-12', 'greeting', 'ok great, thanks, that is all', { any: [WELCOME] }),
];
