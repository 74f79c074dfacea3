import { describe, expect, jest, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { REFERRAL_CREDITS_KEY, REFERRAL_REQUESTS_KEY, REFERRALS_KEY, reviewRequestsKey } from './referral-api';
import type { CreditAccount, ReferralRequest, ReferralRow, ReviewRequest } from './referral-types';

// Vite bundles the stylesheet; Node cannot load it. Registered before the view is required
// (imports would run first).
jest.mock('./referrals.css', () => ({}));
const { ReferralsView } = jest.requireActual<typeof import('./ReferralsView')>('./ReferralsView');

/** Server-renders the tab with the query cache holding `data` under each key; anything else stays loading. */
function render(data: [readonly unknown[], unknown][] = []): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/referrals']}>
        <Routes>
          <Route path="referrals/*" element={<ReferralsView />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const ORIGINAL = '6f1c2f0e-7d5a-4c1e-9a34-2b1b8d1e0a11';
const REFERRED = '7a2d3f1e-8e6b-4d2f-8b45-3c2c9e2f1b22';
const SPENT_ON = '8b3e4a2f-9f7c-4e3a-9c56-4d3d0f3a2c33';

const voided: ReferralRow = {
  id: REFERRED,
  referrerPhone: '(780) 555-0123',
  referrerName: 'Alex Angler',
  referrerEmail: 'alex@example.com',
  refereePhone: '(780) 555-0456',
  refereeName: 'Blair Friend',
  refereeEmail: 'blair@example.com',
  referralCode: 'K7MQ2XTA',
  originalBookingId: ORIGINAL,
  referredBookingId: REFERRED,
  status: 'voided',
  creditAmount: 50,
  createdAt: '2026-11-20T18:30:00.000Z',
  completedAt: null,
  rewardedAt: null,
  voidedAt: '2026-11-22T18:30:00.000Z',
  voidReason: 'Booking cancelled before the trip',
  tripDate: '2026-12-05',
  tripTime: 'morning',
  tripEndsAt: '2026-12-05T18:00:00.000Z',
  creditAccount: null,
  version: 2,
};

const account: CreditAccount = {
  account: '+17805550123',
  holderName: 'Alex Angler',
  holderPhone: '(780) 555-0123',
  holderEmail: 'alex@example.com',
  balanceCents: 0,
  grantedCents: 5_000,
  spentCents: 5_000,
  restoredCents: 0,
  createdAt: '2026-12-06T08:00:00.000Z',
  updatedAt: '2026-12-10T08:00:00.000Z',
  movements: [
    {
      version: 1,
      kind: 'granted',
      amountCents: 5_000,
      balanceAfterCents: 5_000,
      referralId: REFERRED,
      bookingId: null,
      reason: null,
      actor: { kind: 'system', process: 'referral_rewards' },
      at: '2026-12-06T08:00:00.000Z',
    },
    {
      version: 2,
      kind: 'spent',
      amountCents: 5_000,
      balanceAfterCents: 0,
      referralId: null,
      bookingId: SPENT_ON,
      reason: null,
      actor: { kind: 'system', process: 'booking' },
      at: '2026-12-10T08:00:00.000Z',
    },
  ],
};

const skippedReview: ReviewRequest = {
  id: 'review_request:6f1c2f0e',
  bookingId: ORIGINAL,
  customerName: 'Casey Caster',
  customerEmail: 'casey@example.com',
  customerPhone: '(780) 555-0199',
  requestType: 'email',
  status: 'skipped',
  scheduledFor: '2026-07-05T16:00:00.000Z',
  sentAt: null,
  completedAt: null,
  reviewPlatform: null,
  reviewUrl: null,
  incentiveOffered: false,
  notes: 'The customer opted out of messages',
  createdAt: '2026-07-04T23:00:00.000Z',
  tripDate: '2026-07-04',
  followUpStatus: null,
  followUpScheduledFor: null,
  followUpSentAt: null,
};

const sentReview: ReviewRequest = {
  ...skippedReview,
  id: 'review_request:7a2d3f1e',
  bookingId: REFERRED,
  customerName: 'Blair Friend',
  customerEmail: 'blair@example.com',
  requestType: 'sms',
  status: 'sent',
  sentAt: '2026-07-05T16:00:00.000Z',
  reviewPlatform: 'google',
  reviewUrl: 'https://g.page/r/example/review',
  notes: null,
  followUpStatus: 'pending',
  followUpScheduledFor: '2026-07-12T16:00:00.000Z',
};

const failedInvite: ReferralRequest = {
  bookingId: ORIGINAL,
  customerPhone: '(780) 555-0123',
  customerName: 'Alex Angler',
  sentAt: '2026-07-06T16:00:00.000Z',
  status: 'failed',
  referralCode: 'K7MQ2XTA',
  message: 'Thanks for fishing with us! Share code K7MQ2XTA and a friend saves $50.',
  failureReason: 'Number unreachable',
};

describe('ReferralsView', () => {
  test('loading states for every section while the lists come', () => {
    const html = render();
    expect(html).toContain('Loading referrals...');
    expect(html).toContain('Loading referral credits...');
    expect(html).toContain('Loading review requests...');
    expect(html).toContain('Loading referral requests...');
  });

  test('the empty states', () => {
    const html = render([
      [REFERRALS_KEY, []],
      [REFERRAL_CREDITS_KEY, []],
      [reviewRequestsKey('all'), []],
      [REFERRAL_REQUESTS_KEY, []],
    ]);
    expect(html).toContain('No referrals yet. Every paid booking gets a code to share; referrals appear when a friend books with one.');
    expect(html).toContain('No referral credits yet.');
    expect(html).toContain('No review requests yet.');
    expect(html).toContain('No referral invitations sent yet.');
  });

  test('the panels come in order: referrals, credits, review requests, referral requests; the summary names the requests', () => {
    const html = render();
    const order = ['>Referrals</h3>', '>Credits</h3>', '>Review requests</h3>', '>Referral requests</h3>'].map((h) => html.indexOf(h));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('to leave a review');
    expect(html).toContain('invited to share their code');
  });

  test('the review requests filter: All then each status, All chosen', () => {
    const html = render();
    const select = /<select[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? '';
    expect([...select.matchAll(/<option value="([a-z]+)"/g)].map((m) => m[1])).toEqual([
      'all',
      'pending',
      'sent',
      'reminded',
      'completed',
      'cancelled',
      'skipped',
      'failed',
    ]);
    expect(select).toContain('<option value="all" selected="">All</option>');
    expect(html).toMatch(/<label class="label" for="([^"]+)">Status<\/label><select id="\1" class="select">/);
  });

  test('a skipped review request: customer, contacts, channel, badge, dates, follow-up, why, and its booking', () => {
    const html = render([[reviewRequestsKey('all'), [skippedReview, sentReview]]]);
    expect(html).toContain('2 review requests, newest first');
    expect(html).toContain('aria-label="Review request to Casey Caster"');
    expect(html).toContain('referral-request referral-request--skipped');
    expect(html).toContain('request-badge--skipped');
    expect(html).toContain('<span class="visually-hidden">Status: </span>Skipped');
    expect(html).toContain('href="tel:+17805550199"');
    expect(html).toContain('href="mailto:casey@example.com"');
    expect(html).toContain('By email');
    expect(html).toContain('Sat, Jul 4, 2026');
    expect(html).toContain('The customer opted out of messages');
    expect(html).toContain(`href="/?booking=${ORIGINAL}"`);
    // The sent one: by SMS, on Google, its follow-up due a week later.
    expect(html).toContain('request-badge--sent');
    expect(html).toContain('By SMS');
    expect(html).toContain('Google');
    expect(html).toContain('Pending, due ');
    expect(html).not.toContain('<button type="button" class="btn btn--primary');
  });

  test('a failed referral invitation: name, phone, code, sent date, badge, the text and why it failed', () => {
    const html = render([[REFERRAL_REQUESTS_KEY, [failedInvite]]]);
    expect(html).toContain('1 invitation, newest first');
    expect(html).toContain('aria-label="Referral invitation to Alex Angler"');
    expect(html).toContain('request-badge--failed');
    expect(html).toContain('K7MQ2XTA');
    expect(html).toContain('href="tel:+17805550123"');
    expect(html).toContain('dateTime="2026-07-06T16:00:00.000Z"');
    expect(html).toContain('<blockquote class="referral-request__message"><p>Thanks for fishing with us! Share code K7MQ2XTA');
    expect(html).toContain('Number unreachable');
    expect(html).toContain(`href="/?booking=${ORIGINAL}"`);
  });

  test('a voided referral: code, both customers, its badge, the void reason and links to both bookings', () => {
    const html = render([
      [REFERRALS_KEY, [voided]],
      [REFERRAL_CREDITS_KEY, []],
    ]);
    expect(html).toContain('K7MQ2XTA');
    expect(html).toContain('aria-label="Referral of Blair Friend by Alex Angler"');
    expect(html).toContain('referral referral--voided');
    expect(html).toContain('referral-badge--voided');
    expect(html).toContain('Booking cancelled before the trip');
    expect(html).toContain(`href="/?booking=${ORIGINAL}"`);
    expect(html).toContain(`href="/?booking=${REFERRED}"`);
    expect(html).toContain('$50.00');
    expect(html).not.toContain('<button type="button" class="btn btn--primary');
  });

  test('a credit account: balance, totals, and each movement in CAD with the booking it was spent on', () => {
    const html = render([
      [REFERRALS_KEY, []],
      [REFERRAL_CREDITS_KEY, [account]],
    ]);
    expect(html).toContain('1 credit account');
    expect(html).toContain('Balance <strong>$0.00</strong>');
    expect(html).toContain('+$50.00');
    expect(html).toContain('−$50.00');
    expect(html).toContain('Granted');
    expect(html).not.toContain('Given back');
    expect(html).toContain(`href="/?booking=${SPENT_ON}"`);
  });
});
