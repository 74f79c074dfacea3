import { describe, expect, jest, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { REFERRAL_CREDITS_KEY, REFERRALS_KEY } from './referral-api';
import type { CreditAccount, ReferralRow } from './referral-types';

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

describe('ReferralsView', () => {
  test('loading states for both sections while the lists come', () => {
    const html = render();
    expect(html).toContain('Loading referrals...');
    expect(html).toContain('Loading referral credits...');
  });

  test('the empty states', () => {
    const html = render([
      [REFERRALS_KEY, []],
      [REFERRAL_CREDITS_KEY, []],
    ]);
    expect(html).toContain('No referrals yet. Every paid booking gets a code to share; referrals appear when a friend books with one.');
    expect(html).toContain('No referral credits yet.');
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
