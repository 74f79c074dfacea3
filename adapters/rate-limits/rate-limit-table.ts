import { Column, Entity, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';

/**
 * One rate-limited key (a call and a client address): the counts of its current and previous
 * window (sliding-window.ts), shared by every server on the database.
 */
@Entity({ name: 'rate_limit_windows' })
export class RateLimitWindowEntity {
  @PrimaryColumn('text') key!: string;
  /** ms since the epoch. */
  @Column('bigint') windowStart!: string;
  @Column('integer') windowMs!: number;
  @Column('integer') current!: number;
  @Column('integer') previous!: number;
  /** Whether the last request counted against this key was refused (what the statement that counted it returns). */
  @Column('boolean') refused!: boolean;
}

export class CreateRateLimitWindows1764000410000 implements MigrationInterface {
  name = 'CreateRateLimitWindows1764000410000';

  async up(q: QueryRunner): Promise<void> {
    // Unlogged: counts worth a minute or two need no crash safety, and a commit that wrote only
    // unlogged rows waits for no disk flush. No index but the key: every request rewrites its row,
    // and with no indexed column changing (and room left on each page) PostgreSQL updates it in
    // place. The purge scans the table, which holds only the keys used in the last two windows.
    await q.query(`
      CREATE UNLOGGED TABLE rate_limit_windows (
        "key" text PRIMARY KEY,
        "windowStart" bigint NOT NULL,
        "windowMs" integer NOT NULL,
        "current" integer NOT NULL,
        "previous" integer NOT NULL,
        "refused" boolean NOT NULL
      ) WITH (fillfactor = 70)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE rate_limit_windows');
  }
}

export const rateLimitEntities = [RateLimitWindowEntity];
export const rateLimitMigrations = [CreateRateLimitWindows1764000410000];
