import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  binaryEvent,
  jsonEvent,
  streamNameFilter,
} from '@eventstore/db-client';
import type { AllStreamResolvedEvent, AppendToStreamOptions, Position, ResolvedEvent } from '@eventstore/db-client';
import { ConcurrencyError, LOG_START } from '../../application/ports/event-store';
import { EventStoreDbEventStore } from '../../adapters/persistence/eventstoredb-event-store';
import { startEventStoreStandIn, type EventStoreStandIn } from '../support/eventstoredb-stand-in';

/**
 * The stand-in speaks EventStoreDB's protocol as the real client hears it: these cases drive it with
 * @eventstore/db-client itself, through both append paths (BatchAppend, which the client picks on
 * the server's feature list, and Append, which it uses when a call carries credentials).
 */
let standIn: EventStoreStandIn;
let client: EventStoreDBClient;
beforeAll(async () => {
  standIn = await startEventStoreStandIn();
  client = EventStoreDBClient.connectionString(standIn.url);
});
afterAll(async () => {
  await client.dispose();
  await standIn.close();
});

const stream = (name: string) => `standin-${name}-${randomUUID()}`;
const event = (type: string, n: number) => jsonEvent({ type, data: { n }, metadata: { note: `m${n}` } });
const paths: [string, string, AppendToStreamOptions][] = [
  ['BatchAppend', 'batchAppend', {}],
  ['Append', 'append', { credentials: { username: 'admin', password: 'changeit' } }],
];

async function collect<E>(reading: AsyncIterable<E>): Promise<E[]> {
  const out: E[] = [];
  for await (const item of reading) out.push(item);
  return out;
}

describe.each(paths)('appends through %s', (_path, method, options) => {
  let callsBefore = 0;
  beforeAll(() => {
    callsBefore = standIn.calls.get(method) ?? 0;
  });

  test('answers with the revision and the $all position, and the events read back exactly', async () => {
    const id = stream('roundtrip');
    const before = Date.now();
    const json = event('Opened', 1);
    const binary = binaryEvent({ id: randomUUID(), type: 'Blob', data: Uint8Array.from([0, 1, 254, 255]), metadata: Uint8Array.from([7]) });
    const written = await client.appendToStream(id, [json, binary], { ...options, expectedRevision: NO_STREAM });
    expect(written.success).toBe(true);
    expect(written.nextExpectedRevision).toBe(1n);

    const events = (await collect(client.readStream(id))).map((resolved) => resolved.event!);
    expect(events.map((e) => [e.id, e.type, e.revision, e.isJson])).toEqual([
      [json.id, 'Opened', 0n, true],
      [binary.id, 'Blob', 1n, false],
    ]);
    expect(events[0]!.data).toEqual({ n: 1 });
    expect(events[0]!.metadata).toEqual({ note: 'm1' });
    expect(Buffer.from(events[1]!.data as Uint8Array)).toEqual(Buffer.from([0, 1, 254, 255]));
    expect(Buffer.from(events[1]!.metadata as Uint8Array)).toEqual(Buffer.from([7]));
    expect(events[0]!.created.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(events[0]!.created.getTime()).toBeLessThanOrEqual(Date.now());
    // The append's position is the last event's; each event's commit and prepare positions agree.
    expect(events[1]!.position).toEqual(written.position);
    expect(events[0]!.position!.commit).toBe(events[0]!.position!.prepare);
    expect(events[0]!.position!.commit < events[1]!.position!.commit).toBe(true);
  });

  test('refuses a wrong expected revision with the current one, and writes nothing', async () => {
    const id = stream('conflict');
    await client.appendToStream(id, [event('A', 1)], { ...options, expectedRevision: NO_STREAM });
    const conflict = (expectedRevision: AppendToStreamOptions['expectedRevision'], name = id) =>
      client.appendToStream(name, [event('B', 2)], { ...options, expectedRevision }).then(
        () => undefined,
        (error: unknown) => error as WrongExpectedVersionError,
      );
    const stale = await conflict(NO_STREAM);
    expect(stale).toBeInstanceOf(WrongExpectedVersionError);
    expect([stale!.actualVersion, stale!.expectedVersion]).toEqual([0n, NO_STREAM]);
    expect((await conflict(5n))!.actualVersion).toBe(0n);
    const missing = await conflict(STREAM_EXISTS, stream('missing'));
    expect([missing!.actualVersion, missing!.expectedVersion]).toEqual([NO_STREAM, STREAM_EXISTS]);
    expect((await collect(client.readStream(id))).map((r) => r.event!.type)).toEqual(['A']);
    expect((await client.appendToStream(id, [event('C', 3)], { ...options, expectedRevision: STREAM_EXISTS })).nextExpectedRevision).toBe(
      1n,
    );
  });

  test('takes a retried append (same ids, same expected revision) once', async () => {
    const id = stream('retry');
    const events = [event('A', 1), event('B', 2)];
    const first = await client.appendToStream(id, events, { ...options, expectedRevision: NO_STREAM });
    const again = await client.appendToStream(id, events, { ...options, expectedRevision: NO_STREAM });
    expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
    expect((await collect(client.readStream(id))).map((r) => r.event!.id)).toEqual(events.map((e) => e.id));
  });

  test(`went through ${method}, as the client chose it on the server's feature list`, () => {
    expect(standIn.calls.get(method) ?? 0).toBeGreaterThan(callsBefore);
    expect(standIn.calls.get('getSupportedMethods')).toBe(1);
  });
});

test('reads a stream forwards and backwards from a revision, with a count, and reports a missing one', async () => {
  const id = stream('reads');
  await client.appendToStream(
    id,
    [0, 1, 2, 3, 4].map((n) => event('E', n)),
  );
  const revisions = async (reading: AsyncIterable<ResolvedEvent>) => (await collect(reading)).map((r) => Number(r.event!.revision));
  expect(await revisions(client.readStream(id, { fromRevision: 2n, maxCount: 2 }))).toEqual([2, 3]);
  expect(await revisions(client.readStream(id, { direction: BACKWARDS, fromRevision: END, maxCount: 2 }))).toEqual([4, 3]);
  expect(await revisions(client.readStream(id, { direction: BACKWARDS, fromRevision: 1n }))).toEqual([1, 0]);
  await expect(collect(client.readStream(stream('none')))).rejects.toBeInstanceOf(StreamNotFoundError);
});

test('reads $all forwards from a position including it, backwards excluding it, past the server’s own events', async () => {
  const all = await collect(client.readAll({ fromPosition: START }));
  // A fresh node has written events of its own first.
  expect(all[0]!.event!.streamId.startsWith('$')).toBe(true);
  const id = stream('all');
  await client.appendToStream(
    id,
    [0, 1, 2].map((n) => event('E', n)),
  );
  const mine = (events: AllStreamResolvedEvent[]) => events.filter((r) => r.event!.streamId === id).map((r) => r.event!.data);
  const forwards = await collect(client.readAll({ fromPosition: START }));
  const middle = forwards.find((r) => r.event!.streamId === id && (r.event!.data as { n: number }).n === 1)!.event!.position;
  expect(mine(await collect(client.readAll({ fromPosition: middle, direction: FORWARDS })))).toEqual([{ n: 1 }, { n: 2 }]);
  expect(mine(await collect(client.readAll({ fromPosition: middle, direction: BACKWARDS })))).toEqual([{ n: 0 }]);
  expect(mine(await collect(client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 2 })))).toEqual([{ n: 2 }, { n: 1 }]);
});

test('a catch-up subscription to $all confirms, replays after its position, says it caught up, then goes live', async () => {
  const id = stream('subscribed');
  await client.appendToStream(id, [event('Old', 0), event('Old', 1)]);
  const from = (await collect(client.readStream(id)))[0]!.event!.position as Position;
  const checkpoints: Position[] = [];
  const filter = streamNameFilter({
    prefixes: [id],
    maxSearchWindow: 1,
    checkpointInterval: 1,
    checkpointReached: (_s, p) => void checkpoints.push(p),
  });
  const subscription = client.subscribeToAll({ fromPosition: from, filter });
  const seen: string[] = [];
  const caughtUp = new Promise<void>((done) => subscription.once('caughtUp', () => done()));
  const confirmed = new Promise<void>((done) => subscription.once('confirmation', () => done()));
  const liveArrived = new Promise<void>((done) =>
    subscription.on('data', (resolved: AllStreamResolvedEvent) => {
      seen.push(`${resolved.event!.type}${(resolved.event!.data as { n: number }).n}`);
      if (resolved.event!.type === 'Live') done();
    }),
  );
  await confirmed;
  await caughtUp;
  expect(seen).toEqual(['Old1']);
  await client.appendToStream(stream('other'), [event('Elsewhere', 9)]);
  await client.appendToStream(id, [event('Live', 2)]);
  await liveArrived;
  await subscription.unsubscribe();
  expect(seen).toEqual(['Old1', 'Live2']);
  // A filtered subscription reports how far it has searched: here after every event it looked at.
  expect(checkpoints.length).toBeGreaterThanOrEqual(2);
  expect(checkpoints.every((p, i) => i === 0 || p.commit > checkpoints[i - 1]!.commit)).toBe(true);
});

test('the adapter’s conflict error carries the stream’s actual version', async () => {
  const store = new EventStoreDbEventStore({ connectionString: standIn.url });
  try {
    const id = stream('adapter');
    await store.append(id, [{ type: 'A', data: {} }], 'no-stream');
    const error = await store.append(id, [{ type: 'B', data: {} }], 'no-stream').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect((error as ConcurrencyError).actual).toBe(1);
    const missing = await store.append(stream('adapter-missing'), [{ type: 'B', data: {} }], 3).catch((e: unknown) => e);
    expect((missing as ConcurrencyError).actual).toBe(0);
  } finally {
    await store.close();
  }
});

test('the adapter reads past long runs of the server’s own events, in $all and for the head', async () => {
  const store = new EventStoreDbEventStore({ connectionString: standIn.url });
  // A node writes events of its own at any time (statistics, stream metadata): here 250 at once,
  // more than one page of the adapter's reads, between and after the adapter's events.
  const systemRun = () => {
    for (let i = 0; i < 250; i++) {
      const data = Buffer.from(JSON.stringify({ i }));
      standIn.log.append(
        '$stats-127.0.0.1:2113',
        { kind: 'any' },
        [{ id: randomUUID(), type: '$statsCollected', contentType: 'application/json', data, customMetadata: new Uint8Array() }],
        new Date(),
      );
    }
  };
  try {
    const head = await store.headPosition();
    const first = await store.append(stream('paged'), [{ type: 'First', data: {} }], 'no-stream');
    systemRun();
    const second = await store.append(stream('paged'), [{ type: 'Second', data: {} }], 'no-stream');
    systemRun();

    expect(await store.headPosition()).toEqual(second.position);
    const page = await store.readAll(head, { limit: 1 });
    expect(page.map((e) => e.type)).toEqual(['First']);
    const next = await store.readAll(page[0]!.position, { limit: 1 });
    expect(next.map((e) => [e.type, e.position])).toEqual([['Second', second.position]]);
    expect(await store.readAll(second.position)).toEqual([]);
    expect((await store.readAll(LOG_START, { limit: 100_000 })).some((e) => e.streamId.startsWith('$'))).toBe(false);
    expect(first.position.commit < second.position.commit).toBe(true);
  } finally {
    await store.close();
  }
});

test('refuses clearly what it cannot do: a bad filter, and the methods it does not implement', async () => {
  const subscription = client.subscribeToAll({ filter: streamNameFilter({ regex: '(' }) });
  subscription.on('data', () => {});
  const refused = await new Promise<Error>((done) => subscription.once('error', done));
  expect(refused.message).toMatch(/Invalid regular expression/);
  const deleted = await client.deleteStream(stream('deleted')).then(
    () => new Error('deleted'),
    (error: unknown) => error as Error,
  );
  expect(deleted.message).toMatch(/Streams.Delete is not implemented by the EventStoreDB stand-in/);
  // The connection is still good for the rest.
  expect((await client.appendToStream(stream('after'), [event('A', 1)])).success).toBe(true);
});
