import { Column, Entity, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import { SeedRunRow } from '../../application/seed/seed-runner';

@Entity({ name: 'seed_runs' })
export class SeedRunEntity implements SeedRunRow {
  @PrimaryColumn('text') name!: string;
  @Column('timestamptz') startedAt!: Date;
  @Column('timestamptz', { nullable: true }) finishedAt!: Date | null;
}

export class CreateSeedRuns1763800010000 implements MigrationInterface {
  name = 'CreateSeedRuns1763800010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE seed_runs (
        "name" text PRIMARY KEY,
        "startedAt" timestamptz NOT NULL,
        "finishedAt" timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE seed_runs');
  }
}

export const seedEntities = [SeedRunEntity];
export const seedMigrations = [CreateSeedRuns1763800010000];
