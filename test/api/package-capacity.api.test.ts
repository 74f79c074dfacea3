import { describe, expect, test } from '@jest/globals';
import { logSettled, useApiApp } from '../support/api-suite';
import { ChatSocket } from '../support/chat-socket';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { TestClock } from '../support/test-clock';

// Monday 2026-11-23, 8:00 AM on the lake.
const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
const TOO_MANY = 'Two-Angler Special takes at most 2 people per booking';
const UNAVAILABLE = 'This time slot is no longer available. Please choose another date or time.';

const form = (overrides: Record<string, unknown> = {}) => ({
  package: 'Two-Angler Special',
  date: '2026-12-01', // a Tuesday: the template offers the morning and the afternoon
  time: 'morning',
  name: 'Casey Visitor',
  email: 'casey@example.com',
  phone: '(780) 555-0123',
  people: 2,
  kidsCount: 0,
  ...overrides,
});
const aPackage = (name: string, fields: Record<string, unknown>) => ({
  name,
  price: 200,
  duration: '4 hours',
  description: `${name}, a test package`,
  features: 'Rods and bait',
  timeSlots: ['morning', 'afternoon'],
  ...fields,
});

describe.each(testDatabases().map((db) => [db.name, db] as const))('capacity per package on %s', (_name, db) => {
  const suite = useApiApp(db, { clock });
  const start = (overrides: Record<string, unknown>) =>
    suite.app.request('POST', '/api/create-payment-intent', { amount: 1, bookingData: form(overrides) });
  const slotOf = async (date: string, timeSlot: string) =>
    (await suite.app.request('GET', `/api/availability?from=${date}&days=1`)).body[0].slots.find(
      (s: { timeSlot: string }) => s.timeSlot === timeSlot,
    )?.status;
  /** A slot as one package sees it: whether it can book it, and the seats left when it is sold per seat. */
  const packageSlotOf = async (pkg: string, date: string, timeSlot: string) => {
    const [day] = (await suite.app.request('GET', `/api/availability?package=${encodeURIComponent(pkg)}&from=${date}&days=1`)).body;
    const slot = day.slots.find((s: { timeSlot: string }) => s.timeSlot === timeSlot);
    return { bookable: slot.bookable as boolean, seatsLeft: slot.seatsLeft as number | null };
  };
  let packages: Promise<void> | undefined;
  /** The packages these tests sell, made once per database. */
  const made = () =>
    (packages ??= (async () => {
      for (const body of [
        aPackage('Two-Angler Special', { maxPeople: 2 }),
        aPackage('Perch Party', { maxPeople: 4, sale: 'seats', boatCapacity: 6 }),
        aPackage('Walleye Seats', { maxPeople: 4, sale: 'seats', boatCapacity: 8 }),
      ]) {
        const res = await suite.admin.request('POST', '/api/packages', body);
        if (res.status !== 201) throw new Error(`${body.name}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    })());

  test('a package states its largest party and how it is sold; left out: 12, private; the starting Trophy Hunter takes 2', async () => {
    const created = await suite.admin.request('POST', '/api/packages', aPackage('Plain Trip', {}));
    expect(created.body).toMatchObject({ maxPeople: 12, sale: 'private', boatCapacity: null });
    const edited = await suite.admin.request('PUT', `/api/packages/${created.body.id}`, aPackage('Plain Trip', { maxPeople: '3' }));
    expect(edited.body).toMatchObject({ maxPeople: 3, sale: 'private', boatCapacity: null });
    const seats = await suite.admin.request(
      'PUT',
      `/api/packages/${created.body.id}`,
      aPackage('Plain Trip', { sale: 'seats', boatCapacity: 8 }),
    );
    expect(seats.body).toMatchObject({ maxPeople: 3, sale: 'seats', boatCapacity: 8 });
    const listed = (await suite.app.request('GET', '/api/packages')).body as { name: string; maxPeople: number; sale: string }[];
    expect(listed.find((p) => p.name === 'Trophy Hunter')).toMatchObject({ maxPeople: 2, sale: 'private' });
    expect(listed.find((p) => p.name === 'Half-Day Adventure')).toMatchObject({ maxPeople: 12, sale: 'private' });
  });

  test.each([
    [{ maxPeople: 13 }, 'maxPeople', 'Largest party must be a whole number from 1 to 12'],
    [{ maxPeople: 0 }, 'maxPeople', 'Largest party must be a whole number from 1 to 12'],
    [{ sale: 'shared' }, 'sale', "Sold as must be 'private' (one party per trip) or 'seats' (parties share the boat)"],
    [
      { maxPeople: 6, sale: 'seats', boatCapacity: 4 },
      'boatCapacity',
      'Boat capacity must be a whole number of seats, at least the largest party and at most 100',
    ],
    [{ sale: 'seats' }, 'boatCapacity', 'Boat capacity must be a whole number of seats, at least the largest party and at most 100'],
  ])('the package %p is refused on %s with its message', async (fields, field, message) => {
    const res = await suite.admin.request('POST', '/api/packages', aPackage('Refused Trip', fields));
    expect([res.status, res.body.errors]).toEqual([400, { [field]: message }]);
  });

  test('a maxPeople 2 package refuses 3 people: the quote, the checkout and the phone booking, under the people field', async () => {
    await made();
    const quote = await suite.app.request('POST', '/api/quote', { package: 'Two-Angler Special', date: '2026-12-01', people: 3 });
    expect([quote.status, quote.body]).toEqual([400, errorAnswer({ message: TOO_MANY, errors: { people: TOO_MANY } })]);
    expect((await suite.app.request('POST', '/api/quote', { package: 'Two-Angler Special', date: '2026-12-01', people: 2 })).status).toBe(
      200,
    );
    const checkout = await start({ people: 3 });
    expect([checkout.status, checkout.body]).toEqual([400, errorAnswer({ message: TOO_MANY, errors: { 'bookingData.people': TOO_MANY } })]);
    const phone = await suite.admin.request('POST', '/api/bookings', form({ people: 3, name: 'Phone Caller' }));
    expect([phone.status, phone.body]).toEqual([400, errorAnswer({ message: TOO_MANY, errors: { people: TOO_MANY } })]);
    // Nothing was held: two anglers still book it.
    expect(await slotOf('2026-12-01', 'morning')).toBe('available');
    expect((await start({ people: 2 })).status).toBe(201);
  });

  test('two parties share a seat-sold slot until it is full, then 409; the calendar shows it open until then', async () => {
    await made();
    const date = '2026-12-02';
    const four = await start({ package: 'Perch Party', date, people: 4, email: 'four@example.com' });
    expect(four.status).toBe(201);
    expect(await slotOf(date, 'morning')).toBe('available');
    // Each package's own calendar: two seats left on Perch Party's boat, none for anybody else.
    expect(await packageSlotOf('Perch Party', date, 'morning')).toEqual({ bookable: true, seatsLeft: 2 });
    expect(await packageSlotOf('Walleye Seats', date, 'morning')).toEqual({ bookable: false, seatsLeft: 0 });
    expect(await packageSlotOf('Two-Angler Special', date, 'morning')).toEqual({ bookable: false, seatsLeft: null });
    expect(await packageSlotOf('Two-Angler Special', date, 'afternoon')).toEqual({ bookable: true, seatsLeft: null });
    // Another package's party never shares that boat.
    expect((await start({ package: 'Walleye Seats', date, people: 1, email: 'walleye@example.com' })).status).toBe(409);
    const three = await start({ package: 'Perch Party', date, people: 3, email: 'three@example.com' });
    expect([three.status, three.body.message]).toEqual([409, UNAVAILABLE]);
    const phone = await suite.admin.request('POST', '/api/bookings', form({ package: 'Perch Party', date, people: 2, name: 'Phone Two' }));
    expect(phone.status).toBe(201);
    expect(await slotOf(date, 'morning')).toBe('booked');
    expect(await packageSlotOf('Perch Party', date, 'morning')).toEqual({ bookable: false, seatsLeft: 0 });
    const full = await start({ package: 'Perch Party', date, people: 1, email: 'one@example.com' });
    expect([full.status, full.body.message]).toEqual([409, UNAVAILABLE]);
    // The claims record each party's package and seats, so the calendar can count what is left.
    const claims = await suite.database.dataSource.query(
      `SELECT "packageName", "seats", "boatCapacity" FROM slot_claims WHERE "date" = $1 ORDER BY "seats"`,
      [date],
    );
    expect(claims).toEqual([
      { packageName: 'Perch Party', seats: 2, boatCapacity: 6 },
      { packageName: 'Perch Party', seats: 4, boatCapacity: 6 },
    ]);
    // A cancelled party gives its seats back.
    await suite.admin.request('PATCH', `/api/bookings/${phone.body.id}/status`, { status: 'cancelled', reason: 'Changed plans' });
    expect(await slotOf(date, 'morning')).toBe('available');
    expect((await start({ package: 'Perch Party', date, people: 2, email: 'again@example.com' })).status).toBe(201);
  });

  test('the waitlist of a boat sold per seat: a party that still fits is sent to book, one that does not may wait', async () => {
    await made();
    const date = '2026-12-09';
    expect((await start({ package: 'Perch Party', date, people: 4, email: 'boat@example.com' })).status).toBe(201);
    const join = (people: number, n: number) =>
      suite.app.request('POST', '/api/waitlist', {
        date,
        time: 'morning',
        package: 'Perch Party',
        name: `Waiting ${n}`,
        email: `waiting${n}@example.com`,
        phone: `(780) 555-04${n}0`,
        people,
      });
    const fits = await join(2, 1);
    expect([fits.status, fits.body.message]).toEqual([409, 'This time is still available: book it now.']);
    expect((await join(3, 2)).status).toBe(201);
    // The waitlist takes no party larger than the package either.
    const tooMany = await suite.app.request('POST', '/api/waitlist', {
      date,
      time: 'morning',
      package: 'Two-Angler Special',
      name: 'Waiting Three',
      email: 'waiting3@example.com',
      phone: '(780) 555-0430',
      people: 3,
    });
    expect([tooMany.status, tooMany.body.message]).toEqual([400, TOO_MANY]);
  });

  test('a private charter still takes one party per slot', async () => {
    await made();
    const date = '2026-12-03';
    expect((await start({ date, people: 1, email: 'first@example.com' })).status).toBe(201);
    const second = await start({ date, people: 1, email: 'second@example.com' });
    expect([second.status, second.body.message]).toEqual([409, UNAVAILABLE]);
    expect(await slotOf(date, 'morning')).toBe('booked');
  });

  test('parties racing for a seat-sold boat never oversell it: exactly the ones that fit get seats, the rest 409', async () => {
    await made();
    const date = '2026-12-08';
    const sizes = [2, 2, 1, 3, 2, 1, 4, 2, 1, 2, 3, 1];
    const answers = await Promise.all(
      sizes.map((people, i) => start({ package: 'Perch Party', date, people, name: `Racer ${i}`, email: `racer${i}@example.com` })),
    );
    const won = sizes.filter((_, i) => answers[i]!.status === 201);
    const lost = answers.filter((a) => a.status !== 201);
    expect(new Set(lost.map((a) => `${a.status} ${a.body.message}`))).toEqual(new Set([`409 ${UNAVAILABLE}`]));
    const sold = won.reduce((sum, people) => sum + people, 0);
    expect(sold).toBeLessThanOrEqual(6);
    // Every party that lost would not have fitted in the seats left.
    const smallestLoser = Math.min(...sizes.filter((_, i) => answers[i]!.status !== 201));
    expect(sold + smallestLoser).toBeGreaterThan(6);
    // The claims table is a projection: read once it has every claim the answers made.
    await logSettled(suite.app, suite.database);
    const [{ seats }] = await suite.database.dataSource.query(
      `SELECT coalesce(sum("seats"), 0)::int AS seats FROM slot_claims WHERE "date" = $1 AND "timeSlot" = 'morning'`,
      [date],
    );
    expect(seats).toBe(sold);
  });

  test('the chat says the limit to a party too large for the package, and offers to book one that fits', async () => {
    const socket = await ChatSocket.open(suite.app.url, { localAddress: '127.0.0.9' });
    try {
      for (const question of [
        'Can I book the Trophy Hunter for 4 people on Saturday Dec 5?',
        'how much is the trophy hunter for 4 adults on dec 5',
      ]) {
        const frame = await socket.ask(`capacity-${question.length}`, question);
        const text = frame.message.message as string;
        expect(text).toContain('Trophy Hunter takes at most 2 people per booking');
        expect(text).toMatch(/For 4 people, .*Full-Day Adventure.* would fit\./);
        const bookNow = (frame.message.metadata.suggestedActions as { type: string; packageName?: string }[]).filter(
          (a) => a.type === 'book_now',
        );
        expect(bookNow.length).toBeGreaterThan(0);
        expect(bookNow.map((a) => a.packageName)).not.toContain('Trophy Hunter');
      }
      // Two anglers fit: no limit is said.
      const two = await socket.ask('capacity-two', 'how much is the trophy hunter for 2 adults on dec 5');
      expect(two.message.message).not.toContain('at most 2 people');
    } finally {
      await socket.close();
    }
  });
});
