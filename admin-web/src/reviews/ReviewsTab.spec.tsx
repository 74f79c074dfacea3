import { describe, expect, jest, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { REVIEWS_KEY, type Review } from './review-api';

// Vite bundles the stylesheets; Node cannot load them. Registered before the tab is required
// (imports would run first).
jest.mock('./reviews.css', () => ({}));
jest.mock('../shared/editable-list.css', () => ({}));
const { ReviewsTab } = jest.requireActual<typeof import('./ReviewsTab')>('./ReviewsTab');

const STAMP = '2026-06-14T20:00:00.000Z';
const REVIEW: Review = {
  id: 2,
  name: 'Dana Smith',
  location: 'Edmonton, AB',
  rating: 4,
  comment: 'Great day.',
  initials: 'DS',
  createdAt: STAMP,
  updatedAt: STAMP,
};

function render(element: ReactElement, data: unknown): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  client.setQueryData(REVIEWS_KEY, data);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[1]);

describe('reviews tab', () => {
  test('reviews: initials badge, location, stars and comment', () => {
    const html = render(<ReviewsTab canChange />, [REVIEW]);
    expect(html).toMatch(/<h2[^>]*>Reviews<\/h2>/);
    expect(html).toMatch(/review-card__initials[^>]*>DS</);
    expect(html).toContain('Edmonton, AB');
    expect(html).toContain('aria-label="Rated 4 out of 5"');
    expect(html).toContain('Great day.');
    expect(buttons(html)).toEqual(['Add Review', 'Edit', 'Delete']);
  });

  test('an auditor sees the reviews but no control that changes anything', () => {
    const html = render(<ReviewsTab canChange={false} />, [REVIEW]);
    expect(html).toContain('Dana Smith');
    expect(buttons(html)).toEqual([]);
    expect(html).not.toMatch(/<(input|textarea|select|form)\b/);
  });
});
