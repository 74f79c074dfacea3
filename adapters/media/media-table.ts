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

/**
 * The bytes of the uploaded files, in the database so that every server of the site serves them
 * (a folder on one server's disk is a 404 on the others). A file is its row in media_files, written
 * in the same transaction as its chunks, so a reader never meets half a file. Chunks are stored
 * EXTERNAL: out of line and uncompressed, since images and videos are compressed already, and so
 * that reading part of a chunk (a Range request) fetches only that part. The WebP variants are
 * stored like the originals rather than cached per server: they are made once, at upload, and are a
 * few tens of KB each, so no server has to decode an image again or keep a cache in step.
 */
export class CreateMediaFiles1764000500000 implements MigrationInterface {
  name = 'CreateMediaFiles1764000500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE media_files (
        "name" text PRIMARY KEY,
        "contentType" text NOT NULL,
        "size" bigint NOT NULL CHECK ("size" >= 0),
        "chunkSize" integer NOT NULL CHECK ("chunkSize" > 0),
        "sha256" text NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE media_chunks (
        "name" text NOT NULL REFERENCES media_files ("name") ON DELETE CASCADE,
        "index" integer NOT NULL CHECK ("index" >= 0),
        "bytes" bytea NOT NULL,
        PRIMARY KEY ("name", "index")
      )`);
    await q.query('ALTER TABLE media_chunks ALTER COLUMN "bytes" SET STORAGE EXTERNAL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE media_chunks');
    await q.query('DROP TABLE media_files');
  }
}

export const mediaEntities = [MediaEntity];
export const mediaMigrations = [CreateMedia1763800009000, CreateMediaFiles1764000500000];
