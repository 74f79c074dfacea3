import { EvalCase } from '../eval-case';
import { HELD_AVAILABILITY } from './availability';
import { HELD_CONTACT } from './contact';
import { HELD_DETAILS } from './details';
import { HELD_FALSE_PREMISE } from './false-premise';
import { HELD_FRENCH } from './french';
import { HELD_GREETING } from './greeting';
import { HELD_INCLUDED } from './included';
import { HELD_INJECTION } from './injection';
import { HELD_LAKE } from './lake';
import { HELD_MANAGE } from './manage';
import { HELD_MULTI_TURN } from './multi-turn';
import { HELD_OTHER_LANGUAGE } from './other-language';
import { HELD_OUT_OF_SCOPE } from './out-of-scope';
import { HELD_PACKAGES } from './packages';
import { HELD_PARTY } from './party';
import { HELD_PAYMENT } from './payment';
import { HELD_POLICY } from './policy';
import { HELD_QUOTE } from './quote';
import { HELD_REFERRAL } from './referral';
import { HELD_REGULATIONS } from './regulations';
import { HELD_SEVERAL_QUESTIONS } from './several-questions';
import { HELD_SLANG } from './slang';
import { HELD_TYPOS } from './typos';
import { HELD_WAITLIST } from './waitlist';
import { HELD_WAIVER } from './waiver';
import { HELD_WEATHER } from './weather';

/** The held-back split of the evaluation set, every category's file in turn. */
export const HELD_CASES: readonly EvalCase[] = [
  ...HELD_AVAILABILITY,
  ...HELD_CONTACT,
  ...HELD_DETAILS,
  ...HELD_FALSE_PREMISE,
  ...HELD_FRENCH,
  ...HELD_GREETING,
  ...HELD_INCLUDED,
  ...HELD_INJECTION,
  ...HELD_LAKE,
  ...HELD_MANAGE,
  ...HELD_MULTI_TURN,
  ...HELD_OTHER_LANGUAGE,
  ...HELD_OUT_OF_SCOPE,
  ...HELD_PACKAGES,
  ...HELD_PARTY,
  ...HELD_PAYMENT,
  ...HELD_POLICY,
  ...HELD_QUOTE,
  ...HELD_REFERRAL,
  ...HELD_REGULATIONS,
  ...HELD_SEVERAL_QUESTIONS,
  ...HELD_SLANG,
  ...HELD_TYPOS,
  ...HELD_WAITLIST,
  ...HELD_WAIVER,
  ...HELD_WEATHER,
];
