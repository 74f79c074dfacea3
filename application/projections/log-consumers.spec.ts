import { describe, expect, test } from '@jest/globals';
import { ProcessManagerRunner } from '../process-managers/process-manager-runner';
import { EventStore, LOG_START, LogPosition } from '../ports/event-store';
import { CheckpointStore, ProjectionStore } from '../ports/read-models';
import { assertDistinctConsumerNames, LOG, LOG_RETRY_MS } from './log-consumers';
import { ProjectionRunner } from './projection-runner';
import { Projection } from './projection';
import { ProcessManager } from '../process-managers/process-manager';

describe('assertDistinctConsumerNames', () => {
  test('passes distinct names across projections and process managers', () => {
    expect(() => assertDistinctConsumerNames([{ name: 'booking_list' }, { name: 'waivers' }], [{ name: 'notifications' }])).not.toThrow();
  });

  test('refuses a process manager named like a projection: they would share one checkpoint', () => {
    expect(() => assertDistinctConsumerNames([{ name: 'referrals' }], [{ name: 'notifications' }, { name: 'referrals' }])).toThrow(
      "Two log consumers are named 'referrals'",
    );
  });
});

const at = (n: number): LogPosition => ({ commit: BigInt(n), prepare: BigInt(n) });

describe('both runners while the log cannot be read', () => {
  const refused = async () => Promise.reject(new Error('connect ECONNREFUSED'));
  const unreadable = { readAll: refused, headPosition: refused } as unknown as EventStore;
  const checkpoints = {
    load: async () => new Map(),
    loadCheckpoints: async (names: readonly string[]) => new Map(names.map((name) => [name, LOG_START])),
    initialise: async () => LOG_START,
    save: async () => undefined,
  };
  const projection: Projection = { name: 'p', tables: [], applyBatch: async () => undefined };
  const manager: ProcessManager = { name: 'm', eventTypes: ['Happened'], handles: () => true, handle: async () => undefined };
  const runners = (onError: (name: string) => void) => [
    ['projections', new ProjectionRunner(unreadable, checkpoints as unknown as ProjectionStore, [projection], { onError })] as const,
    ['process managers', new ProcessManagerRunner(unreadable, checkpoints as unknown as CheckpointStore, [manager], { onError })] as const,
  ];

  test.each(runners(() => undefined).map(([name]) => [name]))(
    'the %s runner reports the failure once a try, not once for every caller, and tries again shortly',
    async (name) => {
      const errors: string[] = [];
      const runner = runners((n) => errors.push(n)).find(([n]) => n === name)![1];
      // A request waiting for the read models calls again every few milliseconds.
      for (let i = 0; i < 50; i++) await runner.catchUp();
      expect(errors).toEqual([LOG]);
      await new Promise((resolve) => setTimeout(resolve, LOG_RETRY_MS.first + 50));
      await runner.catchUp();
      expect(errors).toEqual([LOG, LOG]);
    },
  );

  test.each(runners(() => undefined).map(([name]) => [name]))(
    'a request waiting for the %s runner fails at once with the database error, not after its timeout and not as if it had waited',
    async (name) => {
      const runner = runners(() => undefined).find(([n]) => n === name)![1];
      let answer: unknown;
      runner.waitFor(at(1), 5000).then(
        (reached) => (answer = reached),
        (error: Error) => (answer = error.message),
      );
      // Only the failed read is awaited: no timer runs, so a wait for the timeout would still be pending.
      for (let i = 0; i < 50 && answer === undefined; i++) await Promise.resolve();
      expect(answer).toBe('connect ECONNREFUSED');
      // Set aside until its next try, it does not try again for each request: they fail alike.
      await expect(runner.waitFor(at(1), 5000)).rejects.toThrow('connect ECONNREFUSED');
    },
  );
});
