import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from '@jest/globals';
import { startTestApp } from '../support/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'fishing-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test('on the embedded default, stopping and starting again keeps every event and read model', async () => {
  const firstApp = await startTestApp({ env: { DATA_DIR: dataDir } });
  const first = await firstApp.signIn('admin', 'guide');
  const created = await first.request('POST', '/api/bookings', {
    package: 'Trophy Hunter',
    date: '2026-12-12',
    time: 'full-day',
    name: 'Riley Seba',
    email: 'riley@example.com',
    phone: '7805550123',
    people: 2,
  });
  await first.request('PATCH', `/api/bookings/${created.body.id}/status`, { status: 'confirmed', reason: 'Deposit by phone' });
  await firstApp.close();

  const secondApp = await startTestApp({ env: { DATA_DIR: dataDir } });
  try {
    // The session survives the restart too: it lives in the database, not in the process.
    const second = secondApp.withCookie(first.cookie!);
    expect((await second.request('GET', '/api/health')).body.adapters.events).toBe('pglite');
    const list = (await second.request('GET', '/api/bookings')).body;
    expect(list).toEqual([expect.objectContaining({ id: created.body.id, status: 'confirmed', version: 2 })]);
    const history = (await second.request('GET', `/api/bookings/${created.body.id}/history`)).body;
    expect(history.map((h: { reason: string | null }) => h.reason)).toEqual([null, 'Deposit by phone']);
    // And it goes on writing after the restart.
    const cancelled = await second.request('PATCH', `/api/bookings/${created.body.id}/status`, { status: 'cancelled' });
    expect(cancelled.body.version).toBe(3);
  } finally {
    await secondApp.close();
  }
  // Two cold starts of the embedded database with every migration: 12 s on a quiet machine, past 60 s
  // on a CI machine running the other suites' servers and clusters beside it. A ceiling, not a timing.
}, 180_000);
