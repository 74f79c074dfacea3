import { Column, Entity, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';

/** Who runs a piece of background work (a scheduled job, a process-manager runner's polling) until when. */
@Entity({ name: 'leases' })
export class LeaseEntity {
  @PrimaryColumn('text') name!: string;
  @Column('text') holder!: string;
  @Column('timestamptz') expiresAt!: Date;
}

export class CreateLeases1764000300000 implements MigrationInterface {
  name = 'CreateLeases1764000300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE leases (
        "name" text PRIMARY KEY,
        "holder" text NOT NULL,
        "expiresAt" timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE leases');
  }
}

export const leaseEntities = [LeaseEntity];
export const leaseMigrations = [CreateLeases1764000300000];
