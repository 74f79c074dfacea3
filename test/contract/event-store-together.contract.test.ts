import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { comparePositions, ConcurrencyError, EventStore } from '../../application/ports/event-store';
import { adapters, ev, streamId, Subject } from '../support/event-store-subjects';

/** What every event store does with several streams' events in one call (appendToStreams), and what an append tells. */
describe.each(adapters)('event store contract, several streams at once: %s', (_name, create) => {
  let subject: Subject;
  let store: EventStore;
  beforeAll(async () => {
    subject = await create();
    store = subject.store;
  }, 60_000);
  afterAll(() => subject.close());

  test('an append tells the events as stored, where the store knows them without a read (not EventStoreDB)', async () => {
    const id = streamId('told');
    const one = await store.append(id, [ev('Opened', 1)], 'no-stream');
    const two = await store.append(id, [ev('Changed', 2), ev('Changed', 3)], 1);
    if (store.kind === 'eventstoredb') {
      expect([one.recorded, two.recorded]).toEqual([undefined, undefined]);
      return;
    }
    const read = await store.readStream(id);
    expect([...one.recorded!, ...two.recorded!]).toEqual(read);
  });

  test('starts several new streams in one call, each from version 1', async () => {
    const [a, b] = [streamId('start-a'), streamId('start-b')];
    const results = await store.appendToStreams([
      { streamId: a, events: [ev('Opened', 1), ev('Changed', 2)], expected: 0 },
      { streamId: b, events: [ev('Opened', 3)], expected: 0 },
    ]);
    expect(results.map((r) => r.version)).toEqual([2, 1]);
    expect((await store.readStream(a)).map((e) => [e.type, e.version, e.data.n])).toEqual([
      ['Opened', 1, 1],
      ['Changed', 2, 2],
    ]);
    const [onlyB] = await store.readStream(b);
    expect([onlyB!.type, onlyB!.version]).toEqual(['Opened', 1]);
    expect(comparePositions(onlyB!.position, results[1]!.position)).toBe(0);
    expect((await store.append(a, [ev('Later', 4)], 2)).version).toBe(3);
  });

  test('appends to streams that exist and streams that start, in one call, each after its version', async () => {
    const [old, fresh] = [streamId('together-old'), streamId('together-new')];
    await store.append(old, [ev('Opened', 1), ev('Changed', 2)], 'no-stream');
    const results = await store.appendToStreams([
      { streamId: old, events: [ev('Moved', 3)], expected: 2 },
      { streamId: fresh, events: [ev('Opened', 4), ev('Changed', 5)], expected: 0 },
    ]);
    expect(results.map((r) => r.version)).toEqual([3, 2]);
    expect((await store.readStream(old)).map((e) => [e.type, e.version])).toEqual([
      ['Opened', 1],
      ['Changed', 2],
      ['Moved', 3],
    ]);
    expect((await store.readStream(fresh)).map((e) => [e.type, e.version, e.data.n])).toEqual([
      ['Opened', 1, 4],
      ['Changed', 2, 5],
    ]);
    const movedEvent = (await store.readStream(old))[2]!;
    expect(comparePositions(movedEvent.position, results[0]!.position)).toBe(0);
  });

  test('starting a stream that exists is refused with the typed conflict error', async () => {
    const [existing, fresh] = [streamId('started'), streamId('not-started')];
    await store.append(existing, [ev('Opened')], 'no-stream');
    await expect(
      store.appendToStreams([
        { streamId: fresh, events: [ev('Opened')], expected: 0 },
        { streamId: existing, events: [ev('Again')], expected: 0 },
      ]),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(existing)).map((e) => e.type)).toEqual(['Opened']);
  });

  test('a stream that moved past its version refuses the whole call: the other streams get nothing either', async () => {
    const [moved, other] = [streamId('moved-on'), streamId('bystander')];
    await store.append(moved, [ev('Opened'), ev('Changed')], 'no-stream');
    await store.append(other, [ev('Opened')], 'no-stream');
    const refusal = await store
      .appendToStreams([
        { streamId: other, events: [ev('Next')], expected: 1 },
        { streamId: moved, events: [ev('Stale')], expected: 1 },
      ])
      .catch((error: unknown) => error);
    // It names the stream that moved on: the writer reads only that one again.
    expect(refusal).toBeInstanceOf(ConcurrencyError);
    expect((refusal as ConcurrencyError).streamId).toBe(moved);
    expect((await store.readStream(other)).map((e) => e.type)).toEqual(['Opened']);
    expect((await store.readStream(moved)).map((e) => e.type)).toEqual(['Opened', 'Changed']);
  });

  test('of 10 concurrent calls on the same two streams at the same versions, exactly one is written, whole', async () => {
    const [a, b] = [streamId('race-a'), streamId('race-b')];
    await store.append(a, [ev('Opened')], 'no-stream');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        store.appendToStreams([
          { streamId: a, events: [ev('Raced', i)], expected: 1 },
          { streamId: b, events: [ev('Raced', i)], expected: 0 },
        ]),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) {
      if (o.status === 'fulfilled') continue;
      expect(o.reason).toBeInstanceOf(ConcurrencyError);
      expect([a, b]).toContain((o.reason as ConcurrencyError).streamId);
    }
    const [winnerA, winnerB] = [(await store.readStream(a)).slice(1), await store.readStream(b)];
    expect(winnerA.map((e) => e.data.n)).toEqual(winnerB.map((e) => e.data.n));
    expect(winnerA).toHaveLength(1);
  });
});
