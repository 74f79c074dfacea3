import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Packages say when they run (domain/catalogue/package-season.ts). Every existing package keeps
 * running all year, as it did: the column's default is the empty season, which also lets an
 * instance still running the previous version during a deploy go on inserting packages.
 */
export class AddPackageSeason1763800231000 implements MigrationInterface {
  name = 'AddPackageSeason1763800231000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE packages ADD COLUMN "season" jsonb NOT NULL DEFAULT '[]'::jsonb`);
    // The API's rules check each period; the database at least keeps the season a list.
    await q.query(`ALTER TABLE packages ADD CONSTRAINT packages_season_check CHECK (jsonb_typeof("season") = 'array')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE packages DROP COLUMN "season"');
  }
}
