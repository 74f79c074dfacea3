import { describe, expect, test } from '@jest/globals';
import { SMS_OPT_OUTS } from '../../adapters/messaging/messaging.tokens';
import { OptOutStore } from '../../application/messaging/sms-inbox';
import { adminOnClock, ApiSuite, logSettled, useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { useMessagingStandIns } from '../support/message-stand-ins';
import { TestClock } from '../support/test-clock';

const REVIEW_SITE = 'https://g.page/r/wabamun-test/review';
const CODE_SHAPE = /[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}/;

// Wednesday 2026-11-25, the morning slot (06:00-10:00 on the lake, UTC-6): it ends at 16:00Z.
const form = (who: { name: string; phone: string; email: string }, overrides: Record<string, unknown> = {}) => ({
  package: 'Half-Day Adventure',
  date: '2026-11-25',
  time: 'morning',
  ...who,
  people: 2,
  hasKids: false,
  kidsCount: 0,
  ...overrides,
});
const ROBIN = { name: 'Robin Reviewer', phone: '(780) 555-0161', email: 'robin@example.com' };
const SAM = { name: 'Sam Stopped', phone: '(780) 555-0162', email: 'sam@example.com' };
const NOEL = { name: 'Noel Noshow', phone: '(780) 555-0163', email: 'noel@example.com' };
const CARA = { name: 'Cara Cancelled', phone: '(780) 555-0164', email: 'cara@example.com' };

interface ReviewRequest {
  id: string;
  bookingId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  requestType: string;
  status: string;
  scheduledFor: string;
  sentAt: string | null;
  completedAt: string | null;
  reviewPlatform: string | null;
  reviewUrl: string | null;
  incentiveOffered: boolean;
  notes: string | null;
  followUpStatus: string | null;
  followUpSentAt: string | null;
}

describe.each(testDatabases().map((db) => [db.name, db] as const))('messages after a trip on %s', (_name, db) => {
  // Monday 2026-11-23, 08:00 on the lake.
  const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
  const { mail, twilio, env } = useMessagingStandIns();
  const suite: ApiSuite = useApiApp(db, { clock, env });
  const admin = adminOnClock(suite, clock);
  const ids: Record<string, string> = {};

  async function confirmed(who: typeof ROBIN, overrides: Record<string, unknown> = {}): Promise<string> {
    const created = await (await admin()).request('POST', '/api/bookings', form(who, overrides));
    expect(created.status).toBe(201);
    const res = await (await admin()).request('PATCH', `/api/bookings/${created.body.id}/status`, { status: 'confirmed' });
    expect(res.status).toBe(200);
    return created.body.id as string;
  }
  /** The Test System's booking (1.00 CAD), paid and confirmed, on Wednesday morning too. */
  async function testSystemBooking(): Promise<string> {
    const started = await (
      await admin()
    ).request('POST', '/api/test-booking', {
      ...ROBIN,
      name: 'Test Guide',
      package: '3-Hour Adventure',
      date: '2026-11-25',
      time: '8:00 AM',
      people: 1,
    });
    expect(started.status).toBe(201);
    const { paymentIntentId, clientSecret } = started.body as { paymentIntentId: string; clientSecret: string };
    const paid = await suite.app.request('POST', `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.status).toBe(200);
    const confirmed = await suite.app.request('POST', '/api/confirm-booking-payment', { paymentIntentId, clientSecret });
    expect(confirmed.body).toMatchObject({ status: 'confirmed' });
    return started.body.bookingId as string;
  }
  const setStatus = async (id: string, status: string) =>
    expect((await (await admin()).request('PATCH', `/api/bookings/${id}/status`, { status })).status).toBe(200);
  const processNow = async () => {
    await logSettled(suite.app, suite.database);
    const res = await (await admin()).request('POST', '/api/process-reminders');
    expect(res.status).toBe(200);
    await logSettled(suite.app, suite.database);
  };
  const reviewRequests = async (): Promise<Map<string, ReviewRequest>> => {
    const res = await (await admin()).request('GET', '/api/review-requests');
    expect(res.status).toBe(200);
    return new Map((res.body as ReviewRequest[]).map((r) => [r.bookingId, r]));
  };
  /** The texts a number got after its trip (not its confirmation and reminders). */
  const afterTripTexts = (phone: string) => twilio.to(phone).filter((s) => /\/review-link\?|\/share\?ref=/.test(s.body));
  const linkIn = (text: string) => /https?:\/\/\S+\/review-link\?t=[A-Za-z0-9_-]+/.exec(text)?.[0];

  test('nothing is planned before a trip has ended', async () => {
    const saved = await (await admin()).request('POST', '/api/site-content', { section: 'reviews', key: 'leave_url', value: REVIEW_SITE });
    expect(saved.status).toBe(200);
    ids.robin = await confirmed(ROBIN);
    ids.sam = await confirmed(SAM, { time: 'afternoon' });
    ids.noel = await confirmed(NOEL, { date: '2026-11-24' });
    ids.cara = await confirmed(CARA, { date: '2026-11-24', time: 'afternoon' });
    await suite.app.app.get<OptOutStore>(SMS_OPT_OUTS).record('+17805550162', true, 'STOP', clock.now());
    await setStatus(ids.cara!, 'cancelled');
    ids.test = await testSystemBooking();
    clock.set(new Date('2026-11-24T15:00:00Z'));
    await processNow();
    expect((await reviewRequests()).size).toBe(0);
  });

  test('once a confirmed trip has ended, its review request is pending for a day later; none for a cancelled or Test System booking', async () => {
    // Tuesday 18:00 on the lake: Tuesday's trips are over.
    clock.set(new Date('2026-11-25T01:00:00Z'));
    await processNow();
    expect([...(await reviewRequests()).keys()]).toEqual([ids.noel]);
    // The guide sets Tuesday's no-show cancelled after the trip.
    await setStatus(ids.noel!, 'cancelled');
    // Wednesday 18:00: Wednesday's trips are over too.
    clock.set(new Date('2026-11-26T01:00:00Z'));
    await processNow();
    const rows = await reviewRequests();
    expect([...rows.keys()].sort()).toEqual([ids.noel, ids.robin, ids.sam].sort());
    expect(rows.get(ids.robin!)).toMatchObject({
      customerName: ROBIN.name,
      customerPhone: ROBIN.phone,
      customerEmail: ROBIN.email,
      requestType: 'sms',
      status: 'pending',
      // 24 hours after 10:00 on Wednesday (UTC-6).
      scheduledFor: '2026-11-26T16:00:00.000Z',
      sentAt: null,
      incentiveOffered: false,
      followUpStatus: 'pending',
    });
  });

  test('a day after the trip every customer is asked the same, by SMS or by email to one who replied STOP; never twice', async () => {
    clock.set(new Date('2026-11-26T17:00:30Z'));
    await processNow();
    await processNow();
    const robin = afterTripTexts('+17805550161');
    expect(robin).toHaveLength(1);
    const link = linkIn(robin[0]!.body);
    expect(link).toBeDefined();
    expect(robin[0]!.body).toContain('Robin Reviewer');
    // No rating screen first: the link goes through the site straight to the review site.
    expect(robin[0]!.body).not.toMatch(/\b(rate|stars?|how did we do)\b/i);
    expect(afterTripTexts('+17805550162')).toHaveLength(0);
    expect(afterTripTexts('+17805550163')).toHaveLength(0);
    const rows = await reviewRequests();
    expect(rows.get(ids.robin!)).toMatchObject({ status: 'sent', requestType: 'sms', reviewUrl: REVIEW_SITE, reviewPlatform: 'google' });
    expect(rows.get(ids.robin!)!.sentAt).not.toBeNull();
    expect(rows.get(ids.noel!)).toMatchObject({ status: 'cancelled', notes: 'The booking was cancelled', sentAt: null });
    // Sam's trip was the afternoon: his goes at 17:00 on Thursday, by email.
    expect(rows.get(ids.sam!)).toMatchObject({ status: 'pending' });
    clock.set(new Date('2026-11-27T00:00:30Z'));
    await processNow();
    const email = mail.to(SAM.email).filter((m) => m.text.includes('review-link'));
    expect(email).toHaveLength(1);
    expect((await reviewRequests()).get(ids.sam!)).toMatchObject({ status: 'sent', requestType: 'email' });
  });

  test('two days after the trip, an SMS invites the customer to share their own referral code, unless they replied STOP', async () => {
    clock.set(new Date('2026-11-27T17:00:30Z'));
    await processNow();
    const invitation = afterTripTexts('+17805550161').filter((s) => s.body.includes('/share?ref='));
    expect(invitation).toHaveLength(1);
    const code = CODE_SHAPE.exec(invitation[0]!.body)?.[0];
    expect(code).toBeDefined();
    const share = await suite.app.request('GET', `/api/social-share?ref=${code}`);
    expect(share.status).toBe(200);
    expect(share.body.posts.facebook).toContain('Robin');
    // Two days after the trip on the app's clock: the texts tell it as done.
    expect(share.body.posts.facebook).toMatch(/^Robin went fishing with a guide/);
    expect(share.body.summary).toMatch(/^Robin went fishing on Wabamun Lake/);
    const requests = await (await admin()).request('GET', '/api/referral-requests');
    expect(requests.status).toBe(200);
    expect(requests.body).toEqual([
      expect.objectContaining({
        bookingId: ids.robin,
        customerName: ROBIN.name,
        customerPhone: ROBIN.phone,
        status: 'sent',
        referralCode: code,
        message: invitation[0]!.body,
      }),
    ]);
  });

  test('the link goes straight to the review site and completes the request once; an unknown or checked link records nothing', async () => {
    const link = new URL(linkIn(afterTripTexts('+17805550161')[0]!.body)!);
    const path = `${link.pathname}${link.search}`;
    const head = await suite.app.request('HEAD', path);
    expect([head.status, head.headers.get('location')]).toEqual([302, REVIEW_SITE]);
    expect((await reviewRequests()).get(ids.robin!)!.status).toBe('sent');
    const unknown = await suite.app.request('GET', '/review-link?t=AAAAAAAAAAAAAAAAAAAAAAAA');
    expect([unknown.status, unknown.headers.get('location')]).toEqual([302, REVIEW_SITE]);

    const followed = await suite.app.request('GET', path);
    expect([followed.status, followed.headers.get('location'), followed.headers.get('cache-control')]).toEqual([
      302,
      REVIEW_SITE,
      'no-store',
    ]);
    await logSettled(suite.app, suite.database);
    const first = (await reviewRequests()).get(ids.robin!)!;
    expect(first).toMatchObject({ status: 'completed', reviewPlatform: 'google', reviewUrl: REVIEW_SITE, followUpStatus: 'cancelled' });
    expect(first.completedAt).not.toBeNull();
    expect((await suite.app.request('GET', path)).status).toBe(302);
    await logSettled(suite.app, suite.database);
    expect((await reviewRequests()).get(ids.robin!)!.completedAt).toBe(first.completedAt);
  });

  test('a week after the request, one follow-up to those who have not followed the link; then nothing more', async () => {
    clock.set(new Date('2026-12-04T00:00:30Z'));
    await processNow();
    clock.set(new Date('2026-12-06T00:00:30Z'));
    await processNow();
    const followUps = mail.to(SAM.email).filter((m) => m.text.includes('review-link'));
    expect(followUps).toHaveLength(2);
    expect(followUps[1]!.text).toContain('a last note');
    expect(afterTripTexts('+17805550161').filter((s) => s.body.includes('review-link'))).toHaveLength(1);
    const rows = await reviewRequests();
    expect(rows.get(ids.sam!)).toMatchObject({ status: 'reminded', followUpStatus: 'sent' });
    expect(rows.get(ids.robin!)).toMatchObject({ status: 'completed' });
    const reminders = await (await admin()).request('GET', `/api/scheduled-reminders?bookingId=${ids.sam}`);
    const referral = (reminders.body as { reminderType: string; status: string; reason: string | null }[]).find(
      (r) => r.reminderType === 'referral_request',
    );
    expect(referral).toMatchObject({ status: 'skipped', reason: 'The customer replied STOP to texts' });
    const completed = await (await admin()).request('GET', '/api/review-requests?status=completed');
    expect((completed.body as ReviewRequest[]).map((r) => r.bookingId)).toEqual([ids.robin]);
  });

  test('staff only', async () => {
    expect((await suite.app.request('GET', '/api/review-requests')).status).toBe(401);
    expect((await suite.app.request('GET', '/api/referral-requests')).status).toBe(401);
    const bad = await (await admin()).request('GET', '/api/review-requests?status=maybe');
    expect(bad.status).toBe(400);
  });
});
