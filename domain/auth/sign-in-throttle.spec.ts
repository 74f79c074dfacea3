import { describe, expect, test } from '@jest/globals';
import {
  ADDRESS_THROTTLE,
  Admission,
  admitAttempt,
  AttemptCounter,
  counterExpiry,
  emptyCounter,
  KNOWN_ADDRESS_MS,
  PAIR_THROTTLE,
  settleSuccess,
  SignInCounters,
} from './sign-in-throttle';

const T0 = new Date('2026-11-22T09:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const fresh = (): SignInCounters => ({ pair: emptyCounter(T0), address: emptyCounter(T0) });
const MINUTE = 60_000;

function admitted(admission: Admission): SignInCounters {
  if (!admission.admitted) throw new Error(`refused for ${admission.retryAfterSeconds} s`);
  return admission.next;
}

function refusedFor(admission: Admission): number {
  if (admission.admitted) throw new Error('admitted');
  return admission.retryAfterSeconds;
}

/** The pair after `n` attempts a minute apart from T0 (no spacing gets in their way). */
function pairAfter(n: number): SignInCounters {
  let c = fresh();
  for (let i = 0; i < n; i++) c = admitted(admitAttempt(c, at(i * MINUTE)));
  return c;
}

describe('sign-in throttle: the (username, address) pair', () => {
  test('two attempts pass at once, the next ones wait 1, 2 and 4 seconds after the previous one, then the pair is locked', () => {
    let c = admitted(admitAttempt(admitted(admitAttempt(fresh(), T0)), T0));
    let now = 0;
    for (const wait of [1000, 2000, 4000]) {
      expect(admitAttempt(c, at(now + wait - 1)).admitted).toBe(false);
      now += wait;
      c = admitted(admitAttempt(c, at(now)));
    }
    expect(c.pair.attempts).toBe(PAIR_THROTTLE.maxAttempts);
    expect(refusedFor(admitAttempt(c, at(now + 10 * MINUTE)))).toBe(15 * 60);
  });

  test('the wait a refused attempt is told is the one that follows from it', () => {
    const c = pairAfter(2);
    const early = admitAttempt(c, at(MINUTE + 500));
    expect(refusedFor(early)).toBe(2);
    expect(early.next.pair).toMatchObject({ attempts: 3, lastAttemptAt: at(MINUTE + 500) });
    expect(admitAttempt(early.next, at(MINUTE + 2499)).admitted).toBe(false);
    expect(admitAttempt(early.next, at(MINUTE + 2500)).admitted).toBe(true);
  });

  test('5 attempts, then locked until 15 minutes after the latest attempt, refused ones included', () => {
    const c = pairAfter(5);
    const refused = admitAttempt(c, at(5 * MINUTE));
    expect(refusedFor(refused)).toBe(15 * 60);
    // Still sending 14 minutes later: the lock runs from that attempt.
    const again = admitAttempt(refused.next, at(19 * MINUTE));
    expect(refusedFor(again)).toBe(15 * 60);
    expect(admitAttempt(again.next, at(34 * MINUTE - 1)).admitted).toBe(false);
    expect(admitted(admitAttempt(again.next, at(34 * MINUTE))).pair.attempts).toBe(1);
  });

  test('a pair that stops sending is forgotten 15 minutes after its latest attempt', () => {
    const c = pairAfter(5);
    expect(admitAttempt(c, at(19 * MINUTE - 1)).admitted).toBe(false);
    expect(admitted(admitAttempt(c, at(19 * MINUTE))).pair.attempts).toBe(1);
  });

  test('under the limit, the window opens at the first attempt and is forgotten when it ends', () => {
    const c = pairAfter(4);
    expect(counterExpiry(c.pair, PAIR_THROTTLE)).toEqual(at(15 * MINUTE));
    expect(admitted(admitAttempt(c, at(15 * MINUTE))).pair).toMatchObject({ attempts: 1, windowStart: at(15 * MINUTE) });
  });

  test('a success starts the pair afresh and takes its own attempt back from the address', () => {
    const c = pairAfter(5);
    const settled = settleSuccess(c, at(4 * MINUTE), at(4 * MINUTE + 100));
    expect(settled.pair).toMatchObject({ attempts: 0, lastSuccessAt: at(4 * MINUTE + 100) });
    expect(settled.address.attempts).toBe(4);
  });

  test('an address that signed in to the account in the last 30 days is not spaced out, but still has the limit', () => {
    const known = { ...emptyCounter(T0), lastSuccessAt: at(-KNOWN_ADDRESS_MS + 1) };
    let c: SignInCounters = { ...fresh(), pair: known };
    for (let i = 0; i < 5; i++) c = admitted(admitAttempt(c, T0));
    expect(refusedFor(admitAttempt(c, T0))).toBe(15 * 60);
    const forgotten = { ...fresh(), pair: { ...known, lastSuccessAt: at(-KNOWN_ADDRESS_MS) } };
    const twice = admitted(admitAttempt(admitted(admitAttempt(forgotten, T0)), T0));
    expect(admitAttempt(twice, T0).admitted).toBe(false);
  });
});

describe('sign-in throttle: one address, many usernames', () => {
  test('20 attempts in the window, then refused, and each refusal keeps it locked for 15 more minutes', () => {
    let address: AttemptCounter = emptyCounter(T0);
    for (let i = 0; i < ADDRESS_THROTTLE.maxAttempts; i++) address = admitted(admitAttempt({ ...fresh(), address }, T0)).address;
    const refused = admitAttempt({ ...fresh(), address }, at(MINUTE));
    expect(refusedFor(refused)).toBe(15 * 60);
    expect(refused.next.address.attempts).toBe(21);
    expect(admitAttempt({ ...fresh(), address: refused.next.address }, at(16 * MINUTE - 1)).admitted).toBe(false);
    expect(admitAttempt({ ...fresh(), address: refused.next.address }, at(16 * MINUTE)).admitted).toBe(true);
  });
});
