import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { addDays, weekdayOf } from '../../domain/availability/weekly-template';
import { startEventStoreStandIn, type EventStoreStandIn } from '../support/eventstoredb-stand-in';
import {
  createServerDatabase,
  killLeftoverServers,
  serverDatabaseNames,
  type ServerDatabase,
  type ServerProcess,
  startServerProcess,
} from '../support/server-process';

/**
 * The app started as `EVENTSTORE_URL=esdb://... npm start` runs it, its events on EventStoreDB (the
 * in-memory stand-in of its protocol here) and its read models in PostgreSQL or PGlite: it starts,
 * says so, is ready, and takes a booking from hold to confirmation with its events in EventStoreDB.
 */
let standIn: EventStoreStandIn;
let db: ServerDatabase;
let server: ServerProcess;
beforeAll(async () => {
  standIn = await startEventStoreStandIn();
  // PostgreSQL when there is one: a new PGlite data directory alone takes most of the start-up
  // deadline on a busy machine.
  db = await createServerDatabase(serverDatabaseNames().at(-1)!);
  server = await startServerProcess({ ...db.env, EVENTSTORE_URL: standIn.url });
}, 90_000);
afterAll(async () => {
  killLeftoverServers();
  await db?.remove();
  await standIn?.close();
});

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(server.url + path, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'stand-in-test' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

test('the app runs on EventStoreDB: health names it, readiness checks it, a booking lands in it', async () => {
  expect((await call('GET', '/api/health')).body.adapters.events).toBe('eventstoredb');
  const ready = await call('GET', '/api/health/ready');
  expect(ready.status).toBe(200);
  expect(ready.body.info.eventstore.status).toBe('up');

  const date = addDays(new Date().toISOString().slice(0, 10), 10);
  const weekend = ['saturday', 'sunday'].includes(weekdayOf(date));
  const bookingData = {
    package: weekend ? 'Full-Day Adventure' : 'Half-Day Adventure',
    date,
    time: weekend ? 'full-day' : 'morning',
    name: 'Stand-In Visitor',
    email: 'standin@example.com',
    phone: '(780) 555-0199',
    people: 2,
    hasKids: false,
    kidsCount: 0,
  };
  const held = await call('POST', '/api/create-payment-intent', { amount: 1, bookingData });
  expect(held.status).toBe(201);
  const { paymentIntentId, clientSecret, bookingId } = held.body;
  const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
  expect((await call('POST', `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, { clientSecret, ...card })).status).toBe(200);
  const confirmed = await call('POST', '/api/confirm-booking-payment', { paymentIntentId, clientSecret });
  expect(confirmed.body.status).toBe('confirmed');

  const booking = standIn.log.stream(`booking-${bookingId}`) ?? [];
  expect(booking.map((event) => event.type)).toEqual(expect.arrayContaining(['BookingHeld', 'BookingPaid']));
  expect(booking.map((event) => event.revision)).toEqual(booking.map((_, i) => BigInt(i)));
}, 60_000);
