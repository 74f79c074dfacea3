import { EvalCase, EvalCategory, EvalTurn, Expectation } from './eval-case';

/**
 * Short forms for writing cases. Amounts and dates are matched as any of their usual spellings, so
 * an answer is judged on the fact, not on its typography.
 */

/** A one-message case. */
export function ask(id: string, category: EvalCategory, say: string, expect: Expectation): EvalCase {
  return { id, category, turns: [{ say, expect }] };
}

/** A conversation: turns in order, in one session. */
export function talk(id: string, category: EvalCategory, turns: readonly EvalTurn[]): EvalCase {
  return { id, category, turns };
}

/** The ways a whole-dollar amount is written: $1,596, $1596, 1 596 $ (French). */
export function amt(dollars: number): string[] {
  const plain = String(dollars);
  const comma = dollars.toLocaleString('en-US');
  const spaced = comma.replace(/,/g, ' ');
  const nbsp = comma.replace(/,/g, '\u00a0');
  const narrow = comma.replace(/,/g, '\u202f');
  return [
    ...new Set([
      `$${comma}`,
      `$${plain}`,
      `${spaced} $`,
      `${nbsp} $`,
      `${narrow} $`,
      `${spaced}\u00a0$`,
      `${nbsp}\u00a0$`,
      `${narrow}\u00a0$`,
    ]),
  ];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** The ways a calendar date (YYYY-MM-DD) is written: December 4, Dec 4, 4 December, 4 décembre. */
export function day(date: string): string[] {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1]!;
  const short = month.slice(0, 3);
  // A trailing boundary is not expressible in a substring, so 'December 1' would also match 'December 12':
  // the cases avoid dates whose number is the start of another date they could be confused with.
  return [`${month} ${d}`, `${short} ${d}`, `${short}. ${d}`, `${d} ${month}`, `${d} ${MOIS[m - 1]}`, `${d}er ${MOIS[m - 1]}`];
}

/** The guide's phone number, however it is spaced: the last seven digits are enough. */
export const PHONE = '555-0142';

/** Words that affirm what a visitor claimed: never said to a false premise. */
export const AFFIRM = ['absolutely', 'yes,', 'yes!', "that's right", 'that is right', "you're right", 'you are right', 'of course!'];

/** A hand-off to the guide, with nothing invented. */
export const HANDOFF: Expectation = { handoff: true };

/** Slot windows as the site states them, in their usual spellings. */
export const MORNING_TIMES = ['6:00', '6 AM', '6am', '6 a.m.'];
export const AFTERNOON_TIMES = ['1:00', '1 PM', '1pm', '1 p.m.'];
export const AFTERNOON_END = ['5:00', '5 PM', '5pm', '5 p.m.'];
export const FULL_DAY_END = ['2:00', '2 PM', '2pm', '2 p.m.'];

/** Ways an answer says a date or slot is taken. */
export const BOOKED = [
  'booked',
  'full',
  'taken',
  'not available',
  'unavailable',
  'not open',
  'no spots',
  'sold out',
  'no openings',
  'complet',
  'réservé',
];
