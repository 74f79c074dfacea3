import { createHash } from 'node:crypto';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { MediaFiles } from '../../application/media/media-ports';
import { prepared, sqlPool } from '../persistence/sql-pool';

/** A video of 50 MB is 200 chunks; serving holds one chunk at a time, whatever the file's size. */
export const MEDIA_CHUNK_BYTES = 256 * 1024;

/** What serving a file needs before its bytes. */
export interface StoredMediaFile {
  readonly name: string;
  readonly contentType: string;
  readonly size: number;
  readonly chunkSize: number;
  /** Hex SHA-256 of the whole file: its ETag. */
  readonly sha256: string;
  readonly createdAt: Date;
}

const STAT = 'SELECT "contentType", "size", "chunkSize", "sha256", "createdAt" FROM media_files WHERE "name" = $1';
// substring() of an EXTERNAL bytea reads only the part asked for (media-table.ts); positions count from 1.
const READ_CHUNK = 'SELECT substring("bytes" FROM $3 FOR $4) AS "bytes" FROM media_chunks WHERE "name" = $1 AND "index" = $2';

/**
 * Uploaded files in the database (media_files and media_chunks), so that every server of the site
 * serves every file. A file is claimed by its row (ON CONFLICT DO NOTHING: the same name always
 * holds the same bytes, so whoever writes first wins and the others have nothing to add) and its
 * chunks go in the same transaction: nobody sees a file before all its bytes are there.
 */
export class SqlMediaFiles implements MediaFiles {
  private readonly pool: Pool;

  constructor(
    private readonly dataSource: DataSource,
    private readonly chunkBytes = MEDIA_CHUNK_BYTES,
  ) {
    this.pool = sqlPool(dataSource);
  }

  async save(name: string, bytes: Uint8Array, type: string): Promise<void> {
    checkName(name);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await this.dataSource.transaction(async (manager) => {
      const claimed = (await manager.query(
        `INSERT INTO media_files ("name", "contentType", "size", "chunkSize", "sha256") VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ("name") DO NOTHING RETURNING "name"`,
        [name, type, bytes.length, this.chunkBytes, sha256],
      )) as unknown[];
      if (claimed.length === 0) return;
      for (let index = 0, offset = 0; offset < bytes.length; index++, offset += this.chunkBytes) {
        const chunk = Buffer.from(bytes.buffer, bytes.byteOffset + offset, Math.min(this.chunkBytes, bytes.length - offset));
        await manager.query('INSERT INTO media_chunks ("name", "index", "bytes") VALUES ($1, $2, $3)', [name, index, chunk]);
      }
    });
  }

  async exists(name: string): Promise<boolean> {
    return (await this.stat(name)) !== null;
  }

  async stat(name: string): Promise<StoredMediaFile | null> {
    const { rows } = await this.pool.query<Omit<StoredMediaFile, 'name' | 'size'> & { size: string }>(prepared(STAT, [name]));
    const row = rows[0];
    return row ? { name, ...row, size: Number(row.size) } : null;
  }

  /** Of `names`, those not stored yet. */
  async missing(names: readonly string[]): Promise<string[]> {
    if (names.length === 0) return [];
    const { rows } = await this.pool.query<{ name: string }>('SELECT "name" FROM media_files WHERE "name" = ANY($1::text[])', [names]);
    const stored = new Set(rows.map((row) => row.name));
    return names.filter((name) => !stored.has(name));
  }

  /** Bytes `start` to `end` (inclusive) of the file, a chunk at a time. */
  async *read(file: StoredMediaFile, start: number, end: number): AsyncGenerator<Buffer> {
    const size = file.chunkSize;
    for (let index = Math.floor(start / size); index * size <= end; index++) {
      const from = Math.max(start - index * size, 0);
      const to = Math.min(end - index * size, size - 1);
      const { rows } = await this.pool.query<{ bytes: Buffer }>(prepared(READ_CHUNK, [file.name, index, from + 1, to - from + 1]));
      // Only a file deleted while it was being sent lacks a chunk.
      if (!rows[0]) throw new Error(`Media file ${file.name} has no chunk ${index}`);
      yield rows[0].bytes;
    }
  }
}

/** Names come from content hashes; anything with a folder in it, or hidden, is a bug. */
function checkName(name: string): void {
  if (!isMediaFileName(name)) throw new Error(`Not a media file name: ${name}`);
}

export function isMediaFileName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/.test(name);
}
