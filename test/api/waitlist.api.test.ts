import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { LapsedHolds } from '../../application/availability/lapsed-holds';
import { AppLogger } from '../../adapters/logging/app-logger';
import { Database } from '../../adapters/persistence/database';
import { tripStart } from '../../domain/bookings/refund-policy';
import { logSettled } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

// Monday 2026-11-23, 8 AM on the lake.
const START = new Date('2026-11-23T15:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const clock = new TestClock(START);
const LINK = /https?:\/\/[^\s"<>]+\/waitlist\/([A-Za-z0-9_-]{22})/;

describe.each(testDatabases().map((db) => [db.name, db] as const))('the waitlist on %s', (_name, db) => {
  const lines: string[] = [];
  const tokens: string[] = [];
  let database: Database;
  let app: TestApp;
  let seq = 0;

  beforeAll(async () => {
    database = await db.open();
    const logger = new AppLogger({ format: 'json', level: 'log', write: (line) => lines.push(line) });
    // Behind one trusted proxy: each person's requests come from an address of their own, as
    // visitors' do (a place is never offered twice to one address for a time).
    app = await startTestApp({ database, clock, logger, env: { TRUST_PROXY: '1' } });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(() => {
    clock.set(START);
  });

  const person = () => {
    seq++;
    const n = String(seq).padStart(2, '0');
    return { name: `Waiter ${seq}`, email: `waiter${seq}@example.com`, phone: `(780) 555-03${n}`, address: `198.51.100.${seq}` };
  };
  type Person = ReturnType<typeof person>;
  /** The form's fields of a person, and the header that says which address they come from. */
  const asSent = ({ address, ...fields }: Person) => ({ fields, from: { 'X-Forwarded-For': address } });

  /** A visitor's checkout of the half-day package for two, paid with the test card. */
  async function book(date: string, time: string, who = person(), waitlistToken?: string) {
    const { fields, from } = asSent(who);
    const form = { package: 'Half-Day Adventure', date, time, ...fields, people: 2 };
    const started = await app.request(
      'POST',
      '/api/create-payment-intent',
      { amount: 1, bookingData: form, ...(waitlistToken ? { waitlistToken } : {}) },
      from,
    );
    if (started.status !== 201) return { status: started.status, body: started.body };
    await app.request('POST', `/api/test-gateway/payment-intents/${started.body.paymentIntentId}/confirm`, {
      clientSecret: started.body.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    const paid = await app.request('POST', '/api/confirm-booking-payment', {
      paymentIntentId: started.body.paymentIntentId,
      clientSecret: started.body.clientSecret,
    });
    return { status: paid.status, body: paid.body };
  }

  async function join(date: string, time: string, who = person(), people = 2) {
    const { fields, from } = asSent(who);
    const res = await app.request('POST', '/api/waitlist', { date, time, package: 'Half-Day Adventure', ...fields, people }, from);
    if (res.status === 201) tokens.push(LINK.exec(res.body.link)![1]!);
    return { ...res, token: res.status === 201 ? LINK.exec(res.body.link)![1]! : '', who };
  }

  /** Signed in at the clock's time (sessions expire on it). */
  const admin = () => app.signIn('admin', 'guide');
  const view = (token: string) => app.request('GET', `/api/waitlist/${token}`);
  const leave = (token: string) => app.request('POST', `/api/waitlist/${token}/leave`, {});
  const cancel = async (bookingId: string) =>
    expect(
      (await (await admin()).request('PATCH', `/api/bookings/${bookingId}/status`, { status: 'cancelled', reason: 'Change of plans' }))
        .status,
    ).toBe(200);
  /** The messages of the waitlist to one person, oldest first. */
  const messagesTo = async (email: string, phone: string) =>
    (await database.dataSource.query(
      `SELECT kind, channel, subject, body FROM outbox_messages WHERE kind LIKE 'waitlist-%' AND recipient IN ($1, $2) ORDER BY id`,
      [email, phone],
    )) as { kind: string; channel: string; subject: string | null; body: string }[];
  const settle = () => logSettled(app, database);

  test('joining a booked slot: in line in order, once per person, with the booking form messages for bad fields', async () => {
    const taken = await book('2026-12-03', 'morning');
    expect(taken.status).toBe(200);

    const first = await join('2026-12-03', 'morning');
    expect(first.status).toBe(201);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body).toEqual({
      id: expect.any(String),
      date: '2026-12-03',
      time: 'morning',
      timeLabel: 'Morning (6:00-10:00 AM)',
      package: 'Half-Day Adventure',
      people: 2,
      name: first.who.name,
      status: 'waiting',
      position: 1,
      offer: null,
      guide: { name: expect.any(String), phone: expect.any(String) },
      link: expect.stringMatching(LINK),
    });
    const second = await join('2026-12-03', 'morning');
    expect(second.body.position).toBe(2);
    const { link: _link, ...page } = second.body;
    expect((await view(second.token)).body).toEqual(page);

    const again = await join('2026-12-03', 'morning', { ...first.who, email: first.who.email.toUpperCase() });
    expect([again.status, again.body.message]).toEqual([409, 'You are already on the waitlist for this time.']);

    const bad = await app.request('POST', '/api/waitlist', {
      date: 'soon',
      time: 'noon',
      package: '',
      name: '',
      email: 'x',
      phone: '1',
      people: 0,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['date', 'email', 'name', 'package', 'people', 'phone', 'time']);
    expect(bad.body.errors.people).toBe('Please select the number of people');
    const past = await app.request('POST', '/api/waitlist', {
      date: '2026-11-20',
      time: 'morning',
      package: 'Half-Day Adventure',
      ...asSent(person()).fields,
      people: 2,
    });
    expect(past.status).toBe(400);

    await settle();
    const [joined] = await messagesTo(first.who.email, first.who.phone);
    expect(joined).toMatchObject({
      kind: 'waitlist-joined',
      channel: 'email',
      subject: "You're on the waitlist: Half-Day Adventure on Thursday, December 3, 2026",
    });
    tokens.push(LINK.exec(joined!.body)![1]!);
    expect((await view(LINK.exec(joined!.body)![1]!)).body.id).toBe(first.body.id);

    for (const wrong of [`${first.token.slice(0, -1)}${first.token.endsWith('A') ? 'B' : 'A'}`, 'short', first.body.id]) {
      const answer = await view(wrong);
      expect([answer.status, answer.body.message]).toEqual([404, 'Waitlist entry not found']);
    }
  });

  test('a freed place is held for the first in line and offered; unanswered, it passes on; the second books it', async () => {
    const date = '2026-12-10';
    const taken = await book(date, 'afternoon');
    const first = await join(date, 'afternoon');
    const second = await join(date, 'afternoon');
    await settle();
    expect((await view(first.token)).body.status).toBe('waiting');

    clock.advance(10 * MINUTE);
    await cancel(taken.body.id);
    await settle();
    const offered = (await view(first.token)).body;
    const heldUntil = new Date(clock.now().getTime() + 2 * HOUR).toISOString();
    expect(offered).toMatchObject({ status: 'offered', position: null, offer: { expiresAt: heldUntil } });
    expect(offered.offer.bookLink).toBe(`/?date=${date}&package=Half-Day+Adventure&time=afternoon&waitlist=${first.token}#book`);
    expect((await view(second.token)).body).toMatchObject({ status: 'waiting', position: 1 });
    const told = (await messagesTo(first.who.email, first.who.phone)).filter((m) => m.kind === 'waitlist-offer');
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(told.find((m) => m.channel === 'sms')!.body).toMatch(/Held for you until \d+:\d\d [AP]M/);
    tokens.push(...told.map((m) => LINK.exec(m.body)![1]!));

    // The place is theirs: a visitor without the token cannot take it, nor the second in line with theirs.
    const outsider = await book(date, 'afternoon');
    expect([outsider.status, outsider.body.message]).toEqual([
      409,
      'This time slot is no longer available. Please choose another date or time.',
    ]);
    expect((await book(date, 'afternoon', second.who, second.token)).status).toBe(409);

    // Two hours pass unanswered: the hold lapses and the place passes to the next in line.
    clock.advance(2 * HOUR + MINUTE);
    expect(await app.app.get(LapsedHolds).release()).toBeGreaterThan(0);
    await settle();
    expect((await view(first.token)).body).toMatchObject({ status: 'expired', offer: null });
    const next = (await view(second.token)).body;
    expect(next).toMatchObject({ status: 'offered', offer: { expiresAt: new Date(clock.now().getTime() + 2 * HOUR).toISOString() } });

    // The first person's token no longer takes the place; the second's does, and books it.
    expect((await book(date, 'afternoon', first.who, first.token)).status).toBe(409);
    const booked = await book(date, 'afternoon', second.who, second.token);
    expect([booked.status, booked.body.status]).toEqual([200, 'confirmed']);
    await settle();
    expect((await view(second.token)).body).toMatchObject({ status: 'booked', offer: null });
    const list = (await (await admin()).request('GET', `/api/waitlist?from=${date}`)).body as {
      entryId: string;
      status: string;
      bookingId: string | null;
    }[];
    expect(list.filter((e) => [first.body.id, second.body.id].includes(e.entryId)).map((e) => [e.status, e.bookingId])).toEqual([
      ['expired', null],
      ['booked', booked.body.id],
    ]);
  });

  test('leaving is one click, repeat-safe; leaving an offer passes the place on at once', async () => {
    const date = '2026-12-15';
    const taken = await book(date, 'morning');
    const first = await join(date, 'morning');
    const second = await join(date, 'morning');
    await cancel(taken.body.id);
    await settle();
    expect((await view(first.token)).body.status).toBe('offered');

    const left = await leave(first.token);
    expect([left.status, left.body.status, left.body.offer]).toEqual([200, 'left', null]);
    expect((await leave(first.token)).body.status).toBe('left');
    await settle();
    expect((await view(second.token)).body.status).toBe('offered');

    const history = (await (await admin()).request('GET', `/api/waitlist?from=${date}`)).body as { entryId: string; status: string }[];
    expect(history.find((e) => e.entryId === first.body.id)!.status).toBe('left');
  });

  test('a booking by the same person takes them off the list; no offer within 12 hours of the trip', async () => {
    const date = '2026-12-17';
    await book(date, 'morning');
    const waiting = await join(date, 'morning');
    const booked = await book(date, 'afternoon', waiting.who);
    expect(booked.status).toBe(200);
    await settle();
    expect((await view(waiting.token)).body).toMatchObject({ status: 'booked' });

    const late = '2026-11-24';
    const lateBooking = await book(late, 'afternoon');
    const lateWaiter = await join(late, 'afternoon');
    clock.set(new Date(tripStart(late, 'afternoon').getTime() - 11 * HOUR));
    await cancel(lateBooking.body.id);
    await settle();
    expect((await view(lateWaiter.token)).body).toMatchObject({ status: 'waiting', offer: null });
  });

  test('staff read the list; visitors cannot; no token ever reaches a log line', async () => {
    expect((await app.request('GET', '/api/waitlist')).status).toBe(401);
    expect((await (await admin()).request('GET', '/api/waitlist?status=sometimes')).status).toBe(400);
    expect(tokens.length).toBeGreaterThan(5);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.some((line) => line.includes('/api/waitlist/[REDACTED]'))).toBe(true);
    for (const token of tokens) expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });
});
