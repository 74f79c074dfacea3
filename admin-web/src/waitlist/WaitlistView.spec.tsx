import { describe, expect, jest, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { groupByTrip } from './waitlist-format';
import type { WaitlistEntry } from './waitlist-types';

// Vite bundles the stylesheet; Node cannot load it. Registered before the panel is required.
jest.mock('./waitlist.css', () => ({}));
const { WaitlistView, WAITLIST_KEY } = jest.requireActual<typeof import('./WaitlistView')>('./WaitlistView');

function render(data?: WaitlistEntry[]): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  if (data) client.setQueryData(WAITLIST_KEY, data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <WaitlistView />
    </QueryClientProvider>,
  );
}

const entry = (over: Partial<WaitlistEntry>): WaitlistEntry => ({
  entryId: 'e1',
  date: '2026-12-03',
  time: 'morning',
  package: 'Half-Day Adventure',
  name: 'Dana Whitford',
  email: 'dana@example.com',
  phone: '(780) 555-0199',
  people: 2,
  status: 'waiting',
  line: 1,
  joinedAt: '2026-11-23T15:00:00.000Z',
  offeredAt: null,
  offerExpiresAt: null,
  bookingId: null,
  endedAt: null,
  ...over,
});

describe('the Waitlist tab', () => {
  test('groups the entries by trip, each line in the order people joined, with who holds an offer until when', () => {
    const html = render([
      entry({ entryId: 'e3', line: 3, name: 'Third', time: 'afternoon' }),
      entry({ entryId: 'e2', line: 2, name: 'Second' }),
      entry({ entryId: 'e1', line: 1, name: 'First', status: 'offered', offerExpiresAt: '2026-11-23T17:00:00.000Z' }),
    ]);
    expect(html.indexOf('First')).toBeLessThan(html.indexOf('Second'));
    // The morning's line comes before the afternoon's.
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('Third'));
    expect(html).toContain('Place offered');
    expect(html).toContain('held until');
    expect(html).toContain('3 in line or holding an offer');
    expect(html).toContain('href="tel:');
  });

  test('says when nobody waits', () => {
    expect(render([])).toContain('Nobody is on the waitlist for today or a later date.');
  });

  test('groupByTrip orders trips by date and slot', () => {
    const groups = groupByTrip([
      entry({ date: '2026-12-05' }),
      entry({ date: '2026-12-04', time: 'afternoon' }),
      entry({ date: '2026-12-04' }),
    ]);
    expect(groups.map((g) => g.key)).toEqual(['2026-12-04:morning', '2026-12-04:afternoon', '2026-12-05:morning']);
  });
});
