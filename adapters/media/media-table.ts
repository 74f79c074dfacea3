import { Column, Entity, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import { MediaRow, MediaVariant } from '../../application/media/media-service';
import { MediaKind } from '../../domain/media/media-rules';

@Entity({ name: 'media' })
export class MediaEntity implements MediaRow {
  @PrimaryColumn('text') id!: string;
  @Column('text') url!: string;
  @Column('text') kind!: MediaKind;
  @Column('text') mime!: string;
  @Column('integer') size!: number;
  @Column('integer', { nullable: true }) width!: number | null;
  @Column('integer', { nullable: true }) height!: number | null;
  @Column('jsonb') variants!: MediaVariant[];
  @Column('text') originalName!: string;
  @Column('timestamptz') createdAt!: Date;
}

export class CreateMedia1763800009000 implements MigrationInterface {
  name = 'CreateMedia1763800009000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE media (
        "id" text PRIMARY KEY,
        "url" text NOT NULL,
        "kind" text NOT NULL CHECK ("kind" IN ('image', 'video')),
        "mime" text NOT NULL,
        "size" integer NOT NULL CHECK ("size" > 0),
        "width" integer,
        "height" integer,
        "variants" jsonb NOT NULL DEFAULT '[]',
        "originalName" text NOT NULL,
        "createdAt" timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX media_created_at_idx ON media ("createdAt" DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE media');
  }
}

export const mediaEntities = [MediaEntity];
export const mediaMigrations = [CreateMedia1763800009000];
