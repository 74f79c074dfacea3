import { describe, expect, test } from '@jest/globals';
import {
  Admission,
  admitAttempt,
  AttemptCounter,
  emptyCounter,
  KNOWN_ADDRESS_MS,
  settleSuccess,
  SignInCounters,
  USERNAME_SLOWDOWN,
} from './sign-in-throttle';

const T0 = new Date('2026-11-22T09:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const fresh = (): SignInCounters => ({ pair: emptyCounter(T0), address: emptyCounter(T0), username: emptyCounter(T0) });

function admitted(admission: Admission): SignInCounters {
  if (!admission.admitted) throw new Error(`refused for ${admission.retryAfterSeconds} s`);
  return admission.next;
}

/** Other addresses' attempts reach the username counter only. */
function withUsername(counters: SignInCounters, username: AttemptCounter): SignInCounters {
  return { ...counters, username };
}

describe('sign-in throttle: the (username, address) pair', () => {
  test('5 attempts in 15 minutes, then refused until the window that began at the first one ends', () => {
    let c = fresh();
    for (let i = 0; i < 5; i++) c = admitted(admitAttempt(c, at(i * 60_000)));
    expect(admitAttempt(c, at(5 * 60_000))).toEqual({ admitted: false, retryAfterSeconds: 600 });
    expect(admitAttempt(c, at(15 * 60_000 - 1)).admitted).toBe(false);
    expect(admitted(admitAttempt(c, at(15 * 60_000))).pair.attempts).toBe(1);
  });

  test('a success starts the pair afresh and takes its own attempt back from the address and the username', () => {
    let c = fresh();
    for (let i = 0; i < 4; i++) c = admitted(admitAttempt(c, T0));
    c = admitted(admitAttempt(c, T0));
    const settled = settleSuccess(c, T0, at(100));
    expect(settled.pair).toMatchObject({ attempts: 0, lastSuccessAt: at(100) });
    expect(settled.address.attempts).toBe(4);
    expect(settled.username.attempts).toBe(4);
  });
});

describe('sign-in throttle: one address, many usernames', () => {
  test('20 attempts in the window, then refused', () => {
    let address = emptyCounter(T0);
    for (let i = 0; i < 20; i++) address = admitted(admitAttempt({ ...fresh(), address }, T0)).address;
    const refused = admitAttempt({ ...fresh(), address }, at(60_000));
    expect(refused).toEqual({ admitted: false, retryAfterSeconds: 14 * 60 });
  });
});

describe('sign-in throttle: one username from many addresses is slowed down, never locked', () => {
  test('10 attempts pass, then each waits 1, 2, 4, 8 seconds, and never more than 10', () => {
    let username = emptyCounter(T0);
    let now = T0.getTime();
    for (let i = 0; i < USERNAME_SLOWDOWN.freeAttempts; i++) {
      username = admitted(admitAttempt(withUsername(fresh(), username), new Date(now))).username;
    }
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const refused = admitAttempt(withUsername(fresh(), username), new Date(now));
      if (refused.admitted) throw new Error('expected a wait');
      waits.push(refused.retryAfterSeconds);
      now += refused.retryAfterSeconds * 1000;
      username = admitted(admitAttempt(withUsername(fresh(), username), new Date(now))).username;
    }
    expect(waits).toEqual([1, 2, 4, 8, 10, 10, 10, 10]);
  });

  test('an address that signed in to the account in the last 30 days is not slowed down', () => {
    let username = emptyCounter(T0);
    for (let i = 0; i < 30; i++) username = { ...username, attempts: username.attempts + 1, lastAttemptAt: T0 };
    const known = { ...emptyCounter(T0), lastSuccessAt: at(-KNOWN_ADDRESS_MS + 1) };
    expect(admitAttempt({ ...fresh(), pair: known, username }, T0).admitted).toBe(true);
    const forgotten = { ...known, lastSuccessAt: at(-KNOWN_ADDRESS_MS) };
    expect(admitAttempt({ ...fresh(), pair: forgotten, username }, T0).admitted).toBe(false);
  });

  test('the slowdown is forgotten with its window', () => {
    const username = { attempts: 40, windowStart: T0, lastAttemptAt: at(14 * 60_000), lastSuccessAt: null };
    expect(admitAttempt(withUsername(fresh(), username), at(14 * 60_000 + 500)).admitted).toBe(false);
    expect(admitted(admitAttempt(withUsername(fresh(), username), at(15 * 60_000))).username.attempts).toBe(1);
  });
});
