import { describe, expect, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { DEFAULT_PACKAGES } from '../../../domain/catalogue/package-defaults';
import { SITE_CONTENT_QUERY_KEY } from '@browser-kit/site/site-info';
import { Availability } from './Availability';
import { AVAILABILITY_KEY, formatCardDate, upcomingCards, type AvailabilityDay } from './availability-api';
import { Faq, PackagesAnswer } from './Faq';
import { faqReducer } from './faq-accordion';
import { Guide } from './Guide';
import { Hero } from './Hero';
import { PACKAGES_KEY, packageOffers, type Package } from './package-api';
import { Packages } from './Packages';

const FAILED = Symbol('failed');
type Seed = readonly [key: readonly unknown[], data: unknown];

/**
 * Server-renders a section inside a router, with the query cache holding each seed's data, a
 * failed load (FAILED), or nothing (still loading).
 */
function render(element: ReactElement, ...seeds: Seed[]): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, retryOnMount: false, queryFn: () => new Promise(() => {}) } },
  });
  for (const [key, data] of seeds) {
    if (data === FAILED) {
      client
        .getQueryCache()
        .build(client, { queryKey: key })
        .setState({ status: 'error', error: new Error('500: boom'), fetchStatus: 'idle' });
    } else {
      client.setQueryData(key, data);
    }
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The markup of each list item whose class starts with `className`. */
function items(html: string, className: string): string[] {
  return html.split(`<li class="${className}`).slice(1);
}

// 2026-11-30 is a Monday; 12-03 Thursday, 12-04 Friday, 12-05 Saturday, 12-06 Sunday.
const aDay = (date: string, status: AvailabilityDay['status'], timeSlots = 'Morning & Afternoon'): AvailabilityDay => ({
  id: date,
  date,
  status,
  timeSlots,
  slots: [],
});

const aPackage = (over: Partial<Package>): Package => ({
  id: 1,
  name: 'Sunset Walleye',
  price: 180,
  duration: '3 hours',
  description: 'An evening on the deep breaks.',
  features: ['Rods and bait included'],
  featured: false,
  timeSlots: ['afternoon'],
  maxPeople: 12,
  sale: 'private',
  boatCapacity: null,
  season: [],
  createdAt: '2026-06-14T20:00:00.000Z',
  updatedAt: '2026-06-14T20:00:00.000Z',
  ...over,
});

describe('upcomingCards', () => {
  test('available, then limited, then booked; by date within a status; four at most', () => {
    const cards = upcomingCards([
      aDay('2026-12-06', 'booked'),
      aDay('2026-12-05', 'limited'),
      aDay('2026-12-04', 'available'),
      aDay('2026-11-30', 'booked'),
      aDay('2026-12-03', 'available'),
      aDay('2026-12-01', 'limited'),
    ]);
    expect(cards.map((d) => [d.date, d.status])).toEqual([
      ['2026-12-03', 'available'],
      ['2026-12-04', 'available'],
      ['2026-12-01', 'limited'],
      ['2026-12-05', 'limited'],
    ]);
  });

  test('booked dates fill the remaining places; a count can be given', () => {
    const days = [aDay('2026-12-06', 'booked'), aDay('2026-11-30', 'booked'), aDay('2026-12-03', 'available')];
    expect(upcomingCards(days).map((d) => d.date)).toEqual(['2026-12-03', '2026-11-30', '2026-12-06']);
    expect(upcomingCards(days, 1).map((d) => d.date)).toEqual(['2026-12-03']);
  });

  test('entries without a real date or a known status, and non-lists, give no cards', () => {
    expect(upcomingCards([aDay('2026-02-30', 'available'), aDay('soon', 'available'), aDay('2026-12-03', 'closed' as 'booked')])).toEqual(
      [],
    );
    expect(upcomingCards(undefined)).toEqual([]);
    expect(upcomingCards({} as unknown as AvailabilityDay[])).toEqual([]);
  });

  test('card dates read as the calendar date, in Canadian English', () => {
    expect(formatCardDate('2026-12-03')).toBe('Thu, Dec 3');
    expect(formatCardDate('2027-01-01')).toBe('Fri, Jan 1');
  });
});

describe('Availability', () => {
  const days = [
    aDay('2026-12-05', 'booked', 'Fully Booked'),
    aDay('2026-12-04', 'available', 'Morning & Afternoon'),
    aDay('2026-11-30', 'limited', 'Afternoon Only'),
    aDay('2026-12-03', 'available', 'Morning & Afternoon'),
    aDay('2026-12-06', 'booked', 'Fully Booked'),
  ];

  test('four cards in order, each with its date, status in words and slot summary', () => {
    const html = render(<Availability />, [AVAILABILITY_KEY, days]);
    expect(html).toContain('id="availability"');
    const cards = items(html, 'card date-card');
    expect(cards).toHaveLength(4);
    expect(cards.map((card) => /<time dateTime="([\d-]+)">([^<]+)<\/time>/.exec(card)?.slice(1))).toEqual([
      ['2026-12-03', 'Thu, Dec 3'],
      ['2026-12-04', 'Fri, Dec 4'],
      ['2026-11-30', 'Mon, Nov 30'],
      ['2026-12-05', 'Sat, Dec 5'],
    ]);
    expect(cards.map((card) => />(Available|Limited|Booked)<\/span>/.exec(card)?.[1])).toEqual([
      'Available',
      'Available',
      'Limited',
      'Booked',
    ]);
    expect(cards[2]).toContain('<p class="date-card__slots">Afternoon Only</p>');
  });

  test("'Save 17%' only on Monday to Thursday dates", () => {
    const cards = items(render(<Availability />, [AVAILABILITY_KEY, days]), 'card date-card');
    expect(cards.map((card) => card.includes('Save 17%'))).toEqual([true, false, true, false]);
  });

  test("'Book This Date' carries the date; a booked date has a disabled 'Unavailable' button instead", () => {
    const cards = items(render(<Availability />, [AVAILABILITY_KEY, days]), 'card date-card');
    expect(cards[0]).toMatch(/<a [^>]*href="\/\?date=2026-12-03#book"[^>]*>Book This Date<\/a>/);
    expect(cards[2]).toMatch(/href="\/\?date=2026-11-30#book"/);
    expect(cards[3]).toMatch(
      /<button type="button" class="[^"]*" disabled="" aria-describedby="date-card-2026-12-05">Unavailable<\/button>/,
    );
    expect(cards[3]).not.toContain('Book This Date');
    expect(cards[3]!.split('</li>')[0]).not.toContain('href=');
    expect(cards.slice(0, 3).join('')).not.toContain('Unavailable');
  });

  test("a date booked out by bookings offers 'Join the Waitlist', with the time when one slot has a waitlist", () => {
    const slot = (timeSlot: 'morning' | 'afternoon', override: 'booked' | null) => ({
      timeSlot,
      status: 'booked' as const,
      label: timeSlot,
      override,
    });
    const waitlisted: AvailabilityDay[] = [
      { ...aDay('2099-12-05', 'booked', 'Fully Booked'), slots: [slot('morning', null), slot('afternoon', 'booked')] },
      { ...aDay('2099-12-06', 'booked', 'Fully Booked'), slots: [slot('morning', null), slot('afternoon', null)] },
      { ...aDay('2099-12-07', 'booked', 'Fully Booked'), slots: [slot('morning', 'booked')] },
    ];
    const cards = items(render(<Availability />, [AVAILABILITY_KEY, waitlisted]), 'card date-card');
    expect(cards[0]).toMatch(/<a [^>]*href="\/\?date=2099-12-05&amp;time=morning#book"[^>]*>Join the Waitlist<\/a>/);
    expect(cards[1]).toMatch(/<a [^>]*href="\/\?date=2099-12-06#book"[^>]*>Join the Waitlist<\/a>/);
    // Closed by the guide: no waitlist.
    expect(cards[2]).toContain('Unavailable</button>');
    expect(cards[2]).not.toContain('Join the Waitlist');
  });

  test("'View Full Calendar & Book' opens the month calendar", () => {
    expect(render(<Availability />, [AVAILABILITY_KEY, days])).toMatch(
      /<button type="button"[^>]*aria-expanded="false" aria-controls="month-calendar"[^>]*>View Full Calendar &amp; Book<\/button>/,
    );
  });

  test('a skeleton while loading; a failed load says so and still offers the booking form', () => {
    const loading = render(<Availability />);
    expect(loading).toContain('aria-busy="true"');
    expect(loading).not.toContain('Book This Date');

    const failed = render(<Availability />, [AVAILABILITY_KEY, FAILED]);
    expect(failed).toContain('We could not load the upcoming dates just now.');
    expect(failed).toMatch(/<a href="\/#book"[^>]*>book your trip<\/a>/);
    expect(failed).not.toContain('aria-busy');
  });
});

describe('Packages', () => {
  const list = [
    aPackage({ id: 1, name: 'Sunset Walleye', price: 180, featured: false }),
    aPackage({ id: 2, name: 'Full-Day Adventure', price: 399, duration: '8 hours', featured: true, features: ['Shore lunch', 'Photos'] }),
  ];

  test('a card per package: name, price per person, duration, description, features', () => {
    const html = render(<Packages />, [PACKAGES_KEY, list]);
    expect(html).toContain('id="packages"');
    const cards = items(html, 'card package-card');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toContain('<h3 class="package-card__name">Full-Day Adventure</h3>');
    expect(cards[1]).toContain('<span class="package-card__amount">$399</span> per person');
    expect(cards[1]).toContain('8 hours');
    expect(cards[1]).toContain('<li>Shore lunch</li><li>Photos</li>');
    expect(cards[0]).toContain('$180</span> per person');
    expect(html).not.toContain('Half-Day Adventure');
  });

  test("'MOST POPULAR' only on the featured package", () => {
    const cards = items(render(<Packages />, [PACKAGES_KEY, list]), 'card package-card');
    expect(cards.map((card) => card.includes('MOST POPULAR'))).toEqual([false, true]);
  });

  test("'Book {package name}' carries the package", () => {
    const cards = items(render(<Packages />, [PACKAGES_KEY, list]), 'card package-card');
    expect(cards[0]).toMatch(/<a [^>]*href="\/\?package=Sunset\+Walleye#book"[^>]*>Book Sunset Walleye<\/a>/);
    expect(cards[1]).toMatch(/href="\/\?package=Full-Day\+Adventure#book"/);
  });

  test('the fallback packages when the list is empty or cannot be loaded; nothing made up while loading', () => {
    for (const data of [[], FAILED]) {
      const cards = items(render(<Packages />, [PACKAGES_KEY, data]), 'card package-card');
      expect(cards).toHaveLength(DEFAULT_PACKAGES.length);
      DEFAULT_PACKAGES.forEach((p, index) => expect(cards[index]).toContain(`$${p.price}</span> per person`));
    }
    const loading = render(<Packages />);
    expect(loading).toContain('aria-busy="true"');
    expect(loading).not.toMatch(/\$\d/);
  });

  test('packageOffers keeps only named, priced packages', () => {
    expect(packageOffers([aPackage({ name: ' ' }), aPackage({ name: 'Ok', price: Number.NaN })])).toBe(DEFAULT_PACKAGES);
    expect(packageOffers([aPackage({ name: 'Ok' })]).map((p) => p.name)).toEqual(['Ok']);
  });

  test('text from the API is shown literally', () => {
    const html = render(<Packages />, [PACKAGES_KEY, [aPackage({ name: '<img src=x onerror=alert(1)>', description: '<b>x</b>' })]]);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>x</b>');
  });
});

describe('faqReducer', () => {
  test('one answer open at a time; activating the open one closes it', () => {
    const first = faqReducer(null, { type: 'toggle', id: 'kids' });
    expect(first).toBe('kids');
    const second = faqReducer(first, { type: 'toggle', id: 'licence' });
    expect(second).toBe('licence');
    expect(faqReducer(second, { type: 'toggle', id: 'licence' })).toBeNull();
  });
});

describe('Faq', () => {
  test('every question is a collapsed button controlling its hidden answer', () => {
    const html = render(<Faq />, [PACKAGES_KEY, []]);
    expect(html).toContain('id="faq"');
    const buttons = [
      ...html.matchAll(
        /<button type="button" id="faq-question-([a-z]+)" class="faq__toggle" aria-expanded="false" aria-controls="faq-answer-\1">/g,
      ),
    ];
    expect(buttons.map((m) => m[1])).toEqual([
      'included',
      'packages',
      'licence',
      'bring',
      'kids',
      'weekday',
      'cancellation',
      'weather',
      'times',
      'lake',
    ]);
    for (const [, id] of buttons) expect(html).toContain(`<div id="faq-answer-${id}" class="faq__answer" hidden="">`);
    expect(html).not.toContain('aria-expanded="true"');
  });

  test("answers carry the business rules and links; a 'Book' link ends the section", () => {
    const html = render(<Faq />, [PACKAGES_KEY, []]);
    expect(html).toContain('Cancellations 48 hours or more before the trip get a full refund');
    expect(html).toContain('Morning (6:00-10:00 AM)');
    expect(html).toContain('Full Day (6:00 AM-2:00 PM)');
    expect(html).toContain('Children 12 and under get 25% off');
    expect(html).toContain('trips Monday to Thursday are 17% off');
    expect(html).toMatch(/href="\/fishing-regulations"/);
    expect(html).toMatch(/href="\/wabamun-lake-info"/);
    expect(html).toMatch(/<a [^>]*href="\/#book"[^>]*>Book Your Fishing Trip<\/a>\s*<\/div>\s*<\/div>\s*<\/section>$/);
  });

  test('the packages answer lists the packages the API returns, not a second table', () => {
    const html = render(<PackagesAnswer />, [
      PACKAGES_KEY,
      [
        aPackage({ name: 'Sunset Walleye', duration: '3 hours', price: 180 }),
        aPackage({ id: 2, name: 'Ice Fishing', duration: '5 hours', price: 275 }),
      ],
    ]);
    expect(html).toContain('We offer 2 packages:');
    expect(html).toContain('<li><strong>Sunset Walleye</strong>: 3 hours, $180 per person</li>');
    expect(html).toContain('<li><strong>Ice Fishing</strong>: 5 hours, $275 per person</li>');
    for (const fallback of DEFAULT_PACKAGES) expect(html).not.toContain(fallback.name);
  });

  test('the packages answer uses the fallback set when the list is empty, and waits while loading', () => {
    const html = render(<PackagesAnswer />, [PACKAGES_KEY, []]);
    for (const p of DEFAULT_PACKAGES) expect(html).toContain(`<li><strong>${p.name}</strong>: ${p.duration}, $${p.price} per person</li>`);
    expect(render(<PackagesAnswer />)).toContain('Loading our packages');
  });
});

describe('Guide', () => {
  const content = (entries: { section: string; key: string; value: string }[]) =>
    [SITE_CONTENT_QUERY_KEY, entries.map((e) => ({ ...e, updatedAt: '2026-06-14T20:00:00.000Z' }))] as const;

  test('texts from site content, the four claims as stats, and both buttons', () => {
    const html = render(
      <Guide />,
      content([
        { section: 'guide', key: 'name', value: 'Pat Reed' },
        { section: 'guide', key: 'headline', value: 'Thirty summers on the lake' },
        { section: 'guide', key: 'specialties', value: 'Pike, Walleye' },
        { section: 'claims', key: 'rating', value: '4.8' },
      ]),
    );
    expect(html).toContain('id="guide"');
    expect(html).toContain('<h2 id="guide-title" class="guide__headline">Thirty summers on the lake</h2>');
    expect(html).toContain('<p class="guide__name">Pat Reed</p>');
    expect(html).toContain('<li class="guide__tag">Pike</li><li class="guide__tag">Walleye</li>');
    expect(html).toContain('<span class="visually-hidden">4.8 out of 5 stars</span><span class="guide__stat-label">Google rating</span>');
    expect(html.match(/class="guide__stat"/g)).toHaveLength(4);
    expect(html).toMatch(/<a [^>]*href="\/#book"[^>]*>Book a Trip<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/#contact"[^>]*>Contact Us<\/a>/);
  });

  test('the uploaded picture with its size; a drawn scene when there is none or it is unsafe', () => {
    const withPicture = render(<Guide />, content([{ section: 'guide', key: 'picture', value: '/media/guide.webp' }]));
    expect(withPicture).toMatch(
      /<img class="guide__image" src="\/media\/guide.webp" width="480" height="576" alt="[^"]+, your fishing guide" loading="lazy"/,
    );

    for (const picture of [[], [{ section: 'guide', key: 'picture', value: 'javascript:alert(1)' }]]) {
      const html = render(<Guide />, content(picture));
      expect(html).not.toContain('<img');
      expect(html).toMatch(/<svg class="guide__image guide__illustration"[^>]*role="img"/);
    }
  });
});

describe('Hero', () => {
  test('a down-arrow leads to the guide section', () => {
    expect(render(<Hero />)).toMatch(/<a [^>]*href="\/#guide"[^>]*><span class="visually-hidden">Meet your guide<\/span><svg/);
  });
});
