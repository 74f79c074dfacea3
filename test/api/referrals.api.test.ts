import { describe, expect, test } from '@jest/globals';
import { ReferralJob } from '../../application/referrals/referral-job';
import { adminOnClock, ApiSuite, useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { TestClock } from '../support/test-clock';

const ALEX = { name: 'Alex Angler', email: 'alex@example.com', phone: '(780) 555-0101' };
const BLAIR = { name: 'Blair Friend', email: 'blair@example.com', phone: '(780) 555-0202' };
const CASEY = { name: 'Casey Newcomer', email: 'casey@example.com', phone: '(780) 555-0303' };
const CODE_SHAPE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;
const NOT_ELIGIBLE = "Not applied: a referral code is for a new customer's first booking";

// The half day at 249 per person, on weekdays; a Friday trip has no weekday discount.
const form = (who: typeof ALEX, overrides: Record<string, unknown> = {}) => ({
  package: 'Half-Day Adventure',
  date: '2026-11-27', // a Friday
  time: 'morning',
  ...who,
  people: 2,
  hasKids: false,
  kidsCount: 0,
  ...overrides,
});

interface ReferralRow {
  id: string;
  status: string;
  referralCode: string;
  referrerName: string;
  referrerPhone: string;
  refereeName: string;
  refereePhone: string;
  originalBookingId: string;
  referredBookingId: string;
  creditAmount: number;
  completedAt: string | null;
  rewardedAt: string | null;
  voidedAt: string | null;
  voidReason: string | null;
}

interface CreditAccount {
  account: string;
  holderName: string;
  balanceCents: number;
  movements: { kind: string; amountCents: number; balanceAfterCents: number; bookingId: string | null; referralId: string | null }[];
}

describe.each(testDatabases().map((db) => [db.name, db] as const))('referrals on %s', (_name, db) => {
  // Monday 2026-11-23, 08:00 on the lake (UTC-7).
  const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
  const suite: ApiSuite = useApiApp(db, { clock, env: { HOLDS_PER_CLIENT: '50' } });
  const admin = adminOnClock(suite, clock);

  /** Pays a started checkout with the test gateway's success card and confirms it (with the form, as the page sends it, when given). */
  async function payAndConfirm(started: { paymentIntentId: string; clientSecret: string }, bookingData?: Record<string, unknown>) {
    const { paymentIntentId, clientSecret } = started;
    const paid = await suite.app.request('POST', `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.status).toBe(200);
    const confirmed = await suite.app.request('POST', '/api/confirm-booking-payment', {
      paymentIntentId,
      clientSecret,
      ...(bookingData ? { bookingData } : {}),
    });
    expect(confirmed.status).toBe(200);
    return confirmed.body;
  }
  /** A visitor's checkout with the test gateway's success card, confirmed: the confirmation's answer and the charged amount. */
  async function book(bookingData: Record<string, unknown>) {
    const started = await suite.app.request('POST', '/api/create-payment-intent', { amount: 1, bookingData });
    expect([started.status, started.body.message]).toEqual([201, undefined]);
    return { started: started.body, confirmed: await payAndConfirm(started.body, bookingData) };
  }
  const quote = async (body: Record<string, unknown>) => {
    const res = await suite.app.request('POST', '/api/quote', { package: 'Half-Day Adventure', date: '2026-12-04', people: 1, ...body });
    expect(res.status).toBe(200);
    return res.body;
  };
  const referrals = async (): Promise<ReferralRow[]> => {
    const res = await (await admin()).request('GET', '/api/referrals');
    expect(res.status).toBe(200);
    return res.body as ReferralRow[];
  };
  const creditOf = async (account: string): Promise<CreditAccount | undefined> => {
    const res = await (await admin()).request('GET', '/api/referral-credits');
    expect(res.status).toBe(200);
    return (res.body as CreditAccount[]).find((a) => a.account === account);
  };
  const runJob = () => suite.app.app.get(ReferralJob).run();

  let alexCode: string;
  let alexBookingId: string;
  let blairBookingId: string;
  let blairCode: string;

  test("every paid booking gets its own readable code, returned by the payment's confirmation (and again on a repeat)", async () => {
    const { confirmed } = await book(form(ALEX, { people: 1 }));
    expect(confirmed).toMatchObject({ status: 'confirmed', name: ALEX.name, referralCode: expect.stringMatching(CODE_SHAPE) });
    alexCode = confirmed.referralCode as string;
    alexBookingId = confirmed.id as string;
    const history = (await (await admin()).request('GET', `/api/bookings/${alexBookingId}/history`)).body as { type: string }[];
    expect(history.map((h) => h.type)).toEqual(['BookingHeld', 'BookingPaymentSucceeded', 'BookingPaid']);
  });

  test('the share data names the first name and the offer, links the code, and nothing more of the owner', async () => {
    const res = await suite.app.request('GET', `/api/social-share?ref=${alexCode.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.posts).sort()).toEqual(['email', 'facebook', 'instagram', 'twitter', 'whatsapp']);
    for (const post of Object.values(res.body.posts as Record<string, string>)) {
      expect(post).toContain('Alex');
      expect(post).toContain(alexCode);
      expect(post).toContain('50 CAD off');
      expect(post).not.toMatch(/Angler|alex@example\.com|555/);
    }
    // The clock is before the trip: it is told as coming, on its date.
    expect(res.body.posts.facebook).toMatch(/^Alex is going fishing with a guide on Wabamun Lake on \w+day, \w+ \d{1,2}, \d{4} /);
    expect(res.body.summary).toMatch(/^Alex is going fishing on Wabamun Lake on /);
    const general = res.body.templates.general.url as string;
    expect(general).toMatch(new RegExp(`^https?://[^/]+/book\\?ref=${alexCode}$`));
    expect(res.body.templates.facebook.url).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(general)}`);
  });

  test("an unknown code is 404 'Referral code not found'; a missing one 400 'Missing Referral Code'", async () => {
    const unknown = await suite.app.request('GET', '/api/social-share?ref=ZZZZ2345');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Referral code not found']);
    const missing = await suite.app.request('GET', '/api/social-share');
    expect([missing.status, missing.body.message]).toEqual([400, 'Missing Referral Code']);
  });

  test("the quote: a friend's 50 off with a recognised code, whoever asks; an unknown code is not recognised", async () => {
    const applied = await quote({ referralCode: alexCode });
    expect(applied).toMatchObject({
      referralCreditCents: 5_000,
      accountCreditCents: 0,
      totalCents: 19_900,
      referralCode: { code: alexCode, applied: true },
    });
    // The code's owner sending their own email or phone gets the same answer as anyone: the
    // public quote never judges who is asking (the checkout does).
    expect(await quote({ referralCode: alexCode, email: 'ALEX@example.com' })).toEqual(applied);
    expect(await quote({ referralCode: alexCode, phone: '780-555-0101', email: 'someone@example.com' })).toEqual(applied);
    expect(await quote({ referralCode: 'ZZZZ2345' })).toMatchObject({
      referralCreditCents: 0,
      referralCode: { applied: false, reason: 'Referral code not recognised' },
    });
  });

  test('a self-referral at the checkout is charged in full, with the answer any customer who is not eligible gets', async () => {
    const res = await suite.app.request('POST', '/api/create-payment-intent', {
      amount: 1,
      bookingData: form(ALEX, { date: '2026-12-04', referralCode: alexCode }),
    });
    expect(res.status).toBe(201);
    expect(res.body.amountCents).toBe(49_800);
    expect(res.body.breakdown.referralCode).toEqual({ code: alexCode, applied: false, reason: NOT_ELIGIBLE });
    await suite.app.request('POST', '/api/release-payment-hold', {
      paymentIntentId: res.body.paymentIntentId,
      clientSecret: res.body.clientSecret,
    });
  });

  test("the friend's booking with the code is charged 50 less and makes a pending referral; staff read it, visitors may not", async () => {
    const { started, confirmed } = await book(form(BLAIR, { time: 'afternoon', referralCode: alexCode.toLowerCase() }));
    expect(started).toMatchObject({ amountCents: 44_800, breakdown: { referralCreditCents: 5_000, totalCents: 44_800 } });
    expect(confirmed).toMatchObject({ amountCents: 44_800, referralCode: expect.stringMatching(CODE_SHAPE) });
    expect(confirmed.referralCode).not.toBe(alexCode);
    blairBookingId = confirmed.id as string;
    blairCode = confirmed.referralCode as string;
    const rows = await referrals();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: blairBookingId,
      status: 'pending',
      referralCode: alexCode,
      referrerName: ALEX.name,
      referrerPhone: ALEX.phone,
      refereeName: BLAIR.name,
      refereePhone: BLAIR.phone,
      originalBookingId: alexBookingId,
      referredBookingId: blairBookingId,
      creditAmount: 50,
      completedAt: null,
      rewardedAt: null,
    });
    expect((await suite.app.request('GET', '/api/referrals')).status).toBe(401);
    expect((await suite.app.request('GET', '/api/referral-credits')).status).toBe(401);
  });

  test('the same friend gets no second 50 off at the checkout, told exactly what the owner is told', async () => {
    const res = await suite.app.request('POST', '/api/create-payment-intent', {
      amount: 1,
      bookingData: form(BLAIR, { date: '2026-12-18', referralCode: alexCode }),
    });
    expect(res.status).toBe(201);
    expect(res.body.amountCents).toBe(49_800);
    expect(res.body.breakdown.referralCode).toEqual({ code: alexCode, applied: false, reason: NOT_ELIGIBLE });
    await suite.app.request('POST', '/api/release-payment-hold', {
      paymentIntentId: res.body.paymentIntentId,
      clientSecret: res.body.clientSecret,
    });
  });

  test("once the friend's trip has taken place the referral is rewarded, and the owner's next quote and checkout spend the credit", async () => {
    // The job before the trip's end changes nothing.
    expect(await runJob()).toEqual({ completed: 0, rewarded: 0, voided: 0 });
    // Friday 27 November, 17:01 on the lake: the afternoon trip is over.
    clock.set(new Date('2026-11-28T00:01:00Z'));
    expect(await runJob()).toEqual({ completed: 1, rewarded: 1, voided: 0 });
    expect(await runJob()).toEqual({ completed: 0, rewarded: 0, voided: 0 });
    expect((await referrals())[0]).toMatchObject({ status: 'rewarded', completedAt: expect.any(String), rewardedAt: expect.any(String) });
    expect(await creditOf('+17805550101')).toMatchObject({
      holderName: ALEX.name,
      balanceCents: 5_000,
      movements: [{ kind: 'granted', amountCents: 5_000, balanceAfterCents: 5_000, referralId: blairBookingId }],
    });

    // The public quote shows nobody's balance: Alex's own email or phone prices like a stranger's.
    const anyone = await quote({});
    expect(anyone).toMatchObject({ accountCreditCents: 0, totalCents: 24_900 });
    expect(await quote({ email: ALEX.email })).toEqual(anyone);
    expect(await quote({ phone: '+1 780 555 0101' })).toEqual(anyone);

    // Two checkouts of Alex's started together: the credit goes to one of them only.
    const [first, second] = await Promise.all([
      suite.app.request('POST', '/api/create-payment-intent', {
        amount: 1,
        bookingData: form(ALEX, { date: '2026-12-04', time: 'afternoon', people: 1 }),
      }),
      suite.app.request('POST', '/api/create-payment-intent', {
        amount: 1,
        bookingData: form(ALEX, { date: '2026-12-04', time: 'morning', people: 1 }),
      }),
    ]);
    expect([first!.status, second!.status]).toEqual([201, 201]);
    expect([first!.body.amountCents, second!.body.amountCents].sort()).toEqual([19_900, 24_900]);
    const [withCredit, without] = first!.body.amountCents === 19_900 ? [first!, second!] : [second!, first!];
    expect(withCredit.body.breakdown.accountCreditCents).toBe(5_000);
    expect(without.body.breakdown.accountCreditCents).toBe(0);
    // Both paid: the credit is spent once, and nothing is sold with credit that is not there.
    const confirmed = await payAndConfirm(withCredit.body);
    await payAndConfirm(without.body);
    const spent = await creditOf('+17805550101');
    expect(spent?.balanceCents).toBe(0);
    expect(spent?.movements.map((m) => [m.kind, m.amountCents, m.balanceAfterCents])).toEqual([
      ['granted', 5_000, 5_000],
      ['spent', 5_000, 0],
    ]);
    expect(spent?.movements[1]?.bookingId).toBe(confirmed.id);

    // Cancelled before its trip: the credit it spent comes back.
    const cancelled = await (await admin()).request('PATCH', `/api/bookings/${confirmed.id}/status`, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    const restored = await creditOf('+17805550101');
    expect(restored?.balanceCents).toBe(5_000);
    expect(restored?.movements.map((m) => m.kind)).toEqual(['granted', 'spent', 'restored']);
  });

  test("a friend's booking cancelled before its trip voids the referral; the job never rewards it", async () => {
    const { confirmed } = await book(form(CASEY, { date: '2026-12-11', referralCode: blairCode }));
    expect(confirmed.amountCents).toBe(44_800);
    expect((await referrals()).find((r) => r.id === confirmed.id)).toMatchObject({ status: 'pending', referrerName: BLAIR.name });
    const cancelled = await (await admin()).request('PATCH', `/api/bookings/${confirmed.id}/status`, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect((await referrals()).find((r) => r.id === confirmed.id)).toMatchObject({
      status: 'voided',
      voidedAt: expect.any(String),
      voidReason: "The friend's booking was cancelled before the trip",
    });
    clock.set(new Date('2026-12-12T00:00:00Z'));
    expect(await runJob()).toEqual({ completed: 0, rewarded: 0, voided: 0 });
    expect(await creditOf('+17805550202')).toBeUndefined();
  });
});
