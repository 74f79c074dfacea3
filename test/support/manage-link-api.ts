import { afterAll, beforeAll, beforeEach, expect } from '@jest/globals';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import { AppLogger } from '../../adapters/logging/app-logger';
import { Database } from '../../adapters/persistence/database';
import { messagesSettled } from './api-suite';
import { useMessagingStandIns } from './message-stand-ins';
import { startTestApp, TestApp, TestClient } from './test-app';
import { TestClock } from './test-clock';
import { tripStart } from '../../domain/bookings/refund-policy';
import { TestDatabase } from './databases';
import { STARTUP_CEILING_MS } from './startup-ceiling';

// Monday 2026-11-23, 8 or 9 AM on the lake (as the zone's rules have it). Times are worked out from tripStart.
export const START = new Date('2026-11-23T15:00:00Z');
const HOUR = 3_600_000;
/** `hours` before the morning trip of `date` starts. */
export const beforeMorning = (date: string, hours: number) => new Date(tripStart(date, 'morning').getTime() - hours * HOUR);
export const until = (date: string, time: 'morning' | 'afternoon') => new Date(tripStart(date, time).getTime() - 48 * HOUR).toISOString();
export const clock = new TestClock(START);
export const LINK = /https?:\/\/[^\s"<>]+\/manage\/([A-Za-z0-9_-]{22})/;

/**
 * A site on `db` whose clock starts every test at START, its messages caught by stand-ins and its
 * log lines kept, with the calls the manage link's suite makes; every manage token its bookings
 * got is in `tokens`.
 */
export function useManageLinkApi(db: TestDatabase) {
  const { mail, twilio, env } = useMessagingStandIns();
  const lines: string[] = [];
  const tokens: string[] = [];
  let database: Database;
  let app: TestApp;
  let admin: { client: TestClient; at: number } | undefined;
  let seq = 0;

  beforeAll(async () => {
    database = await db.open();
    const logger = new AppLogger({ format: 'json', level: 'log', write: (line) => lines.push(line) });
    app = await startTestApp({ database, clock, env, logger });
  }, STARTUP_CEILING_MS);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(() => {
    clock.set(START);
  });

  /** The admin, signed in again when the clock moved far (sessions expire on it). */
  async function staff(): Promise<TestClient> {
    const now = clock.now().getTime();
    if (!admin || Math.abs(now - admin.at) > 3_600_000) admin = { client: await app.signIn('admin', 'guide'), at: now };
    return admin.client;
  }

  /** A visitor's booking of the half-day package for two, paid with the test card; its manage token from the confirmation SMS. */
  async function paidBooking(date: string, time = 'morning') {
    seq++;
    const who = { name: `Manager ${seq}`, email: `manager${seq}@example.com`, phone: `(780) 555-02${String(seq).padStart(2, '0')}` };
    const form = { package: 'Half-Day Adventure', date, time, ...who, people: 2 };
    const started = (await app.request('POST', '/api/create-payment-intent', { amount: 1, bookingData: form })).body;
    expect(started).toMatchObject({ paymentIntentId: expect.any(String) });
    const paid = await app.request('POST', `/api/test-gateway/payment-intents/${started.paymentIntentId}/confirm`, {
      clientSecret: started.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.status).toBe(200);
    const booking = (
      await app.request('POST', '/api/confirm-booking-payment', {
        paymentIntentId: started.paymentIntentId,
        clientSecret: started.clientSecret,
      })
    ).body;
    expect(booking.status).toBe('confirmed');
    await messagesSettled(app, database);
    await app.app.get(OutboxDispatcher).dispatchDue();
    const sms = twilio.received.filter((m) => m.body.includes(`/manage/`) && m.to.endsWith(`55502${String(seq).padStart(2, '0')}`));
    expect(sms).toHaveLength(1);
    const token = LINK.exec(sms[0]!.body)![1]!;
    tokens.push(token);
    return {
      id: booking.id as string,
      token,
      paymentIntentId: started.paymentIntentId as string,
      amountCents: started.amountCents as number,
      ...who,
    };
  }

  const view = (token: string) => app.request('GET', `/api/manage/${token}`);
  const cancel = (token: string) => app.request('POST', `/api/manage/${token}/cancel`, {});
  const reschedule = (token: string, date: string, time: string) => app.request('POST', `/api/manage/${token}/reschedule`, { date, time });
  const refundsOf = async (paymentIntentId: string) =>
    (
      (await database.dataSource.query('SELECT "amountCents" FROM test_refunds WHERE "paymentIntentId" = $1', [paymentIntentId])) as {
        amountCents: number;
      }[]
    ).map((r) => r.amountCents);
  const slotStatus = async (date: string, time: string) => {
    const days = (await app.request('GET', `/api/availability?from=${date}&days=1`)).body as {
      date: string;
      slots: { timeSlot: string; status: string }[];
    }[];
    return days.find((d) => d.date === date)?.slots.find((s) => s.timeSlot === time)?.status;
  };
  const historyOf = async (id: string) =>
    (await (await staff()).request('GET', `/api/bookings/${id}/history`)).body as {
      type: string;
      actor: Record<string, string>;
      reason: string | null;
      changes: Record<string, { from: unknown; to: unknown }>;
    }[];
  const outboxOf = async (id: string, kind: string) =>
    (await database.dataSource.query(
      'SELECT audience, channel, body FROM outbox_messages WHERE "bookingId" = $1 AND kind = $2 ORDER BY audience, channel',
      [id, kind],
    )) as { audience: string; channel: string; body: string }[];

  return {
    mail,
    lines,
    tokens,
    staff,
    paidBooking,
    view,
    cancel,
    reschedule,
    refundsOf,
    slotStatus,
    historyOf,
    outboxOf,
    /** The app and its database, once the suite has started them. */
    get app(): TestApp {
      return app;
    },
    get database(): Database {
      return database;
    },
  };
}
