import { describe, expect, test } from '@jest/globals';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { TestClock } from '../support/test-clock';

// Monday 2026-11-23, 8:00 AM on the lake.
const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));

// The package runs in the slot asked for: the half day in the morning or afternoon, the full day otherwise.
const form = (overrides: Record<string, unknown> = {}) => ({
  package: overrides.time === 'full-day' ? 'Full-Day Adventure' : 'Half-Day Adventure',
  date: '2026-11-26', // a Thursday: 17% off
  time: 'morning',
  name: 'Casey Visitor',
  email: 'casey@example.com',
  phone: '(780) 555-0123',
  people: 2,
  hasKids: false,
  kidsCount: 0,
  ...overrides,
});

describe.each(testDatabases().map((db) => [db.name, db] as const))('paying for a booking on %s', (_name, db) => {
  const suite = useApiApp(db, { clock });

  /** Each payment's client secret, as the visitor's browser keeps it for the confirmation. */
  const secrets = new Map<string, string>();
  const start = async (overrides: Record<string, unknown> = {}, amount = 1) => {
    const res = await suite.app.request('POST', '/api/create-payment-intent', { amount, bookingData: form(overrides) });
    if (res.body?.paymentIntentId) secrets.set(res.body.paymentIntentId, res.body.clientSecret);
    return res;
  };
  const pay = (intent: { paymentIntentId: string; clientSecret: string }, cardNumber = '4242 4242 4242 4242') =>
    suite.app.request('POST', `/api/test-gateway/payment-intents/${intent.paymentIntentId}/confirm`, {
      clientSecret: intent.clientSecret,
      cardNumber,
      expiry: '12/30',
      cvc: '123',
    });
  const confirm = (paymentIntentId: string, clientSecret = secrets.get(paymentIntentId) ?? 'unknown') =>
    suite.app.request('POST', '/api/confirm-booking-payment', { paymentIntentId, clientSecret, bookingData: form() });
  const slotStatus = async (date: string, timeSlot: string) => {
    const day = (await suite.app.request('GET', `/api/availability?from=${date}&days=1`)).body[0];
    return day.slots.find((s: { timeSlot: string }) => s.timeSlot === timeSlot)?.status;
  };

  test('quote, hold, pay with the success card, confirm twice: one confirmed booking with its history', async () => {
    const started = await start();
    expect(started.status).toBe(201);
    // 249 x 0.83 = 206.67, rounded to 207 per person; the 1 dollar the browser sent is ignored.
    expect(started.body).toMatchObject({
      amountCents: 41400,
      amount: 414,
      currency: 'CAD',
      testMode: true,
      testModeLabel: 'Test mode - no real charge',
    });
    expect(started.body.clientSecret).toMatch(/^pi_/);
    const { paymentIntentId, bookingId } = started.body;
    expect(await slotStatus('2026-11-26', 'morning')).toBe('booked');
    expect((await suite.admin.request('GET', '/api/bookings')).body.map((b: { id: string }) => b.id)).not.toContain(bookingId);

    const early = await confirm(paymentIntentId);
    expect([early.status, early.body.message]).toEqual([409, 'The payment has not gone through yet. Please complete it and try again.']);

    expect((await pay(started.body)).status).toBe(200);
    const confirmed = await confirm(paymentIntentId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      id: bookingId,
      package: 'Half-Day Adventure',
      date: '2026-11-26',
      time: 'morning',
      name: 'Casey Visitor',
      people: 2,
      hasKids: false,
      kidsCount: 0,
      status: 'confirmed',
      amountCents: 41400,
      reference: started.body.reference,
      referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
    });
    expect(started.body.reference).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect((await confirm(paymentIntentId)).body.id).toBe(bookingId);

    const listed = (await suite.admin.request('GET', '/api/bookings')).body.find((b: { id: string }) => b.id === bookingId);
    expect(listed).toMatchObject({ status: 'confirmed', amountCents: 41400, paymentIntentId, gateway: 'test' });
    // What it was sold as stays with it: the package by id and the whole breakdown.
    const halfDay = (await suite.app.request('GET', '/api/packages')).body.find((p: { name: string }) => p.name === 'Half-Day Adventure');
    expect(listed.packageId).toBe(halfDay.id);
    expect(listed.price).toMatchObject({
      pricePerPersonCents: 24900,
      adultPriceCents: 20700,
      people: 2,
      baseCents: 49800,
      weekdayDiscountCents: 8400,
      totalCents: 41400,
    });
    const history = (await suite.admin.request('GET', `/api/bookings/${bookingId}/history`)).body;
    // The gateway's report is stored first; the payments process then confirms the booking.
    expect(history.map((h: { type: string }) => h.type)).toEqual(['BookingHeld', 'BookingPaymentSucceeded', 'BookingPaid']);
    expect(history[2].changes.status).toEqual({ from: 'held', to: 'confirmed' });
    clock.advance(20 * 60_000);
    expect(await slotStatus('2026-11-26', 'morning')).toBe('booked'); // paid: no longer a lapsing hold
  });

  test('a declined card keeps the payment open for a retry, makes no booking, and the hold lapses', async () => {
    const started = await start({ time: 'afternoon', name: 'Declined Dana' });
    expect(started.status).toBe(201);
    const declined = await pay(started.body, '4000 0000 0000 0002');
    expect([declined.status, declined.body.message]).toEqual([402, 'Your card was declined.']);
    expect((await confirm(started.body.paymentIntentId)).status).toBe(409);
    const names = (await suite.admin.request('GET', '/api/bookings')).body.map((b: { name: string }) => b.name);
    expect(names).not.toContain('Declined Dana');
    expect(await slotStatus('2026-11-26', 'afternoon')).toBe('booked');
    clock.advance(16 * 60_000);
    expect(await slotStatus('2026-11-26', 'afternoon')).toBe('available');
  });

  test('50 visitors racing for one slot: one gets it, the others are told before paying', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        start({ date: '2026-11-28', time: 'full-day', name: `Racer ${i}`, email: `racer${i}@example.com` }),
      ),
    );
    const won = answers.filter((a) => a.status === 201);
    const lost = answers.filter((a) => a.status !== 201);
    expect(won).toHaveLength(1);
    expect(new Set(lost.map((a) => `${a.status} ${a.body.message}`))).toEqual(
      new Set(['409 This time slot is no longer available. Please choose another date or time.']),
    );
    expect((await pay(won[0]!.body)).status).toBe(200);
    // 20 confirmations at once (the tab, a retry, the webhook...): one booking, one payment recorded.
    const confirmations = await Promise.all(Array.from({ length: 20 }, () => confirm(won[0]!.body.paymentIntentId)));
    expect(new Set(confirmations.map((c) => `${c.status} ${c.body.id}`))).toEqual(new Set([`200 ${won[0]!.body.bookingId}`]));
    const history = (await suite.admin.request('GET', `/api/bookings/${won[0]!.body.bookingId}/history`)).body;
    expect(history.filter((h: { type: string }) => h.type === 'BookingPaid')).toHaveLength(1);
    const racers = (await suite.admin.request('GET', '/api/bookings?q=Racer')).body;
    expect(racers).toHaveLength(1);
  });

  test('a payment arriving after its hold lapsed and someone else took the slot is refunded, never kept', async () => {
    const first = (await start({ date: '2026-11-29', time: 'full-day', name: 'Late Payer' })).body;
    clock.advance(16 * 60_000);
    const second = (await start({ date: '2026-11-29', time: 'full-day', name: 'Quick Payer' })).body;
    expect(second.paymentIntentId).toBeDefined();
    expect((await pay(second)).status).toBe(200);
    expect((await confirm(second.paymentIntentId)).status).toBe(200);

    expect((await pay(first)).status).toBe(200); // the first tab finally pays
    const refused = await confirm(first.paymentIntentId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^This time slot was taken by another booking before your payment arrived\. Your payment has been refunded in full/,
    );
    const refunds = await suite.database.dataSource.query('SELECT "amountCents" FROM test_refunds WHERE "paymentIntentId" = $1', [
      first.paymentIntentId,
    ]);
    expect(refunds).toEqual([{ amountCents: first.amountCents }]);
    const history = (await suite.admin.request('GET', `/api/bookings/${first.bookingId}/history`)).body;
    expect(history.at(-1)).toMatchObject({
      type: 'BookingStatusChanged',
      changes: { status: { from: 'held', to: 'cancelled' } },
      actor: { kind: 'system' },
    });
    // Asking again refunds nothing more.
    expect((await confirm(first.paymentIntentId)).status).toBe(409);
    expect(
      await suite.database.dataSource.query('SELECT count(*)::int AS n FROM test_refunds WHERE "paymentIntentId" = $1', [
        first.paymentIntentId,
      ]),
    ).toEqual([{ n: 1 }]);
  });

  test('a slot booked by phone cannot be held by a visitor until the phone booking is cancelled', async () => {
    const phone = await suite.admin.request('POST', '/api/bookings', form({ date: '2026-11-30', time: 'morning', name: 'Phone Caller' }));
    expect(phone.status).toBe(201);
    expect((await start({ date: '2026-11-30', time: 'morning' })).status).toBe(409);
    const clash = await suite.admin.request('POST', '/api/bookings', form({ date: '2026-11-30', time: 'full-day', name: 'Second Caller' }));
    expect([clash.status, clash.body.message]).toEqual([409, 'This time slot is no longer available. Please choose another date or time.']);
    await suite.admin.request('PATCH', `/api/bookings/${phone.body.id}/status`, { status: 'cancelled', reason: 'Changed plans' });
    expect(await slotStatus('2026-11-30', 'morning')).toBe('available');
    expect((await start({ date: '2026-11-30', time: 'morning' })).status).toBe(201);
    const back = await suite.admin.request('PATCH', `/api/bookings/${phone.body.id}/status`, { status: 'confirmed' });
    expect(back.status).toBe(409); // the visitor holds it now
  });

  test('refuses bad forms with the form messages, unknown packages, past dates, started trips and unoffered slots', async () => {
    const bad = await suite.app.request('POST', '/api/create-payment-intent', {
      amount: 100,
      bookingData: { package: '', date: '', time: '', name: 'A', email: 'x', phone: '1', people: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      'bookingData.package': 'Please select a package',
      'bookingData.date': 'Please select a date',
      'bookingData.time': 'Please select a time',
      'bookingData.name': 'Name must be at least 2 characters',
      'bookingData.email': 'Please enter a valid email address',
      'bookingData.phone': 'Please enter a valid phone number',
      'bookingData.people': 'Please select the number of people',
    });
    expect((await suite.app.request('POST', '/api/create-payment-intent', { amount: 1 })).status).toBe(400);
    const unknown = await start({ package: 'Free Trip' });
    expect(unknown.status).toBe(400);
    expect((await start({ date: '2026-11-20' })).body.message).toBe('This date has already passed. Please choose today or a later date.');
    const started = await start({ date: '2026-11-23', time: 'morning' }); // it is past 8 AM on the lake
    expect([started.status, started.body.message]).toEqual([
      400,
      'This trip has already started. Please choose a later time or another date.',
    ]);
    const unoffered = await start({ date: '2026-12-01', time: 'full-day' }); // a Tuesday: no full-day trips
    expect([unoffered.status, unoffered.body.message]).toEqual([
      409,
      'This time slot is not offered on that date. Please choose another date or time.',
    ]);
    const unknownPayment = await confirm('pi_test_000000000000000000000000');
    expect([unknownPayment.status, unknownPayment.body.message]).toEqual([404, 'No such payment']);
  });

  test("the admin's test booking: a 1.00 CAD payment, confirmed and marked as test, that takes no slot", async () => {
    const body = {
      name: 'Test Guide',
      email: 'guide@example.com',
      phone: '(780) 555-0142',
      package: '3-Hour Adventure',
      date: '2026-12-02',
      time: '8:00 AM',
      people: 2,
    };
    expect((await suite.app.request('POST', '/api/test-booking', body)).status).toBe(401);
    const bad = await suite.admin.request('POST', '/api/test-booking', {
      name: '',
      email: 'x',
      phone: '1',
      package: '',
      date: 'soon',
      time: '9:00 AM',
      people: 0,
    });
    expect(bad.body.errors).toEqual({
      name: 'Name is required',
      email: 'Valid email is required',
      phone: 'Valid phone number is required',
      package: 'Please select a package',
      date: 'Please select a date',
      time: 'Please select a time',
      people: 'Please select the number of people',
    });
    const before = await slotStatus('2026-12-02', 'morning');
    const started = await suite.admin.request('POST', '/api/test-booking', body);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ amountCents: 100, amount: 1, currency: 'CAD', testMode: true });
    expect(await slotStatus('2026-12-02', 'morning')).toBe(before);
    expect((await pay(started.body)).status).toBe(200);
    const confirmed = await confirm(started.body.paymentIntentId, started.body.clientSecret);
    expect(confirmed.body).toMatchObject({ id: started.body.bookingId, status: 'confirmed', amountCents: 100 });
    const listed = (await suite.admin.request('GET', '/api/bookings?q=Test%20Guide')).body;
    expect(listed).toMatchObject([{ id: started.body.bookingId, test: true, time: 'morning' }]);
    expect(await slotStatus('2026-12-02', 'morning')).toBe(before);
  });

  test('a visitor who starts again before paying gets the slot back; only with the secret, and never once paid', async () => {
    const first = (await start({ date: '2026-12-03', time: 'afternoon', email: 'typo@exmaple.com' })).body;
    expect((await start({ date: '2026-12-03', time: 'afternoon' })).status).toBe(409); // their own hold
    const release = (clientSecret: string, paymentIntentId = first.paymentIntentId) =>
      suite.app.request('POST', '/api/release-payment-hold', { paymentIntentId, clientSecret });
    expect((await release('pi_wrong_secret')).status).toBe(404);
    expect((await release(first.clientSecret)).status).toBe(204);
    expect(await slotStatus('2026-12-03', 'afternoon')).toBe('available');
    const second = await start({ date: '2026-12-03', time: 'afternoon' });
    expect(second.status).toBe(201);
    expect((await pay(second.body)).status).toBe(200);
    const refused = await release(second.body.clientSecret, second.body.paymentIntentId);
    expect([refused.status, refused.body.message]).toEqual([409, 'This payment has gone through, so its booking cannot be released.']);
    expect((await confirm(second.body.paymentIntentId)).body.status).toBe('confirmed');
  });
});
