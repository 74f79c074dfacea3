import { SIGN_IN_THROTTLE } from './account-rules';

/**
 * Sign-in throttling. Each attempt is counted before its password is checked (parallel guesses
 * cannot slip past a count that is only raised afterwards), against two counters, both tied to
 * the address the attempt comes from:
 * - the (username, address) pair: PAIR_THROTTLE. A few attempts pass at once, the next ones are
 *   spaced out, and at its limit the pair is locked;
 * - the address over all usernames: ADDRESS_THROTTLE, a higher limit against one address trying
 *   many usernames.
 * There is no counter of the username over all addresses: any wait imposed on everyone for the
 * failures of some lets a flood from a few addresses take every free turn and keep the account's
 * owner out. What the owner's address has not done never slows it down.
 *
 * Every attempt counts, the refused ones too, and a counter at its limit stays locked until
 * `windowMs` after its latest attempt: an address that keeps sending stays locked while it does,
 * and its refused attempts cost it instead of costing nothing.
 */

/** One counter's state. */
export interface AttemptCounter {
  readonly attempts: number;
  readonly windowStart: Date;
  readonly lastAttemptAt: Date | null;
  /** Kept on the pair's counter: the address last signed in to this account then. */
  readonly lastSuccessAt: Date | null;
}

export interface ThrottleRule {
  /** Attempts in a window that opens at the first one; at this many the counter is locked. */
  readonly maxAttempts: number;
  readonly windowMs: number;
  /**
   * The first `freeAttempts` of a window pass at once; each later one waits firstDelayMs after the
   * previous attempt, doubling up to maxDelayMs. Not for an address known to the account.
   */
  readonly spacing?: { readonly freeAttempts: number; readonly firstDelayMs: number; readonly maxDelayMs: number };
}

export const PAIR_THROTTLE: ThrottleRule = {
  maxAttempts: SIGN_IN_THROTTLE.maxFailures,
  windowMs: SIGN_IN_THROTTLE.windowMs,
  spacing: { freeAttempts: 2, firstDelayMs: 1000, maxDelayMs: 4000 },
};
export const ADDRESS_THROTTLE: ThrottleRule = { maxAttempts: 20, windowMs: SIGN_IN_THROTTLE.windowMs };
/** How long a successful sign-in makes its address "known" to the account (no spacing there). */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Refused attempts of one (username, address) are logged as one row with a count while the run
 * is younger than this; a longer flood starts a new row, so the log's first page shows it.
 */
export const THROTTLED_RUN_MS = SIGN_IN_THROTTLE.windowMs;

export interface SignInCounters {
  readonly pair: AttemptCounter;
  readonly address: AttemptCounter;
}

/** Whether the attempt may be checked now, and the counters that count it either way. */
export type Admission =
  | { readonly admitted: true; readonly next: SignInCounters }
  | { readonly admitted: false; readonly retryAfterSeconds: number; readonly next: SignInCounters };

export function emptyCounter(now: Date): AttemptCounter {
  return { attempts: 0, windowStart: now, lastAttemptAt: null, lastSuccessAt: null };
}

export function admitAttempt(counters: SignInCounters, now: Date): Admission {
  const known = isKnownAddress(counters.pair, now);
  const current = { pair: inWindow(counters.pair, PAIR_THROTTLE, now), address: inWindow(counters.address, ADDRESS_THROTTLE, now) };
  const next = { pair: counted(current.pair, now), address: counted(current.address, now) };
  const refused = waitMs(current.pair, PAIR_THROTTLE, known, now) > 0 || waitMs(current.address, ADDRESS_THROTTLE, known, now) > 0;
  if (!refused) return { admitted: true, next };
  // Told the wait that follows from this attempt too: retrying earlier only makes it longer.
  const retryMs = Math.max(waitMs(next.pair, PAIR_THROTTLE, known, now), waitMs(next.address, ADDRESS_THROTTLE, known, now));
  return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)), next };
}

/**
 * After a success admitted at `admittedAt`: the pair starts afresh and remembers the success; the
 * address takes the attempt back (it was no guess), and keeps the others.
 */
export function settleSuccess(counters: SignInCounters, admittedAt: Date, now: Date): SignInCounters {
  return {
    pair: { attempts: 0, windowStart: now, lastAttemptAt: counters.pair.lastAttemptAt, lastSuccessAt: now },
    address: takeBack(counters.address, admittedAt),
  };
}

/** The instant from which a counter can refuse nothing any more (the sweep forgets it then). */
export function counterExpiry(counter: AttemptCounter, rule: ThrottleRule): Date {
  const windowEnd = counter.windowStart.getTime() + rule.windowMs;
  const lockEnd = (counter.lastAttemptAt?.getTime() ?? 0) + rule.windowMs;
  return new Date(counter.attempts >= rule.maxAttempts ? Math.max(windowEnd, lockEnd) : windowEnd);
}

/** How long an attempt must wait before it may be checked, given the counter before it. */
function waitMs(counter: AttemptCounter, rule: ThrottleRule, known: boolean, now: Date): number {
  if (counter.attempts >= rule.maxAttempts) return counterExpiry(counter, rule).getTime() - now.getTime();
  const spacing = rule.spacing;
  if (known || !spacing || counter.attempts < spacing.freeAttempts || !counter.lastAttemptAt) return 0;
  const delay = Math.min(spacing.maxDelayMs, spacing.firstDelayMs * 2 ** (counter.attempts - spacing.freeAttempts));
  return Math.max(0, counter.lastAttemptAt.getTime() + delay - now.getTime());
}

function inWindow(counter: AttemptCounter, rule: ThrottleRule, now: Date): AttemptCounter {
  return counter.attempts === 0 || counterExpiry(counter, rule).getTime() <= now.getTime() ? fresh(counter, now) : counter;
}

function counted(counter: AttemptCounter, now: Date): AttemptCounter {
  return { ...counter, attempts: counter.attempts + 1, lastAttemptAt: now };
}

/** A new window, opening at this attempt; what came before it is forgotten, but for the last success. */
function fresh(counter: AttemptCounter, now: Date): AttemptCounter {
  return { ...counter, attempts: 0, windowStart: now };
}

function takeBack(counter: AttemptCounter, admittedAt: Date): AttemptCounter {
  // A window that opened after the attempt does not hold it.
  if (counter.windowStart.getTime() > admittedAt.getTime()) return counter;
  return { ...counter, attempts: Math.max(0, counter.attempts - 1) };
}

function isKnownAddress(pair: AttemptCounter, now: Date): boolean {
  return pair.lastSuccessAt !== null && now.getTime() - pair.lastSuccessAt.getTime() < KNOWN_ADDRESS_MS;
}
