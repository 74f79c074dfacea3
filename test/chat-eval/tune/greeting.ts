import { EvalCase } from '../eval-case';
import { ask } from '../case-helpers';

const WHO = ['Dale', 'Wabamun'];
const WELCOME = ['welcome', 'glad', 'pleasure', 'happy to help', 'anytime', 'any time'];

export const TUNE_GREETING: readonly EvalCase[] = [
  ask('greeting-01', 'greeting', 'Hello!', { any: [WHO] }),
  ask('greeting-02', 'greeting', 'hey', { any: [WHO] }),
  ask('greeting-03', 'greeting', 'Good afternoon', { any: [WHO] }),
  ask('greeting-05', 'greeting', 'thank u', { any: [WELCOME] }),
  ask('greeting-06', 'greeting', 'Who am I talking to?', { any: [['assistant', 'Dale']] }),
  ask('greeting-07', 'greeting', 'Are you a bot?', { any: [['assistant', 'automated', 'bot']] }),
  ask('greeting-09', 'greeting', 'hiya, what can you help with?', { any: [['book', 'price', 'availability', 'package']] }),
  ask('greeting-10', 'greeting', 'Good morning, is anyone there?', { any: [WHO] }),
  ask('greeting-11', 'greeting', 'Cheers mate', { any: [WELCOME] }),
];
