import { describe, expect, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CATCHES_KEY, galleryCatches, type Catch } from './catch-api';
import { CatchesGallery } from './CatchesGallery';
import { REVIEWS_KEY, type Review } from './review-api';
import { reviewLinksOf, Reviews } from './Reviews';
import { SITE_CONTENT_QUERY_KEY } from '@browser-kit/site/site-info';

const XSS = '<img src=x onerror=alert(1)>';

const FAILED = Symbol('failed');

/**
 * Server-renders a section with the query cache holding `data`, a failed load, or nothing (loading).
 * retryOnMount is off so a failed query is seen as failed rather than as fetching again.
 */
function render(element: ReactElement, key: readonly unknown[], data?: unknown, more: [readonly unknown[], unknown][] = []): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, retryOnMount: false, queryFn: () => new Promise(() => {}) } },
  });
  if (data === FAILED) {
    client
      .getQueryCache()
      .build(client, { queryKey: key })
      .setState({ status: 'error', error: new Error('500: boom'), fetchStatus: 'idle' });
  } else if (data !== undefined) {
    client.setQueryData(key, data);
  }
  for (const [otherKey, value] of more) client.setQueryData(otherKey, value);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

const aCatch = (over: Partial<Catch>): Catch => ({
  id: 1,
  fishType: 'Northern Pike',
  angler: 'Sam Lee',
  date: '2026-06-14',
  imageUrl: '/media/abc.jpg',
  media: null,
  createdAt: '2026-06-14T20:00:00.000Z',
  updatedAt: '2026-06-14T20:00:00.000Z',
  ...over,
});

const aReview = (over: Partial<Review>): Review => ({
  id: 1,
  name: 'Dana Smith',
  location: 'Edmonton, AB',
  rating: 5,
  comment: 'Great day.',
  initials: 'DS',
  createdAt: '2026-06-14T20:00:00.000Z',
  updatedAt: '2026-06-14T20:00:00.000Z',
  ...over,
});

describe('galleryCatches', () => {
  test('newest first, unsafe images left out', () => {
    const list = galleryCatches([
      aCatch({ id: 1, date: '2026-05-01' }),
      aCatch({ id: 2, date: '2026-07-01', imageUrl: 'https://photos.example.com/p.jpg' }),
      aCatch({ id: 3, date: '2026-06-01', imageUrl: 'javascript:alert(1)' }),
      aCatch({ id: 4, date: '2026-06-01', imageUrl: 'http://insecure.example.com/p.jpg' }),
      aCatch({ id: 5, date: '2026-05-01' }),
    ]);
    expect(list.map((c) => c.id)).toEqual([2, 5, 1]);
    expect(list[0]?.src).toBe('https://photos.example.com/p.jpg');
  });

  test('anything but a list gives no catches', () => {
    expect(galleryCatches(undefined)).toEqual([]);
    expect(galleryCatches({} as unknown as Catch[])).toEqual([]);
  });
});

describe('CatchesGallery', () => {
  test('a card per catch: lazy 4:3 image with a descriptive alt, fish, angler, long date', () => {
    const html = render(<CatchesGallery />, CATCHES_KEY, [aCatch({})]);
    expect(html).toContain('id="gallery"');
    expect(html).toContain('Recent Catches');
    expect(html).toContain(
      '<img class="catch-card__image" src="/media/abc.jpg" width="640" height="480" alt="Northern Pike caught by Sam Lee" loading="lazy" decoding="async"/>',
    );
    expect(html).toContain('<time class="catch-card__date" dateTime="2026-06-14">June 14, 2026</time>');
    // Without the server's media record nothing says which WebP copies exist.
    expect(html).not.toContain('srcset');
  });

  test('an uploaded image gets its WebP copies for the grid column and its own pixel size', () => {
    const media = {
      url: '/media/abc.jpg',
      width: 1200,
      height: 900,
      variants: [
        { width: 480, url: '/media/abc-480.webp' },
        { width: 960, url: '/media/abc-960.webp' },
      ],
    };
    const html = render(<CatchesGallery />, CATCHES_KEY, [aCatch({ media })]);
    expect(html).toContain(
      '<img class="catch-card__image" src="/media/abc.jpg" srcSet="/media/abc-480.webp 480w, /media/abc-960.webp 960w" ' +
        'sizes="(min-width: 72rem) 23rem, (min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw" width="1200" height="900" ' +
        'alt="Northern Pike caught by Sam Lee" loading="lazy" decoding="async"/>',
    );
  });

  test('text from the API is shown literally', () => {
    const html = render(<CatchesGallery />, CATCHES_KEY, [aCatch({ fishType: XSS, angler: '<b>Bo</b>' })]);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;b&gt;Bo&lt;/b&gt;');
  });

  test('a skeleton keeps the anchor while loading; an empty list hides the section', () => {
    const loading = render(<CatchesGallery />, CATCHES_KEY);
    expect(loading).toContain('id="gallery"');
    expect(loading).toContain('aria-busy="true"');
    expect(loading).not.toContain('<img');
    expect(render(<CatchesGallery />, CATCHES_KEY, [])).toBe('');
  });

  test('a failed load hides the section', () => {
    expect(render(<CatchesGallery />, CATCHES_KEY, FAILED)).toBe('');
  });
});

describe('Reviews', () => {
  test('a card per review with initials, name, location, labelled stars and comment', () => {
    const html = render(<Reviews />, REVIEWS_KEY, [aReview({ rating: 4 })]);
    expect(html).toContain('id="reviews"');
    expect(html).toContain('What Our Anglers Say');
    expect(html).toContain('>DS</span>');
    expect(html).toContain('Dana Smith');
    expect(html).toContain('Edmonton, AB');
    expect(html).toContain('role="img" aria-label="Rated 4 out of 5"');
    expect(html.match(/class="star star--full"/g)).toHaveLength(4);
    expect(html.match(/class="star star--empty"/g)).toHaveLength(1);
    expect(html).toContain('<blockquote class="review-card__comment"><p>Great day.</p></blockquote>');
  });

  test('a 4.5 rating shows a half star', () => {
    const html = render(<Reviews />, REVIEWS_KEY, [aReview({ rating: 4.5 })]);
    expect(html).toContain('aria-label="Rated 4.5 out of 5"');
    expect(html.match(/class="star star--half"/g)).toHaveLength(1);
  });

  test('text from the API is shown literally', () => {
    const html = render(<Reviews />, REVIEWS_KEY, [aReview({ name: XSS, comment: XSS, location: XSS, initials: '<i>' })]);
    expect(html).not.toMatch(/<img src=x|<i>/);
    expect(html.match(/&lt;img src=x onerror=alert\(1\)&gt;/g)).toHaveLength(3);
  });

  test('no sample reviews: an empty list or a failed load hides the section; loading shows a skeleton', () => {
    expect(render(<Reviews />, REVIEWS_KEY, [])).toBe('');
    expect(render(<Reviews />, REVIEWS_KEY, FAILED)).toBe('');
    const loading = render(<Reviews />, REVIEWS_KEY);
    expect(loading).toContain('id="reviews"');
    expect(loading).toContain('aria-busy="true"');
  });

  const READ = 'https://www.google.com/maps/place/wabamun-guides';
  const LEAVE = 'https://g.page/r/wabamun/review';
  const entry = (key: string, value: string) => ({ section: 'reviews', key, value });

  test('the links to read more reviews and to leave one open in a new tab, each only when set', () => {
    const both = render(
      <Reviews />,
      REVIEWS_KEY,
      [aReview({})],
      [[SITE_CONTENT_QUERY_KEY, [entry('read_url', READ), entry('leave_url', LEAVE)]]],
    );
    expect(both).toContain(
      `<a class="btn btn--outline" href="${READ}" target="_blank" rel="noopener noreferrer">Read More Reviews<span class="visually-hidden"> (opens in a new tab)</span></a>`,
    );
    expect(both).toContain(
      `<a class="btn btn--primary" href="${LEAVE}" target="_blank" rel="noopener noreferrer">Leave a Review<span class="visually-hidden"> (opens in a new tab)</span></a>`,
    );

    const leaveOnly = render(
      <Reviews />,
      REVIEWS_KEY,
      [aReview({})],
      [[SITE_CONTENT_QUERY_KEY, [entry('read_url', ''), entry('leave_url', LEAVE)]]],
    );
    expect(leaveOnly).toContain('Leave a Review');
    expect(leaveOnly).not.toContain('Read More Reviews');
  });

  test('no links while the site content loads, when none is set, or for anything but https', () => {
    for (const html of [
      render(<Reviews />, REVIEWS_KEY, [aReview({})]),
      render(<Reviews />, REVIEWS_KEY, [aReview({})], [[SITE_CONTENT_QUERY_KEY, []]]),
      render(
        <Reviews />,
        REVIEWS_KEY,
        [aReview({})],
        [[SITE_CONTENT_QUERY_KEY, [entry('read_url', 'javascript:alert(1)'), entry('leave_url', 'http://g.page/r/x')]]],
      ),
    ]) {
      expect(html).toContain('Great day.');
      expect(html).not.toContain('review-links');
      expect(html).not.toContain('Read More Reviews');
      expect(html).not.toContain('Leave a Review');
    }
  });

  test('reviewLinksOf: trimmed https addresses, else null', () => {
    expect(reviewLinksOf([entry('read_url', ` ${READ} `), entry('leave_url', '  ')])).toEqual({ read: READ, leave: null });
    expect(reviewLinksOf(undefined)).toEqual({ read: null, leave: null });
    expect(reviewLinksOf([{ section: 'contact', key: 'leave_url', value: LEAVE }])).toEqual({ read: null, leave: null });
  });
});
