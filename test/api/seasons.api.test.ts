import { afterAll, describe, expect, test } from '@jest/globals';
import { useApiApp } from '../support/api-suite';
import { ChatSocket } from '../support/chat-socket';
import { testDatabases } from '../support/databases';
import { useManageLinkApi } from '../support/manage-link-api';
import { TestClock } from '../support/test-clock';

// Monday 2026-11-23, 8:00 AM on the lake; bookings are open a year ahead, to 2027-11-23.
const START = new Date('2026-11-23T15:00:00Z');

const ICE_FISHING = {
  name: 'Ice Fishing',
  price: 199,
  duration: '8 hours',
  description: 'Augered holes, a heated shack and jigging for perch and walleye through the ice.',
  features: ['Heated shack', 'Augers and jigging rods'],
  timeSlots: ['full-day'],
  season: [{ kind: 'months', from: 12, to: 3 }],
};

const bookingData = (overrides: Record<string, unknown> = {}) => ({
  package: 'Half-Day Adventure',
  date: '2026-11-26',
  time: 'morning',
  name: 'Casey Visitor',
  email: 'casey@example.com',
  phone: '(780) 555-0123',
  people: 2,
  ...overrides,
});

const CLOSED_MESSAGE = 'We are closed on Friday, December 25, 2026 (Holiday). Half-Day Adventure next runs on Monday, December 28, 2026.';
const ICE_MESSAGE = 'Ice Fishing runs December to March. Ice Fishing next runs on Saturday, December 5, 2026.';

describe.each(testDatabases().map((db) => [db.name, db] as const))('seasons and closures on %s', (_name, db) => {
  const clock = new TestClock(START);
  const suite = useApiApp(db, { clock });
  const sockets: ChatSocket[] = [];
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
  });
  let address = 40;

  const checkout = (overrides: Record<string, unknown>) =>
    suite.app.request(
      'POST',
      '/api/create-payment-intent',
      { amount: 1, bookingData: bookingData(overrides) },
      {
        'X-Forwarded-For': `198.51.100.${address++}`,
      },
    );
  const day = async (date: string, pkg?: string) =>
    (await suite.app.request('GET', `/api/availability?from=${date}&days=1${pkg ? `&package=${encodeURIComponent(pkg)}` : ''}`)).body[0];

  test('the packages run all year until the admin says otherwise', async () => {
    const packages = (await suite.app.request('GET', '/api/packages')).body as { season: unknown[] }[];
    expect(packages.length).toBeGreaterThan(0);
    expect(packages.every((p) => Array.isArray(p.season) && p.season.length === 0)).toBe(true);
  });

  test('a December to March package is created in the admin, bookable in January and refused in July with when it next runs', async () => {
    const bad = await suite.admin.request('POST', '/api/packages', { ...ICE_FISHING, season: [{ kind: 'months', from: 12, to: 13 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ season: 'Season months must be whole numbers from 1 (January) to 12 (December)' });
    const created = await suite.admin.request('POST', '/api/packages', ICE_FISHING);
    expect(created.status).toBe(201);
    expect(created.body.season).toEqual([{ kind: 'months', from: 12, to: 3 }]);

    const january = await checkout({ package: 'Ice Fishing', date: '2027-01-16', time: 'full-day' });
    expect(january.status).toBe(201);
    expect(january.body.amountCents).toBe(2 * 19_900);

    const july = await checkout({ package: 'Ice Fishing', date: '2027-07-10', time: 'full-day' });
    expect(july.status).toBe(400);
    expect(july.body).toMatchObject({ message: ICE_MESSAGE, errors: { 'bookingData.date': ICE_MESSAGE } });
    // The live quote says the same under the date.
    const quote = await suite.app.request('POST', '/api/quote', {
      package: 'Ice Fishing',
      date: '2027-07-10',
      time: 'full-day',
      people: 2,
    });
    expect(quote.status).toBe(400);
    expect(quote.body.errors).toEqual({ date: ICE_MESSAGE });

    // In July its slot is not bookable for it, while the Full-Day Adventure (all year) still is.
    const julyDay = await day('2027-07-10', 'Ice Fishing');
    expect(julyDay.slots).toEqual([
      expect.objectContaining({ timeSlot: 'full-day', status: 'available', bookable: false, pricePerPerson: 19_900 }),
    ]);
    expect((await day('2027-07-10', 'Full-Day Adventure')).slots[0]).toMatchObject({ bookable: true, pricePerPerson: 39_900 });
    const janDay = await day('2027-01-23', 'Ice Fishing');
    expect(janDay.slots[0]).toMatchObject({ timeSlot: 'full-day', bookable: true, pricePerPerson: 19_900 });
  });

  test('with ?package= each slot adds bookable and the price per person; without it the shape is as before', async () => {
    const thursday = await day('2026-11-26', 'Half-Day Adventure');
    expect(thursday.slots).toEqual([
      {
        timeSlot: 'morning',
        status: 'available',
        label: 'Morning (6:00-10:00 AM)',
        override: null,
        bookable: true,
        pricePerPerson: 20_700,
        // A private charter sells the whole boat: no seats to count.
        seatsLeft: null,
      },
      {
        timeSlot: 'afternoon',
        status: 'available',
        label: 'Afternoon (1:00-5:00 PM)',
        override: null,
        bookable: true,
        pricePerPerson: 20_700,
        // A private charter sells the whole boat: no seats to count.
        seatsLeft: null,
      },
    ]);
    const saturday = await day('2026-11-28', 'Half-Day Adventure');
    expect(saturday.slots).toEqual([expect.objectContaining({ timeSlot: 'full-day', bookable: false, pricePerPerson: 24_900 })]);
    // Today's morning has started: not bookable.
    expect((await day('2026-11-23', 'Half-Day Adventure')).slots.map((s: { bookable: boolean }) => s.bookable)).toEqual([false, true]);
    const general = await day('2026-11-26');
    expect(Object.keys(general.slots[0]).sort()).toEqual(['label', 'override', 'status', 'timeSlot']);
    const unknown = await suite.app.request('GET', '/api/availability?package=Moon%20Trip');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ package: 'Package not found' });
  });

  test('the admin closes Christmas: never offered, refused at checkout and by the waitlist with the message, audited, and reopened', async () => {
    const refused = await suite.admin.request('POST', '/api/closures', { from: '2026-11-20', to: '2026-11-20', reason: 'Holiday' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ from: 'You can only close today or later' });
    expect((await suite.app.request('POST', '/api/closures', { from: '2026-12-25', to: '2026-12-25', reason: 'Holiday' })).status).toBe(
      401,
    );

    const closed = await suite.admin.request('POST', '/api/closures', { from: '2026-12-25', to: '2026-12-25', reason: 'Holiday' });
    expect(closed.status).toBe(201);
    expect(closed.body).toEqual({ id: expect.any(Number), from: '2026-12-25', to: '2026-12-25', packageId: null, reason: 'Holiday' });
    expect((await suite.admin.request('GET', '/api/closures')).body).toEqual([closed.body]);

    const christmas = await day('2026-12-25');
    expect(christmas).toMatchObject({ status: 'booked', timeSlots: 'Fully Booked' });
    expect(christmas.slots.map((s: { status: string }) => s.status)).toEqual(['booked', 'booked']);
    expect((await day('2026-12-25', 'Half-Day Adventure')).slots.every((s: { bookable: boolean }) => !s.bookable)).toBe(true);

    const paid = await checkout({ date: '2026-12-25', time: 'morning' });
    expect(paid.status).toBe(400);
    expect(paid.body).toMatchObject({ message: CLOSED_MESSAGE, errors: { 'bookingData.date': CLOSED_MESSAGE } });

    const waitlist = await suite.app.request(
      'POST',
      '/api/waitlist',
      {
        date: '2026-12-25',
        time: 'morning',
        package: 'Half-Day Adventure',
        name: 'Wait Er',
        email: 'wait@example.com',
        phone: '(780) 555-0199',
        people: 2,
      },
      { 'X-Forwarded-For': '198.51.100.9' },
    );
    expect(waitlist.status).toBe(400);
    expect(waitlist.body.message).toBe(CLOSED_MESSAGE);

    const audit = await suite.admin.request('GET', `/api/content-changes?area=availability&recordId=closure.${closed.body.id}`);
    expect(audit.body).toEqual([
      expect.objectContaining({
        action: 'created',
        recordId: `closure.${closed.body.id}`,
        changes: expect.objectContaining({ reason: { from: null, to: 'Holiday' }, from: { from: null, to: '2026-12-25' } }),
      }),
    ]);

    expect((await suite.admin.request('DELETE', `/api/closures/${closed.body.id}`)).status).toBe(204);
    expect((await suite.admin.request('DELETE', `/api/closures/${closed.body.id}`)).status).toBe(404);
    expect((await day('2026-12-25')).slots.map((s: { status: string }) => s.status)).toEqual(['available', 'available']);
    const reopenedAudit = await suite.admin.request('GET', `/api/content-changes?area=availability&recordId=closure.${closed.body.id}`);
    expect(reopenedAudit.body.map((c: { action: string }) => c.action).sort()).toEqual(['created', 'deleted']);
  });

  test("one package's closure closes it alone", async () => {
    const ice = (await suite.app.request('GET', '/api/packages')).body.find((p: { name: string }) => p.name === 'Ice Fishing');
    const closed = await suite.admin.request('POST', '/api/closures', {
      from: '2027-01-30',
      to: '2027-01-31',
      packageId: ice.id,
      reason: 'Maintenance',
    });
    expect(closed.status).toBe(201);
    expect((await day('2027-01-30', 'Ice Fishing')).slots[0].bookable).toBe(false);
    expect((await day('2027-01-30', 'Full-Day Adventure')).slots[0].bookable).toBe(true);
    expect((await day('2027-01-30')).slots[0].status).toBe('available');
    const refused = await checkout({ package: 'Ice Fishing', date: '2027-01-30', time: 'full-day' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors['bookingData.date']).toBe(
      'Ice Fishing is not running on Saturday, January 30, 2027 (Maintenance). Ice Fishing next runs on Saturday, February 6, 2027.',
    );
    const unknown = await suite.admin.request('POST', '/api/closures', {
      from: '2027-01-30',
      to: '2027-01-30',
      packageId: 9999,
      reason: 'x',
    });
    expect(unknown.body.errors).toEqual({ packageId: 'Choose a package, or leave it empty to close every package' });
  });

  test('two admins reopening the same closure at once: one reopens it, the other is told it is gone, one audit entry', async () => {
    const closed = await suite.admin.request('POST', '/api/closures', { from: '2027-02-15', to: '2027-02-16', reason: 'Maintenance' });
    expect(closed.status).toBe(201);
    const answers = await Promise.all([1, 2, 3].map(() => suite.admin.request('DELETE', `/api/closures/${closed.body.id}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([204, 404, 404]);
    const audit = await suite.admin.request('GET', `/api/content-changes?area=availability&recordId=closure.${closed.body.id}`);
    expect(audit.body.map((c: { action: string }) => c.action).sort()).toEqual(['created', 'deleted']);
  });

  test('the chat never offers a closed or out-of-season date, and says when the package next runs', async () => {
    const socket = await ChatSocket.open(suite.app.url, { localAddress: '127.0.0.9' });
    sockets.push(socket);
    const july = await socket.ask('season-chat', 'Is Ice Fishing available on July 10, 2027?');
    expect(july.message.message).toContain(ICE_MESSAGE);
    const offers = july.message.metadata.suggestedActions.filter((a: { type: string }) => a.type === 'book_now');
    expect(offers.every((a: { date?: string }) => !a.date || (a.date >= '2026-12-01' && a.date <= '2027-03-31'))).toBe(true);

    const closed = await suite.admin.request('POST', '/api/closures', { from: '2026-12-25', to: '2026-12-25', reason: 'Holiday' });
    expect(closed.status).toBe(201);
    const christmas = await socket.ask('season-chat-2', 'Is the Half-Day Adventure available on December 25?');
    expect(christmas.message.message).toContain('We are closed on Friday, December 25, 2026 (Holiday).');
    const christmasOffers = christmas.message.metadata.suggestedActions.filter((a: { type: string }) => a.type === 'book_now');
    expect(christmasOffers.map((a: { date?: string }) => a.date)).not.toContain('2026-12-25');
  });
});

describe.each(testDatabases().map((db) => [db.name, db] as const))('rescheduling onto a closed day on %s', (_name, db) => {
  const api = useManageLinkApi(db);

  test('the manage link refuses a closed day with the message; the booking stays', async () => {
    const booking = await api.paidBooking('2026-12-21');
    const admin = await api.staff();
    expect((await admin.request('POST', '/api/closures', { from: '2026-12-24', to: '2026-12-26', reason: 'Holiday' })).status).toBe(201);
    const moved = await api.reschedule(booking.token, '2026-12-24', 'morning');
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe(
      'We are closed on Thursday, December 24, 2026 (Holiday). Half-Day Adventure next runs on Monday, December 28, 2026.',
    );
    expect((await api.view(booking.token)).body.booking).toMatchObject({ date: '2026-12-21' });
  });
});
