import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { Database, dropSchema, openDatabase } from '../../adapters/persistence/database';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Two servers of one site: one PostgreSQL schema, each its own DATA_DIR (so its own MEDIA_DIR), as
 * on two hosts. What is uploaded through one is served by the other, and files an earlier version
 * left in MEDIA_DIR are copied into the database when both start at once.
 */
const url = process.env.DATABASE_URL;
const describeOnPostgres = url ? describe : describe.skip;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describeOnPostgres('uploads shared by two servers on one PostgreSQL database', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  const databases: Database[] = [];
  let a: TestApp;
  let b: TestApp;
  const legacy = { name: `${'cd'.repeat(16)}.jpg`, bytes: Buffer.alloc(0) };

  beforeAll(async () => {
    legacy.bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    // One after the other: the migrations run once.
    for (let i = 0; i < 2; i++) databases.push(await openDatabase({ databaseUrl: url, schema }));
    for (let i = 0; i < 2; i++) {
      const dir = await mkdtemp(join(tmpdir(), `media-shared-${i}-`));
      dirs.push(dir);
      // Both hosts kept the same upload on disk before the upgrade, and both start together.
      await mkdir(join(dir, 'media'));
      await writeFile(join(dir, 'media', legacy.name), legacy.bytes);
    }
    const start = (i: number) => startTestApp({ database: databases[i], env: { DATA_DIR: dirs[i] } });
    [a, b] = await Promise.all([start(0), start(1)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    for (const database of databases) await database.close();
    await dropSchema(url!, schema);
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  test('an image uploaded through one server is served by the other, with its variants, ranges and ETag', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2d5f7a' } })
      .composite([{ input: randomBytes(30 * 30 * 3), raw: { width: 30, height: 30, channels: 3 }, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png]), 'pike.png');
    const admin = await a.signIn('admin', 'guide');
    const uploaded = await fetch(`${a.url}/api/media`, {
      method: 'POST',
      body: form,
      headers: { Cookie: admin.cookie!, 'X-Requested-With': 'test' },
    });
    expect(uploaded.status).toBe(201);
    const media = (await uploaded.json()) as { url: string; size: number; variants: { url: string }[] };

    const whole = await fetch(b.url + media.url);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect([whole.status, whole.headers.get('content-type'), bytes.length]).toEqual([200, 'image/png', media.size]);
    expect(whole.headers.get('etag')).toBe(`"${sha256(bytes)}"`);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 900, height: 600 });

    const part = await fetch(b.url + media.url, { headers: { Range: 'bytes=8-15' } });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, `bytes 8-15/${media.size}`]);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(8, 16));
    const again = await fetch(b.url + media.url, { headers: { 'If-None-Match': whole.headers.get('etag')! } });
    expect(again.status).toBe(304);

    for (const variant of media.variants) {
      const res = await fetch(b.url + variant.url);
      expect([variant.url, res.status, res.headers.get('content-type')]).toEqual([variant.url, 200, 'image/webp']);
    }
  });

  test('a file an earlier version left in MEDIA_DIR is copied in once and served by both', async () => {
    for (const app of [a, b]) {
      const res = await fetch(`${app.url}/media/${legacy.name}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([res.status, res.headers.get('content-type'), res.headers.get('etag')]).toEqual([
        200,
        'image/jpeg',
        `"${sha256(legacy.bytes)}"`,
      ]);
      expect(bytes).toEqual(legacy.bytes);
    }
    const rows = await databases[0]!.dataSource.query('SELECT count(*) AS n FROM media_files WHERE "name" = $1', [legacy.name]);
    expect(Number(rows[0].n)).toBe(1);
  });
});
