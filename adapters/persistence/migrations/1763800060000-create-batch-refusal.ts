import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A projection batch is one statement: its checkpoints move and all of its rows are written
 * together. When another runner moved a checkpoint first, the statement must fail as a whole so
 * that nothing of it stays; a plain expression cannot raise an error only when reached, a function
 * can.
 */
export class CreateBatchRefusal1763800060000 implements MigrationInterface {
  name = 'CreateBatchRefusal1763800060000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION projection_batch_refused() RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        RAISE EXCEPTION 'projection checkpoint moved by another runner' USING ERRCODE = '40001';
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION projection_batch_refused()');
  }
}
