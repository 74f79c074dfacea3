import { describe, expect, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { BookingsView } from './BookingsView';
import { BookingTimeline } from './BookingTimeline';
import type { HistoryEntry } from './booking-history';
import type { Booking } from './booking-types';

/** Server-renders with the query cache holding `data` under each key; anything else stays loading. */
function render(element: ReactElement, data: [readonly unknown[], unknown][]): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const booking: Booking = {
  id: '6f1c2f0e-7d5a-4c1e-9a34-2b1b8d1e0a11',
  package: 'Half-Day Adventure',
  date: '2026-06-13',
  time: 'morning',
  name: 'Dana Whitford',
  email: 'dana@example.com',
  phone: '(780) 555-0199',
  people: 2,
  hasKids: false,
  kidsCount: 0,
  message: null,
  referredBy: null,
  referralCode: null,
  reference: 'K7M2QX',
  status: 'pending',
  packageId: 1,
  amountCents: null,
  paymentIntentId: null,
  gateway: null,
  price: null,
  paidAt: null,
  refundedCents: 0,
  paymentDueCents: null,
  test: false,
  noShow: false,
  createdAt: '2026-06-01T18:00:00.000Z',
  updatedAt: '2026-06-01T18:00:00.000Z',
  version: 1,
};
const LIST_KEY = ['/api/bookings', { list: '/api/bookings' }];

describe('BookingsView', () => {
  test('an admin gets the status buttons and the phone booking button', () => {
    const html = render(<BookingsView canChange />, [[LIST_KEY, [booking]]]);
    expect(html).toContain('Dana Whitford');
    expect(html).toContain('>Confirm</button>');
    expect(html).toContain('>Cancel</button>');
    expect(html).not.toContain('>Set Pending</button>');
    expect(html).toContain('Add phone booking');
    expect(html).toContain('href="/?booking=6f1c2f0e-7d5a-4c1e-9a34-2b1b8d1e0a11"');
  });

  test('an auditor sees the list and the detail link but no control that changes anything', () => {
    const html = render(<BookingsView canChange={false} />, [[LIST_KEY, [booking]]]);
    expect(html).toContain('Dana Whitford');
    expect(html).toContain('Details and history');
    for (const label of ['Confirm', 'Set Pending', 'Cancel', 'Add phone booking', 'Add Booking']) expect(html).not.toContain(`>${label}<`);
  });

  test('a checkout awaiting payment offers Release hold instead of the status buttons; a test payment says so', () => {
    const held: Booking = { ...booking, status: 'held', amountCents: 41400, paymentIntentId: 'pi_test_1', gateway: 'test' };
    const html = render(<BookingsView canChange />, [[LIST_KEY, [held]]]);
    expect(html).toContain('>Release hold</button>');
    expect(html).toContain('Awaiting payment');
    expect(html).toContain('>Test payment</span>');
    expect(html).toMatch(/slot held until/);
    for (const label of ['Confirm', 'Set Pending', 'Cancel']) expect(html).not.toContain(`>${label}</button>`);
    expect(render(<BookingsView canChange={false} />, [[LIST_KEY, [held]]])).not.toContain('Release hold');
  });

  test("no bookings: 'No bookings found'", () => {
    const html = render(<BookingsView canChange />, [[LIST_KEY, []]]);
    expect(html).toContain('No bookings found. Create a test booking to see data here.');
  });
});

describe('BookingTimeline', () => {
  const history: HistoryEntry[] = [
    {
      bookingId: booking.id,
      version: 1,
      type: 'BookingRequested',
      actor: { kind: 'user', username: 'guide', role: 'admin' },
      occurredAt: '2026-06-01T18:00:00.000Z',
      recordedAt: '2026-06-01T18:00:00.000Z',
      changes: { status: { from: null, to: 'pending' } },
      reason: null,
    },
    {
      bookingId: booking.id,
      version: 2,
      type: 'BookingStatusChanged',
      actor: { kind: 'user', username: 'guide', role: 'admin' },
      occurredAt: '2026-06-02T18:00:00.000Z',
      recordedAt: '2026-06-02T18:00:00.000Z',
      changes: { status: { from: 'pending', to: 'cancelled' } },
      reason: 'Storm warning',
    },
  ];

  test('shows every event with actor, change and reason, and the booking as of the newest point', () => {
    const html = render(<BookingTimeline bookingId={booking.id} />, [
      [['/api/bookings', booking.id, 'history'], history],
      [
        ['/api/bookings', booking.id, '?asOf=2'],
        {
          version: 2,
          booking: { ...booking, status: 'cancelled' },
        },
      ],
    ]);
    expect(html).toContain('Booking created');
    expect(html).toContain('Status: Pending → Cancelled');
    expect(html).toContain('Reason: Storm warning');
    expect(html).toContain('guide (admin)');
    expect(html).toContain('Show the booking as it was');
    expect(html).toContain('<dd>Cancelled</dd>');
  });
});
