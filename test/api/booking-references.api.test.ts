import { randomUUID } from 'node:crypto';
import { describe, expect, test } from '@jest/globals';
import { BookingReferenceBackfill } from '../../application/bookings/booking-reference-backfill';
import { drawBookingReference } from '../../application/bookings/booking-references';
import { EventStore } from '../../application/ports/event-store';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { newEventOf } from '../../application/shared/event-envelope';
import { EVENT_STORE, PROJECTION_RUNNER } from '../../adapters/shared/tokens';
import { BookingRequested } from '../../domain/bookings/booking';
import { logSettled, useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { useMessagingStandIns } from '../support/message-stand-ins';
import { flows } from '../support/notification-flows';
import { TestClock } from '../support/test-clock';

/** What a reference looks like: six signs of the readable alphabet (no 0/O, 1/I/L). */
const REFERENCE = /^[A-HJKMNP-Z2-9]{6}$/;

const form = (overrides: Record<string, unknown> = {}) => ({
  package: 'Half-Day Adventure',
  date: '2026-11-26', // a Thursday
  time: 'morning',
  name: 'Casey Visitor',
  email: 'casey@example.com',
  phone: '(780) 555-0123',
  people: 2,
  hasKids: false,
  kidsCount: 0,
  ...overrides,
});

describe.each(testDatabases().map((db) => [db.name, db] as const))('booking references on %s', (_name, db) => {
  // Monday 2026-11-23, 8:00 AM on the lake.
  const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
  const { mail, twilio, env } = useMessagingStandIns();
  /** References a test wants drawn next; random ones otherwise. */
  const queued: string[] = [];
  const suite = useApiApp(db, { clock, env, drawBookingReference: () => queued.shift() ?? drawBookingReference() });
  const { dispatch, waiverReferenceOf } = flows(suite);

  const rowOf = async (bookingId: string) => {
    const res = await suite.admin.request('GET', `/api/bookings/${bookingId}`);
    expect(res.status).toBe(200);
    return res.body as { id: string; reference: string | null; status: string; version: number; updatedAt: string };
  };
  const search = async (q: string) => {
    const res = await suite.admin.request('GET', `/api/bookings?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return (res.body as { id: string }[]).map((b) => b.id);
  };
  const phoneBooking = async (overrides: Record<string, unknown>) => {
    const created = await suite.admin.request('POST', '/api/bookings', form(overrides));
    expect(created.status).toBe(201);
    return created.body as { id: string; reference: string };
  };
  const streamOf = async (streamId: string) => suite.app.app.get<EventStore>(EVENT_STORE).readStream(streamId);

  let paid: { bookingId: string; reference: string };

  test('a paid checkout has its reference from the start: in the answers, the booking, the confirmation email and SMS', async () => {
    const started = await suite.app.request('POST', '/api/create-payment-intent', { amount: 1, bookingData: form() });
    expect(started.status).toBe(201);
    const { paymentIntentId, clientSecret, bookingId, reference } = started.body as {
      paymentIntentId: string;
      clientSecret: string;
      bookingId: string;
      reference: string;
    };
    expect(reference).toMatch(REFERENCE);
    const card = { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    expect((await suite.app.request('POST', `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, card)).status).toBe(200);
    const confirmed = await suite.app.request('POST', '/api/confirm-booking-payment', {
      paymentIntentId,
      clientSecret,
      bookingData: form(),
    });
    expect(confirmed.body).toMatchObject({ id: bookingId, status: 'confirmed', reference });
    expect(await rowOf(bookingId)).toMatchObject({ reference, status: 'confirmed' });
    paid = { bookingId, reference };

    // Its first event records it, and the reference's own stream names the booking.
    const [held] = await streamOf(`booking-${bookingId}`);
    expect(held).toMatchObject({ type: 'BookingHeld', data: { reference } });
    expect((await streamOf(`bookingref-${reference}`)).map((e) => [e.type, e.data])).toEqual([
      ['BookingReferenceClaimed', { reference, bookingId }],
    ]);

    await dispatch();
    const [email] = mail.to('casey@example.com');
    expect(email!.text).toContain(`Booking reference: ${reference}\nPackage: Half-Day Adventure`);
    expect(email!.html).toContain(`<th align="left">Booking reference</th><td>${reference}</td>`);
    const [sms] = twilio.to('+17805550123');
    expect(sms!.body).toContain(`is confirmed. Paid $414.00 CAD. Booking reference: ${reference}. Meet at`);
  });

  test('staff find exactly that booking by its reference typed in lower case, with a space or a dash; the public cannot ask', async () => {
    await phoneBooking({ date: '2026-11-27', name: 'Other Angler', phone: '(780) 555-0124', email: 'other@example.com' });
    const lower = paid.reference.toLowerCase();
    expect(await search(`${lower.slice(0, 3)} ${lower.slice(3)}`)).toEqual([paid.bookingId]);
    expect(await search(` ${paid.reference.slice(0, 3)}-${paid.reference.slice(3)} `)).toEqual([paid.bookingId]);
    // Another reference finds nothing; the text search by name still works beside it.
    const unused = paid.reference === 'ZZZZ22' ? 'ZZZZ23' : 'ZZZZ22';
    expect(await search(unused)).toEqual([]);
    expect(await search('Other Angler')).toHaveLength(1);
    // A reference is no key: the bookings list is staff's only.
    expect((await suite.app.request('GET', `/api/bookings?q=${paid.reference}`)).status).toBe(401);
  });

  test("the waiver page learns the booking's reference and date from its link's key, never from the reference", async () => {
    const key = await waiverReferenceOf(paid.bookingId);
    const named = await suite.app.request('GET', `/api/waiver-booking/${key}`);
    expect([named.status, named.body]).toEqual([200, { reference: paid.reference, tripDate: '2026-11-26' }]);
    expect((await suite.app.request('GET', `/api/waiver-booking/${paid.reference}`)).status).toBe(404);
    expect((await suite.app.request('GET', '/api/waiver-booking/NoSuchWaiverKey0000000A')).status).toBe(404);
  });

  test('a reference another booking holds is drawn again, in the same request', async () => {
    queued.push(paid.reference, paid.reference, 'H4PX9C');
    const second = await phoneBooking({ date: '2026-11-30', phone: '(780) 555-0125' });
    // The first draw was taken, the second too: the third is the booking's.
    expect(second.reference).toBe('H4PX9C');
    expect(queued).toEqual([]);
    expect((await streamOf(`bookingref-${paid.reference}`)).map((e) => e.data.bookingId)).toEqual([paid.bookingId]);
    expect(await search('h4px9c')).toEqual([second.id]);
  });

  test('checkouts started together all get distinct references, even when their draws meet', async () => {
    // Each reference is drawn twice in a row: checkouts running side by side draw the same one and
    // race for its stream; the loser draws again.
    for (const reference of ['PAR222', 'PAR333', 'PAR444', 'PAR555', 'PAR666', 'PAR777', 'PAR888', 'PAR999'])
      queued.push(reference, reference);
    const slots = ['2026-12-03', '2026-12-04', '2026-12-07'].flatMap((date) => ['morning', 'afternoon'].map((time) => ({ date, time })));
    const started = await Promise.all(
      slots.map((slot, i) =>
        suite.app.request('POST', '/api/create-payment-intent', {
          amount: 1,
          bookingData: form({ ...slot, email: `party${i}@example.com`, phone: `(780) 555-01${30 + i}` }),
        }),
      ),
    );
    expect(started.map((res) => res.status)).toEqual(slots.map(() => 201));
    const references = started.map((res) => res.body.reference as string);
    expect(new Set(references).size).toBe(slots.length);
    for (const res of started) {
      const claims = await streamOf(`bookingref-${res.body.reference}`);
      expect(claims.map((e) => e.data.bookingId)).toEqual([res.body.bookingId]);
    }
    queued.length = 0;
  });

  test('bookings made before references get one, once: unique, kept by a rebuild, and a second run changes nothing', async () => {
    const events = suite.app.app.get<EventStore>(EVENT_STORE);
    const legacy = [randomUUID(), randomUUID()];
    for (const [i, bookingId] of legacy.entries()) {
      // As the booking's first event was written before references: no reference in it.
      const requested: BookingRequested = {
        type: 'BookingRequested',
        // Each on a day of its own: the slots process takes each booking's slot.
        data: { bookingId, details: { ...form({ date: `2026-12-1${i}`, name: `Early Bird ${i}` }), time: 'morning' } },
        metadata: { actor: { kind: 'user', username: 'guide', role: 'admin' }, occurredAt: '2026-11-01T16:00:00.000Z' },
      };
      await events.append(`booking-${bookingId}`, [newEventOf(requested)], 0);
    }
    await logSettled(suite.app, suite.database);
    for (const bookingId of legacy) expect((await rowOf(bookingId)).reference).toBeNull();
    const before = await rowOf(legacy[0]!);

    // The first draw is a reference another booking holds: drawn again.
    queued.push(paid.reference);
    const backfill = suite.app.app.get(BookingReferenceBackfill);
    expect(await backfill.run()).toBe(2);
    const named = await Promise.all(legacy.map(rowOf));
    for (const row of named) expect(row.reference).toMatch(REFERENCE);
    expect(named[0]!.reference).not.toBe(paid.reference);
    expect(new Set(named.map((row) => row.reference)).size).toBe(2);
    // Naming a booking is no change of the guide's or the customer's: its last change stays.
    expect(named[0]).toMatchObject({ updatedAt: before.updatedAt, version: before.version + 1 });
    for (const row of named) {
      expect((await streamOf(`booking-${row.id}`)).map((e) => e.type)).toEqual(['BookingRequested', 'BookingReferenceAssigned']);
      expect((await streamOf(`bookingref-${row.reference}`)).map((e) => e.data.bookingId)).toEqual([row.id]);
      expect(await search(row.reference!.toLowerCase())).toEqual([row.id]);
    }

    expect(await backfill.run()).toBe(0);
    await suite.app.app.get<ProjectionRunner>(PROJECTION_RUNNER).rebuild();
    expect(await Promise.all(legacy.map(rowOf))).toEqual(named);
    expect(await backfill.run()).toBe(0);
    for (const row of named) expect(await streamOf(`booking-${row.id}`)).toHaveLength(2);
  });
});
