import { Actor } from '../../domain/shared/actor';
import { Clock } from '../ports/clock';
import { RecordStore } from '../ports/records';
import { table } from '../ports/read-models';

/** One seed that was applied, or is being applied, to this database. */
export interface SeedRunRow {
  name: string;
  startedAt: Date;
  finishedAt: Date | null;
}

export const seedRunsTable = table<SeedRunRow>('seed_runs', ['name']);

/** One part of the seed (packages, reviews, ...). It must skip what already exists. */
export interface SeedStep {
  readonly name: string;
  run(actor: Actor): Promise<void>;
}

export type SeedOutcome = 'applied' | 'already-applied' | 'running-elsewhere';

export const SEED_ACTOR: Actor = { kind: 'system', process: 'seed' };

/** A claim older than this is taken to be a process that died mid-seed. */
const STALE_CLAIM_MS = 10 * 60_000;

/**
 * Applies a named seed once per database, ever: after it finished, an admin who deletes every
 * review does not get the samples back at the next restart. A second process starting at the
 * same moment sees the first one's claim and skips. Each step skips what exists, so a seed that
 * died half-way is completed, not duplicated, by the next start.
 */
export class SeedRunner {
  constructor(
    private readonly store: RecordStore,
    private readonly clock: Clock,
  ) {}

  async seedOnce(name: string, steps: readonly SeedStep[]): Promise<SeedOutcome> {
    const claim = await this.store.transaction(async (tx) => {
      await tx.lock(`seed:${name}`);
      const run = await tx.findOne(seedRunsTable, { name });
      const now = this.clock.now();
      if (run?.finishedAt) return 'already-applied' as const;
      if (run && now.getTime() - run.startedAt.getTime() < STALE_CLAIM_MS) return 'running-elsewhere' as const;
      if (run) await tx.update(seedRunsTable, { name }, { startedAt: now });
      else await tx.insert(seedRunsTable, { name, startedAt: now, finishedAt: null });
      return 'claimed' as const;
    });
    if (claim !== 'claimed') return claim;
    for (const step of steps) await step.run(SEED_ACTOR);
    await this.store.transaction((tx) => tx.update(seedRunsTable, { name }, { finishedAt: this.clock.now() }));
    return 'applied';
  }
}
