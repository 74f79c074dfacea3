import { describe, expect, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { shareDataKey, type ShareData } from './share-api';
import { SharePage } from './SharePage';

const LINK = 'https://wabamunfishing.ca/book?ref=K7MQ2XTA';
const DATA: ShareData = {
  posts: { facebook: 'FB post', instagram: 'IG post', twitter: 'TW post', whatsapp: 'WA post', email: 'Mail body' },
  templates: { facebook: { url: 'https://www.facebook.com/sharer/sharer.php?u=x' }, general: { url: LINK } },
  summary: 'Alex is going fishing on Wabamun Lake on Saturday, June 6, 2026.',
};

/** Server-renders /share at `url` with `data` (or nothing) in the cache for code K7MQ2XTA, as the server render has it. */
function render(url: string, data?: ShareData | null): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  if (data !== undefined) client.setQueryData(shareDataKey('K7MQ2XTA'), data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <SharePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const h1Of = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]);

describe('/share, as the server renders it', () => {
  test('with its data: six cards with a heading each, a Share and a Copy button, and the way back to booking', () => {
    const html = render('/share?ref=K7MQ2XTA', DATA);
    expect(h1Of(html)).toEqual(['Share Your Referral Code']);
    expect([...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((m) => m[1])).toEqual([
      'Facebook',
      'Instagram',
      'Twitter',
      'WhatsApp',
      'Email',
      'Direct link',
    ]);
    expect(html.match(/>Copy<span class="visually-hidden">/g)).toHaveLength(6);
    expect(html.match(/>Share<span class="visually-hidden">/g)).toHaveLength(6);
    expect(html).toContain('href="https://www.facebook.com/sharer/sharer.php?u=x" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('href="mailto:?subject=');
    expect(html).toMatch(/<a[^>]*href="\/book"[^>]*>Back to booking<\/a>/);
  });

  test("without ref: 'Missing Referral Code' and a button to /book", () => {
    const html = render('/share');
    expect(h1Of(html)).toEqual(['Missing Referral Code']);
    expect(html).toMatch(/<a[^>]*href="\/book"[^>]*>Go to booking<\/a>/);
  });

  test("an unknown code: 'Error Loading Share Data' with its explanation", () => {
    const html = render('/share?ref=K7MQ2XTA', null);
    expect(h1Of(html)).toEqual(['Error Loading Share Data']);
    expect(html).toContain('Unable to load sharing information for this referral code');
  });
});
