import { beforeAll, describe, expect, test } from '@jest/globals';
import sharp from 'sharp';
import { Database } from '../../adapters/persistence/database';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { TestApp, TestClient } from '../support/test-app';
import { gradientPng, mp4, useMediaApi } from '../support/media-api';

describe.each(testDatabases().map((db) => [db.name, db] as const))('media uploads on %s', (name, db) => {
  const { ctx, clock, upload, filesOf, served } = useMediaApi(name, db);
  let database: Database;
  let app: TestApp;
  let admin: TestClient;
  let auditor: TestClient;

  beforeAll(() => {
    ({ database, app, admin, auditor } = ctx);
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
