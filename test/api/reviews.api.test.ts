import { describe, expect, test } from '@jest/globals';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { useApiApp } from '../support/api-suite';
import { TestClock } from '../support/test-clock';

const valid = {
  name: 'Dana Whitford',
  location: 'Stony Plain, AB',
  rating: 5,
  comment: 'Three pike over 30 inches before lunch. Great guide.',
};

describe.each(testDatabases().map((db) => [db.name, db] as const))('reviews API on %s', (_name, db) => {
  const clock = new TestClock(new Date('2026-11-22T18:00:00Z'));
  const suite = useApiApp(db, { clock });

  const publicList = async () => {
    const res = await suite.app.request('GET', '/api/reviews');
    expect(res.status).toBe(200);
    return res.body as Array<{ id: number } & Record<string, unknown>>;
  };

  test('creates, lists (newest first), updates and deletes a review', async () => {
    const created = await suite.admin.request('POST', '/api/reviews', { ...valid, rating: '4', name: '  Dana Whitford ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Dana Whitford',
      location: 'Stony Plain, AB',
      rating: 4,
      comment: valid.comment,
      initials: 'DW',
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
    });
    clock.advance(60_000);
    const newer = (await suite.admin.request('POST', '/api/reviews', { ...valid, name: 'Newer Reviewer' })).body;
    const ids = (await publicList()).map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(created.body.id));
    expect(ids.indexOf(created.body.id)).toBeGreaterThanOrEqual(0);

    const updated = await suite.admin.request('PUT', `/api/reviews/${created.body.id}`, { ...valid, name: 'Émile Roy', rating: 3 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.body.id, name: 'Émile Roy', initials: 'ÉR', rating: 3 });
    expect((await publicList()).find((r) => r.id === created.body.id)).toMatchObject({ initials: 'ÉR', rating: 3 });

    const deleted = await suite.admin.request('DELETE', `/api/reviews/${created.body.id}`);
    expect(deleted.status).toBe(204);
    expect((await publicList()).some((r) => r.id === created.body.id)).toBe(false);
  });

  test('initials are computed by the server; initials sent by the client are ignored', async () => {
    const created = await suite.admin.request('POST', '/api/reviews', { ...valid, name: 'mary-jane  van smith', initials: 'XX' });
    expect(created.status).toBe(201);
    expect(created.body.initials).toBe('MJV');
    const updated = await suite.admin.request('PUT', `/api/reviews/${created.body.id}`, { ...valid, name: 'Lee Chan', initials: '<b>' });
    expect(updated.body.initials).toBe('LC');
    expect((await publicList()).find((r) => r.id === created.body.id)!.initials).toBe('LC');
  });

  test('refuses each missing or bad field with its message and stores nothing', async () => {
    const before = (await publicList()).length;
    const empty = await suite.admin.request('POST', '/api/reviews', { name: ' ', location: '', rating: 0, comment: '\n ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(
      errorAnswer({
        message: 'Name is required',
        errors: {
          name: 'Name is required',
          location: 'Location is required',
          rating: 'Rating must be a whole number from 1 to 5',
          comment: 'Comment is required',
        },
      }),
    );
    expect((await suite.admin.request('POST', '/api/reviews', {})).body.errors).toEqual({
      name: 'Name is required',
      location: 'Location is required',
      rating: 'Rating must be a whole number from 1 to 5',
      comment: 'Comment is required',
    });
    for (const rating of [6, -1, 4.5, '4.5', 'five', null]) {
      const bad = await suite.admin.request('POST', '/api/reviews', { ...valid, rating });
      expect([rating, bad.status, bad.body.errors]).toEqual([rating, 400, { rating: 'Rating must be a whole number from 1 to 5' }]);
    }
    const tooLong = await suite.admin.request('POST', '/api/reviews', {
      name: 'N'.repeat(81),
      location: 'L'.repeat(81),
      rating: 5,
      comment: 'C'.repeat(2001),
    });
    expect(tooLong.body.errors).toEqual({
      name: 'Name must be at most 80 characters',
      location: 'Location must be at most 80 characters',
      comment: 'Comment must be at most 2000 characters',
    });
    const noLetter = await suite.admin.request('POST', '/api/reviews', { ...valid, name: '42' });
    expect(noLetter.body.errors).toEqual({ name: 'Name must contain at least one letter' });
    const badUpdate = await suite.admin.request('PUT', '/api/reviews/999999', { ...valid, comment: '' });
    expect(badUpdate.body.errors).toEqual({ comment: 'Comment is required' });
    expect((await publicList()).length).toBe(before);
  });

  test('HTML in a review is stored and returned verbatim, as text', async () => {
    const html = '<img src=x onerror=alert(1)>';
    const created = await suite.admin.request('POST', '/api/reviews', {
      name: `Eve ${html}`,
      location: html,
      rating: 1,
      comment: `<script>alert(2)</script> ${html}`,
    });
    expect(created.status).toBe(201);
    const stored = (await publicList()).find((r) => r.id === created.body.id);
    expect(stored).toMatchObject({ name: `Eve ${html}`, location: html, comment: `<script>alert(2)</script> ${html}` });
    // The badge holds letters only, never markup: Eve, <img, src=x.
    expect(stored!.initials).toBe('EIS');
  });

  test('answers 404 for a missing review and 401 without a session', async () => {
    for (const [method, body] of [['PUT', valid], ['DELETE']] as const) {
      const res = await suite.admin.request(method, '/api/reviews/999999', body);
      expect([method, res.status, res.body]).toEqual([method, 404, errorAnswer({ message: 'Review not found' })]);
    }
    const existing = (await suite.admin.request('POST', '/api/reviews', { ...valid, name: 'Kept Safe' })).body;
    for (const [method, path, body] of [
      ['POST', '/api/reviews', valid],
      ['PUT', `/api/reviews/${existing.id}`, { ...valid, name: 'Intruder' }],
      ['DELETE', `/api/reviews/${existing.id}`],
    ] as const) {
      const res = await suite.app.request(method, path, body);
      expect([method, res.status]).toEqual([method, 401]);
    }
    expect((await publicList()).find((r) => r.id === existing.id)).toMatchObject({ name: 'Kept Safe' });
  });

  test('every change is in the audit: who, when and what changed', async () => {
    const review = (await suite.admin.request('POST', '/api/reviews', { ...valid, name: 'Audit Angler' })).body;
    clock.advance(60_000);
    await suite.admin.request('PUT', `/api/reviews/${review.id}`, { ...valid, name: 'Audit Angler', rating: 4 });
    await suite.admin.request('PUT', `/api/reviews/${review.id}`, { ...valid, name: 'Audit Angler', rating: 4 }); // no change
    await suite.admin.request('DELETE', `/api/reviews/${review.id}`);
    const audit = await suite.admin.request('GET', `/api/content-changes?area=reviews&recordId=${review.id}`);
    expect(audit.status).toBe(200);
    expect(audit.body.map((c: any) => [c.area, c.action, c.actor.username, Object.keys(c.changes)])).toEqual([
      ['reviews', 'deleted', 'guide', expect.arrayContaining(['name', 'rating', 'initials'])],
      ['reviews', 'updated', 'guide', ['rating']],
      ['reviews', 'created', 'guide', expect.arrayContaining(['name', 'location', 'rating', 'comment', 'initials'])],
    ]);
    expect(audit.body[1].changes.rating).toEqual({ from: 5, to: 4 });
    expect(audit.body[1].at).toBe(clock.now().toISOString());
  });
});
