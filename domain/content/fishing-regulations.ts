/**
 * The Alberta sportfishing rules this site summarises. They are the rules as the
 * business last checked them, not the law: readers are told to check the current Alberta Guide to
 * Sportfishing Regulations before every trip. Kept in one place so the regulations page, the terms
 * of service and the chat never disagree (web/src/pages/static/regulations.ts re-exports them).
 */

/** Anglers this age and older need an Alberta fishing licence. */
export const LICENCE_AGE = 16;

/** Rods one angler may fish with at a time. */
export const MAX_RODS = 2;

export interface CatchLimit {
  readonly species: string;
  /** Fish one angler may keep in a day. */
  readonly daily: number;
  /** Fish one angler may have in total, including those at home or in the freezer. */
  readonly possession: number;
  /** A size rule inside the daily limit, if any. */
  readonly sizeRule?: string;
}

export const CATCH_LIMITS: readonly CatchLimit[] = [
  { species: 'Northern pike', daily: 3, possession: 6 },
  { species: 'Walleye', daily: 3, possession: 6, sizeRule: 'Only 1 walleye over 50 cm' },
  { species: 'Yellow perch', daily: 25, possession: 50 },
];
