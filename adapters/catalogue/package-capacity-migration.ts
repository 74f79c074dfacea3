import { MigrationInterface, QueryRunner } from 'typeorm';
import { CAPACITY_LIMITS, DEFAULT_CAPACITY, TWO_ANGLERS_TEXT } from '../../domain/catalogue/package-capacity';

/**
 * Packages state their largest party and how they are sold (domain/catalogue/package-capacity.ts).
 * Every existing package stays what it was, a private charter for up to the site's ceiling, unless
 * its text promises two anglers per guide: that package takes two. The columns keep those defaults
 * so that an instance still running the previous version during a deploy can go on inserting
 * packages.
 */
export class AddPackageCapacity1763800233000 implements MigrationInterface {
  name = 'AddPackageCapacity1763800233000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE packages
        ADD COLUMN "maxPeople" integer NOT NULL DEFAULT ${DEFAULT_CAPACITY.maxPeople},
        ADD COLUMN "sale" text NOT NULL DEFAULT '${DEFAULT_CAPACITY.sale}',
        ADD COLUMN "boatCapacity" integer`);
    await q.query(
      `UPDATE packages SET "maxPeople" = 2
        WHERE strpos(lower("name" || ' ' || "description" || ' ' || "features"::text), $1) > 0`,
      [TWO_ANGLERS_TEXT],
    );
    // The same rules as the API's (capacityProblem), for writes that bypass it.
    await q.query(`
      ALTER TABLE packages ADD CONSTRAINT packages_capacity_check CHECK (
        "maxPeople" BETWEEN 1 AND ${CAPACITY_LIMITS.maxPeopleCeiling}
        AND (
          ("sale" = 'private' AND "boatCapacity" IS NULL)
          OR ("sale" = 'seats' AND "boatCapacity" IS NOT NULL AND "boatCapacity" BETWEEN "maxPeople" AND ${CAPACITY_LIMITS.boatCapacityMax})
        )
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE packages DROP CONSTRAINT packages_capacity_check');
    await q.query('ALTER TABLE packages DROP COLUMN "maxPeople", DROP COLUMN "sale", DROP COLUMN "boatCapacity"');
  }
}
