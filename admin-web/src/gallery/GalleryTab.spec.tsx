import { describe, expect, jest, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CATCHES_KEY, type Catch } from './catch-api';

// Vite bundles the stylesheets; Node cannot load them. Registered before the tab is required
// (imports would run first).
jest.mock('./gallery.css', () => ({}));
jest.mock('../shared/editable-list.css', () => ({}));
const { GalleryTab } = jest.requireActual<typeof import('./GalleryTab')>('./GalleryTab');

const STAMP = '2026-06-14T20:00:00.000Z';
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

function render(element: ReactElement, data: unknown): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  client.setQueryData(CATCHES_KEY, data);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[1]);

describe('gallery tab', () => {
  test('gallery: photo with its description and the date written out in en-CA', () => {
    const html = render(<GalleryTab canChange />, [CATCH]);
    expect(html).toMatch(/<h2[^>]*>Gallery<\/h2>/);
    expect(html).toContain('src="/media/abc.jpg"');
    expect(html).toContain('alt="Northern Pike caught by Sam Lee"');
    expect(html).toContain('<time class="catch-tile__date" dateTime="2026-06-14">June 14, 2026</time>');
    expect(buttons(html)).toEqual(['Add Gallery Item', 'Edit', 'Delete']);
  });

  test('an auditor sees the gallery but no control that changes anything', () => {
    const html = render(<GalleryTab canChange={false} />, [CATCH]);
    expect(html).toContain('Northern Pike');
    expect(buttons(html)).toEqual([]);
    expect(html).not.toMatch(/<(input|textarea|select|form)\b/);
  });

  test('an empty grid says so instead of showing nothing', () => {
    expect(render(<GalleryTab canChange />, [])).toContain('No gallery items yet.');
  });
});
