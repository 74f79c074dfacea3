import { describe, expect, test } from '@jest/globals';
import {
  SIGN_IN_MIN_DURATION_MS,
  noAdminAccountMessage,
  sessionCheckText,
  signInFailure,
  splitInlineCode,
  withMinimumDuration,
} from './auth-logic';

/** A wait whose end the test controls. */
function controlledWait() {
  let release: () => void = () => undefined;
  const calls: number[] = [];
  const wait = (ms: number) => {
    calls.push(ms);
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  return { wait, calls, release: () => release() };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('withMinimumDuration', () => {
  test('the minimum delay is one second', () => {
    expect(SIGN_IN_MIN_DURATION_MS).toBe(1000);
  });

  test('a fast success is held back until the delay has passed', async () => {
    const timer = controlledWait();
    let settled = false;
    const result = withMinimumDuration(Promise.resolve({ username: 'guide' }), 1000, timer.wait).then((value) => {
      settled = true;
      return value;
    });
    await flush();
    expect(timer.calls).toEqual([1000]);
    expect(settled).toBe(false);
    timer.release();
    await expect(result).resolves.toEqual({ username: 'guide' });
  });

  test('a fast failure is held back too, then rethrown unchanged', async () => {
    const timer = controlledWait();
    const failure = new Error('401: Unauthorized');
    let settled = false;
    const result = withMinimumDuration(Promise.reject(failure), 1000, timer.wait).catch((error: unknown) => {
      settled = true;
      return error;
    });
    await flush();
    expect(settled).toBe(false);
    timer.release();
    expect(await result).toBe(failure);
  });

  test('a slow answer is not delayed further', async () => {
    let finish: (value: string) => void = () => undefined;
    const work = new Promise<string>((resolve) => {
      finish = resolve;
    });
    const result = withMinimumDuration(work, 1000, () => Promise.resolve());
    await flush();
    finish('done');
    await expect(result).resolves.toBe('done');
  });

  test('works with the real timer', async () => {
    const started = Date.now();
    await withMinimumDuration(Promise.resolve(1), 30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});

describe('signInFailure', () => {
  test('wrong credentials give Access Denied: Incorrect admin password.', () => {
    expect(signInFailure(401, 'Invalid credentials')).toEqual({ title: 'Access Denied', description: 'Incorrect admin password.' });
  });

  test('throttling shows the server message', () => {
    expect(signInFailure(429, 'Too many attempts, try again in 60 s')).toEqual({
      title: 'Access Denied',
      description: 'Too many attempts, try again in 60 s',
    });
    expect(signInFailure(429, undefined).title).toBe('Access Denied');
  });

  test('no answer or a server error is not presented as a wrong password', () => {
    expect(signInFailure(undefined, undefined).title).toBe('Sign-in Failed');
    expect(signInFailure(500, undefined)).toEqual({ title: 'Sign-in Failed', description: 'The server answered 500. Please try again.' });
  });
});

describe('noAdminAccountMessage', () => {
  const setup = 'No admin account exists yet. Create one with `npm run admin:create -- --username guide`.';

  test('503 with a message explains the missing account', () => {
    expect(noAdminAccountMessage(503, setup)).toBe(setup);
  });

  test('other statuses, empty messages and missing routes are ignored', () => {
    expect(noAdminAccountMessage(401, setup)).toBeUndefined();
    expect(noAdminAccountMessage(500, setup)).toBeUndefined();
    expect(noAdminAccountMessage(503, undefined)).toBeUndefined();
    expect(noAdminAccountMessage(404, 'No API route GET /api/auth/me')).toBeUndefined();
    expect(noAdminAccountMessage(undefined, setup)).toBeUndefined();
  });
});

describe('splitInlineCode', () => {
  test('backtick-quoted parts become code', () => {
    expect(splitInlineCode('Run `npm run admin:create` first.')).toEqual([
      { text: 'Run ', code: false },
      { text: 'npm run admin:create', code: true },
      { text: ' first.', code: false },
    ]);
    expect(splitInlineCode('plain text')).toEqual([{ text: 'plain text', code: false }]);
  });
});

describe('sessionCheckText', () => {
  test('tells a missing answer from an error answer', () => {
    expect(sessionCheckText(undefined)).toBe('The server could not be reached. You can still try to sign in.');
    expect(sessionCheckText(404)).toBe('The server could not check your session (it answered 404). You can still try to sign in.');
  });
});
