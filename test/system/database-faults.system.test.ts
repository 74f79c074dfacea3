import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, weekdayOf } from '../../domain/availability/weekly-template';
import { TimeSlot } from '../../domain/bookings/booking-rules';
import { WAIVER_COPY_PATH } from '../../domain/waivers/waiver-page';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../adapters/http/json-errors.filter';
import { openDatabase } from '../../adapters/persistence/database';
import { loggedBookings } from '../support/log-facts';
import { OwnedPostgres, startOwnedPostgres } from '../support/owned-postgres';
import { killLeftoverServers, ServerProcess, startServerProcess } from '../support/server-process';

/**
 * The server, as a process of its own, on a PostgreSQL cluster of the test's own that is stopped
 * (as a restart or a crash of the database would) or frozen (SIGSTOP: connections stay open but
 * nothing answers, as a database stuck on its disk or cut off by the network). While it is away
 * every request needing it answers 503 with Retry-After, never 500 and never after hanging; once
 * it is back the server works again by itself, and nothing a visitor paid for is lost.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

const VISITORS = 3;
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
/** The longest a request may take while the database is frozen: the visitor gets an answer, not a spinner. */
const ANSWER_WITHIN_MS = 10_000;

const today = new Date().toISOString().slice(0, 10);
/** The slots the weekly template offers from three days on, one per checkout: no two visitors want the same. */
const SLOTS = Array.from({ length: 200 }, (_, i) => addDays(today, i + 3)).flatMap((date) =>
  ['saturday', 'sunday'].includes(weekdayOf(date))
    ? [{ date, time: 'full-day' as TimeSlot, package: 'Full-Day Adventure' }]
    : (['morning', 'afternoon'] as TimeSlot[]).map((time) => ({ date, time, package: 'Half-Day Adventure' })),
);
let nextSlot = 0;

interface Answer {
  status: number;
  body: any;
  retryAfter: string | null;
}

async function post(url: string, path: string, body: unknown): Promise<Answer> {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fault-test' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, retryAfter: res.headers.get('Retry-After') };
}

/** What every visitor saw: each answer's status, and anything that is neither a success nor a clean 503. */
class Seen {
  readonly statuses = new Map<number, number>();
  readonly wrong: string[] = [];
  unavailable = 0;

  /** Whether to ask again: a 503 that says when. */
  retry(step: string, answer: Answer, ok: number[]): boolean {
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    if (answer.status === 503) {
      this.unavailable++;
      if (answer.retryAfter !== '5' || answer.body?.message !== DATABASE_UNAVAILABLE_MESSAGE) {
        this.wrong.push(`${step}: 503 ${answer.retryAfter} ${JSON.stringify(answer.body)}`);
      }
      return true;
    }
    if (!ok.includes(answer.status)) this.wrong.push(`${step}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return false;
  }
}

interface Checkout {
  paymentIntentId?: string;
  paid: boolean;
  confirmed: boolean;
}

/**
 * One visitor's checkout, each step asked again after a 503 (sooner than Retry-After says, to keep
 * the test short) until it succeeds: a paid booking is confirmed in the end.
 */
async function checkout(url: string, seen: Seen): Promise<Checkout> {
  const slot = SLOTS[nextSlot++]!;
  const k = nextSlot;
  const bookingData = {
    package: slot.package,
    date: slot.date,
    time: slot.time,
    name: `Fault Visitor ${k}`,
    email: `fault${k}@example.com`,
    phone: `(780) 555-${String(1000 + k).slice(-4)}`,
    people: 2,
    hasKids: false,
    kidsCount: 0,
  };
  const result: Checkout = { paid: false, confirmed: false };
  const ask = async (step: string, path: string, body: unknown, ok: number[]): Promise<Answer> => {
    for (;;) {
      const answer = await post(url, path, body);
      if (!seen.retry(step, answer, ok)) return answer;
      await new Promise((done) => setTimeout(done, 500));
    }
  };
  const held = await ask('hold', '/api/create-payment-intent', { amount: 1, bookingData }, [201, 409]);
  // 409: the slot is taken, here only by this visitor's own hold when an earlier try went through
  // but its answer was lost; that hold lapses.
  if (held.status !== 201) return result;
  const { paymentIntentId, clientSecret } = held.body as { paymentIntentId: string; clientSecret: string };
  result.paymentIntentId = paymentIntentId;
  const paid = await ask('pay', `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, { clientSecret, ...CARD }, [200]);
  if (paid.status !== 200) return result;
  result.paid = true;
  const confirmed = await ask('confirm', '/api/confirm-booking-payment', { paymentIntentId, clientSecret }, [200]);
  result.confirmed = confirmed.status === 200 && confirmed.body?.status === 'confirmed';
  return result;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

afterAll(() => killLeftoverServers());

onPostgres('a server process while its PostgreSQL is stopped or frozen', () => {
  let pg: OwnedPostgres;
  let server: ServerProcess;
  const dataDir = mkdtempSync(join(tmpdir(), 'fishing-faults-'));

  beforeAll(async () => {
    pg = await startOwnedPostgres();
    server = await startServerProcess({
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      // Every visitor is 127.0.0.1 here.
      HOLDS_PER_CLIENT: '100000',
      CHECKOUT_RATE_LIMIT: '1000000',
    });
  }, 90_000);

  afterAll(async () => {
    killLeftoverServers();
    await pg?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('stopped for 10 s during paid bookings: 503 with Retry-After or a success, never a 500; then it recovers and every payment is a confirmed booking', async () => {
    const seen = new Seen();
    const checkouts: Checkout[] = [];
    let phase: 'before' | 'away' | 'back' = 'before';
    const afterReturn: Checkout[] = [];
    const visitor = async () => {
      // Each visitor keeps booking until it has completed one checkout that began after the database returned.
      // A wrong answer ends the run: the assertions below show it.
      while (seen.wrong.length === 0) {
        const began = phase;
        const done = await checkout(server.url, seen);
        checkouts.push(done);
        if (began === 'back' && done.confirmed) {
          afterReturn.push(done);
          return;
        }
      }
    };
    const visitors = Promise.all(Array.from({ length: VISITORS }, visitor));
    await sleep(2_000);
    await pg.stop();
    phase = 'away';
    const unavailableBefore = seen.unavailable;
    const awayUntil = Date.now() + 10_000;
    // A page opened from an email link gets a page saying so; the probes name the check, not the address.
    const page = await fetch(`${server.url}${WAIVER_COPY_PATH}/${'a'.repeat(43)}`, { headers: { Accept: 'text/html' } });
    expect([page.status, page.headers.get('Retry-After'), page.headers.get('Content-Type')]).toEqual([
      503,
      '5',
      'text/html; charset=utf-8',
    ]);
    expect(await page.text()).toContain(DATABASE_UNAVAILABLE_MESSAGE);
    const ready = await fetch(`${server.url}/api/health/ready`);
    const readyText = await ready.text();
    expect([ready.status, JSON.parse(readyText).message]).toEqual([503, 'Not ready: database']);
    expect(readyText).not.toContain('127.0.0.1');
    await sleep(Math.max(0, awayUntil - Date.now()));
    const unavailableWhileAway = seen.unavailable - unavailableBefore;
    await pg.start();
    phase = 'back';
    await visitors;

    expect(seen.wrong).toEqual([]);
    expect(unavailableWhileAway).toBeGreaterThan(0);
    expect(afterReturn).toHaveLength(VISITORS);
    expect(checkouts.filter((c) => c.paid && !c.confirmed)).toEqual([]);

    // The log agrees: every payment the gateway took is its booking's, confirmed.
    const database = await openDatabase({ databaseUrl: pg.url });
    try {
      const intents = (await database.dataSource.query(
        `SELECT id, metadata->>'bookingId' AS "bookingId" FROM test_payment_intents WHERE status = 'succeeded'`,
      )) as { id: string; bookingId: string }[];
      const bookings = new Map((await loggedBookings(database)).map((b) => [b.bookingId, b]));
      expect(intents.length).toBeGreaterThanOrEqual(checkouts.filter((c) => c.paid).length);
      expect(intents.filter((i) => bookings.get(i.bookingId)?.status !== 'confirmed').map((i) => i.id)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);

  test('frozen (SIGSTOP) for 15 s: requests needing it answer 503 within 10 s; after the thaw everything works again', async () => {
    const seen = new Seen();
    await pg.freeze();
    const frozenUntil = Date.now() + 15_000;
    const answers: Answer[] = [];
    try {
      // Two visitors asking over and over while it is frozen; post() aborts any answer slower than 10 s.
      await Promise.all(
        [0, 1].map(async (v) => {
          while (Date.now() < frozenUntil - ANSWER_WITHIN_MS / 2) {
            const slot = SLOTS[nextSlot++]!;
            const bookingData = { ...slot, name: `Frozen ${v}`, email: `frozen${v}@example.com`, phone: '(780) 555-0199' };
            const answer = await post(server.url, '/api/create-payment-intent', {
              amount: 1,
              bookingData: { ...bookingData, people: 2, hasKids: false, kidsCount: 0 },
            });
            answers.push(answer);
            seen.retry('hold while frozen', answer, []);
          }
        }),
      );
      await sleep(Math.max(0, frozenUntil - Date.now()));
    } finally {
      await pg.thaw();
    }
    expect(seen.wrong).toEqual([]);
    expect(answers.length).toBeGreaterThan(1);

    // Thawed: a whole checkout goes through (asked again while connections left broken are replaced).
    const after = await checkout(server.url, seen);
    expect(seen.wrong).toEqual([]);
    expect(after).toMatchObject({ paid: true, confirmed: true });
  }, 90_000);
});
