import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { Database } from '../../adapters/persistence/database';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { startTestApp, TestApp, TestClient } from '../support/test-app';
import { TestClock } from '../support/test-clock';

interface Part {
  bytes?: Uint8Array;
  name?: string;
  /** The type the browser declares; the server must not believe it. */
  type?: string;
  kind?: string;
}

interface Answer {
  status: number;
  body: any;
}

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** A small MP4 as far as its bytes go: an 'ftyp' box, then an 'mdat' box of (random) media data. */
function mp4(mediaBytes = 4000): Uint8Array {
  const ftyp = [...u32(24), ...ascii('ftyp'), ...ascii('isom'), 0, 0, 2, 0, ...ascii('isom'), ...ascii('mp41')];
  const mdat = [...u32(8 + mediaBytes), ...ascii('mdat')];
  return Uint8Array.from([...ftyp, ...mdat, ...randomBytes(mediaBytes)]);
}

/** The start of a WebM file: an EBML header naming the 'webm' DocType, then a Segment. */
function webm(): Uint8Array {
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
function gradientPng(): Promise<Buffer> {
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
function noisePng(): Promise<Buffer> {
  const width = 1600;
  const height = 1400;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A phone photo: sideways (EXIF orientation 6), with the camera make and the GPS position of the spot. */
function phoneJpeg(): Promise<Buffer> {
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
function hasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const bigEndian = exif.includes(Buffer.from('MM\0*'));
  return exif.includes(Buffer.from(bigEndian ? [0x88, 0x25] : [0x25, 0x88]));
}

async function animatedGif(): Promise<Buffer> {
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

describe.each(testDatabases().map((db) => [db.name, db] as const))('media uploads on %s', (name, db) => {
  let database: Database;
  let app: TestApp;
  let admin: TestClient;
  let auditor: TestClient;
  let dataDir: string;
  let mediaDir: string;
  /** A file an earlier version left in MEDIA_DIR, and a temporary of an interrupted write beside it. */
  const legacy = { name: `${'ab'.repeat(16)}.mp4`, bytes: mp4(1000) };
  const clock = new TestClock(new Date('2026-11-22T18:00:00Z'));

  async function upload(
    part: Part,
    as: TestClient | null = admin,
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
    const res = await fetch(`${app.url}/api/media`, {
      method: 'POST',
      body: form,
      headers: { ...(as?.cookie ? { Cookie: as.cookie } : {}), ...headers },
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  /** The stored files whose names start with `id`. */
  const filesOf = async (id: string): Promise<string[]> =>
    ((await database.dataSource.query('SELECT "name" FROM media_files WHERE starts_with("name", $1)', [id])) as { name: string }[])
      .map((row) => row.name)
      .sort();
  const storedCount = async () => Number((await database.dataSource.query('SELECT count(*) AS n FROM media_files'))[0].n);
  const served = async (url: string) => {
    const res = await fetch(app.url + url);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    database = await db.open();
    dataDir = await mkdtemp(join(tmpdir(), 'media-api-'));
    // PGlite runs with the default (<DATA_DIR>/media), PostgreSQL with MEDIA_DIR set elsewhere.
    const env: NodeJS.ProcessEnv = name === 'pglite' ? { DATA_DIR: dataDir } : { DATA_DIR: dataDir, MEDIA_DIR: join(dataDir, 'uploads') };
    mediaDir = name === 'pglite' ? join(dataDir, 'media') : join(dataDir, 'uploads');
    await mkdir(mediaDir, { recursive: true });
    await writeFile(join(mediaDir, legacy.name), legacy.bytes);
    await writeFile(join(mediaDir, `.${legacy.name}.0a1b2c.tmp`), legacy.bytes.subarray(0, 100));
    app = await startTestApp({ database, clock, env });
    expect(app.config.mediaDir).toBe(mediaDir);
    admin = await app.signIn('admin', 'guide');
    auditor = await app.signIn('auditor', 'reader');
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a PNG is stored with WebP variants at 480, 960 and 1600 and served immutable', async () => {
    const png = await gradientPng();
    const res = await upload({ bytes: png, name: 'Sunset over Wabamun.png', type: 'image/png' });
    expect(res.status).toBe(201);
    const id: string = res.body.id;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(res.body).toMatchObject({
      url: `/media/${id}.png`,
      kind: 'image',
      mime: 'image/png',
      width: 2000,
      height: 1200,
      originalName: 'Sunset over Wabamun.png',
      variants: [
        { width: 480, url: `/media/${id}-480.webp` },
        { width: 960, url: `/media/${id}-960.webp` },
        { width: 1600, url: `/media/${id}-1600.webp` },
      ],
    });

    const original = await served(res.body.url);
    expect(original.res.status).toBe(200);
    expect(original.res.headers.get('content-type')).toBe('image/png');
    expect(original.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(original.bytes.length).toBe(res.body.size);
    expect(await sharp(original.bytes).metadata()).toMatchObject({ format: 'png', width: 2000, height: 1200 });

    for (const variant of res.body.variants) {
      const file = await served(variant.url);
      expect(file.res.headers.get('content-type')).toBe('image/webp');
      expect(file.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, Math.round((variant.width * 1200) / 2000)]);
    }
    expect(await filesOf(id)).toEqual([`${id}-1600.webp`, `${id}-480.webp`, `${id}-960.webp`, `${id}.png`]);
  });

  test('a small image is never enlarged: one variant at its own width', async () => {
    const small = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#123456' } })
      .composite([{ input: randomBytes(30 * 30 * 3), raw: { width: 30, height: 30, channels: 3 }, left: 0, top: 0 }])
      .webp()
      .toBuffer();
    const res = await upload({ bytes: small, name: 'logo.webp', kind: 'image' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mime: 'image/webp', width: 300, height: 120, variants: [{ width: 300 }] });
    expect((await sharp((await served(res.body.variants[0].url)).bytes).metadata()).width).toBe(300);
  });

  test('a phone photo loses its EXIF (GPS of the fishing spot) and is turned upright', async () => {
    const photo = await phoneJpeg();
    const before = await sharp(photo).metadata();
    expect([hasGps(before.exif), before.orientation, photo.includes('PhoneCo')]).toEqual([true, 6, true]);

    const res = await upload({ bytes: photo, name: 'secret-spot.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mime: 'image/jpeg', url: `/media/${res.body.id}.jpg`, width: 200, height: 300 });
    const stored = (await served(res.body.url)).bytes;
    const after = await sharp(stored).metadata();
    expect([after.format, after.width, after.height, after.exif, after.orientation]).toEqual(['jpeg', 200, 300, undefined, undefined]);
    expect(stored.includes('PhoneCo')).toBe(false);
    const variant = await sharp((await served(res.body.variants[0].url)).bytes).metadata();
    expect([variant.exif, variant.width]).toEqual([undefined, 200]);
  });

  test('an animated GIF keeps its frames, in the original and in its WebP variant', async () => {
    const res = await upload({ bytes: await animatedGif(), name: 'jumping-pike.gif' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mime: 'image/gif', width: 64, height: 48, variants: [{ width: 64 }] });
    const original = await sharp((await served(res.body.url)).bytes, { animated: true }).metadata();
    expect([original.format, original.pages, original.pageHeight]).toEqual(['gif', 4, 48]);
    const variant = await sharp((await served(res.body.variants[0].url)).bytes, { animated: true }).metadata();
    expect([variant.format, variant.pages]).toEqual(['webp', 4]);
  });

  test('an image over 5 MB is refused with the spec message and nothing is stored', async () => {
    const big = await noisePng();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    expect((await sharp(big).metadata()).format).toBe('png');
    const before = await storedCount();
    const res = await upload({ bytes: big, name: 'huge.png', type: 'image/png' });
    expect(res).toEqual({ status: 413, body: errorAnswer({ message: 'File too large: Please choose an image smaller than 5MB' }) });
    expect(await storedCount()).toBe(before);
  });

  test('a file over 50 MB is cut off while uploading, with the video limit in the answer', async () => {
    const huge = new Uint8Array(50 * 1024 * 1024 + 1);
    huge.set(mp4(16));
    const res = await upload({ bytes: huge, name: 'whole-day.mp4', type: 'video/mp4', kind: 'video' });
    expect(res).toEqual({ status: 413, body: errorAnswer({ message: 'File too large: Please choose a video smaller than 50MB' }) });
  });

  test('an image of too many pixels is refused before it is decoded', async () => {
    const wide = await sharp({ create: { width: 12_000, height: 10_000, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    expect(wide.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload({ bytes: wide, name: 'panorama.png' });
    expect(res).toEqual({
      status: 413,
      body: errorAnswer({ message: 'This image has too many pixels. Please choose an image of at most 100 megapixels' }),
    });
  });

  test('the type is read from the bytes: renamed HTML, SVG and broken images are refused (415)', async () => {
    const html = new TextEncoder().encode('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
    expect(await upload({ bytes: html, name: 'photo.png', type: 'image/png' })).toEqual({
      status: 415,
      body: errorAnswer({ message: 'Please choose a PNG, JPEG, GIF or WebP image, or an MP4 or WebM video' }),
    });
    expect(await upload({ bytes: html, name: 'photo.png', type: 'image/png', kind: 'image' })).toEqual({
      status: 415,
      body: errorAnswer({ message: 'Please choose a PNG, JPEG, GIF or WebP image' }),
    });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await upload({ bytes: svg, name: 'logo.svg', type: 'image/svg+xml', kind: 'image' })).toEqual({
      status: 415,
      body: errorAnswer({ message: 'Please choose a PNG, JPEG, GIF or WebP image' }),
    });
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const broken = Buffer.concat([png.subarray(0, 40), randomBytes(200)]);
    expect(await upload({ bytes: broken, name: 'broken.png', kind: 'image' })).toEqual({
      status: 415,
      body: errorAnswer({ message: 'This image could not be read. Please choose another PNG, JPEG, GIF or WebP image' }),
    });
  });

  test('kind=video refuses a PNG named .mp4; kind=image refuses a video', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'blue' } })
      .png()
      .toBuffer();
    expect(await upload({ bytes: png, name: 'hero.mp4', type: 'video/mp4', kind: 'video' })).toEqual({
      status: 415,
      body: errorAnswer({ message: 'Please upload a video file' }),
    });
    expect(await upload({ bytes: mp4(), name: 'guide.png', type: 'image/png', kind: 'image' })).toEqual({
      status: 415,
      body: errorAnswer({ message: 'Please choose a PNG, JPEG, GIF or WebP image' }),
    });
    const badKind = await upload({ bytes: png, name: 'a.png', kind: 'audio' });
    expect(badKind).toEqual({
      status: 400,
      body: errorAnswer({ message: "Kind must be 'image' or 'video'", errors: { kind: "Kind must be 'image' or 'video'" } }),
    });
  });

  test('an MP4 is stored as uploaded and served with Range support', async () => {
    const video = mp4();
    const res = await upload({ bytes: video, name: 'hero.mov', type: 'video/quicktime', kind: 'video' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      url: `/media/${res.body.id}.mp4`,
      kind: 'video',
      mime: 'video/mp4',
      size: video.length,
      width: null,
      height: null,
      variants: [],
    });
    const whole = await served(res.body.url);
    expect(whole.res.headers.get('content-type')).toBe('video/mp4');
    expect(whole.res.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.compare(whole.bytes, Buffer.from(video))).toBe(0);

    const part = await fetch(app.url + res.body.url, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.compare(Buffer.from(await part.arrayBuffer()), Buffer.from(video.subarray(100, 200)))).toBe(0);
  });

  test('a video of several chunks is served whole, in ranges across chunk edges, with its ETag and conditions', async () => {
    const video = mp4(600_000);
    const res = await upload({ bytes: video, name: 'long.mp4', kind: 'video' });
    expect(res.status).toBe(201);
    const name = `${res.body.id}.mp4`;
    expect(
      await database.dataSource.query('SELECT "index", length("bytes") AS n FROM media_chunks WHERE "name" = $1 ORDER BY 1', [name]),
    ).toEqual([
      { index: 0, n: 262144 },
      { index: 1, n: 262144 },
      { index: 2, n: video.length - 2 * 262144 },
    ]);
    const whole = await served(res.body.url);
    expect(Buffer.compare(whole.bytes, Buffer.from(video))).toBe(0);
    const etag = `"${createHash('sha256').update(video).digest('hex')}"`;
    expect([whole.res.headers.get('etag'), whole.res.headers.get('content-length')]).toEqual([etag, String(video.length)]);

    const get = (headers: Record<string, string>, method = 'GET') => fetch(app.url + res.body.url, { method, headers });
    const across = await get({ Range: 'bytes=262100-524300' });
    expect([across.status, across.headers.get('content-range')]).toEqual([206, `bytes 262100-524300/${video.length}`]);
    expect(Buffer.compare(Buffer.from(await across.arrayBuffer()), Buffer.from(video.subarray(262100, 524301)))).toBe(0);
    const tail = await get({ Range: 'bytes=-100' });
    expect(Buffer.compare(Buffer.from(await tail.arrayBuffer()), Buffer.from(video.subarray(-100)))).toBe(0);

    const notModified = await get({ 'If-None-Match': etag });
    expect([notModified.status, (await notModified.arrayBuffer()).byteLength]).toEqual([304, 0]);
    const since = await get({ 'If-Modified-Since': whole.res.headers.get('last-modified')! });
    expect(since.status).toBe(304);
    // A Range for another version of the file gets the whole of this one.
    const staleRange = await get({ Range: 'bytes=0-9', 'If-Range': '"an-older-version"' });
    expect([staleRange.status, (await staleRange.arrayBuffer()).byteLength]).toEqual([200, video.length]);
    expect((await get({ 'If-Match': '"an-older-version"' })).status).toBe(412);
    const head = await get({}, 'HEAD');
    expect([head.status, head.headers.get('content-length'), head.headers.get('etag')]).toEqual([200, String(video.length), etag]);
  });

  test('a file an earlier version left in MEDIA_DIR is served; a half-written temporary is not', async () => {
    const res = await served(`/media/${legacy.name}`);
    expect([res.res.status, res.res.headers.get('content-type'), res.res.headers.get('cache-control')]).toEqual([
      200,
      'video/mp4',
      'public, max-age=31536000, immutable',
    ]);
    expect(Buffer.compare(res.bytes, Buffer.from(legacy.bytes))).toBe(0);
    expect(await filesOf(`.${legacy.name}`)).toEqual([]);
  });

  test('a WebM is accepted as video/webm', async () => {
    const res = await upload({ bytes: webm(), name: 'lake.webm' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'video', mime: 'video/webm', url: `/media/${res.body.id}.webm` });
    expect((await served(res.body.url)).res.headers.get('content-type')).toBe('video/webm');
  });

  test('the same bytes twice are one record, one set of files and one audit entry', async () => {
    const png = await gradientPng();
    const first = await upload({ bytes: png, name: 'first.png' });
    const second = await upload({ bytes: png, name: 'second-name.png' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const id = first.body.id;
    expect(await filesOf(id)).toHaveLength(4);

    const audit = await admin.request('GET', `/api/content-changes?area=media&recordId=${id}`);
    expect(audit.body.map((c: any) => [c.area, c.recordId, c.action, c.actor.username])).toEqual([['media', id, 'created', 'guide']]);
    expect(audit.body[0].changes).toMatchObject({
      url: { from: null, to: `/media/${id}.png` },
      originalName: { from: null, to: 'first.png' },
    });
  });

  test('a deleted file is written again by the next upload of the same bytes', async () => {
    const video = mp4(100);
    const first = await upload({ bytes: video, name: 'clip.mp4' });
    await database.dataSource.query('DELETE FROM media_files WHERE "name" = $1', [`${first.body.id}.mp4`]);
    expect((await served(first.body.url)).res.status).toBe(404);
    const again = await upload({ bytes: video, name: 'clip.mp4' });
    expect(again.body).toEqual(first.body);
    expect((await served(first.body.url)).res.status).toBe(200);
  });

  test('no file, or an empty one, asks for a file (400)', async () => {
    const message = errorAnswer({ message: 'Please choose a file to upload' });
    expect(await upload({ kind: 'image' })).toEqual({ status: 400, body: message });
    expect(await upload({ bytes: new Uint8Array(0), name: 'empty.png' })).toEqual({ status: 400, body: message });
    expect(await admin.request('POST', '/api/media', {})).toMatchObject({ status: 400, body: message });
  });

  test('uploads need an admin session and a scripted request', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'green' } })
      .png()
      .toBuffer();
    expect((await upload({ bytes: png }, null)).status).toBe(401);
    expect((await upload({ bytes: png }, auditor)).status).toBe(403);
    // A plain HTML form on another site can post multipart but cannot add X-Requested-With.
    expect(await upload({ bytes: png }, admin, {})).toEqual({
      status: 403,
      body: errorAnswer({ message: 'Refused: send JSON or the X-Requested-With header with this request.' }),
    });
  });

  test('staff list the library newest first', async () => {
    clock.advance(60_000);
    const older = (await upload({ bytes: mp4(50), name: 'older.mp4' })).body;
    clock.advance(60_000);
    const newer = (await upload({ bytes: mp4(50), name: 'newer.mp4' })).body;
    expect((await app.request('GET', '/api/media')).status).toBe(401);
    const list = await auditor.request('GET', '/api/media');
    expect(list.status).toBe(200);
    const ids = list.body.map((m: { id: string }) => m.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const dates = list.body.map((m: { createdAt: string }) => m.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('a missing file is a plain 404 and folders are not listed', async () => {
    const missing = await fetch(`${app.url}/media/${'0'.repeat(32)}.png`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(errorAnswer({ message: 'Not found' }));
    expect((await fetch(`${app.url}/media/`)).status).toBe(404);
    expect((await fetch(`${app.url}/media/..%2Fpackage.json`)).status).not.toBe(200);
  });
});
