import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { Database } from '../persistence/database';
import { sqlPool } from '../persistence/sql-pool';

/** The leases table as the keeper uses it. */
export interface LeaseStore {
  /** This process's name in the table's holder column. */
  readonly holder: string;
  /**
   * Takes or renews each named lease that is free, lapsed or already this holder's, until the TTL
   * from now on the database's clock; answers the names held now.
   */
  tryAcquire(names: readonly string[]): Promise<Set<string>>;
  /** Gives the leases up at once, if still this holder's. */
  release(names: readonly string[]): Promise<void>;
}

/** Unique to a process: a server started again (same host, maybe the same pid) is a new holder. */
export function newHolderId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/**
 * One statement per attempt, for every name at once: a row is written only where the lease is free,
 * lapsed or ours, and RETURNING names the rows written. Expiry is on the database's clock, so the
 * servers' clocks need not agree.
 */
export class SqlLeases implements LeaseStore {
  private readonly pool: Pool;

  /**
   * `sole`: PGlite, which one process at a time opens (data-dir-lock.ts), so a lease in it is a
   * dead process's (one killed before it could release) and is taken over at once.
   */
  constructor(
    dataSource: DataSource,
    private readonly ttlMs: number,
    private readonly sole: boolean,
    readonly holder: string = newHolderId(),
  ) {
    this.pool = sqlPool(dataSource);
  }

  static of(database: Database, ttlMs: number): SqlLeases {
    return new SqlLeases(database.dataSource, ttlMs, database.kind === 'pglite');
  }

  async tryAcquire(names: readonly string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set();
    const { rows } = await this.pool.query<{ name: string }>(
      `INSERT INTO leases (name, holder, "expiresAt")
       SELECT unnest($1::text[]), $2, now() + $3 * interval '1 millisecond'
       ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, "expiresAt" = EXCLUDED."expiresAt"
       WHERE leases.holder = EXCLUDED.holder OR leases."expiresAt" < now() OR $4
       RETURNING name`,
      [names, this.holder, this.ttlMs, this.sole],
    );
    return new Set(rows.map((r) => r.name));
  }

  async release(names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    await this.pool.query('DELETE FROM leases WHERE name = ANY($1) AND holder = $2', [names, this.holder]);
  }
}
