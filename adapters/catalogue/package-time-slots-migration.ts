import { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_PACKAGES } from '../../domain/catalogue/package-defaults';
import { ALL_TIME_SLOTS } from '../../domain/catalogue/package-rules';

const ALL = JSON.stringify(ALL_TIME_SLOTS);

/**
 * Packages say which slots they run in. A live database already sells its packages in every
 * slot, so each existing row keeps every slot unless it is one of the starting packages (matched
 * by name, ignoring case and surrounding spaces, as an admin may have retyped it), which gets its
 * default slots. The column keeps that "every slot" default so that an instance still running the
 * previous version during a deploy can go on inserting packages.
 */
export class AddPackageTimeSlots1763800050000 implements MigrationInterface {
  name = 'AddPackageTimeSlots1763800050000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE packages ADD COLUMN "timeSlots" jsonb NOT NULL DEFAULT '${ALL}'::jsonb`);
    for (const pkg of DEFAULT_PACKAGES) {
      await q.query(`UPDATE packages SET "timeSlots" = $1::jsonb WHERE lower(btrim("name")) = lower($2)`, [
        JSON.stringify(pkg.timeSlots),
        pkg.name,
      ]);
    }
    // The same rule as the API's, for writes that bypass it: at least one slot, each a known one.
    await q.query(`
      ALTER TABLE packages ADD CONSTRAINT packages_time_slots_check CHECK (
        CASE WHEN jsonb_typeof("timeSlots") = 'array'
          THEN jsonb_array_length("timeSlots") > 0 AND "timeSlots" <@ '${ALL}'::jsonb
          ELSE false
        END
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE packages DROP COLUMN "timeSlots"');
  }
}
