import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { Database } from '../../adapters/persistence/database';
import { PROJECTION_RUNNER } from '../../adapters/shared/tokens';
import { testDatabases } from '../support/databases';
import { startTestApp, TestApp, TestClient } from '../support/test-app';
import { TestClock } from '../support/test-clock';
import { untilLogVisible } from '../support/visible-log';

/**
 * The public calendar is kept in memory between requests (docs/architecture/web.md) and must still
 * show every change on the next request: a checkout's hold, a cancellation, the admin's override
 * and weekly template, and a booking made through another server on the same database once this one
 * has read the log.
 */
const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
const DATE = '2026-12-08'; // a Tuesday: morning and afternoon

describe.each(testDatabases().map((db) => [db.name, db] as const))('the kept calendar on %s', (_name, db) => {
  let database: Database;
  let app: TestApp;
  let other: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    database = await db.open();
    app = await startTestApp({ database, clock });
    other = await startTestApp({ database, clock });
    admin = await app.signIn('admin', 'guide');
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await app?.close();
    await database?.close();
  });

  const slots = async (server: TestApp = app) => {
    const res = await server.request('GET', `/api/availability?from=${DATE}&days=1`);
    expect(res.status).toBe(200);
    return Object.fromEntries((res.body[0].slots as { timeSlot: string; status: string }[]).map((s) => [s.timeSlot, s.status]));
  };
  const checkout = (server: TestApp, time: string, n: number) =>
    server.request('POST', '/api/create-payment-intent', {
      amount: 1,
      bookingData: {
        package: 'Half-Day Adventure',
        date: DATE,
        time,
        name: `Kept ${n}`,
        email: `kept${n}@example.com`,
        phone: `(780) 555-04${n}0`,
        people: 2,
      },
    });

  test('a hold, its release, an override and the template each show on the next request', async () => {
    expect(await slots()).toEqual({ morning: 'available', afternoon: 'available' });
    // Asked again: the same answer, from memory.
    expect(await slots()).toEqual({ morning: 'available', afternoon: 'available' });

    const held = await checkout(app, 'morning', 1);
    expect(held.status).toBe(201);
    expect(await slots()).toEqual({ morning: 'booked', afternoon: 'available' });

    const release = { paymentIntentId: held.body.paymentIntentId, clientSecret: held.body.clientSecret };
    expect((await app.request('POST', '/api/release-payment-hold', release)).status).toBe(204);
    expect(await slots()).toEqual({ morning: 'available', afternoon: 'available' });

    expect((await admin.request('PUT', '/api/availability', { date: DATE, timeSlot: 'afternoon', status: 'booked' })).status).toBe(200);
    expect(await slots()).toEqual({ morning: 'available', afternoon: 'booked' });
    expect((await admin.request('DELETE', `/api/availability/${DATE}/afternoon`)).status).toBe(204);
    expect(await slots()).toEqual({ morning: 'available', afternoon: 'available' });

    const template = (await admin.request('GET', '/api/availability/template')).body as { days: Record<string, string[]> };
    const withoutTuesdayMorning = { days: { ...template.days, tuesday: ['afternoon'] } };
    expect((await admin.request('PUT', '/api/availability/template', withoutTuesdayMorning)).status).toBe(200);
    expect((await slots()).morning).toBeUndefined();
    expect((await admin.request('PUT', '/api/availability/template', template)).status).toBe(200);
    expect(await slots()).toEqual({ morning: 'available', afternoon: 'available' });
  });

  test("another server's booking shows once this one has read the log", async () => {
    expect((await slots()).afternoon).toBe('available');
    expect((await checkout(other, 'afternoon', 2)).status).toBe(201);
    // This server's projection runner finds the rows written by the other's: its copy is dropped all the same.
    await untilLogVisible(database);
    await app.app.get<ProjectionRunner>(PROJECTION_RUNNER).catchUp();
    expect((await slots()).afternoon).toBe('booked');
  });
});
