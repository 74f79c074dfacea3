import { describe, expect, jest, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PACKAGES_KEY, type Package } from './package-api';

// Vite bundles the stylesheets; Node cannot load them. Registered before the tab is required
// (imports would run first).
jest.mock('./packages.css', () => ({}));
jest.mock('../shared/editable-list.css', () => ({}));
const { PackagesTab } = jest.requireActual<typeof import('./PackagesTab')>('./PackagesTab');

const STAMP = '2026-06-14T20:00:00.000Z';
const PACKAGE: Package = {
  id: 1,
  name: 'Full-Day Adventure',
  price: 399,
  duration: '8 hours',
  description: 'All day on the lake.',
  features: ['Shore lunch', 'Rods included'],
  featured: true,
  timeSlots: ['full-day'],
  maxPeople: 12,
  sale: 'private',
  boatCapacity: null,
  season: [],
  createdAt: STAMP,
  updatedAt: STAMP,
};

function render(element: ReactElement, data: unknown): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  client.setQueryData(PACKAGES_KEY, data);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[1]);

describe('packages tab', () => {
  test('packages: price per person, duration, features and the Featured badge, under an h2', () => {
    const html = render(<PackagesTab canChange />, [PACKAGE]);
    expect(html).toMatch(/<h2[^>]*>Packages<\/h2>/);
    expect(html).toContain('$399 per person');
    expect(html).toContain('Duration: 8 hours');
    expect(html).toContain('<li>Shore lunch</li>');
    expect(html).toMatch(/class="badge badge--featured">Featured</);
    expect(buttons(html)).toEqual(['Add Package', 'Edit', 'Delete']);
    expect(html).toContain('aria-label="Delete Full-Day Adventure"');
  });

  test('each card says which times the package runs in, in slot order', () => {
    const halfDay = { ...PACKAGE, id: 2, name: 'Half-Day Adventure', timeSlots: ['morning', 'afternoon'] } satisfies Package;
    const html = render(<PackagesTab canChange={false} />, [PACKAGE, halfDay]);
    expect(html).toContain('<p class="catalogue-card__meta">Runs in: Full day</p>');
    expect(html).toContain('<p class="catalogue-card__meta">Runs in: Morning, Afternoon</p>');
  });

  test('an auditor sees the packages but no control that changes anything', () => {
    const html = render(<PackagesTab canChange={false} />, [PACKAGE]);
    expect(html).toContain('Full-Day Adventure');
    expect(buttons(html)).toEqual([]);
    expect(html).not.toMatch(/<(input|textarea|select|form)\b/);
  });

  test('an empty list says so instead of showing nothing', () => {
    expect(render(<PackagesTab canChange={false} />, [])).toContain('No packages yet.');
  });
});
