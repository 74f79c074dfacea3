import { describe, expect, test } from '@jest/globals';
import { comparePositions, EventStore, LOG_START, LogPosition, RecordedEvent } from '../ports/event-store';
import { CheckpointMove, ProjectionStore } from '../ports/read-models';
import { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';

const at = (n: number): LogPosition => ({ commit: BigInt(n), prepare: BigInt(n) });

/** A log of `count` events at positions 1, 2, 3... */
function logOf(count: number): EventStore {
  const log: RecordedEvent[] = Array.from({ length: count }, (_, i) => ({
    eventId: `e${i + 1}`,
    streamId: `thing-${i % 3}`,
    category: 'thing',
    version: Math.floor(i / 3) + 1,
    type: 'Happened',
    data: {},
    metadata: { actor: { kind: 'system', id: 'test' }, occurredAt: '2026-11-29T00:00:00.000Z' } as RecordedEvent['metadata'],
    recordedAt: new Date(0),
    position: at(i + 1),
  }));
  return {
    readAll: async (after: LogPosition, options?: { limit?: number }) =>
      log.filter((e) => comparePositions(e.position, after) > 0).slice(0, options?.limit ?? log.length),
  } as unknown as EventStore;
}

/**
 * A store that keeps checkpoints in memory and records each commit: which projections it carried,
 * and how many commits were under way at once. A commit takes a moment, as a database's does.
 */
function storeOf(commitsAtOnce: number) {
  const checkpoints = new Map<string, LogPosition>();
  const commits: string[][] = [];
  let underWay = 0;
  let mostAtOnce = 0;
  const store: ProjectionStore = {
    commitsAtOnce,
    loadCheckpoints: async (names) => new Map(names.map((name) => [name, checkpoints.get(name) ?? LOG_START])),
    commitBatch: async (moves: readonly CheckpointMove[], apply) => {
      underWay++;
      mostAtOnce = Math.max(mostAtOnce, underWay);
      try {
        if (moves.some((m) => comparePositions(checkpoints.get(m.name) ?? LOG_START, m.from) !== 0)) return false;
        await apply({} as never);
        await new Promise((resolve) => setTimeout(resolve, 2));
        for (const m of moves) checkpoints.set(m.name, m.to);
        commits.push(moves.map((m) => m.name));
        return true;
      } finally {
        underWay--;
      }
    },
    reset: async (projections) => {
      for (const p of projections) checkpoints.set(p.name, LOG_START);
    },
    rows: async () => [],
    checksum: async () => '',
  };
  return { store, checkpoints, commits, mostAtOnce: () => mostAtOnce };
}

/** A projection that counts the events it applied; `fails` throws on every batch. */
function projection(name: string, fails = false): Projection & { applied: number } {
  const p = {
    name,
    tables: [],
    applied: 0,
    applyBatch: async (events: readonly RecordedEvent[]) => {
      if (fails) throw new Error(`${name} is broken`);
      p.applied += events.length;
    },
  };
  return p;
}

describe('projection runner', () => {
  test('a rebuild on a store that commits side by side commits the projections in that many transactions, all at once', async () => {
    const { store, checkpoints, commits, mostAtOnce } = storeOf(2);
    const projections = ['a', 'b', 'c'].map((name) => projection(name));
    await new ProjectionRunner(logOf(10), store, projections, { rebuildBatchSize: 4 }).rebuild();

    expect(projections.map((p) => p.applied)).toEqual([10, 10, 10]);
    for (const p of projections) expect(checkpoints.get(p.name)).toEqual(at(10));
    // Three batches (4, 4, 2), each in two transactions under way at once: as many statements as
    // the store runs side by side, not one per projection.
    expect(commits).toHaveLength(6);
    expect(new Set(commits.map((names) => names.join(' ')))).toEqual(new Set(['a c', 'b']));
    expect(mostAtOnce()).toBe(2);
  });

  test('keeping up, and rebuilding where side by side gains nothing, every projection commits in one transaction', async () => {
    for (const [commitsAtOnce, run] of [
      [2, (r: ProjectionRunner) => r.catchUp()],
      [1, (r: ProjectionRunner) => r.rebuild()],
    ] as const) {
      const { store, commits } = storeOf(commitsAtOnce);
      await run(
        new ProjectionRunner(
          logOf(6),
          store,
          ['a', 'b'].map((name) => projection(name)),
          { batchSize: 4, rebuildBatchSize: 4 },
        ),
      );
      expect(commits).toEqual([
        ['a', 'b'],
        ['a', 'b'],
      ]);
    }
  });

  test('a projection that fails during a rebuild side by side is set aside; the others reach the end', async () => {
    const { store, checkpoints } = storeOf(2);
    const failures: string[] = [];
    const healthy = projection('healthy');
    const broken = projection('broken', true);
    await new ProjectionRunner(logOf(10), store, [broken, healthy], {
      rebuildBatchSize: 4,
      onError: (name) => failures.push(name),
    }).rebuild();

    expect(healthy.applied).toBe(10);
    expect(checkpoints.get('healthy')).toEqual(at(10));
    expect(checkpoints.get('broken')).toEqual(LOG_START);
    expect(failures).toEqual(['broken']);
  });
});
