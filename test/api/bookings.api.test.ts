import { describe, expect, test } from '@jest/globals';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { useApiApp } from '../support/api-suite';
import { TestClock } from '../support/test-clock';

const valid = {
  package: 'Full-Day Adventure',
  date: '2026-12-05',
  time: 'full-day',
  name: 'Morgan Lacombe',
  email: 'morgan@example.com',
  phone: '(780) 555-0110',
  people: 4,
  kidsCount: 1,
  message: 'First time on Wabamun',
};

describe.each(testDatabases().map((db) => [db.name, db] as const))('bookings API on %s', (_name, db) => {
  const clock = new TestClock();
  const suite = useApiApp(db, { clock });

  test('refuses a bad booking with the form message of each field, and writes nothing', async () => {
    const res = await suite.admin.request('POST', '/api/bookings', {
      package: '',
      date: 'tomorrow',
      time: 'evening',
      name: 'A',
      email: 'not-an-email',
      phone: '12345',
      people: 13,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      errorAnswer({
        message: 'Please select a package',
        errors: {
          package: 'Please select a package',
          date: 'Please select a date',
          time: 'Please select a time',
          name: 'Name must be at least 2 characters',
          email: 'Please enter a valid email address',
          phone: 'Please enter a valid phone number',
          people: 'Please select the number of people',
        },
      }),
    );
    expect((await suite.admin.request('GET', '/api/bookings?q=not-an-email')).body).toEqual([]);
  });

  test.each([
    [{ people: 2, kidsCount: 2 }, /fewer than the party size/],
    [{ people: 12, kidsCount: 11 }, /at most 10/],
    [{ date: '2026-02-30' }, 'Please select a date'],
  ])('refuses %o by the domain rules', async (overrides, message) => {
    const res = await suite.admin.request('POST', '/api/bookings', { ...valid, ...overrides });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  test('creates a pending booking that the list shows at once, and tracks every status change', async () => {
    const created = await suite.admin.request('POST', '/api/bookings', { ...valid, people: '4' });
    expect(created.status).toBe(201);
    const booking = created.body;
    expect(booking).toMatchObject({
      ...valid,
      hasKids: true,
      status: 'pending',
      version: 1,
      createdAt: clock.now().toISOString(),
    });
    const list = await suite.admin.request('GET', '/api/bookings');
    expect(list.body.map((b: { id: string }) => b.id)).toContain(booking.id);

    clock.advance(3_600_000);
    const confirmed = await suite.admin.request('PATCH', `/api/bookings/${booking.id}/status`, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: booking.id, status: 'confirmed', version: 2 });

    const again = await suite.admin.request('PATCH', `/api/bookings/${booking.id}/status`, { status: 'confirmed' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(errorAnswer({ message: 'The booking is already confirmed' }));

    clock.advance(3_600_000);
    const cancelled = await suite.admin.request('PATCH', `/api/bookings/${booking.id}/status`, {
      status: 'cancelled',
      reason: 'Thunderstorm warning for the lake',
    });
    expect(cancelled.body.status).toBe('cancelled');
    expect((await suite.admin.request('GET', `/api/bookings/${booking.id}`)).body.status).toBe('cancelled');

    const history = await suite.admin.request('GET', `/api/bookings/${booking.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.map((h: any) => [h.version, h.type, h.changes.status, h.reason, h.actor.kind])).toEqual([
      [1, 'BookingRequested', { from: null, to: 'pending' }, null, 'user'],
      [2, 'BookingStatusChanged', { from: 'pending', to: 'confirmed' }, null, 'user'],
      [3, 'BookingStatusChanged', { from: 'confirmed', to: 'cancelled' }, 'Thunderstorm warning for the lake', 'user'],
    ]);
    expect(history.body[0].changes.name).toEqual({ from: null, to: 'Morgan Lacombe' });

    // Replay: the booking as it was after its second event, and at an instant between changes.
    // It answers the booking's row as the list showed it then (the shape of the booking now), not
    // the aggregate's state.
    const v2 = await suite.admin.request('GET', `/api/bookings/${booking.id}?asOf=2`);
    expect(v2.body).toMatchObject({ version: 2, booking: { id: booking.id, status: 'confirmed', version: 2 } });
    const now = (await suite.admin.request('GET', `/api/bookings/${booking.id}`)).body;
    expect(Object.keys(v2.body.booking).sort()).toEqual(Object.keys(now).sort());
    expect(v2.body.booking).not.toHaveProperty('details');
    const before = new Date(clock.now().getTime() - 1_800_000).toISOString();
    const atTime = await suite.admin.request('GET', `/api/bookings/${booking.id}?asOf=${encodeURIComponent(before)}`);
    expect(atTime.body).toMatchObject({ version: 2, booking: { status: 'confirmed', name: 'Morgan Lacombe' } });
    const v0 = await suite.admin.request('GET', `/api/bookings/${booking.id}?asOf=0`);
    expect(v0.body).toEqual({ version: 0 });
  });

  test('filters the list by date range, status and text', async () => {
    const make = async (date: string, name: string) =>
      (
        await suite.admin.request('POST', '/api/bookings', {
          ...valid,
          date,
          name,
          email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
        })
      ).body;
    const a = await make('2027-01-10', 'Avery Filterton');
    const b = await make('2027-01-20', 'Blake Filterton');
    await suite.admin.request('PATCH', `/api/bookings/${b.id}/status`, { status: 'confirmed' });
    const ids = async (query: string) => (await suite.admin.request('GET', `/api/bookings?${query}`)).body.map((x: { id: string }) => x.id);
    expect(await ids('q=filterton')).toEqual([a.id, b.id]);
    expect(await ids('q=filterton&status=confirmed')).toEqual([b.id]);
    expect(await ids('q=filterton&from=2027-01-15')).toEqual([b.id]);
    expect(await ids('q=filterton&to=2027-01-15')).toEqual([a.id]);
    expect(await ids('q=%25')).toEqual([]); // a literal % is text, not a wildcard
    const bad = await suite.admin.request('GET', '/api/bookings?status=lost');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Status must be one of pending, confirmed, cancelled, held, released');
  });

  test('answers 404 for an unknown booking and 400 for a malformed id or status', async () => {
    const unknown = '2b1f4c5e-8d0a-4c61-9a7e-1f2e3d4c5b6a';
    expect((await suite.admin.request('GET', `/api/bookings/${unknown}`)).status).toBe(404);
    expect((await suite.admin.request('GET', `/api/bookings/${unknown}/history`)).body).toEqual(
      errorAnswer({ message: 'Booking not found' }),
    );
    expect((await suite.admin.request('GET', `/api/bookings/${unknown}?asOf=1`)).status).toBe(404);
    const patch = await suite.admin.request('PATCH', `/api/bookings/${unknown}/status`, { status: 'confirmed' });
    expect(patch.status).toBe(404);
    expect(patch.body).toEqual(errorAnswer({ message: 'Booking not found' }));
    expect((await suite.admin.request('GET', '/api/bookings/not-a-uuid')).status).toBe(400);
    const created = (await suite.admin.request('POST', '/api/bookings', valid)).body;
    const badStatus = await suite.admin.request('PATCH', `/api/bookings/${created.id}/status`, { status: 'paid' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.errors).toEqual({ status: 'Status must be pending, confirmed or cancelled' });
  });
});
