import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateProjectionCheckpoints1763800000001 implements MigrationInterface {
  name = 'CreateProjectionCheckpoints1763800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        commit_position numeric(20) NOT NULL,
        prepare_position numeric(20) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE projection_checkpoints');
  }
}
