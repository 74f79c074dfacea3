import { describe, expect, jest, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CATCHES_KEY, PACKAGES_KEY, REVIEWS_KEY, type Catch, type Package, type Review } from './catalogue-api';

// Vite bundles the stylesheet; Node cannot load it. Registered before the tabs are required
// (imports would run first).
jest.mock('./catalogue.css', () => ({}));
const { GalleryTab } = jest.requireActual<typeof import('./GalleryTab')>('./GalleryTab');
const { PackagesTab } = jest.requireActual<typeof import('./PackagesTab')>('./PackagesTab');
const { ReviewsTab } = jest.requireActual<typeof import('./ReviewsTab')>('./ReviewsTab');

const STAMP = '2026-06-14T20:00:00.000Z';
const PACKAGE: Package = {
  id: 1,
  name: 'Full-Day Adventure',
  price: 399,
  duration: '8 hours',
  description: 'All day on the lake.',
  features: ['Shore lunch', 'Rods included'],
  featured: true,
  createdAt: STAMP,
  updatedAt: STAMP,
};
const REVIEW: Review = { id: 2, name: 'Dana Smith', location: 'Edmonton, AB', rating: 4, comment: 'Great day.', initials: 'DS', createdAt: STAMP, updatedAt: STAMP };
const CATCH: Catch = {
  id: 3,
  fishType: 'Northern Pike',
  angler: 'Sam Lee',
  date: '2026-06-14',
  imageUrl: '/media/abc.jpg',
  media: null,
  createdAt: STAMP,
  updatedAt: STAMP,
};

function render(element: ReactElement, key: readonly unknown[], data: unknown): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } } });
  client.setQueryData(key, data);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[1]);

describe('catalogue tabs', () => {
  test('packages: price per person, duration, features and the Featured badge, under an h2', () => {
    const html = render(<PackagesTab canChange />, PACKAGES_KEY, [PACKAGE]);
    expect(html).toMatch(/<h2[^>]*>Packages<\/h2>/);
    expect(html).toContain('$399 per person');
    expect(html).toContain('Duration: 8 hours');
    expect(html).toContain('<li>Shore lunch</li>');
    expect(html).toMatch(/class="badge badge--featured">Featured</);
    expect(buttons(html)).toEqual(['Add Package', 'Edit', 'Delete']);
    expect(html).toContain('aria-label="Delete Full-Day Adventure"');
  });

  test('reviews: initials badge, location, stars and comment', () => {
    const html = render(<ReviewsTab canChange />, REVIEWS_KEY, [REVIEW]);
    expect(html).toMatch(/<h2[^>]*>Reviews<\/h2>/);
    expect(html).toMatch(/review-card__initials[^>]*>DS</);
    expect(html).toContain('Edmonton, AB');
    expect(html).toContain('aria-label="Rated 4 out of 5"');
    expect(html).toContain('Great day.');
    expect(buttons(html)).toEqual(['Add Review', 'Edit', 'Delete']);
  });

  test('gallery: photo with its description and the date written out in en-CA', () => {
    const html = render(<GalleryTab canChange />, CATCHES_KEY, [CATCH]);
    expect(html).toMatch(/<h2[^>]*>Gallery<\/h2>/);
    expect(html).toContain('src="/media/abc.jpg"');
    expect(html).toContain('alt="Northern Pike caught by Sam Lee"');
    expect(html).toContain('<time class="catch-tile__date" dateTime="2026-06-14">June 14, 2026</time>');
    expect(buttons(html)).toEqual(['Add Gallery Item', 'Edit', 'Delete']);
  });

  test.each([
    ['packages', <PackagesTab canChange={false} />, PACKAGES_KEY, [PACKAGE]],
    ['reviews', <ReviewsTab canChange={false} />, REVIEWS_KEY, [REVIEW]],
    ['gallery', <GalleryTab canChange={false} />, CATCHES_KEY, [CATCH]],
  ] as const)('an auditor sees the %s but no control that changes anything', (_name, element, key, data) => {
    const html = render(element, key, data);
    expect(html).toContain(key === CATCHES_KEY ? 'Northern Pike' : key === REVIEWS_KEY ? 'Dana Smith' : 'Full-Day Adventure');
    expect(buttons(html)).toEqual([]);
    expect(html).not.toMatch(/<(input|textarea|select|form)\b/);
  });

  test('an empty list says so instead of showing nothing', () => {
    expect(render(<GalleryTab canChange />, CATCHES_KEY, [])).toContain('No gallery items yet.');
    expect(render(<PackagesTab canChange={false} />, PACKAGES_KEY, [])).toContain('No packages yet.');
  });
});
