import { afterAll, beforeAll, expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { Database } from '../../adapters/persistence/database';
import { startTestApp, TestApp, TestClient } from './test-app';
import { TestClock } from './test-clock';
import { TestDatabase } from './databases';
import { STARTUP_CEILING_MS } from './startup-ceiling';

export interface Part {
  bytes?: Uint8Array;
  name?: string;
  /** The type the browser declares; the server must not believe it. */
  type?: string;
  kind?: string;
}

export interface Answer {
  status: number;
  body: any;
}

export const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
export const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** A small MP4 as far as its bytes go: an 'ftyp' box, then an 'mdat' box of (random) media data. */
export function mp4(mediaBytes = 4000): Uint8Array {
  const ftyp = [...u32(24), ...ascii('ftyp'), ...ascii('isom'), 0, 0, 2, 0, ...ascii('isom'), ...ascii('mp41')];
  const mdat = [...u32(8 + mediaBytes), ...ascii('mdat')];
  return Uint8Array.from([...ftyp, ...mdat, ...randomBytes(mediaBytes)]);
}

/** The start of a WebM file: an EBML header naming the 'webm' DocType, then a Segment. */
export function webm(): Uint8Array {
  const header = [
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x93,
    0x42,
    0x86,
    0x81,
    0x01,
    0x42,
    0xf7,
    0x81,
    0x01,
    0x42,
    0x82,
    0x84,
    ...ascii('webm'),
    0x42,
    0x87,
    0x81,
    0x04,
  ];
  return Uint8Array.from([...header, 0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, ...randomBytes(500)]);
}

/** A 2000x1200 gradient with a random corner, so each suite's upload has new bytes. */
export function gradientPng(): Promise<Buffer> {
  const width = 2000;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      raw[o] = (x * 255) / width;
      raw[o + 1] = (y * 255) / height;
      raw[o + 2] = 128;
    }
  }
  randomBytes(300).copy(raw);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Random pixels do not compress: a real PNG over 6 MB. */
export function noisePng(): Promise<Buffer> {
  const width = 1600;
  const height = 1400;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A phone photo: sideways (EXIF orientation 6), with the camera make and the GPS position of the spot. */
export function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#2d5f7a' } })
    .composite([{ input: randomBytes(40 * 40 * 3), raw: { width: 40, height: 40, channels: 3 }, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '114/1 35/1 0/1' },
    })
    .toBuffer();
}

/** True when an EXIF block holds the GPS sub-directory (tag 0x8825) in its byte order. */
export function hasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const bigEndian = exif.includes(Buffer.from('MM\0*'));
  return exif.includes(Buffer.from(bigEndian ? [0x88, 0x25] : [0x25, 0x88]));
}

export async function animatedGif(): Promise<Buffer> {
  const width = 64;
  const height = 48;
  const frames = 4;
  const raw = Buffer.alloc(width * height * frames * 3);
  for (let i = 0; i < raw.length; i += 3) raw[i] = Math.floor(i / (width * height * 3)) * 60;
  randomBytes(30).copy(raw);
  return sharp(raw, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif({ delay: [100, 100, 100, 100], loop: 0 })
    .toBuffer();
}

/**
 * The media API on `db`, its clock at 2026-11-22, with a file an earlier version left in MEDIA_DIR
 * (and the temporary of an interrupted write beside it), signed in as the admin and an auditor. The
 * app, the database and the sessions are set in `ctx` before the suite's tests run.
 */
export function useMediaApi(name: string, db: TestDatabase) {
  const ctx = {
    database: undefined as unknown as Database,
    app: undefined as unknown as TestApp,
    admin: undefined as unknown as TestClient,
    auditor: undefined as unknown as TestClient,
  };
  let dataDir: string;
  let mediaDir: string;
  /** A file an earlier version left in MEDIA_DIR, and a temporary of an interrupted write beside it. */
  const legacy = { name: `${'ab'.repeat(16)}.mp4`, bytes: mp4(1000) };
  const clock = new TestClock(new Date('2026-11-22T18:00:00Z'));

  async function upload(
    part: Part,
    as: TestClient | null = ctx.admin,
    headers: Record<string, string> = { 'X-Requested-With': 'test' },
  ): Promise<Answer> {
    const form = new FormData();
    if (part.kind !== undefined) form.append('kind', part.kind);
    if (part.bytes)
      form.append(
        'file',
        new Blob([part.bytes as Uint8Array<ArrayBuffer>], { type: part.type ?? 'application/octet-stream' }),
        part.name ?? 'upload.bin',
      );
    const res = await fetch(`${ctx.app.url}/api/media`, {
      method: 'POST',
      body: form,
      headers: { ...(as?.cookie ? { Cookie: as.cookie } : {}), ...headers },
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  /** The stored files whose names start with `id`. */
  const filesOf = async (id: string): Promise<string[]> =>
    ((await ctx.database.dataSource.query('SELECT "name" FROM media_files WHERE starts_with("name", $1)', [id])) as { name: string }[])
      .map((row) => row.name)
      .sort();
  const storedCount = async () => Number((await ctx.database.dataSource.query('SELECT count(*) AS n FROM media_files'))[0].n);
  const served = async (url: string) => {
    const res = await fetch(ctx.app.url + url);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    ctx.database = await db.open();
    dataDir = await mkdtemp(join(tmpdir(), 'media-api-'));
    // PGlite runs with the default (<DATA_DIR>/media), PostgreSQL with MEDIA_DIR set elsewhere.
    const env: NodeJS.ProcessEnv = name === 'pglite' ? { DATA_DIR: dataDir } : { DATA_DIR: dataDir, MEDIA_DIR: join(dataDir, 'uploads') };
    mediaDir = name === 'pglite' ? join(dataDir, 'media') : join(dataDir, 'uploads');
    await mkdir(mediaDir, { recursive: true });
    await writeFile(join(mediaDir, legacy.name), legacy.bytes);
    await writeFile(join(mediaDir, `.${legacy.name}.0a1b2c.tmp`), legacy.bytes.subarray(0, 100));
    ctx.app = await startTestApp({ database: ctx.database, clock, env });
    expect(ctx.app.config.mediaDir).toBe(mediaDir);
    ctx.admin = await ctx.app.signIn('admin', 'guide');
    ctx.auditor = await ctx.app.signIn('auditor', 'reader');
  }, STARTUP_CEILING_MS);
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  return { ctx, legacy, clock, upload, filesOf, storedCount, served };
}
