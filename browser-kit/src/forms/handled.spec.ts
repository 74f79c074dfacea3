import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { handled } from './handled';

describe('handled', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  test('logs a rejection the handler did not catch', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('not caught');
    handled(Promise.reject(failure));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged).toHaveBeenCalledWith(failure);
  });

  test('logs nothing when the handler succeeds', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    handled(Promise.resolve('done'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged).not.toHaveBeenCalled();
  });
});
