import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../../adapters/persistence/database';
import { testDatabases } from '../support/databases';
import { startTestApp, TestApp, TestClient } from '../support/test-app';

interface Item {
  id: string;
  done: boolean;
  detail: string;
  link: string;
  confirmable: boolean;
}

describe.each(testDatabases().map((db) => [db.name, db] as const))('the setup checklist on %s', (_name, db) => {
  let database: Database;
  let dataDir: string;
  let app: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    database = await db.open();
    dataDir = mkdtempSync(join(tmpdir(), 'fishing-setup-'));
    // With a data directory the server seeds the site's starting content, as on a fresh install.
    app = await startTestApp({ database, env: { DATA_DIR: dataDir } });
    admin = await app.signIn('admin', 'guide');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const checklist = async (client: TestClient = admin) => {
    const res = await client.request('GET', '/api/setup-checklist');
    expect(res.status).toBe(200);
    return res.body as { items: Item[]; sampleReviewIds: number[]; sampleCatchIds: number[] };
  };
  const item = async (id: string) => (await checklist()).items.find((i) => i.id === id)!;

  test('a fresh site: nothing is done, each item says what is left and where', async () => {
    const { items, sampleReviewIds, sampleCatchIds } = await checklist();
    expect(items.map((i) => [i.id, i.done])).toEqual([
      ['contact', false],
      ['guide', false],
      ['logo', false],
      ['packages', false],
      ['schedule', false],
      ['reviewLinks', false],
      ['claims', false],
      ['payments', false],
      ['messaging', false],
      ['samples', false],
    ]);
    expect(items.find((i) => i.id === 'contact')!.detail).toBe(
      'Replace the sample business phone and business email with yours: customers call and write to them.',
    );
    expect(items.find((i) => i.id === 'samples')!.detail).toContain('3 sample reviews and 3 sample catches');
    expect(items.every((i) => i.link.startsWith('/'))).toBe(true);
    expect(items.filter((i) => i.confirmable).map((i) => i.id)).toEqual(['packages', 'schedule', 'claims']);
    expect(sampleReviewIds).toHaveLength(3);
    expect(sampleCatchIds).toHaveLength(3);
  });

  test('the guide replaces the business phone and email: the item is done', async () => {
    const save = (key: string, value: string) => admin.request('POST', '/api/site-content', { section: 'contact', key, value });
    expect((await save('phone', '(780) 963-2211')).status).toBe(200);
    expect((await item('contact')).detail).toBe('Replace the sample business email with yours: customers call and write to them.');
    expect((await save('email', 'dale@wabamun-trips.ca')).status).toBe(200);
    expect(await item('contact')).toMatchObject({ done: true, detail: 'Customers see your phone number and email address.' });
  });

  test('a sample review the guide rewrote is theirs; a deleted catch is no longer a sample', async () => {
    const before = await checklist();
    const reviewId = before.sampleReviewIds[0]!;
    const review = (
      (await admin.request('GET', '/api/reviews')).body as { id: number; name: string; location: string; rating: number }[]
    ).find((r) => r.id === reviewId)!;
    const rewritten = await admin.request('PUT', `/api/reviews/${reviewId}`, {
      name: review.name,
      location: review.location,
      rating: review.rating,
      comment: 'A real review from a real customer, written after a real trip on the lake.',
    });
    expect(rewritten.status).toBe(200);
    expect((await admin.request('DELETE', `/api/catches/${before.sampleCatchIds[0]}`)).status).toBe(204);
    const after = await checklist();
    expect(after.sampleReviewIds).toEqual(before.sampleReviewIds.filter((id) => id !== reviewId));
    expect(after.sampleCatchIds).toEqual(before.sampleCatchIds.slice(1));
    expect(after.items.find((i) => i.id === 'samples')!.detail).toContain('2 sample reviews and 2 sample catches');
  });

  test('packages and the schedule can be confirmed as they are; other items cannot', async () => {
    const confirmed = await admin.request('PUT', '/api/setup-checklist/packages/confirmed');
    expect(confirmed.status).toBe(200);
    expect((confirmed.body as { items: Item[] }).items.find((i) => i.id === 'packages')).toMatchObject({ done: true, confirmable: false });
    expect((await admin.request('PUT', '/api/setup-checklist/logo/confirmed')).status).toBe(400);
    expect((await item('schedule')).done).toBe(false);
  });

  test("changing the weekly schedule and setting a package's season completes its item", async () => {
    const { days } = (await admin.request('GET', '/api/availability/template')).body as { days: Record<string, string[]> };
    expect((await admin.request('PUT', '/api/availability/template', { days: { ...days, sunday: [] } })).status).toBe(200);
    // Every package still runs all year: the item asks for the seasons.
    expect(await item('schedule')).toMatchObject({ done: false, detail: expect.stringContaining("Set each package's season") });
    const [first] = (await admin.request('GET', '/api/packages')).body as { id: number }[];
    const { id, createdAt: _c, updatedAt: _u, ...pkg } = (await admin.request('GET', `/api/packages/${first!.id}`)).body;
    const seasoned = await admin.request('PUT', `/api/packages/${id}`, { ...pkg, season: [{ kind: 'months', from: 5, to: 10 }] });
    expect(seasoned.status).toBe(200);
    expect((await item('schedule')).done).toBe(true);
  });

  test('an auditor reads the checklist but cannot confirm; a visitor reads nothing', async () => {
    const auditor = await app.signIn('auditor', 'reader');
    expect((await checklist(auditor)).items).toHaveLength(10);
    expect((await auditor.request('PUT', '/api/setup-checklist/schedule/confirmed')).status).toBe(403);
    expect((await app.request('GET', '/api/setup-checklist')).status).toBe(401);
    // Which items a guide confirmed is staff business, like the rest of the dashboard's settings.
    const publicContent = (await app.request('GET', '/api/site-content')).body as { section: string }[];
    expect(publicContent.some((e) => e.section === 'setup')).toBe(false);
  });
});
