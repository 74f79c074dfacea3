import { beforeEach, describe, expect, test } from '@jest/globals';
import { LapsedHolds } from '../../application/availability/lapsed-holds';
import { CHECKOUT_MESSAGES } from '../../domain/checkout/checkout-rules';
import { WAITLIST_MESSAGES } from '../../domain/waitlist/waitlist';
import { adminOnClock, ApiSuite, logSettled, useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { TestClock } from '../support/test-clock';

// Monday 2026-11-23, 8 AM on the lake.
const START = new Date('2026-11-23T15:00:00Z');
const HOUR = 3_600_000;
const clock = new TestClock(START);
const PACKAGE = 'Half-Day Adventure';
/** The defaults of a live site, which test-app.ts raises for the ordinary suites. */
const PRODUCTION_LIMITS = { HOLDS_PER_CLIENT: '2', WAITLIST_JOINS_PER_ADDRESS: '5' };

interface Person {
  name: string;
  email: string;
  phone: string;
  /** The client address the request comes from (X-Forwarded-For behind one trusted proxy). */
  address: string;
}

let seq = 0;
/** Someone new, from `address`; `overrides` make them share an email or a phone with someone else. */
const person = (address: string, overrides: Partial<Person> = {}): Person => {
  seq++;
  return { name: `Script ${seq}`, email: `script${seq}@example.com`, phone: `(780) 555-${4000 + seq}`, address, ...overrides };
};

/** What a script against the waitlist needs: checkouts and joins from chosen addresses, the messages sent. */
function waitlistScript(suite: ApiSuite) {
  const from = (who: Person) => ({ 'X-Forwarded-For': who.address });
  const admin = adminOnClock(suite, clock);

  const startCheckout = (date: string, time: string, who: Person) => {
    const { address: _address, ...details } = who;
    return suite.app.request(
      'POST',
      '/api/create-payment-intent',
      { amount: 1, bookingData: { package: PACKAGE, date, time, ...details, people: 2, hasKids: false, kidsCount: 0 } },
      from(who),
    );
  };

  /** A paid booking of the slot, by someone of its own. */
  async function book(date: string, time: string, who = person('198.51.100.200')): Promise<string> {
    const started = await startCheckout(date, time, who);
    expect(started.status).toBe(201);
    await suite.app.request('POST', `/api/test-gateway/payment-intents/${started.body.paymentIntentId}/confirm`, {
      clientSecret: started.body.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    const paid = await suite.app.request('POST', '/api/confirm-booking-payment', {
      paymentIntentId: started.body.paymentIntentId,
      clientSecret: started.body.clientSecret,
    });
    expect(paid.status).toBe(200);
    return paid.body.id as string;
  }

  async function join(date: string, time: string, who: Person) {
    const { address: _address, ...details } = who;
    const res = await suite.app.request('POST', '/api/waitlist', { date, time, package: PACKAGE, ...details, people: 2 }, from(who));
    const token = res.status === 201 ? /\/waitlist\/([A-Za-z0-9_-]{22})/.exec(res.body.link as string)![1]! : '';
    return { ...res, token };
  }

  const view = async (token: string) => (await suite.app.request('GET', `/api/waitlist/${token}`)).body as { status: string };
  const leave = (token: string) => suite.app.request('POST', `/api/waitlist/${token}/leave`, {});
  const cancel = async (bookingId: string) =>
    expect(
      (await (await admin()).request('PATCH', `/api/bookings/${bookingId}/status`, { status: 'cancelled', reason: 'Change of plans' }))
        .status,
    ).toBe(200);
  const slotStatus = async (date: string, time: string) => {
    const day = (await suite.app.request('GET', `/api/availability?from=${date}&days=1`)).body[0];
    return day.slots.find((s: { timeSlot: string }) => s.timeSlot === time)?.status as string | undefined;
  };
  /** The waitlist's messages to one person, oldest first. */
  const messagesTo = async (who: Person) =>
    (await suite.database.dataSource.query(
      `SELECT kind, channel, subject, body, html FROM outbox_messages WHERE kind LIKE 'waitlist-%' AND recipient IN ($1, $2) ORDER BY id`,
      [who.email, who.phone],
    )) as { kind: string; channel: string; subject: string | null; body: string; html: string | null }[];
  const settle = () => logSettled(suite.app, suite.database);

  return { startCheckout, book, join, view, leave, cancel, slotStatus, messagesTo, settle };
}

/** Weekdays from `first` on, for `days` days, each morning and afternoon. */
function weekdaySlots(first: string, days: number): { date: string; time: string }[] {
  const start = new Date(`${first}T12:00:00Z`).getTime();
  return Array.from({ length: days }, (_, i) => new Date(start + i * 24 * HOUR).toISOString().slice(0, 10))
    .filter((date) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()))
    .flatMap((date) => ['morning', 'afternoon'].map((time) => ({ date, time })));
}

describe.each(testDatabases().map((db) => [db.name, db] as const))('a script against the waitlist on %s', (_name, db) => {
  // Behind one proxy hop, as in production: each request's address is the one it names. The
  // production defaults: two open holds per client address, email and phone; five joins an hour per address.
  const suite = useApiApp(db, { clock, env: { ...PRODUCTION_LIMITS, TRUST_PROXY: '1' } });
  const script = waitlistScript(suite);
  beforeEach(() => {
    clock.set(START);
  });

  test("the review's script: joining times that are still free is refused, and holds nothing", async () => {
    const free = weekdaySlots('2026-11-25', 15);
    expect(free.length).toBeGreaterThanOrEqual(20);
    const answers = [];
    for (const [i, slot] of free.entries())
      answers.push(await script.join(slot.date, slot.time, person('203.0.113.66', { name: `Bot ${i}` })));
    expect(answers.map((a) => a.status)).toEqual(free.map(() => 409));
    expect(answers[0]!.body.message).toBe(WAITLIST_MESSAGES.stillFree);

    await script.settle();
    for (const slot of free.slice(0, 4)) expect(await script.slotStatus(slot.date, slot.time)).toBe('available');
    // Every one of those times can still be booked by anyone.
    const visitor = person('198.51.100.7');
    expect((await script.startCheckout(free[0]!.date, free[0]!.time, visitor)).status).toBe(201);
  });

  test("a time held by someone's open checkout is full: its waitlist can be joined", async () => {
    const [slot] = weekdaySlots('2026-12-28', 1) as [{ date: string; time: string }];
    expect((await script.startCheckout(slot.date, slot.time, person('198.51.100.8'))).status).toBe(201);
    const joined = await script.join(slot.date, slot.time, person('198.51.100.9'));
    expect([joined.status, joined.body.status, joined.body.position]).toEqual([201, 'waiting', 1]);
  });

  test('an offer holds its place under the checkout cap: an address at the cap is skipped and the place goes to the next in line', async () => {
    const dates = ['2026-12-01', '2026-12-02', '2026-12-03'];
    const bookings = [];
    for (const date of dates) bookings.push(await script.book(date, 'morning'));
    const attacker = dates.map(() => person('203.0.113.70'));
    const entries = [];
    for (const [i, date] of dates.entries()) {
      const joined = await script.join(date, 'morning', attacker[i]!);
      expect(joined.status).toBe(201);
      entries.push(joined.token);
    }
    // Someone else waits behind the address on each of those days.
    const visitor = person('198.51.100.20');
    const behind = [];
    for (const date of dates) {
      const joined = await script.join(date, 'morning', visitor);
      expect(joined.body.position).toBe(2);
      behind.push(joined.token);
    }

    for (const id of bookings) await script.cancel(id);
    await script.settle();
    // Two offers hold two places for the address, as two checkouts would; the third place goes on to the next in line.
    const statuses = async (tokens: string[]) => Promise.all(tokens.map(async (token) => (await script.view(token)).status));
    const first = await statuses(entries);
    expect([...first].sort()).toEqual(['offered', 'offered', 'waiting']);
    expect(await statuses(behind)).toEqual(first.map((status) => (status === 'waiting' ? 'offered' : 'waiting')));

    // The offers count as the address's open holds: no checkout on top of them.
    const more = await script.startCheckout('2026-12-04', 'morning', person('203.0.113.70'));
    expect([more.status, more.body.message]).toEqual([429, CHECKOUT_MESSAGES.tooManyHolds(2)]);
    // An offer that ended no longer counts, and its place passes on.
    const ended = first.indexOf('offered');
    expect((await script.leave(entries[ended]!)).status).toBe(200);
    await script.settle();
    expect((await script.startCheckout('2026-12-04', 'morning', person('203.0.113.70'))).status).toBe(201);
    expect((await script.view(behind[ended]!)).status).toBe('offered');
  });

  test('an offer taken up becomes the checkout without counting twice', async () => {
    const date = '2026-12-07';
    const booking = await script.book(date, 'afternoon');
    const waiter = person('203.0.113.75');
    const joined = await script.join(date, 'afternoon', waiter);
    // The person has one checkout of their own running elsewhere: with the offer, they are at the cap.
    expect((await script.startCheckout('2026-12-08', 'afternoon', waiter)).status).toBe(201);
    await script.cancel(booking);
    await script.settle();
    expect(await script.view(joined.token)).toMatchObject({ status: 'offered' });
    const { address: _address, ...details } = waiter;
    const taken = await suite.app.request(
      'POST',
      '/api/create-payment-intent',
      {
        amount: 1,
        bookingData: { package: PACKAGE, date, time: 'afternoon', ...details, people: 2, hasKids: false, kidsCount: 0 },
        waitlistToken: joined.token,
      },
      { 'X-Forwarded-For': waiter.address },
    );
    expect(taken.status).toBe(201);
    await script.settle();
    expect(await script.view(joined.token)).toMatchObject({ status: 'booked' });
  });

  test('a place whose offer ended unused never passes to the same person (address, email or phone) for that time', async () => {
    const date = '2026-12-09';
    const booking = await script.book(date, 'morning');
    const first = person('203.0.113.80');
    const sameAddress = person('203.0.113.80');
    const other = person('198.51.100.30');
    const line = [];
    for (const who of [first, sameAddress, other]) {
      const joined = await script.join(date, 'morning', who);
      expect(joined.status).toBe(201);
      line.push(joined.token);
    }
    await script.cancel(booking);
    await script.settle();
    expect(await script.view(line[0]!)).toMatchObject({ status: 'offered' });

    // Two hours unanswered: the place passes over the same person's other entries to someone else.
    clock.advance(2 * HOUR + 60_000);
    expect(await suite.app.app.get(LapsedHolds).release()).toBeGreaterThan(0);
    await script.settle();
    expect(await Promise.all(line.map((token) => script.view(token)))).toMatchObject([
      { status: 'expired' },
      { status: 'waiting' },
      { status: 'offered' },
    ]);
    // Nor can the first person come back in line for it, by their email or their phone from anywhere.
    for (const again of [first, person('203.0.113.81', { phone: first.phone.replace('(780) ', '780-') })]) {
      const joined = await script.join(date, 'morning', again);
      expect([joined.status, joined.body.message]).toEqual([409, WAITLIST_MESSAGES.offerPassed]);
    }

    // The last one leaves their offer: nobody else may have it, so the place is free to book.
    expect((await script.leave(line[2]!)).status).toBe(200);
    await script.settle();
    expect(await script.view(line[1]!)).toMatchObject({ status: 'waiting' });
    expect(await script.slotStatus(date, 'morning')).toBe('available');
  });

  test('an offer taken over by a checkout that is never paid was let go too: the place skips the same address', async () => {
    const date = '2026-12-11';
    const booking = await script.book(date, 'afternoon');
    const first = person('203.0.113.85');
    const line = [];
    for (const who of [first, person('203.0.113.85'), person('198.51.100.35')])
      line.push((await script.join(date, 'afternoon', who)).token);
    await script.cancel(booking);
    await script.settle();
    const { address: _address, ...details } = first;
    const taken = await suite.app.request(
      'POST',
      '/api/create-payment-intent',
      {
        amount: 1,
        bookingData: { package: PACKAGE, date, time: 'afternoon', ...details, people: 2, hasKids: false, kidsCount: 0 },
        waitlistToken: line[0],
      },
      { 'X-Forwarded-For': first.address },
    );
    expect(taken.status).toBe(201);
    // The checkout is abandoned: the place comes back, and goes past the same address to the next.
    const released = await suite.app.request('POST', '/api/release-payment-hold', {
      paymentIntentId: taken.body.paymentIntentId,
      clientSecret: taken.body.clientSecret,
    });
    expect(released.status).toBeLessThan(300);
    await script.settle();
    expect(await Promise.all(line.map(async (token) => (await script.view(token)).status))).toEqual(['booked', 'waiting', 'offered']);
  });

  test('the messages carry nothing a stranger typed: no name, no free text', async () => {
    const date = '2026-12-10';
    const booking = await script.book(date, 'afternoon');
    const stranger = person('203.0.113.90', { name: 'Win a prize at http://evil.example/now' });
    expect((await script.join(date, 'afternoon', stranger)).status).toBe(201);
    await script.cancel(booking);
    await script.settle();
    const sent = await script.messagesTo(stranger);
    expect(sent.map((m) => `${m.kind} ${m.channel}`)).toEqual(['waitlist-joined email', 'waitlist-offer email', 'waitlist-offer sms']);
    for (const message of sent) {
      for (const text of [message.subject ?? '', message.body, message.html ?? '']) {
        expect(text).not.toContain('evil.example');
        expect(text).not.toContain('prize');
      }
    }
    expect(sent[0]!.body.startsWith('Hello,')).toBe(true);
  });
});

describe.each(testDatabases().map((db) => [db.name, db] as const))('the send limits of the waitlist on %s', (_name, db) => {
  const suite = useApiApp(db, { clock, env: { ...PRODUCTION_LIMITS, TRUST_PROXY: '1' } });
  const script = waitlistScript(suite);
  beforeEach(() => {
    clock.set(START);
  });

  test('one address makes at most 5 joins an hour, in parallel too; a refused join is told when to try again and sends nothing', async () => {
    const date = '2026-12-14';
    await script.book(date, 'morning');
    const people = Array.from({ length: 8 }, () => person('203.0.113.100'));
    const answers = await Promise.all(people.map((who) => script.join(date, 'morning', who)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.message).toBe(WAITLIST_MESSAGES.tooManyJoins);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await script.settle();
    const told = await Promise.all(people.map((who) => script.messagesTo(who)));
    expect(told.filter((messages) => messages.length > 0)).toHaveLength(5);

    // Another address is not affected; an hour later the address may join again.
    expect((await script.join(date, 'morning', person('203.0.113.101'))).status).toBe(201);
    clock.advance(HOUR + 60_000);
    expect((await script.join(date, 'morning', person('203.0.113.100'))).status).toBe(201);
  });

  test('one email, or one phone, is named in at most 3 joins an hour, whoever types it', async () => {
    const slots = [
      { date: '2026-12-15', time: 'morning' },
      { date: '2026-12-15', time: 'afternoon' },
      { date: '2026-12-16', time: 'morning' },
      { date: '2026-12-16', time: 'afternoon' },
    ];
    for (const slot of slots) await script.book(slot.date, slot.time);
    const victim = person('192.0.2.1');
    const byEmail = [];
    for (const [i, slot] of slots.entries())
      byEmail.push(await script.join(slot.date, slot.time, person(`203.0.113.${110 + i}`, { email: victim.email })));
    expect(byEmail.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    expect(byEmail[3]!.body.message).toBe(WAITLIST_MESSAGES.tooManyJoins);
    const byPhone = [];
    for (const [i, slot] of slots.entries())
      byPhone.push(await script.join(slot.date, slot.time, person(`203.0.113.${120 + i}`, { phone: victim.phone })));
    expect(byPhone.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    await script.settle();
    expect((await script.messagesTo(victim)).filter((m) => m.kind === 'waitlist-joined')).toHaveLength(3);
  });
});

describe.each(testDatabases().map((db) => [db.name, db] as const))('the hourly total of waitlist joins on %s', (_name, db) => {
  const suite = useApiApp(db, { clock, env: { ...PRODUCTION_LIMITS, TRUST_PROXY: '1', WAITLIST_JOINS_TOTAL: '3' } });
  const script = waitlistScript(suite);
  beforeEach(() => {
    clock.set(START);
  });

  test('past the total, every join is refused whoever makes it', async () => {
    const date = '2026-12-17';
    await script.book(date, 'morning');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await script.join(date, 'morning', person(`203.0.113.${130 + i}`)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    expect(answers[3]!.body.message).toBe(WAITLIST_MESSAGES.tooManyJoins);
  });
});
