import { describe, expect, jest, test } from '@jest/globals';
import { bookingDecider, bookingStreamId, BookingDetails } from '../../domain/bookings/booking';
import { priceTrip } from '../../domain/bookings/pricing';
import { IllegalTransitionError } from '../../domain/shared/decider';
import { InMemoryEventStore } from '../../adapters/persistence/in-memory-event-store';
import { AppendResult, ConcurrencyError, EventStore, ExpectedVersion, NewEvent } from '../../application/ports/event-store';
import { CommandPipeline } from '../../application/shared/command-pipeline';

const details: BookingDetails = {
  package: 'Half-Day Adventure',
  date: '2026-12-03',
  time: 'morning',
  name: 'Dana Whitford',
  email: 'dana@example.com',
  phone: '7805550199',
  people: 2,
  hasKids: false,
  kidsCount: 0,
};
const admin = { kind: 'user', username: 'guide', role: 'admin' } as const;
const at = '2026-11-22T12:00:00.000Z';
const stream = bookingStreamId('b1');

/** A store where another writer slips in an event just before our next `times` appends. */
function racingStore(inner: InMemoryEventStore, times: number): EventStore & { appends: number } {
  let left = times;
  const store = Object.create(inner) as EventStore & { appends: number };
  store.appends = 0;
  store.append = async (id: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> => {
    store.appends++;
    if (left-- > 0) {
      const history = await inner.readStream(id);
      const from = history.at(-1)!.data.to as string;
      const to = from === 'cancelled' ? 'confirmed' : 'cancelled';
      await inner.append(id, [{ type: 'BookingStatusChanged', data: { from, to, actor: admin, occurredAt: at } }], history.length);
    }
    return inner.append(id, events, expected);
  };
  return store;
}

async function requestedAndConfirmed(store: EventStore): Promise<void> {
  const pipeline = new CommandPipeline(store);
  await pipeline.execute(bookingDecider, stream, { type: 'RequestBooking', bookingId: 'b1', details, actor: admin, at });
  await pipeline.execute(bookingDecider, stream, { type: 'ChangeBookingStatus', to: 'confirmed', actor: admin, at });
}

describe('command pipeline', () => {
  test('reads, decides and appends with the version it read', async () => {
    const inner = new InMemoryEventStore();
    const pipeline = new CommandPipeline(inner);
    const first = await pipeline.execute(bookingDecider, stream, { type: 'RequestBooking', bookingId: 'b1', details, actor: admin, at });
    expect(first).toMatchObject({ version: 1, state: { status: 'pending' } });
    const second = await pipeline.execute(bookingDecider, stream, { type: 'ChangeBookingStatus', to: 'confirmed', actor: admin, at });
    expect(second).toMatchObject({ version: 2, state: { status: 'confirmed' } });
    expect(second.position).toEqual((await inner.readStream(stream))[1]!.position);
  });

  test('when another writer got in between, decides again on the fresh history and succeeds', async () => {
    const inner = new InMemoryEventStore();
    await requestedAndConfirmed(inner);
    const store = racingStore(inner, 2);
    const result = await new CommandPipeline(store, 5).execute(bookingDecider, stream, {
      type: 'ChangeBookingStatus',
      to: 'pending',
      actor: admin,
      at,
    });
    expect(store.appends).toBe(3);
    // Two racing changes (cancelled, confirmed), then ours decided on top of them.
    expect((await inner.readStream(stream)).map((e) => e.data.to)).toEqual([undefined, 'confirmed', 'cancelled', 'confirmed', 'pending']);
    expect(result.events[0]!.data).toMatchObject({ from: 'confirmed', to: 'pending' });
  });

  test('gives up with the conflict after the bounded number of attempts', async () => {
    const inner = new InMemoryEventStore();
    await requestedAndConfirmed(inner);
    const store = racingStore(inner, 10);
    await expect(
      new CommandPipeline(store, 3).execute(bookingDecider, stream, { type: 'ChangeBookingStatus', to: 'pending', actor: admin, at }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(store.appends).toBe(3);
  });

  test('a refused command appends nothing', async () => {
    const inner = new InMemoryEventStore();
    const pipeline = new CommandPipeline(inner);
    await pipeline.execute(bookingDecider, stream, { type: 'RequestBooking', bookingId: 'b1', details, actor: admin, at });
    await expect(
      pipeline.execute(bookingDecider, stream, { type: 'ChangeBookingStatus', to: 'pending', actor: admin, at }),
    ).rejects.toBeInstanceOf(IllegalTransitionError);
    expect(await inner.readStream(stream)).toHaveLength(1);
  });

  test('a stream this process wrote last is decided from memory: no read before the append', async () => {
    const inner = new InMemoryEventStore();
    await requestedAndConfirmed(inner);
    const reads = jest.spyOn(inner, 'readStream');
    const result = await new CommandPipeline(inner).execute(bookingDecider, stream, {
      type: 'ChangeBookingStatus',
      to: 'cancelled',
      actor: admin,
      at,
    });
    expect(reads).not.toHaveBeenCalled();
    expect(result).toMatchObject({ version: 3, state: { status: 'cancelled' } });
    reads.mockRestore();
  });

  test('a stream read ahead (prefetch) is decided on that read: one read in all, however many prefetches', async () => {
    const inner = new InMemoryEventStore();
    // Written by another process: this one has nothing of it in memory.
    await requestedAndConfirmed(Object.create(inner) as EventStore);
    const reads = jest.spyOn(inner, 'readStream');
    const pipeline = new CommandPipeline(inner);
    await pipeline.prefetch(bookingDecider, stream);
    await pipeline.prefetch(bookingDecider, stream);
    expect(reads).toHaveBeenCalledTimes(1);
    const result = await pipeline.execute(bookingDecider, stream, { type: 'ChangeBookingStatus', to: 'cancelled', actor: admin, at });
    expect(reads).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ version: 3, state: { status: 'cancelled' } });
    reads.mockRestore();
  });

  test('a prefetch that cannot read keeps nothing and fails nothing: the command reads for itself', async () => {
    const inner = new InMemoryEventStore();
    // Written by another process: this one has nothing of it in memory.
    await requestedAndConfirmed(Object.create(inner) as EventStore);
    const reads = jest.spyOn(inner, 'readStream').mockRejectedValueOnce(new Error('connection lost'));
    const pipeline = new CommandPipeline(inner);
    await expect(pipeline.prefetch(bookingDecider, stream)).resolves.toBeUndefined();
    const result = await pipeline.execute(bookingDecider, stream, { type: 'ChangeBookingStatus', to: 'cancelled', actor: admin, at });
    expect(reads).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({ version: 3, state: { status: 'cancelled' } });
    reads.mockRestore();
  });

  test('a stream written behind its back (another process) is read again when the append is refused', async () => {
    const inner = new InMemoryEventStore();
    await requestedAndConfirmed(inner);
    // Another server cancels it: this process still remembers it confirmed.
    await inner.append(
      stream,
      [{ type: 'BookingStatusChanged', data: { from: 'confirmed', to: 'cancelled', actor: admin, occurredAt: at } }],
      2,
    );
    const result = await new CommandPipeline(inner).execute(bookingDecider, stream, {
      type: 'ChangeBookingStatus',
      to: 'pending',
      actor: admin,
      at,
    });
    expect(result.events[0]!.data).toMatchObject({ from: 'cancelled', to: 'pending' });
    expect((await inner.readStream(stream)).map((e) => e.version)).toEqual([1, 2, 3, 4]);
  });

  test('a refusal or a "nothing to do" is never decided on memory alone', async () => {
    const inner = new InMemoryEventStore();
    await requestedAndConfirmed(inner);
    await inner.append(
      stream,
      [{ type: 'BookingStatusChanged', data: { from: 'confirmed', to: 'pending', actor: admin, occurredAt: at } }],
      2,
    );
    // Memory says confirmed, so "confirm" would be refused: the stream says pending, so it is done.
    const result = await new CommandPipeline(inner).execute(bookingDecider, stream, {
      type: 'ChangeBookingStatus',
      to: 'confirmed',
      actor: admin,
      at,
    });
    expect(result.events[0]!.data).toMatchObject({ from: 'pending', to: 'confirmed' });
  });

  test('commands decided apart are appended together at the versions they were decided on; a stream that moved on refuses them all', async () => {
    const inner = new InMemoryEventStore();
    await requestedAndConfirmed(inner);
    const other = bookingStreamId('b2');
    const pipeline = new CommandPipeline(inner);
    const cancel = { type: 'ChangeBookingStatus', to: 'cancelled', actor: admin, at } as const;
    const request = { type: 'RequestBooking', bookingId: 'b2', details, actor: admin, at } as const;
    const decided = [await pipeline.decide(bookingDecider, stream, cancel), await pipeline.decide(bookingDecider, other, request)];
    expect(decided.map((d) => d.version)).toEqual([2, 0]);
    // Another server changes the first booking meanwhile.
    await inner.append(
      stream,
      [{ type: 'BookingStatusChanged', data: { from: 'confirmed', to: 'pending', actor: admin, occurredAt: at } }],
      2,
    );
    await expect(pipeline.appendTogether(decided)).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await inner.readStream(other)).toEqual([]);
    expect((await inner.readStream(stream)).map((e) => e.version)).toEqual([1, 2, 3]);
    // Decided again on what is there, they go through together, and this process knows both after.
    const again = [await pipeline.decide(bookingDecider, stream, cancel), await pipeline.decide(bookingDecider, other, request)];
    expect((await pipeline.appendTogether(again)).map((r) => [r.version, r.events.length])).toEqual([
      [4, 1],
      [1, 1],
    ]);
    const reads = jest.spyOn(inner, 'readStream');
    expect((await pipeline.known(bookingDecider, stream)).state).toMatchObject({ status: 'cancelled' });
    expect((await pipeline.known(bookingDecider, other)).state).toMatchObject({ status: 'pending' });
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });

  test('commands taken together are decided again when a stream moved on: only that stream is read again', async () => {
    const inner = new InMemoryEventStore();
    await requestedAndConfirmed(inner);
    const other = bookingStreamId('b2');
    const pipeline = new CommandPipeline(inner);
    await pipeline.execute(bookingDecider, other, { type: 'RequestBooking', bookingId: 'b2', details, actor: admin, at });
    // Another server changes the first booking: this process still remembers it confirmed.
    await inner.append(
      stream,
      [{ type: 'BookingStatusChanged', data: { from: 'confirmed', to: 'pending', actor: admin, occurredAt: at } }],
      2,
    );
    const reads = jest.spyOn(inner, 'readStream');
    let rounds = 0;
    const results = await pipeline.executeTogether(async () => {
      rounds++;
      return [
        await pipeline.decide(bookingDecider, stream, { type: 'ChangeBookingStatus', to: 'cancelled', actor: admin, at }),
        await pipeline.decide(bookingDecider, other, { type: 'ChangeBookingStatus', to: 'confirmed', actor: admin, at }),
      ];
    });
    expect(rounds).toBe(2);
    expect(reads.mock.calls.map(([id]) => id)).toEqual([stream]);
    expect(results.map((r) => r.events[0]!.data)).toEqual([
      expect.objectContaining({ from: 'pending', to: 'cancelled' }),
      expect.objectContaining({ from: 'pending', to: 'confirmed' }),
    ]);
    expect((await inner.readStream(other)).map((e) => e.version)).toEqual([1, 2]);
    reads.mockRestore();
  });

  test('a dozen writers racing on one stream each get their append: refused ones wait their turn', async () => {
    const inner = new InMemoryEventStore();
    await requestedAndConfirmed(inner);
    const pipeline = new CommandPipeline(inner);
    // Each asks to move the booking from where it is to a day of its own: each wish is recorded.
    const days = Array.from({ length: 12 }, (_, i) => `2026-12-${String(10 + i).padStart(2, '0')}`);
    const moves = days.map((date) =>
      pipeline.execute(bookingDecider, stream, {
        type: 'RequestMove',
        date,
        time: 'morning',
        price: priceTrip({ pricePerPerson: 249, date, people: 2, kidsCount: 0, referralApplies: false }),
        from: { date: details.date, time: details.time },
        actor: admin,
        at,
      }),
    );
    expect((await Promise.allSettled(moves)).filter((m) => m.status === 'rejected')).toEqual([]);
    const requested = (await inner.readStream(stream)).filter((e) => e.type === 'BookingMoveRequested');
    expect(requested.map((e) => (e.data.to as { date: string }).date).sort()).toEqual(days);
  });
});
