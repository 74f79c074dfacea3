import { Column, Entity, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import { SiteContentRow } from '../../application/content/site-content-service';

@Entity({ name: 'site_content' })
export class SiteContentEntity implements SiteContentRow {
  @PrimaryColumn('text') section!: string;
  @PrimaryColumn('text') key!: string;
  @Column('text') value!: string;
  @Column('timestamptz') updatedAt!: Date;
}

export class CreateSiteContent1763800008000 implements MigrationInterface {
  name = 'CreateSiteContent1763800008000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE site_content (
        "section" text NOT NULL,
        "key" text NOT NULL,
        "value" text NOT NULL,
        "updatedAt" timestamptz NOT NULL,
        CONSTRAINT site_content_pkey PRIMARY KEY ("section", "key")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE site_content');
  }
}

export const contentEntities = [SiteContentEntity];
export const contentMigrations = [CreateSiteContent1763800008000];
