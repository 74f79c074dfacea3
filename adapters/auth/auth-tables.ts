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
  @Column('timestamptz') at!: Date;
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

export const authEntities = [UserEntity, SessionEntity, SignInEntity];
export const authMigrations = [CreateAuthTables1763800002000];
