import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { REFERRAL_MESSAGES } from '../../domain/referrals/referral-rules';
import { BookingPaymentsProcess } from '../../application/checkout/booking-payments.process';
import { ReferralCodeIssuer, drawReferralCode, issuedReferralCodeOf } from '../../application/referrals/referral-code-issuer';
import { ReferralJob } from '../../application/referrals/referral-job';
import { ReferralPaymentSteps } from '../../application/referrals/referral-payment-steps';
import { slotDayStreamId } from '../../domain/availability/slot-day';
import { BookingDetails, bookingDecider, bookingStreamId } from '../../domain/bookings/booking';
import { creditAccountStreamId } from '../../domain/referrals/credit-account';
import { referralCodeStreamId, referrerCodeStreamId } from '../../domain/referrals/referral-code';
import { referralStreamId } from '../../domain/referrals/referral';
import { Actor } from '../../domain/shared/actor';
import { fold } from '../../domain/shared/decider';
import { domainEventOf } from '../../application/shared/event-envelope';
import { Database } from '../../adapters/persistence/database';
import { CUSTOMER_ACCOUNTS, TypeOrmReferralCodes, TypeOrmReferralQueries } from '../../adapters/referrals/typeorm-referral-queries';
import { testDatabases } from '../support/databases';
import { Engine } from '../support/engine';
import { TestClock } from '../support/test-clock';

const visitor: Actor = { kind: 'visitor' };
// Monday 2026-11-23, 08:00 on the lake (UTC-7).
const START = new Date('2026-11-23T15:00:00Z');
// The afternoon trip of Friday 2026-11-27 ends at 17:00 on the lake: 2026-11-28T00:00Z.
const AFTER_FRIDAY_TRIP = new Date('2026-11-28T00:01:00Z');

const person = (name: string, n: number) => ({
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone: `(780) 555-0${100 + n}`,
});
const ALEX = person('Alex Angler', 1);
const BLAIR = person('Blair Friend', 2);
const CASEY = person('Casey Newcomer', 3);
const DREW = person('Drew Solo', 4);

const trip = (who: typeof ALEX, date: string, extra: Partial<BookingDetails> = {}): BookingDetails => ({
  package: 'Half-Day Adventure',
  date,
  time: 'afternoon',
  ...who,
  people: 1,
  hasKids: false,
  kidsCount: 0,
  ...extra,
});

describe.each(testDatabases().map((db) => [db.name, db] as const))('referrals on %s', (_name, db) => {
  let database: Database;
  let engine: Engine;
  const clock = new TestClock(START);

  beforeAll(async () => {
    database = await db.open();
    engine = new Engine(database, { clock, settleTimeoutMs: 2_000 });
    await engine.catchUp();
  }, 60_000);
  afterAll(() => database.close());

  /** A visitor's checkout (with a code, perhaps), paid with the test card and confirmed. */
  async function paid(details: BookingDetails, referralCode?: string) {
    const started = await engine.checkout.startPayment(details, referralCode, visitor);
    await engine.testGateway.confirmWithCard(
      started.paymentIntentId,
      { clientSecret: started.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
      clock.now(),
    );
    const booking = await engine.checkout.confirmPayment(started.paymentIntentId, visitor, started.clientSecret);
    await engine.catchUp();
    return { started, booking };
  }
  const job = () => new ReferralJob(engine.events, new TypeOrmReferralQueries(database.dataSource), engine.settled, clock);
  const typesOf = async (stream: string) => (await engine.events.readStream(stream)).map((e) => e.type);
  const referralRow = async (id: string) => (await new TypeOrmReferralQueries(database.dataSource).list()).find((r) => r.id === id);

  let alex: { bookingId: string; code: string };
  let blairBookingId: string;

  test("a checkout finds the customer's credit accounts through indexes of the holders' email and phone, not by reading every account", async () => {
    const plan = await database.dataSource.transaction(async (manager) => {
      // The plan the table would get once large: with few rows a scan is cheaper, so scans are priced out.
      await manager.query('SET LOCAL enable_seqscan = off');
      return JSON.stringify(
        await manager.query(`EXPLAIN (FORMAT JSON) SELECT SUM("balanceCents") FROM credit_accounts WHERE ${CUSTOMER_ACCOUNTS}`, [
          ['email:alex@example.com', 'phone:7805550101'],
          'alex@example.com',
          '7805550101',
        ]),
      );
    });
    expect(plan).toContain('credit_accounts_email_key_idx');
    expect(plan).toContain('credit_accounts_phone_key_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  test('a paid booking gets one code, issued on its own stream; the payment step taken again issues nothing more', async () => {
    const { booking } = await paid(trip(ALEX, '2026-11-27', { time: 'morning' }));
    expect(booking.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    alex = { bookingId: booking.id, code: booking.referralCode! };
    expect(await typesOf(referrerCodeStreamId(alex.bookingId))).toEqual(['ReferrerCodeChosen']);
    expect(await typesOf(referralCodeStreamId(alex.code))).toEqual(['ReferralCodeIssued']);

    // A crash after the booking was paid: the payments process handles the payment's report again.
    const history = await engine.events.readStream(bookingStreamId(alex.bookingId));
    const report = history.find((e) => e.type === 'BookingPaymentSucceeded')!;
    const again = new BookingPaymentsProcess({
      events: engine.events,
      gateway: engine.gateway,
      schedule: { isOffered: async () => true },
      clock,
      paid: new ReferralPaymentSteps(engine.events),
    });
    expect(await again.handle(report)).toBeUndefined();
    expect(await issuedReferralCodeOf(engine.events, alex.bookingId)).toBe(alex.code);
    expect(await typesOf(referrerCodeStreamId(alex.bookingId))).toEqual(['ReferrerCodeChosen']);
  });

  test("a payment's usual confirmation is one write: the slot taken, the booking paid and its own code, in one transaction", async () => {
    const { booking } = await paid(trip(DREW, '2026-11-25', { time: 'morning' }));
    const day = await engine.events.readStream(slotDayStreamId('2026-11-25'));
    const written = [
      ...day.filter((e) => e.type === 'SlotTaken' && e.data.bookingId === booking.id),
      ...(await engine.events.readStream(bookingStreamId(booking.id))).filter((e) => e.type === 'BookingPaid'),
      ...(await engine.events.readStream(referrerCodeStreamId(booking.id))),
      ...(await engine.events.readStream(referralCodeStreamId(booking.referralCode!))),
    ];
    expect(written.map((e) => e.type)).toEqual(['SlotTaken', 'BookingPaid', 'ReferrerCodeChosen', 'ReferralCodeIssued']);
    // The SQL stores order their log by transaction first: one position.commit is one transaction.
    expect(new Set(written.map((e) => e.position.commit)).size).toBe(1);
  });

  test('a code drawn twice is never given to a second booking: the booking chooses again', async () => {
    const draws = [alex.code, alex.code, 'ZZZZ2345'];
    const issuer = new ReferralCodeIssuer(engine.events, () => draws.shift() ?? drawReferralCode());
    const events = await engine.events.readStream(bookingStreamId(alex.bookingId));
    const alexBooking = fold(
      bookingDecider,
      events.map((e) => domainEventOf(e)),
    );
    if (alexBooking.status === 'none') throw new Error('no booking');
    const other = { ...alexBooking, bookingId: 'a0000000-0000-4000-8000-000000000001' };
    await issuer.issueFor(other, clock.now().toISOString());
    expect(await typesOf(referrerCodeStreamId(other.bookingId))).toEqual([
      'ReferrerCodeChosen',
      'ReferrerCodeChosenAgain',
      'ReferrerCodeChosenAgain',
    ]);
    expect(await issuedReferralCodeOf(engine.events, other.bookingId)).toBe('ZZZZ2345');
    expect(await issuedReferralCodeOf(engine.events, alex.bookingId)).toBe(alex.code);
  });

  test("the friend's booking is 50 less and makes a pending referral; its owner's code gives its owner nothing", async () => {
    const self = await engine.checkout.startPayment(trip(ALEX, '2026-11-30', { time: 'morning' }), alex.code, visitor);
    expect(self.quote.referralCode).toEqual({ code: alex.code, applied: false, reason: REFERRAL_MESSAGES.notEligible });
    await engine.checkout.releaseHold(self.paymentIntentId, self.clientSecret, visitor);

    const { started, booking } = await paid(trip(BLAIR, '2026-11-27'), alex.code.toLowerCase());
    expect(started.quote).toMatchObject({ referralCreditCents: 5_000, totalCents: 19_900 });
    blairBookingId = booking.id;
    expect(await referralRow(blairBookingId)).toMatchObject({
      status: 'pending',
      referralCode: alex.code,
      originalBookingId: alex.bookingId,
      referrerName: ALEX.name,
      refereeName: BLAIR.name,
      creditAmount: 50,
    });
    const second = await engine.checkout.startPayment(trip(BLAIR, '2026-12-04'), alex.code, visitor);
    expect(second.quote.referralCode).toEqual({ code: alex.code, applied: false, reason: REFERRAL_MESSAGES.notEligible });
    await engine.checkout.releaseHold(second.paymentIntentId, second.clientSecret, visitor);
  });

  test('the job completes and rewards it once the trip has ended, on a fixed clock; two jobs at once grant one credit', async () => {
    expect(await job().run()).toEqual({ completed: 0, rewarded: 0, voided: 0 });
    clock.set(AFTER_FRIDAY_TRIP);
    const runs = await Promise.all([job().run(), job().run()]);
    expect(runs.reduce((sum, r) => sum + r.rewarded, 0)).toBe(1);
    expect(await typesOf(referralStreamId(blairBookingId))).toEqual(['ReferralRecorded', 'ReferralCompleted', 'ReferralRewarded']);
    expect(await typesOf(creditAccountStreamId('+17805550101'))).toEqual(['CreditGranted']);
    expect(await referralRow(blairBookingId)).toMatchObject({
      status: 'rewarded',
      completedAt: AFTER_FRIDAY_TRIP,
      rewardedAt: AFTER_FRIDAY_TRIP,
    });
    expect(await new TypeOrmReferralCodes(database.dataSource).creditCents({ email: ALEX.email })).toBe(5_000);
  });

  test("the referrer's credit pays part of their next booking, never below 0, and comes back when it is cancelled before the trip", async () => {
    const { started, booking } = await paid(trip(ALEX, '2026-12-04'));
    expect(started.quote).toMatchObject({ accountCreditCents: 5_000, totalCents: 19_900 });
    expect(await typesOf(creditAccountStreamId('+17805550101'))).toEqual(['CreditGranted', 'CreditSpent']);
    const next = await engine.checkout.startPayment(trip(ALEX, '2026-12-11'), undefined, visitor);
    expect(next.quote).toMatchObject({ accountCreditCents: 0, totalCents: 24_900 });
    await engine.checkout.releaseHold(next.paymentIntentId, next.clientSecret, visitor);

    await engine.bookings.changeStatus(booking.id, 'cancelled', undefined, { kind: 'user', username: 'guide', role: 'admin' });
    await engine.catchUp();
    expect(await typesOf(creditAccountStreamId('+17805550101'))).toEqual(['CreditGranted', 'CreditSpent', 'CreditRestored']);
    expect(await new TypeOrmReferralCodes(database.dataSource).creditCents({ phone: ALEX.phone })).toBe(5_000);
  });

  test("a friend's booking cancelled before its trip voids its referral; the job never rewards it", async () => {
    const blairCode = (await issuedReferralCodeOf(engine.events, blairBookingId))!;
    const { booking } = await paid(trip(CASEY, '2026-12-11'), blairCode);
    await engine.bookings.changeStatus(booking.id, 'cancelled', undefined, { kind: 'user', username: 'guide', role: 'admin' });
    await engine.catchUp();
    expect(await referralRow(booking.id)).toMatchObject({
      status: 'voided',
      voidReason: "The friend's booking was cancelled before the trip",
    });
    clock.set(new Date('2026-12-12T01:00:00Z'));
    expect(await job().run()).toEqual({ completed: 0, rewarded: 0, voided: 0 });
    expect(await typesOf(creditAccountStreamId('+17805550102'))).toEqual([]);
    expect(engine.errors).toEqual([]);
  });
});
