import { DataSource, FindOptionsWhere, LessThan } from 'typeorm';
import { AttemptCounterStore, SignInEntry, SignInLog, SignInLogPage, SignInLogQuery } from '../../application/auth/auth-ports';
import { AttemptCounter, THROTTLED_RUN_MS } from '../../domain/auth/sign-in-throttle';
import { SignInCounterEntity, SignInEntity } from './auth-tables';

interface CounterRow {
  attempts: number;
  windowStart: Date | string;
  lastAttemptAt: Date | string | null;
  lastSuccessAt: Date | string | null;
}

export class TypeOrmAttemptCounters implements AttemptCounterStore {
  constructor(private readonly dataSource: DataSource) {}

  update<T>(
    keys: readonly string[],
    now: Date,
    change: (counters: AttemptCounter[]) => { readonly counters?: readonly AttemptCounter[]; readonly result: T },
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const current: AttemptCounter[] = [];
      for (const key of keys) {
        // Inserting or touching the row locks it until the commit: a concurrent attempt on the same
        // key waits here, then reads what this one stored (ON CONFLICT sees the latest row).
        const rows: CounterRow[] = await manager.query(
          `INSERT INTO sign_in_counters ("key", "attempts", "windowStart") VALUES ($1, 0, $2)
           ON CONFLICT ("key") DO UPDATE SET "attempts" = sign_in_counters."attempts"
           RETURNING "attempts", "windowStart", "lastAttemptAt", "lastSuccessAt"`,
          [key, now],
        );
        current.push(toCounter(rows[0]!));
      }
      const { counters, result } = change(current);
      for (const [i, counter] of (counters ?? []).entries()) {
        await manager.query(
          `UPDATE sign_in_counters SET "attempts" = $2, "windowStart" = $3, "lastAttemptAt" = $4, "lastSuccessAt" = $5 WHERE "key" = $1`,
          [keys[i], counter.attempts, counter.windowStart, counter.lastAttemptAt, counter.lastSuccessAt],
        );
      }
      return result;
    });
  }

  async deleteStale(attemptsBefore: Date, successesBefore: Date): Promise<number> {
    const result = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(SignInCounterEntity)
      .where('"windowStart" < :attemptsBefore', { attemptsBefore })
      // A locked counter's window may be old while the address still sends: its lock runs on.
      .andWhere('("lastAttemptAt" IS NULL OR "lastAttemptAt" < :attemptsBefore)', { attemptsBefore })
      .andWhere('("lastSuccessAt" IS NULL OR "lastSuccessAt" < :successesBefore)', { successesBefore })
      .execute();
    return result.affected ?? 0;
  }
}

export class TypeOrmSignInLog implements SignInLog {
  constructor(private readonly dataSource: DataSource) {}

  async record(entry: SignInEntry): Promise<void> {
    const run = JSON.stringify([entry.username, entry.ip]);
    if (entry.outcome !== 'throttled') {
      // A success ends the run of refusals before it. Failures do not: those of a burst are written
      // after the refusals of the same burst, and would cut its run into pieces.
      if (entry.outcome === 'success') await this.dataSource.query('UPDATE sign_ins SET "openRun" = NULL WHERE "openRun" = $1', [run]);
      await this.dataSource.getRepository(SignInEntity).insert({ ...entry, lastAt: entry.at, count: 1, openRun: null });
      return;
    }
    await this.dataSource.query('UPDATE sign_ins SET "openRun" = NULL WHERE "openRun" = $1 AND "at" <= $2', [
      run,
      new Date(entry.at.getTime() - THROTTLED_RUN_MS),
    ]);
    // The unique index on open runs makes concurrent refusals add up in one row, never two.
    await this.dataSource.query(
      `INSERT INTO sign_ins ("username", "ip", "outcome", "at", "lastAt", "count", "openRun")
       VALUES ($1, $2, 'throttled', $3, $3, 1, $4)
       ON CONFLICT ("openRun") WHERE "openRun" IS NOT NULL
       DO UPDATE SET "count" = sign_ins."count" + 1, "lastAt" = GREATEST(sign_ins."lastAt", EXCLUDED."lastAt")`,
      [entry.username, entry.ip, entry.at, run],
    );
  }

  async list(query: SignInLogQuery): Promise<SignInLogPage> {
    const where: FindOptionsWhere<SignInEntity> = {};
    if (query.outcome) where.outcome = query.outcome;
    if (query.username) where.username = query.username;
    if (query.ip) where.ip = query.ip;
    if (query.before) where.id = LessThan(query.before);
    // One more than asked: whether a next page exists.
    const rows = await this.dataSource.getRepository(SignInEntity).find({ where, order: { id: 'DESC' }, take: query.limit + 1 });
    const records = rows.slice(0, query.limit).map(({ id, username, ip, outcome, at, lastAt, count }) => ({
      id,
      username,
      ip,
      outcome,
      at,
      lastAt,
      count,
    }));
    return { records, nextBefore: rows.length > query.limit ? records[records.length - 1]!.id : null };
  }
}

function toCounter(row: CounterRow): AttemptCounter {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    attempts: Number(row.attempts),
    windowStart: new Date(row.windowStart),
    lastAttemptAt: date(row.lastAttemptAt),
    lastSuccessAt: date(row.lastSuccessAt),
  };
}
