import { SIGN_IN_THROTTLE } from './account-rules';

/**
 * Sign-in throttling. Each attempt is counted before its password is checked (parallel guesses
 * cannot slip past a count that is only raised afterwards), against three counters:
 * - the (username, address) pair: SIGN_IN_THROTTLE, a hard limit. Only the pair is locked, so
 *   failures from elsewhere never lock the account's owner out;
 * - the address over all usernames: ADDRESS_THROTTLE, a higher hard limit against one address
 *   trying many usernames;
 * - the username over all addresses: USERNAME_SLOWDOWN spaces attempts out instead of refusing
 *   them for long. A hard limit here would let anyone lock the admin out; spacing caps what many
 *   addresses can guess together while the owner still gets in after a few seconds. An address
 *   that signed in to the account recently is not slowed down at all.
 */

/** One counter's state. An attempt counts from its admission; a success is taken back. */
export interface AttemptCounter {
  readonly attempts: number;
  readonly windowStart: Date;
  readonly lastAttemptAt: Date | null;
  /** Kept on the pair's counter: the address last signed in to this account then. */
  readonly lastSuccessAt: Date | null;
}

export interface HardLimit {
  readonly kind: 'limit';
  readonly maxAttempts: number;
  readonly windowMs: number;
}

/** The first `freeAttempts` in a window pass; each later one waits firstDelayMs, doubling up to maxDelayMs. */
export interface Slowdown {
  readonly kind: 'slowdown';
  readonly freeAttempts: number;
  readonly windowMs: number;
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
}

export const PAIR_THROTTLE: HardLimit = { kind: 'limit', maxAttempts: SIGN_IN_THROTTLE.maxFailures, windowMs: SIGN_IN_THROTTLE.windowMs };
export const ADDRESS_THROTTLE: HardLimit = { kind: 'limit', maxAttempts: 20, windowMs: SIGN_IN_THROTTLE.windowMs };
export const USERNAME_SLOWDOWN: Slowdown = {
  kind: 'slowdown',
  freeAttempts: 10,
  windowMs: SIGN_IN_THROTTLE.windowMs,
  firstDelayMs: 1000,
  maxDelayMs: 10_000,
};
/** How long a successful sign-in makes its address "known" to the account (no slowdown there). */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Refused attempts of one (username, address) are logged as one row with a count while the run
 * is younger than this; a longer flood starts a new row, so the log's first page shows it.
 */
export const THROTTLED_RUN_MS = SIGN_IN_THROTTLE.windowMs;

export interface SignInCounters {
  readonly pair: AttemptCounter;
  readonly address: AttemptCounter;
  readonly username: AttemptCounter;
}

export type Admission =
  { readonly admitted: true; readonly next: SignInCounters } | { readonly admitted: false; readonly retryAfterSeconds: number };

export function emptyCounter(now: Date): AttemptCounter {
  return { attempts: 0, windowStart: now, lastAttemptAt: null, lastSuccessAt: null };
}

/** Whether one more attempt may be checked now; if so, the counters that count it. */
export function admitAttempt(counters: SignInCounters, now: Date): Admission {
  const known = isKnownAddress(counters.pair, now);
  const judged = {
    pair: judge(counters.pair, PAIR_THROTTLE, now),
    address: judge(counters.address, ADDRESS_THROTTLE, now),
    username: judge(counters.username, USERNAME_SLOWDOWN, now),
  };
  const waits = [judged.pair.waitMs, judged.address.waitMs, known ? 0 : judged.username.waitMs];
  const waitMs = Math.max(...waits);
  if (waitMs > 0) return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  return { admitted: true, next: { pair: judged.pair.next, address: judged.address.next, username: judged.username.next } };
}

/**
 * After a success admitted at `admittedAt`: the pair starts afresh and remembers the success; the
 * address and the username take the attempt back (it was no guess), and keep everyone else's.
 */
export function settleSuccess(counters: SignInCounters, admittedAt: Date, now: Date): SignInCounters {
  return {
    pair: { attempts: 0, windowStart: now, lastAttemptAt: counters.pair.lastAttemptAt, lastSuccessAt: now },
    address: takeBack(counters.address, admittedAt),
    username: takeBack(counters.username, admittedAt),
  };
}

function judge(counter: AttemptCounter, rule: HardLimit | Slowdown, now: Date): { waitMs: number; next: AttemptCounter } {
  const current = inWindow(counter, rule.windowMs, now);
  const next = { ...current, attempts: current.attempts + 1, lastAttemptAt: now };
  if (rule.kind === 'limit') {
    const waitMs = current.attempts >= rule.maxAttempts ? current.windowStart.getTime() + rule.windowMs - now.getTime() : 0;
    return { waitMs, next };
  }
  if (current.attempts < rule.freeAttempts || !current.lastAttemptAt) return { waitMs: 0, next };
  const delay = Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (current.attempts - rule.freeAttempts));
  return { waitMs: current.lastAttemptAt.getTime() + delay - now.getTime(), next };
}

/** A window opens at the first attempt counted in it, and everything in it is forgotten when it ends. */
function inWindow(counter: AttemptCounter, windowMs: number, now: Date): AttemptCounter {
  const ended = counter.windowStart.getTime() + windowMs <= now.getTime();
  return counter.attempts === 0 || ended ? { ...counter, attempts: 0, windowStart: now } : counter;
}

function takeBack(counter: AttemptCounter, admittedAt: Date): AttemptCounter {
  // A window that opened after the attempt does not hold it.
  if (counter.windowStart.getTime() > admittedAt.getTime()) return counter;
  return { ...counter, attempts: Math.max(0, counter.attempts - 1) };
}

function isKnownAddress(pair: AttemptCounter, now: Date): boolean {
  return pair.lastSuccessAt !== null && now.getTime() - pair.lastSuccessAt.getTime() < KNOWN_ADDRESS_MS;
}
