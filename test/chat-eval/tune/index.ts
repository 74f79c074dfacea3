import { EvalCase } from '../eval-case';
import { TUNE_AVAILABILITY } from './availability';
import { TUNE_CONTACT } from './contact';
import { TUNE_DETAILS } from './details';
import { TUNE_FALSE_PREMISE } from './false-premise';
import { TUNE_FIFTH_ROUND } from './fifth-round';
import { TUNE_FRENCH } from './french';
import { TUNE_GREETING } from './greeting';
import { TUNE_INCLUDED } from './included';
import { TUNE_INJECTION } from './injection';
import { TUNE_LAKE } from './lake';
import { TUNE_MANAGE } from './manage';
import { TUNE_MULTI_TURN } from './multi-turn';
import { TUNE_OTHER_LANGUAGE } from './other-language';
import { TUNE_OUT_OF_SCOPE } from './out-of-scope';
import { TUNE_PACKAGES } from './packages';
import { TUNE_PARTY } from './party';
import { TUNE_PAYMENT } from './payment';
import { TUNE_POLICY } from './policy';
import { TUNE_QUOTE } from './quote';
import { TUNE_REFERRAL } from './referral';
import { TUNE_REGULATIONS } from './regulations';
import { TUNE_FOURTH_ROUND, TUNE_SECOND_ROUND, TUNE_THIRD_ROUND } from './second-round';
import { TUNE_SEVENTH_ROUND } from './seventh-round';
import { TUNE_SEVERAL_QUESTIONS } from './several-questions';
import { TUNE_SIXTH_ROUND } from './sixth-round';
import { TUNE_SLANG } from './slang';
import { TUNE_TYPOS } from './typos';
import { TUNE_WAITLIST } from './waitlist';
import { TUNE_WAIVER } from './waiver';
import { TUNE_WEATHER } from './weather';

/** The tuning split of the evaluation set, every category's file in turn. */
export const TUNE_CASES: readonly EvalCase[] = [
  ...TUNE_AVAILABILITY,
  ...TUNE_CONTACT,
  ...TUNE_DETAILS,
  ...TUNE_FALSE_PREMISE,
  ...TUNE_FRENCH,
  ...TUNE_GREETING,
  ...TUNE_INCLUDED,
  ...TUNE_INJECTION,
  ...TUNE_LAKE,
  ...TUNE_MANAGE,
  ...TUNE_MULTI_TURN,
  ...TUNE_OTHER_LANGUAGE,
  ...TUNE_OUT_OF_SCOPE,
  ...TUNE_PACKAGES,
  ...TUNE_PARTY,
  ...TUNE_PAYMENT,
  ...TUNE_POLICY,
  ...TUNE_QUOTE,
  ...TUNE_REFERRAL,
  ...TUNE_REGULATIONS,
  ...TUNE_SEVERAL_QUESTIONS,
  ...TUNE_SLANG,
  ...TUNE_TYPOS,
  ...TUNE_WAITLIST,
  ...TUNE_WAIVER,
  ...TUNE_WEATHER,
  ...TUNE_SECOND_ROUND,
  ...TUNE_THIRD_ROUND,
  ...TUNE_FOURTH_ROUND,
  ...TUNE_FIFTH_ROUND,
  ...TUNE_SIXTH_ROUND,
  ...TUNE_SEVENTH_ROUND,
];
