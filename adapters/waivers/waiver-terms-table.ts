import { Column, Entity, MigrationInterface, PrimaryGeneratedColumn, QueryRunner } from 'typeorm';
import { WaiverTermsRow } from '../../application/waivers/waiver-terms-service';

@Entity({ name: 'waiver_terms_versions' })
export class WaiverTermsVersionEntity implements WaiverTermsRow {
  @PrimaryGeneratedColumn() id!: number;
  @Column('text') text!: string;
  @Column('char', { length: 64 }) sha256!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('text', { name: 'created_by' }) createdBy!: string;
}

/**
 * Signatures name a version by id and hash, so a version must never change after it is stored:
 * the database itself refuses UPDATE, DELETE and TRUNCATE, and refuses a row whose hash is not
 * the SHA-256 of its text, whatever code (or person with a SQL prompt) tries.
 */
export class CreateWaiverTermsVersions1763800089000 implements MigrationInterface {
  name = 'CreateWaiverTermsVersions1763800089000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE waiver_terms_versions (
        "id" serial PRIMARY KEY,
        "text" text NOT NULL CONSTRAINT waiver_terms_versions_text_check CHECK ("text" <> ''),
        "sha256" char(64) NOT NULL
          CONSTRAINT waiver_terms_versions_sha256_check CHECK ("sha256" = encode(sha256(convert_to("text", 'UTF8')), 'hex')),
        "created_at" timestamptz NOT NULL,
        "created_by" text NOT NULL
      )`);
    await q.query(`
      CREATE FUNCTION waiver_terms_versions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'waiver terms versions are never changed or deleted';
      END
      $$`);
    await q.query(`
      CREATE TRIGGER waiver_terms_versions_no_change BEFORE UPDATE OR DELETE ON waiver_terms_versions
      FOR EACH ROW EXECUTE FUNCTION waiver_terms_versions_append_only()`);
    await q.query(`
      CREATE TRIGGER waiver_terms_versions_no_truncate BEFORE TRUNCATE ON waiver_terms_versions
      FOR EACH STATEMENT EXECUTE FUNCTION waiver_terms_versions_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE waiver_terms_versions');
    await q.query('DROP FUNCTION waiver_terms_versions_append_only()');
  }
}

export const waiverTermsEntities = [WaiverTermsVersionEntity];
export const waiverTermsMigrations = [CreateWaiverTermsVersions1763800089000];
