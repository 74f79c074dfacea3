import { describe, expect, test } from '@jest/globals';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { useApiApp } from '../support/api-suite';
import { TestClock } from '../support/test-clock';

const valid = {
  fishType: 'Northern Pike',
  angler: 'Robin Shore',
  date: '2026-08-14',
  imageUrl: '/media/pike-0c1d2e.jpg',
};

const UNSAFE_IMAGE = 'Image must be an uploaded image or an https:// link';

describe.each(testDatabases().map((db) => [db.name, db] as const))('catches API on %s', (_name, db) => {
  // Noon on 2026-11-22 on the lake (UTC-6).
  const clock = new TestClock(new Date('2026-11-22T18:00:00Z'));
  const suite = useApiApp(db, { clock });

  const publicList = async () => {
    const res = await suite.app.request('GET', '/api/catches');
    expect(res.status).toBe(200);
    return res.body as Array<{ id: number } & Record<string, unknown>>;
  };

  test('creates, lists (latest catch date first, then newest entry) and deletes catches', async () => {
    const created = await suite.admin.request('POST', '/api/catches', {
      ...valid,
      fishType: '  Walleye ',
      imageUrl: 'https://photos.example.com/walleye.jpg',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      fishType: 'Walleye',
      angler: 'Robin Shore',
      date: '2026-08-14',
      imageUrl: 'https://photos.example.com/walleye.jpg',
      media: null,
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
    });
    const older = (await suite.admin.request('POST', '/api/catches', { ...valid, date: '2026-06-01' })).body;
    const sameDayLater = (await suite.admin.request('POST', '/api/catches', { ...valid, angler: 'Second Angler' })).body;
    const ours = (await publicList()).map((c) => c.id).filter((id) => [created.body.id, older.id, sameDayLater.id].includes(id));
    expect(ours).toEqual([sameDayLater.id, created.body.id, older.id]);

    expect((await suite.admin.request('DELETE', `/api/catches/${older.id}`)).status).toBe(204);
    expect((await publicList()).some((c) => c.id === older.id)).toBe(false);
  });

  test('editing a catch updates it in place: same id, no copy', async () => {
    const original = (await suite.admin.request('POST', '/api/catches', valid)).body;
    const other = (await suite.admin.request('POST', '/api/catches', { ...valid, angler: 'Bystander' })).body;
    const countBefore = (await publicList()).length;
    clock.advance(60_000);
    const edited = await suite.admin.request('PUT', `/api/catches/${original.id}`, {
      fishType: 'Yellow Perch',
      angler: 'Robin Shore',
      date: '2026-09-02',
      imageUrl: '/media/perch-77.webp',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      id: original.id,
      fishType: 'Yellow Perch',
      angler: 'Robin Shore',
      date: '2026-09-02',
      imageUrl: '/media/perch-77.webp',
      media: null,
      createdAt: original.createdAt,
      updatedAt: clock.now().toISOString(),
    });
    const after = await publicList();
    expect(after.length).toBe(countBefore);
    expect(after.filter((c) => c.id === original.id)).toEqual([edited.body]);
    expect(after.filter((c) => c.fishType === 'Yellow Perch' && c.imageUrl === '/media/perch-77.webp')).toHaveLength(1);
    expect(after.find((c) => c.id === other.id)).toEqual(other);
  });

  test('refuses each missing or bad field with its message and stores nothing', async () => {
    const before = (await publicList()).length;
    const empty = await suite.admin.request('POST', '/api/catches', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(
      errorAnswer({
        message: 'Fish type is required',
        errors: {
          fishType: 'Fish type is required',
          angler: 'Angler is required',
          date: 'Please choose the date of the catch',
          imageUrl: 'Please add an image of the catch',
        },
      }),
    );
    const blank = await suite.admin.request('POST', '/api/catches', { fishType: ' ', angler: '', date: '', imageUrl: '  ' });
    expect(blank.body.errors).toEqual(empty.body.errors);
    for (const date of ['2026-02-30', '2026-13-01', '14/08/2026', '2026-08-14T10:00:00Z', 20260814]) {
      const bad = await suite.admin.request('POST', '/api/catches', { ...valid, date });
      expect([date, bad.status, bad.body.errors]).toEqual([date, 400, { date: 'Please choose the date of the catch' }]);
    }
    const tooLong = await suite.admin.request('POST', '/api/catches', {
      ...valid,
      fishType: 'F'.repeat(81),
      angler: 'A'.repeat(81),
      imageUrl: `https://photos.example.com/${'p'.repeat(2000)}.jpg`,
    });
    expect(tooLong.body.errors).toEqual({
      fishType: 'Fish type must be at most 80 characters',
      angler: 'Angler must be at most 80 characters',
      imageUrl: 'Image link must be at most 2000 characters',
    });
    const badUpdate = await suite.admin.request('PUT', '/api/catches/999999', { ...valid, angler: '' });
    expect(badUpdate.body.errors).toEqual({ angler: 'Angler is required' });
    expect((await publicList()).length).toBe(before);
  });

  test('refuses image links that are not an uploaded image or https', async () => {
    const before = (await publicList()).length;
    for (const imageUrl of [
      'javascript:alert(1)',
      ' JavaScript:alert(document.cookie)',
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
      'data:text/html,<script>alert(1)</script>',
      'http://photos.example.com/pike.jpg',
      '//photos.example.com/pike.jpg',
      '/media/../config.png',
      '/media/pike.svg',
      'pike.jpg',
    ]) {
      const res = await suite.admin.request('POST', '/api/catches', { ...valid, imageUrl });
      expect([imageUrl, res.status, res.body.errors]).toEqual([imageUrl, 400, { imageUrl: UNSAFE_IMAGE }]);
    }
    const existing = (await suite.admin.request('POST', '/api/catches', valid)).body;
    const refusedEdit = await suite.admin.request('PUT', `/api/catches/${existing.id}`, { ...valid, imageUrl: 'javascript:alert(1)' });
    expect(refusedEdit.body).toEqual(errorAnswer({ message: UNSAFE_IMAGE, errors: { imageUrl: UNSAFE_IMAGE } }));
    expect((await publicList()).find((c) => c.id === existing.id)!.imageUrl).toBe(valid.imageUrl);
    expect((await publicList()).length).toBe(before + 1);
  });

  test('answers 404 for a missing catch and 401 without a session', async () => {
    for (const [method, body] of [['PUT', valid], ['DELETE']] as const) {
      const res = await suite.admin.request(method, '/api/catches/999999', body);
      expect([method, res.status, res.body]).toEqual([method, 404, errorAnswer({ message: 'Catch not found' })]);
    }
    const existing = (await suite.admin.request('POST', '/api/catches', { ...valid, angler: 'Kept Safe' })).body;
    for (const [method, path, body] of [
      ['POST', '/api/catches', valid],
      ['PUT', `/api/catches/${existing.id}`, { ...valid, angler: 'Intruder' }],
      ['DELETE', `/api/catches/${existing.id}`],
    ] as const) {
      const res = await suite.app.request(method, path, body);
      expect([method, res.status]).toEqual([method, 401]);
    }
    expect((await publicList()).find((c) => c.id === existing.id)).toMatchObject({ angler: 'Kept Safe' });
  });

  test('every change is in the audit: who, when and what changed', async () => {
    const item = (await suite.admin.request('POST', '/api/catches', { ...valid, angler: 'Audit Angler' })).body;
    clock.advance(60_000);
    await suite.admin.request('PUT', `/api/catches/${item.id}`, { ...valid, angler: 'Audit Angler', fishType: 'Lake Whitefish' });
    await suite.admin.request('PUT', `/api/catches/${item.id}`, { ...valid, angler: 'Audit Angler', fishType: 'Lake Whitefish' }); // no change
    await suite.admin.request('DELETE', `/api/catches/${item.id}`);
    const audit = await suite.admin.request('GET', `/api/content-changes?area=catches&recordId=${item.id}`);
    expect(audit.status).toBe(200);
    expect(audit.body.map((c: any) => [c.area, c.action, c.actor.username, Object.keys(c.changes)])).toEqual([
      ['catches', 'deleted', 'guide', expect.arrayContaining(['fishType', 'angler', 'date', 'imageUrl'])],
      ['catches', 'updated', 'guide', ['fishType']],
      ['catches', 'created', 'guide', expect.arrayContaining(['fishType', 'angler', 'date', 'imageUrl'])],
    ]);
    expect(audit.body[1].changes.fishType).toEqual({ from: 'Northern Pike', to: 'Lake Whitefish' });
    expect(audit.body[1].at).toBe(clock.now().toISOString());
  });

  // Last: it moves the clock forward past midnight on the lake.
  test('a catch date after today on the lake is refused, on create and on edit', async () => {
    const before = (await publicList()).length;
    const tomorrow = await suite.admin.request('POST', '/api/catches', { ...valid, date: '2026-11-23' });
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body).toEqual(errorAnswer({ message: 'The catch date cannot be in the future' }));
    const today = await suite.admin.request('POST', '/api/catches', { ...valid, date: '2026-11-22' });
    expect(today.status).toBe(201);
    const edit = await suite.admin.request('PUT', `/api/catches/${today.body.id}`, { ...valid, date: '2027-01-01' });
    expect(edit.body).toEqual(errorAnswer({ message: 'The catch date cannot be in the future' }));

    // 23:30 on the 22nd on the lake is already the 23rd in UTC: the lake's day counts.
    clock.advance(11.5 * 3_600_000);
    // Sessions lapse over hours of clock time: sign in again.
    const late = await suite.app.signIn('admin', 'guide');
    const lateNight = await late.request('POST', '/api/catches', { ...valid, date: '2026-11-23' });
    expect([lateNight.status, lateNight.body.message]).toEqual([400, 'The catch date cannot be in the future']);
    clock.advance(3_600_000);
    expect((await late.request('POST', '/api/catches', { ...valid, date: '2026-11-23' })).status).toBe(201);
    expect((await publicList()).length).toBe(before + 2);
    expect((await publicList()).find((c) => c.id === today.body.id)!.date).toBe('2026-11-22');
  });
});
