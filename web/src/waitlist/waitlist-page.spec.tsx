import { describe, expect, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { headHtml } from '@browser-kit/page-head/head-tags';
import { HeadCollectorContext, type HeadCollector } from '@browser-kit/page-head/page-head';
import { waitlistKey } from './waitlist-api';
import type { WaitlistView } from './waitlist-types';
import { formatHeldUntil, offerSentence, waitlistStatusBadge } from './waitlist-view';
import { WaitlistPage } from './WaitlistPage';

const TOKEN = 'wl_7hQ2-secret-token';
const WAITING: WaitlistView = {
  id: 'w-1',
  date: '2026-12-03',
  time: 'morning',
  timeLabel: 'Morning (6:00-10:00 AM)',
  package: 'Half-Day Adventure',
  people: 2,
  name: 'Wren Waiter',
  status: 'waiting',
  position: 3,
  offer: null,
  guide: { name: 'Dale', phone: '(780) 555-0142' },
};
// 21:30 UTC on December 1 is 3:30 PM on the lake (Alberta keeps UTC-6 all year from November 2026).
const OFFERED: WaitlistView = {
  ...WAITING,
  status: 'offered',
  position: null,
  offer: {
    expiresAt: '2026-12-01T21:30:00.000Z',
    bookLink: `/?date=2026-12-03&package=Half-Day+Adventure&time=morning&waitlist=${TOKEN}#book`,
  },
};

/** Server-renders /waitlist/{token} with `data` (or nothing) in the cache, as the server render has it; and its head. */
function render(data?: WaitlistView | null, token = TOKEN): { html: string; head: string } {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  if (data !== undefined) client.setQueryData(waitlistKey(token), data);
  const collector: HeadCollector = { head: null };
  const html = renderToStaticMarkup(
    <HeadCollectorContext.Provider value={collector}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/waitlist/${token}`]}>
          <Routes>
            <Route path="waitlist/:token" element={<WaitlistPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </HeadCollectorContext.Provider>,
  );
  return {
    html: html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'"),
    head: collector.head ? headHtml(collector.head, 'https://wabamunfishing.ca', `/waitlist/${token}`) : '',
  };
}

const h1Of = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]);
const leaveButton = /<button type="button" class="btn btn--outline-danger">Leave the waitlist<\/button>/;

describe('/waitlist/{token}, as the server renders it', () => {
  test('waiting: the entry, its status in words, the place in the queue, and leaving in one click', () => {
    const { html } = render(WAITING);
    expect(h1Of(html)).toEqual(['Your Waitlist Place']);
    expect(html).toContain('<dd>Half-Day Adventure</dd>');
    expect(html).toContain('<dd>Thursday, December 3, 2026</dd>');
    expect(html).toContain('<dd>Morning (6:00-10:00 AM)</dd>');
    expect(html).toContain('<dd>2 people</dd>');
    expect(html).toContain('<dd>Wren Waiter</dd>');
    expect(html).toMatch(/<span class="badge badge--pending"><span class="visually-hidden">Status: <\/span>On the waitlist<\/span>/);
    expect(html).toContain('You are number 3 in line.');
    expect(html).toContain("We'll text and email you if a place opens.");
    expect(html).toMatch(leaveButton);
    expect(html).not.toContain('Book now');
    expect(html).toContain('Call Dale at <a href="tel:+17805550142">(780) 555-0142</a>');
  });

  test('first in line says so', () => {
    expect(render({ ...WAITING, position: 1 }).html).toContain('You are first in line.');
  });

  test("offered: until when the place is held, on the lake's clock, and 'Book now' to the form's link with the token", () => {
    const { html } = render(OFFERED);
    expect(html).toContain('A place opened for you: held until 3:30 PM on Tuesday, December 1 (Wabamun Lake time).');
    const book = /<a href="([^"]+)" class="btn btn--accent btn--lg">Book now<\/a>/.exec(html);
    expect(book?.[1]).toBe(`/?date=2026-12-03&amp;package=Half-Day+Adventure&amp;time=morning&amp;waitlist=${TOKEN}#book`);
    expect(html).toMatch(/badge--confirmed"><span class="visually-hidden">Status: <\/span>Place held for you</);
    expect(html).not.toContain('in line.');
    // Leaving is still one click, and says the place goes on.
    expect(html).toMatch(leaveButton);
    expect(html).toContain('Leaving gives the place held for you to the next person at once.');
  });

  test('left, expired and booked: the status in words, no leave button, the way to book another trip', () => {
    for (const [status, words, sentence] of [
      ['left', 'Left the waitlist', 'You have left the waitlist.'],
      ['expired', 'Offer expired', 'passed to the next person on the waitlist'],
      ['booked', 'Booked', 'You booked this trip'],
    ] as const) {
      const { html } = render({ ...WAITING, status, position: null });
      expect(html).toContain(`<span class="visually-hidden">Status: </span>${words}</span>`);
      expect(html).toContain(sentence);
      expect(html).not.toMatch(leaveButton);
      expect(html).not.toContain('Book now');
      expect(html).toMatch(/<a[^>]*href="\/#book"[^>]*>Book another trip<\/a>/);
    }
  });

  test('kept out of search engines, no Referer leaves it, and no token in its head', () => {
    const { head } = render(WAITING);
    expect(head).toContain('<meta name="robots" content="noindex" data-page-head />');
    expect(head).toContain('<meta name="referrer" content="no-referrer" data-page-head />');
    expect(head).not.toContain(TOKEN);
    expect(head).not.toContain('rel="canonical"');
  });

  test("a wrong token: 'Waitlist entry not found' with a link home, answered as a 404", () => {
    const { html, head } = render(null);
    expect(h1Of(html)).toEqual(['Waitlist entry not found']);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to the home page<\/a>/);
    expect(head).toContain('<title>Waitlist Entry Not Found');
    expect(head).toContain('name="robots" content="noindex"');
    expect(head).toContain('name="referrer" content="no-referrer"');
  });

  test('before its data: a loading status', () => {
    const { html } = render(undefined);
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading your waitlist place');
  });
});

describe('the waitlist page in words', () => {
  test('every status has words and a badge', () => {
    expect(waitlistStatusBadge('waiting')).toEqual({ label: 'On the waitlist', badge: 'pending' });
    expect(waitlistStatusBadge('offered')).toEqual({ label: 'Place held for you', badge: 'confirmed' });
    expect(waitlistStatusBadge('left').badge).toBe('cancelled');
  });

  test('the hold is read on the lake, summer time included', () => {
    // July: MDT, UTC-6.
    expect(formatHeldUntil('2026-07-10T18:05:00.000Z')).toBe('12:05 PM on Friday, July 10');
    expect(formatHeldUntil('not a date')).toBe('');
    expect(offerSentence('garbage')).toBe('A place opened for you.');
  });
});
