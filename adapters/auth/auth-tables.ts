import { Column, Entity, Index, MigrationInterface, PrimaryColumn, PrimaryGeneratedColumn, QueryRunner } from 'typeorm';
import { Role } from '../../domain/auth/account-rules';
import { SignInOutcome } from '../../application/auth/auth-ports';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column('text', { unique: true }) username!: string;
  @Column('text') passwordHash!: string;
  @Column('text') role!: Role;
  @Column('timestamptz') createdAt!: Date;
}

@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryColumn('text') tokenHash!: string;
  @Column('integer') userId!: number;
  @Column('timestamptz') createdAt!: Date;
  @Index() @Column('timestamptz') expiresAt!: Date;
  @Column('text', { nullable: true }) ip!: string | null;
  @Column('text', { nullable: true }) userAgent!: string | null;
}

@Entity({ name: 'sign_ins' })
export class SignInEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column('text') username!: string;
  @Column('text', { nullable: true }) ip!: string | null;
  @Column('text') outcome!: SignInOutcome;
  /** The first (or only) attempt of the row. */
  @Column('timestamptz') at!: Date;
  @Column('timestamptz') lastAt!: Date;
  @Column('integer', { default: 1 }) count!: number;
  /** Set while a run of refused attempts is still counted in this row: its (username, address). */
  @Column('text', { nullable: true }) openRun!: string | null;
}

/** A sign-in attempt counter (domain/auth/sign-in-throttle.ts), one row per key. */
@Entity({ name: 'sign_in_counters' })
export class SignInCounterEntity {
  @PrimaryColumn('text') key!: string;
  @Column('integer') attempts!: number;
  @Column('timestamptz') windowStart!: Date;
  @Column('timestamptz', { nullable: true }) lastAttemptAt!: Date | null;
  @Column('timestamptz', { nullable: true }) lastSuccessAt!: Date | null;
}

export class CreateAuthTables1763800002000 implements MigrationInterface {
  name = 'CreateAuthTables1763800002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        "id" serial PRIMARY KEY,
        "username" text NOT NULL CONSTRAINT users_username_key UNIQUE,
        "passwordHash" text NOT NULL,
        "role" text NOT NULL CHECK ("role" IN ('admin', 'auditor')),
        "createdAt" timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE sessions (
        "tokenHash" text PRIMARY KEY,
        "userId" integer NOT NULL REFERENCES users ("id") ON DELETE CASCADE,
        "createdAt" timestamptz NOT NULL,
        "expiresAt" timestamptz NOT NULL,
        "ip" text,
        "userAgent" text
      )`);
    await q.query('CREATE INDEX sessions_expires_idx ON sessions ("expiresAt")');
    await q.query(`
      CREATE TABLE sign_ins (
        "id" serial PRIMARY KEY,
        "username" text NOT NULL,
        "ip" text,
        "outcome" text NOT NULL CHECK ("outcome" IN ('success', 'failure', 'throttled')),
        "at" timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX sign_ins_username_at_idx ON sign_ins ("username", "at")');
    await q.query('CREATE INDEX sign_ins_ip_at_idx ON sign_ins ("ip", "at")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE sign_ins');
    await q.query('DROP TABLE sessions');
    await q.query('DROP TABLE users');
  }
}

/**
 * Attempts are counted in rows locked per key (sign_in_counters) instead of being read back from
 * the log, and runs of refused attempts collapse into one log row with a count.
 */
export class SignInCountersAndRuns1763800082000 implements MigrationInterface {
  name = 'SignInCountersAndRuns1763800082000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sign_in_counters (
        "key" text PRIMARY KEY,
        "attempts" integer NOT NULL,
        "windowStart" timestamptz NOT NULL,
        "lastAttemptAt" timestamptz,
        "lastSuccessAt" timestamptz
      )`);
    await q.query('ALTER TABLE sign_ins ADD COLUMN "count" integer NOT NULL DEFAULT 1');
    await q.query('ALTER TABLE sign_ins ADD COLUMN "lastAt" timestamptz');
    await q.query('UPDATE sign_ins SET "lastAt" = "at"');
    await q.query('ALTER TABLE sign_ins ALTER COLUMN "lastAt" SET NOT NULL');
    await q.query('ALTER TABLE sign_ins ADD COLUMN "openRun" text');
    await q.query('CREATE UNIQUE INDEX sign_ins_open_run_key ON sign_ins ("openRun") WHERE "openRun" IS NOT NULL');
    // The log is read newest first, by id, filtered by one of these.
    await q.query('DROP INDEX sign_ins_username_at_idx');
    await q.query('DROP INDEX sign_ins_ip_at_idx');
    await q.query('CREATE INDEX sign_ins_username_id_idx ON sign_ins ("username", "id")');
    await q.query('CREATE INDEX sign_ins_ip_id_idx ON sign_ins ("ip", "id")');
    await q.query('CREATE INDEX sign_ins_outcome_id_idx ON sign_ins ("outcome", "id")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX sign_ins_outcome_id_idx');
    await q.query('DROP INDEX sign_ins_ip_id_idx');
    await q.query('DROP INDEX sign_ins_username_id_idx');
    await q.query('CREATE INDEX sign_ins_ip_at_idx ON sign_ins ("ip", "at")');
    await q.query('CREATE INDEX sign_ins_username_at_idx ON sign_ins ("username", "at")');
    await q.query('DROP INDEX sign_ins_open_run_key');
    await q.query('ALTER TABLE sign_ins DROP COLUMN "openRun"');
    await q.query('ALTER TABLE sign_ins DROP COLUMN "lastAt"');
    await q.query('ALTER TABLE sign_ins DROP COLUMN "count"');
    await q.query('DROP TABLE sign_in_counters');
  }
}

export const authEntities = [UserEntity, SessionEntity, SignInEntity, SignInCounterEntity];
export const authMigrations = [CreateAuthTables1763800002000, SignInCountersAndRuns1763800082000];
