import { describe, expect, jest, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ALL_REMINDERS_PAGES_KEY, PENDING_REMINDERS_KEY, type ReminderPage } from './reminder-api';
import type { ReminderRow } from './reminder-types';

// Vite bundles the stylesheet; Node cannot load it. Registered before the view is required
// (imports would run first).
jest.mock('./reminders.css', () => ({}));
const { RemindersView } = jest.requireActual<typeof import('./RemindersView')>('./RemindersView');

/** Server-renders the tab at `path` with the query cache holding `data` under each key; anything else stays loading. */
function render(path: string, canChange: boolean, data: [readonly unknown[], unknown][] = []): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="reminders/*" element={<RemindersView canChange={canChange} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const BOOKING_ID = '6f1c2f0e-7d5a-4c1e-9a34-2b1b8d1e0a11';
const pending: ReminderRow = {
  id: '0b9c5f2e-6a1d-5c3b-9e8f-7a6b5c4d3e2f',
  bookingId: BOOKING_ID,
  reminderType: 'customer_24h',
  scheduledFor: '2026-12-04T19:00:00.000Z',
  status: 'pending',
  recipientPhone: '(780) 555-0199',
  recipientName: 'Dana Whitford',
  recipientEmail: 'dana@example.com',
  message: 'Hi Dana, see you tomorrow.',
  sentAt: null,
  failureReason: null,
  createdAt: '2026-11-30T18:00:00.000Z',
  forDate: '2026-12-05',
  tripTime: 'afternoon',
  notAfter: '2026-12-05T19:00:00.000Z',
  queuedAt: null,
  delivery: null,
  providerId: null,
  attempts: 0,
  retryAt: null,
  reason: null,
  version: 1,
};
const summary: ReminderRow = {
  ...pending,
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  bookingId: null,
  reminderType: 'guide_daily_summary',
  status: 'sent',
  recipientName: 'Dale Kowalchuk',
  recipientPhone: '(780) 555-0142',
  recipientEmail: null,
  message: 'Sat, Dec 5: no trips booked.',
  sentAt: '2026-12-04T02:00:05.000Z',
  delivery: 'recorded',
  tripTime: null,
};
const failed: ReminderRow = {
  ...pending,
  id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  reminderType: 'customer_48h',
  status: 'failed',
  failureReason: 'The number is not a valid phone number',
  attempts: 3,
};

const buttonsOf = (html: string) => html.match(/<button[^>]*>.*?<\/button>/g) ?? [];

describe('RemindersView', () => {
  test('an admin gets both buttons and the Pending sub-tab, each reminder coloured by its status with its booking', () => {
    const html = render('/reminders/pending', true, [[PENDING_REMINDERS_KEY, [pending]]]);
    expect(html).toContain('<h2 id="reminders-title">Reminders</h2>');
    expect(html).toContain('Process Pending Reminders');
    expect(html).toContain('Send Daily Summary');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Pending<\/a>/);
    expect(html).toContain('>All Reminders</a>');
    expect(html).toContain('class="card booking reminder reminder--pending"');
    expect(html).toContain('badge reminder-badge reminder-badge--pending');
    expect(html).toContain('Customer, 24 hours before');
    expect(html).toContain('Dana Whitford');
    expect(html).toContain('href="tel:');
    expect(html).toContain('Hi Dana, see you tomorrow.');
    expect(html).toContain(`href="/?booking=${BOOKING_ID}"`);
    expect(html).toContain('1 reminder waiting to go out, soonest first');
  });

  test('an auditor reads the same lists with no button that sends anything', () => {
    const html = render('/reminders/pending', false, [[PENDING_REMINDERS_KEY, [pending]]]);
    expect(html).toContain('Dana Whitford');
    expect(html).not.toContain('Process Pending Reminders');
    expect(html).not.toContain('Send Daily Summary');
    // Only the list's own Refresh (reading 'Refreshing...' here: the list is fetched again whenever the tab opens).
    expect(buttonsOf(html).map((b) => b.replace(/<[^>]+>/g, ''))).toEqual([expect.stringMatching(/^Refresh/)]);
  });

  test('empty and loading states', () => {
    expect(render('/reminders/pending', true, [[PENDING_REMINDERS_KEY, []]])).toContain('No pending reminders.');
    expect(
      render('/reminders/all', true, [[ALL_REMINDERS_PAGES_KEY, { pages: [{ rows: [], nextOffset: null }], pageParams: [0] }]]),
    ).toContain('No reminders yet.');
    expect(render('/reminders/pending', true)).toContain('Loading pending reminders...');
  });

  test('All Reminders: sent shows its time (recorded only), failed its reason, and Load more while pages follow', () => {
    const page: ReminderPage = { rows: [summary, failed], nextOffset: 2 };
    const html = render('/reminders/all', true, [[ALL_REMINDERS_PAGES_KEY, { pages: [page], pageParams: [0] }]]);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>All Reminders<\/a>/);
    expect(html).toContain('reminder--sent');
    expect(html).toMatch(/Sent Dec 3, 2026.*\(recorded only: SMS not configured\)/);
    expect(html).toContain('reminder--failed');
    expect(html).toContain('Failed after 3 attempts: The number is not a valid phone number');
    expect(html).toContain('Load more');
    expect(html).toContain('2 reminders shown, latest first; more below');
    // The daily summary covers a day and has no booking to link to.
    expect(html.match(/\?booking=/g)).toHaveLength(1);
  });
});
