import { describe, expect, test } from '@jest/globals';
import { comparePositions, EventStore, LOG_START, LogPosition, RecordedEvent } from '../ports/event-store';
import { CheckpointStore } from '../ports/read-models';
import { ProcessManager } from './process-manager';
import { ProcessManagerRunner } from './process-manager-runner';

const at = (n: number): LogPosition => ({ commit: BigInt(n), prepare: BigInt(n) });

/** A log of `streams[i]`'s events at positions 1, 2, 3...; every manager starts at its beginning. */
function logOf(streams: readonly string[]): {
  log: readonly RecordedEvent[];
  events: EventStore;
  checkpoints: CheckpointStore;
  saved: Map<string, LogPosition>;
} {
  const log: RecordedEvent[] = streams.map((streamId, i) => ({
    eventId: `e${i + 1}`,
    streamId,
    category: streamId.split('-')[0]!,
    version: streams.slice(0, i + 1).filter((s) => s === streamId).length,
    type: 'Happened',
    data: {},
    metadata: { actor: { kind: 'system', id: 'test' }, occurredAt: '2026-11-29T00:00:00.000Z' } as RecordedEvent['metadata'],
    recordedAt: new Date(0),
    position: at(i + 1),
  }));
  const saved = new Map<string, LogPosition>();
  const events = {
    readAll: async (after: LogPosition, options?: { limit?: number }) =>
      log.filter((e) => comparePositions(e.position, after) > 0).slice(0, options?.limit ?? log.length),
    headPosition: async () => LOG_START,
  } as unknown as EventStore;
  const checkpoints: CheckpointStore = {
    load: async () => new Map(saved),
    initialise: async (name) => {
      saved.set(name, LOG_START);
      return LOG_START;
    },
    save: async (positions) => {
      for (const [name, position] of positions) saved.set(name, position);
    },
  };
  return { log, events, checkpoints, saved };
}

/** A manager that records what it handled, in the order its steps ended; `step` decides how each goes. */
function manager(streamsApart: boolean, step: (event: RecordedEvent) => Promise<void> = async () => undefined) {
  const handled: string[] = [];
  const pm: ProcessManager = {
    name: 'test',
    streamsApart,
    eventTypes: ['Happened'],
    handles: () => true,
    handle: async (event) => {
      await step(event);
      handled.push(event.eventId);
    },
  };
  return { pm, handled };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the process-manager runner', () => {
  test('a manager that takes streams apart handles another stream while one waits, each stream in order', async () => {
    const { events, checkpoints } = logOf(['booking-a', 'booking-a', 'booking-b', 'booking-a']);
    let letA!: () => void;
    const aWaits = new Promise<void>((resolve) => (letA = resolve));
    const { pm, handled } = manager(true, async (event) => {
      if (event.eventId === 'e1') await aWaits;
    });
    const running = new ProcessManagerRunner(events, checkpoints, [pm]).catchUp();
    await tick();
    expect(handled).toEqual(['e3']);
    letA();
    await running;
    expect(handled).toEqual(['e3', 'e1', 'e2', 'e4']);
  });

  test('without it, every event waits for the one before', async () => {
    const { events, checkpoints } = logOf(['booking-a', 'booking-b']);
    let letA!: () => void;
    const aWaits = new Promise<void>((resolve) => (letA = resolve));
    const { pm, handled } = manager(false, async (event) => {
      if (event.eventId === 'e1') await aWaits;
    });
    const running = new ProcessManagerRunner(events, checkpoints, [pm]).catchUp();
    await tick();
    expect(handled).toEqual([]);
    letA();
    await running;
    expect(handled).toEqual(['e1', 'e2']);
  });

  test('a failed step stops the manager just before it; the later steps of other streams are taken again', async () => {
    const { events, checkpoints } = logOf(['booking-a', 'booking-b', 'booking-a', 'booking-c']);
    let failures = 1;
    const { pm, handled } = manager(true, async (event) => {
      if (event.eventId === 'e2' && failures-- > 0) throw new Error('gateway down');
    });
    const errors: string[] = [];
    const runner = new ProcessManagerRunner(events, checkpoints, [pm], {
      retryMs: { first: 0, max: 0 },
      onError: (_name, error) => errors.push((error as Error).message),
    });
    await runner.catchUp();
    expect(errors).toEqual(['gateway down']);
    expect(runner.position('test')).toEqual(at(1));
    expect(new Set(handled)).toEqual(new Set(['e1', 'e3', 'e4']));
    await runner.catchUp();
    expect(runner.position('test')).toEqual(at(4));
    // e2 once it went through; e3 and e4, past the failure, a second time.
    expect(handled.slice(3).sort()).toEqual(['e2', 'e3', 'e4']);
  });

  test('a step taken at once for an event this process stored is not taken again when the runner reaches it', async () => {
    const { log, events, checkpoints } = logOf(['booking-a', 'booking-b']);
    const { pm, handled } = manager(true);
    const runner = new ProcessManagerRunner(events, checkpoints, [pm]);
    await expect(runner.handleNow(log[0]!)).resolves.toEqual({ taken: true });
    expect(handled).toEqual(['e1']);
    await runner.catchUp();
    expect(handled).toEqual(['e1', 'e2']);
    expect(runner.position('test')).toEqual(at(2));
  });

  test('a manager that takes events one at a time is left to the runner: nothing is taken at once', async () => {
    const { log, events, checkpoints } = logOf(['booking-a']);
    const { pm, handled } = manager(false);
    const runner = new ProcessManagerRunner(events, checkpoints, [pm]);
    await expect(runner.handleNow(log[0]!)).resolves.toEqual({ taken: false });
    expect(handled).toEqual([]);
    await runner.catchUp();
    expect(handled).toEqual(['e1']);
  });

  test('a step that fails at once is left to the runner, which takes it again', async () => {
    const { log, events, checkpoints } = logOf(['booking-a']);
    let failures = 1;
    const { pm, handled } = manager(true, async () => {
      if (failures-- > 0) throw new Error('gateway down');
    });
    const runner = new ProcessManagerRunner(events, checkpoints, [pm]);
    await expect(runner.handleNow(log[0]!)).rejects.toThrow('gateway down');
    await runner.catchUp();
    expect(handled).toEqual(['e1']);
  });
});
