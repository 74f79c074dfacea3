import { describe, expect, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { REFUND_POLICY_TEXT } from '../../../../domain/bookings/refund-policy';
import { SITE_CONTENT_QUERY_KEY } from '@browser-kit/site/site-info';
import { bookRedirectTarget } from './book-redirect';
import { FishingRegulationsPage } from './FishingRegulationsPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsOfServicePage } from './TermsOfServicePage';
import { WabamunLakeInfoPage } from './WabamunLakeInfoPage';

/** Server-renders a page with the site content the admin stored (contact details). */
function render(page: ReactElement): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(SITE_CONTENT_QUERY_KEY, [
    { section: 'contact', key: 'email', value: 'hello@lake.example', updatedAt: '2026-11-01T00:00:00.000Z' },
    { section: 'contact', key: 'phone', value: '(780) 555-0199', updatedAt: '2026-11-01T00:00:00.000Z' },
  ]);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Text content with tags removed and whitespace collapsed, for sentence checks. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/&#x27;|&#39;/g, "'");

const h1Of = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]);

describe('/fishing-regulations', () => {
  const html = render(<FishingRegulationsPage />);

  test('one h1, the licence age, the rod limit and the warning to check the current guide', () => {
    expect(h1Of(html)).toEqual(['Alberta Fishing Regulations']);
    const text = textOf(html);
    expect(text).toContain('Every angler aged 16 or older needs a valid Alberta fishing licence');
    expect(text).toContain('a maximum of 2 rods');
    expect(text).toContain('Regulations change');
    expect(text).toContain('Alberta Guide to Sportfishing Regulations');
    expect(text).toContain('Government of Alberta');
  });

  test('the limits as a real table: caption, column and row headers, daily and possession values', () => {
    expect(html).toContain('<caption>Catch limits per angler</caption>');
    expect(html).toMatch(/<th scope="col">Daily limit<\/th><th scope="col">Possession limit<\/th>/);
    const rows = [...html.matchAll(/<tr><th scope="row">([^<]+)<\/th><td>([^<]+)<\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><\/tr>/g)].map(
      (m) => m.slice(1),
    );
    expect(rows).toEqual([
      ['Northern pike', '3', '6', 'None'],
      ['Walleye', '3', '6', 'Only 1 walleye over 50 cm'],
      ['Yellow perch', '25', '50', 'None'],
    ]);
  });

  test('calls to action lead to the booking form', () => {
    expect(html.match(/href="\/#book"/g)?.length).toBeGreaterThanOrEqual(2);
  });
});

describe('/wabamun-lake-info', () => {
  const html = render(<WabamunLakeInfoPage />);

  test('the lake facts (area, depths, elevation, distance) as a description list', () => {
    expect(h1Of(html)).toEqual(['Wabamun Lake Information']);
    const facts = html.slice(html.indexOf('<dl class="static-facts">'), html.indexOf('</dl>', html.indexOf('<dl class="static-facts">')));
    const pairs = [...facts.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map((m) => [m[1], m[2]]);
    expect(pairs).toEqual([
      ['Surface area', '8,800 hectares'],
      ['Maximum depth', '11 m'],
      ['Average depth', '5.5 m'],
      ['Elevation', '724 m'],
      ['Distance from Edmonton', 'About 65 km west'],
    ]);
  });

  test('the species, the three trip windows and what to bring', () => {
    const text = textOf(html);
    for (const species of ['Northern pike', 'Walleye', 'Yellow perch']) expect(text).toContain(species);
    expect(text).toContain('Morning (6:00-10:00 AM)');
    expect(text).toContain('Afternoon (1:00-5:00 PM)');
    expect(text).toContain('Full Day (6:00 AM-2:00 PM)');
    expect(text).toContain('An Alberta fishing licence for every angler 16 and over');
    expect(html).toContain('href="/#book"');
    expect(html).toContain('href="/fishing-regulations"');
  });
});

describe('/privacy-policy', () => {
  const html = render(<PrivacyPolicyPage />);
  const text = textOf(html);

  test('dated, with what is collected, card numbers never seen, no trackers, and the privacy laws', () => {
    expect(h1Of(html)).toEqual(['Privacy Policy']);
    expect(html).toContain('Last updated: <time dateTime="2026-11-30">November 30, 2026</time>');
    expect(text).toContain('this website never sees or stores it');
    expect(text).toContain('session cookie that keeps the owner signed in to the admin area');
    expect(text).toContain('no advertising trackers');
    expect(text).toContain('emergency contact');
    expect(text).toContain('PIPEDA');
    expect(text).toContain('PIPA');
  });

  test('contents list points at every section, and requests go to the contact details from site content', () => {
    const targets = [...html.matchAll(/<li><a href="#([^"]+)">/g)].map((m) => m[1]);
    expect(targets.length).toBeGreaterThan(5);
    for (const id of targets) expect(html).toContain(`<section id="${id}"`);
    expect(html).toContain('href="mailto:hello@lake.example"');
    expect(html).toContain('href="tel:+17805550199"');
  });
});

describe('/terms-of-service', () => {
  const html = render(<TermsOfServicePage />);
  const text = textOf(html);

  test('prices in CAD paid at booking, the discounts, the refund policy word for word, waiver link', () => {
    expect(h1Of(html)).toEqual(['Terms of Service']);
    expect(text).toContain('Prices are per person, in Canadian dollars (CAD)');
    expect(text).toContain('Payment is taken in full by card when you book');
    expect(text).toContain('17% off the per-person price for trips from Monday to Thursday');
    expect(text).toContain('Children 12 and under: 25% off');
    expect(text).toContain('$50 off');
    expect(text).toContain(REFUND_POLICY_TEXT);
    expect(text).toContain('aged 16 or older must bring a valid Alberta fishing licence');
    expect(html).toContain('href="/liability-waiver"');
    expect(html).toContain('href="mailto:hello@lake.example"');
    expect(html).toContain('href="/#book"');
  });
});

describe('/book', () => {
  test('leads to the booking form, keeping the referral code, date and package', () => {
    expect(bookRedirectTarget('')).toBe('/#book');
    expect(bookRedirectTarget('?ref=X')).toBe('/?ref=X#book');
    expect(bookRedirectTarget('?date=2026-12-03&package=Full-Day+Adventure&ref=AB12&utm=x')).toBe(
      '/?date=2026-12-03&package=Full-Day+Adventure&ref=AB12#book',
    );
  });
});
