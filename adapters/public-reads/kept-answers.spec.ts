import { describe, expect, test } from '@jest/globals';
import { KeptAnswers, Produced } from './kept-answers';

const limits = { maxEntries: 3, maxBytes: 100, sizeOf: (value: string) => value.length };

/** A production that resolves when the test says so. */
function pending<V>(): { produce: () => Promise<Produced<V>>; resolve: (produced: Produced<V>) => void; calls: () => number } {
  let calls = 0;
  let resolve!: (produced: Produced<V>) => void;
  const promise = new Promise<Produced<V>>((r) => (resolve = r));
  return {
    produce: () => {
      calls++;
      return promise;
    },
    resolve: (produced) => resolve(produced),
    calls: () => calls,
  };
}

const kept =
  (value: string, ...tags: string[]) =>
  async (): Promise<Produced<string>> => ({ value, keep: { tags } });

describe('KeptAnswers', () => {
  test('keeps an answer until a change of one of its tags, and only of its tags', async () => {
    const answers = new KeptAnswers(limits);
    expect(await answers.answer('/packages', kept('p1', 'packages'))).toBe('p1');
    expect(await answers.answer('/reviews', kept('r1', 'reviews'))).toBe('r1');
    expect(await answers.answer('/packages', kept('p2', 'packages'))).toBe('p1');

    answers.invalidate(['reviews']);
    expect(answers.get('/reviews')).toBeUndefined();
    expect(answers.get('/packages')).toBe('p1');
    answers.invalidate(['packages', 'blog']);
    expect(await answers.answer('/packages', kept('p2', 'packages'))).toBe('p2');
  });

  test('concurrent misses of one key share one production', async () => {
    const answers = new KeptAnswers(limits);
    const render = pending<string>();
    const waiting = Array.from({ length: 64 }, () => answers.answer('/', render.produce));
    render.resolve({ value: 'page', keep: { tags: ['content'] } });
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 64 }, () => 'page'));
    expect(render.calls()).toBe(1);
    expect(answers.get('/')).toBe('page');
  });

  test('an answer produced without `keep` is shared by those who waited for it but not kept', async () => {
    const answers = new KeptAnswers(limits);
    const render = pending<string>();
    const both = [answers.answer('/', render.produce), answers.answer('/', render.produce)];
    render.resolve({ value: 'fallback' });
    expect(await Promise.all(both)).toEqual(['fallback', 'fallback']);
    expect(render.calls()).toBe(1);
    expect(answers.get('/')).toBeUndefined();
    expect(answers.size).toBe(0);
  });

  test('a production that fails rejects for all its waiters and keeps nothing', async () => {
    const answers = new KeptAnswers(limits);
    const failing = () => Promise.reject(new Error('database down'));
    await expect(Promise.all([answers.answer('/', failing), answers.answer('/', failing)])).rejects.toThrow('database down');
    expect(await answers.answer('/', kept('page', 'content'))).toBe('page');
  });

  test('a production begun before a change is not kept, and who asks after the change gets a new one', async () => {
    const answers = new KeptAnswers(limits);
    const before = pending<string>();
    const first = answers.answer('/', before.produce);
    answers.invalidate(['content']);
    const after = pending<string>();
    const second = answers.answer('/', after.produce);
    expect(after.calls()).toBe(1);
    before.resolve({ value: 'old', keep: { tags: ['content'] } });
    expect(await first).toBe('old');
    expect(answers.get('/')).toBeUndefined();
    after.resolve({ value: 'new', keep: { tags: ['content'] } });
    expect(await second).toBe('new');
    expect(answers.get('/')).toBe('new');
  });

  test('an answer whose clock bound has passed is dropped', async () => {
    const answers = new KeptAnswers(limits);
    let minute = 1;
    const madeIn = minute;
    await answers.answer('/calendar', async () => ({ value: 'c1', keep: { tags: ['availability'], validWhile: () => minute === madeIn } }));
    expect(answers.get('/calendar')).toBe('c1');
    minute = 2;
    expect(answers.get('/calendar')).toBeUndefined();
    expect(answers.size).toBe(0);
    expect(answers.byteSize).toBe(0);
  });

  test('keeps at most maxEntries, the least recently used going first', async () => {
    const answers = new KeptAnswers(limits);
    for (const key of ['a', 'b', 'c']) await answers.answer(key, kept(key, 't'));
    expect(answers.get('a')).toBe('a'); // now b is the least recently used
    await answers.answer('d', kept('d', 't'));
    expect(answers.size).toBe(3);
    expect(answers.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => answers.get(key))).toEqual(['a', 'c', 'd']);
  });

  test('keeps at most maxBytes, and never an answer larger than all of it', async () => {
    const answers = new KeptAnswers(limits);
    await answers.answer('a', kept('x'.repeat(40), 't'));
    await answers.answer('b', kept('y'.repeat(40), 't'));
    await answers.answer('c', kept('z'.repeat(40), 't'));
    expect(answers.byteSize).toBeLessThanOrEqual(100);
    expect(answers.get('a')).toBeUndefined();
    expect(answers.size).toBe(2);

    expect(await answers.answer('huge', kept('h'.repeat(101), 't'))).toHaveLength(101);
    expect(answers.get('huge')).toBeUndefined();
    expect(answers.size).toBe(2);
  });

  test('random keys cannot grow it', async () => {
    const answers = new KeptAnswers({ maxEntries: 50, maxBytes: 10_000, sizeOf: (value: string) => value.length });
    for (let i = 0; i < 5_000; i++) await answers.answer(`/?q=${Math.random()}`, kept(String(i), 't'));
    expect(answers.size).toBe(50);
    expect(answers.byteSize).toBeLessThanOrEqual(10_000);
  });
});
