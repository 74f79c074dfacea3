import { beforeAll, describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { Database } from '../../adapters/persistence/database';
import { testDatabases } from '../support/databases';
import { TestApp } from '../support/test-app';
import { mp4, useMediaApi, webm } from '../support/media-api';

describe.each(testDatabases().map((db) => [db.name, db] as const))('media uploads on %s', (name, db) => {
  const { ctx, legacy, upload, filesOf, served } = useMediaApi(name, db);
  let database: Database;
  let app: TestApp;

  beforeAll(() => {
    ({ database, app } = ctx);
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
});
