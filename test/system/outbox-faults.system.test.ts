import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { addDays, weekdayOf } from '../../domain/availability/weekly-template';
import { LocalMailServer, LocalTwilio, STAND_IN_TWILIO } from '../support/message-stand-ins';
import { OwnedPostgres, startOwnedPostgres } from '../support/owned-postgres';
import { killLeftoverServers, ServerProcess, startServerProcess } from '../support/server-process';

/**
 * The outbox of a server process on a PostgreSQL cluster this suite owns, with the mail server
 * and Twilio stand-ins counting what arrives: a server killed while it holds claims, and the
 * database stopped for 10 s in the middle of paid bookings. Every message must arrive once.
 */

const today = new Date().toISOString().slice(0, 10);
const SLOTS = Array.from({ length: 330 }, (_, i) => addDays(today, i + 3)).flatMap((date) =>
  ['saturday', 'sunday'].includes(weekdayOf(date))
    ? [{ date, time: 'full-day', package: 'Full-Day Adventure' }]
    : ['morning', 'afternoon'].map((time) => ({ date, time, package: 'Half-Day Adventure' })),
);
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

async function post(url: string, path: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'outbox-faults' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** One visitor's paid booking of slot k; false when any step was refused (the database was away). */
async function bookAndPay(url: string, k: number): Promise<boolean> {
  const slot = SLOTS[k]!;
  const bookingData = {
    ...{ package: slot.package, date: slot.date, time: slot.time, name: `Outbox Visitor ${k}`, email: `visitor${k}@example.com` },
    ...{ phone: `(780) 555-${String(2000 + k)}`, people: 2, hasKids: false, kidsCount: 0 },
  };
  try {
    const held = await post(url, '/api/create-payment-intent', { amount: 1, bookingData });
    if (held.status !== 201) return false;
    const { paymentIntentId, clientSecret } = held.body;
    const paid = await post(url, `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, { clientSecret, ...CARD });
    if (paid.status !== 200) return false;
    const confirmed = await post(url, '/api/confirm-booking-payment', { paymentIntentId, clientSecret });
    return confirmed.status === 200 && confirmed.body.status === 'confirmed';
  } catch {
    return false;
  }
}

interface Row {
  id: string;
  channel: 'email' | 'sms';
  status: string;
  recipientKey: string;
  body: string;
}

async function outboxRows(url: string): Promise<Row[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Row>(
      `SELECT "id"::text AS "id", "channel", "status", "recipientKey", "body" FROM outbox_messages ORDER BY "id"`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

async function eventually(what: string, deadline: number, done: () => Promise<boolean> | boolean): Promise<void> {
  for (;;) {
    if (await Promise.resolve(done()).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Not by the deadline: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the outbox of server processes on PostgreSQL under faults', () => {
  let pg: OwnedPostgres;
  const mail = new LocalMailServer();
  const twilio = new LocalTwilio();
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    pg = await startOwnedPostgres();
    await mail.start();
    await twilio.start();
  }, 60_000);
  afterAll(async () => {
    killLeftoverServers();
    await mail.stop();
    await twilio.stop();
    await pg?.remove();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A database of its own in the cluster, and a server environment on it. */
  async function database(name: string): Promise<{ url: string; env: Record<string, string> }> {
    const admin = new Client({ connectionString: pg.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
    const url = pg.url.replace(/\/postgres$/, `/${name}`);
    const dataDir = mkdtempSync(join(tmpdir(), 'fishing-outbox-'));
    dataDirs.push(dataDir);
    return {
      url,
      env: {
        ...{ DATABASE_URL: url, DATA_DIR: dataDir, HOLDS_PER_CLIENT: '100000', CHECKOUT_RATE_LIMIT: '1000000' },
        SMTP_URL: `smtp://127.0.0.1:${mail.port}?ignoreTLS=true`,
        ...{ TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: STAND_IN_TWILIO.authToken, TWILIO_FROM: STAND_IN_TWILIO.from },
        TWILIO_API_BASE: `http://127.0.0.1:${twilio.port}`,
      },
    };
  }

  /** Everything in the outbox went, and the stand-ins hold as many messages as it has. */
  async function allDelivered(url: string, mailBefore: number, smsBefore: number): Promise<boolean> {
    const rows = await outboxRows(url);
    const emails = rows.filter((r) => r.channel === 'email').length;
    return (
      rows.length > 0 &&
      rows.every((r) => r.status === 'sent') &&
      mail.received.length - mailBefore >= emails &&
      twilio.received.length - smsBefore >= rows.length - emails
    );
  }

  /** Each outbox message arrived exactly once: emails by their Message-ID, texts by number and text. */
  async function expectEachOnce(url: string, mailBefore: number, smsBefore: number): Promise<void> {
    const rows = await outboxRows(url);
    const emailIds = mail.received
      .slice(mailBefore)
      .map((m) => /^<outbox-(\d+)-[0-9a-f]{12}@[^>]+>$/.exec(m.headers['message-id'] ?? '')?.[1]);
    expect(emailIds.sort()).toEqual(
      rows
        .filter((r) => r.channel === 'email')
        .map((r) => r.id)
        .sort(),
    );
    const texts = twilio.received.slice(smsBefore).map((m) => `${m.to} ${m.body}`);
    expect(texts.sort()).toEqual(
      rows
        .filter((r) => r.channel === 'sms')
        .map((r) => `${r.recipientKey} ${r.body}`)
        .sort(),
    );
  }

  test('a server killed with SIGKILL while it holds claims: the restarted one sends them within a minute, none twice', async () => {
    const db = await database('outbox_crash');
    const [mailBefore, smsBefore] = [mail.received.length, twilio.received.length];
    // Every recipient waits 4 s for its answer: the server is caught holding its claims, mid-send.
    mail.rcptDelayMs = 4_000;
    const first = await startServerProcess(db.env);
    for (const k of [0, 1, 2]) expect(await bookAndPay(first.url, k)).toBe(true);
    await eventually('the first server is sending', Date.now() + 30_000, () => mail.rcptWaiting > 0);
    expect(await first.kill('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    const killedAt = Date.now();
    const claimed = (await outboxRows(db.url)).filter((r) => r.status === 'sending');
    expect(claimed.length).toBeGreaterThan(0);

    mail.rcptDelayMs = 0;
    const restarted = await startServerProcess(db.env);
    await eventually('every message delivered', killedAt + 60_000, () => allDelivered(db.url, mailBefore, smsBefore));
    await expectEachOnce(db.url, mailBefore, smsBefore);
    expect(await restarted.kill('SIGTERM')).toEqual({ code: 0, signal: null });
  }, 150_000);

  test('PostgreSQL stopped for 10 s during paid bookings: afterwards every queued message is delivered within a minute, none twice', async () => {
    const db = await database('outbox_blip');
    const [mailBefore, smsBefore] = [mail.received.length, twilio.received.length];
    // A slow mail server: the database goes while a message is being handed over.
    mail.rcptDelayMs = 3_000;
    const server: ServerProcess = await startServerProcess(db.env);
    let next = 10;
    let visiting = true;
    const booked: boolean[] = [];
    // Visitors a moment apart, as people are: at full speed two loops used up the slots to book
    // before the first message was even on its way (the outbox is sent every few seconds).
    const visitor = async () => {
      while (visiting && next < SLOTS.length) {
        const ok = await bookAndPay(server.url, next++);
        booked.push(ok);
        await sleep(ok ? 100 : 200); // when the database is away, a visitor tries again a moment later
      }
    };
    const visitors = [visitor(), visitor()];

    await eventually('a message is being sent', Date.now() + 30_000, () => booked.filter(Boolean).length >= 2 && mail.rcptWaiting > 0);
    await pg.stop();
    mail.rcptDelayMs = 0;
    const bookedBefore = booked.filter(Boolean).length;
    await sleep(10_000);
    await pg.start();
    const returnedAt = Date.now();
    await eventually('bookings are taken again', returnedAt + 30_000, () => booked.filter(Boolean).length >= bookedBefore + 2);
    visiting = false;
    await Promise.all(visitors);

    await eventually('every message delivered', returnedAt + 60_000, () => allDelivered(db.url, mailBefore, smsBefore));
    const deliveredMs = Date.now() - returnedAt;
    await expectEachOnce(db.url, mailBefore, smsBefore);
    console.warn(
      `Database stopped for 10 s: bookings confirmed ${booked.filter(Boolean).length} (${bookedBefore} before the stop), refused ${booked.filter((b) => !b).length};` +
        ` ${(await outboxRows(db.url)).length} messages, all delivered once ${deliveredMs} ms after the database returned`,
    );
    expect(server.log()).toMatch(/writing the outcome of message \d+ failed; kept and tried again/);
    expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });
  }, 150_000);
});
