import { addDays } from '../../../domain/shared/calendar';
import { describe, expect, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AVAILABILITY_KEY, PACKAGES_KEY, type ConfirmedBooking, type Package } from './booking-api';
import { BookingConfirmation } from './BookingConfirmation';
import { BookingForm } from './BookingForm';

const aPackage = (over: Partial<Package>): Package =>
  ({
    id: 1,
    name: 'Half-Day Adventure',
    price: 249,
    duration: '4 hours',
    description: 'Morning or afternoon on the lake.',
    features: ['Boat and gear'],
    featured: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  }) as Package;

const PACKAGES = [aPackage({}), aPackage({ id: 2, name: 'Full-Day Adventure', price: 399, featured: true })];

/** Server-renders with the query cache holding `data` per key; other queries stay loading. */
function render(element: ReactElement, url = '/', data: [readonly unknown[], unknown][] = [[PACKAGES_KEY, PACKAGES]]): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The text of the <label for=id>, without markup. */
function labelFor(html: string, id: string): string | undefined {
  const match = new RegExp(`<label[^>]*for="${id}"[^>]*>(.*?)</label>`).exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');
}

describe('BookingForm', () => {
  test('every control has a visible label tied to it', () => {
    const html = render(<BookingForm />);
    expect(labelFor(html, 'booking-package')).toBe('Package *');
    expect(labelFor(html, 'booking-date')).toBe('Date *');
    expect(labelFor(html, 'booking-time')).toBe('Time *');
    expect(labelFor(html, 'booking-name')).toBe('Full name *');
    expect(labelFor(html, 'booking-email')).toBe('Email *');
    expect(labelFor(html, 'booking-phone')).toBe('Phone *');
    expect(labelFor(html, 'booking-people')).toBe('Number of people *');
    expect(labelFor(html, 'booking-message')).toBe('Special requests or questions (optional)');
    expect(labelFor(html, 'booking-referralCode')).toBe('Referral code (optional)');
    for (const id of ['package', 'date', 'time', 'name', 'email', 'phone', 'people', 'message', 'referralCode']) {
      expect(html).toContain(`id="booking-${id}"`);
    }
    expect(html).toContain('Book Now &amp; Pay');
    expect(html).not.toContain('aria-invalid');
  });

  test('the marketing consent is a checkbox with its own label, never ticked in advance', () => {
    const html = render(<BookingForm />);
    expect(labelFor(html, 'booking-marketingConsent')).toBe(
      'Email me fishing reports and offers from Wabamun Lake Fishing Tours. Unsubscribe at any time.',
    );
    const box = /<input[^>]*id="booking-marketingConsent"[^>]*>/.exec(html)?.[0];
    expect(box).toContain('type="checkbox"');
    expect(box).not.toContain('checked');
  });

  test('packages with their price per person; placeholders are disabled, no selectable empty option', () => {
    const html = render(<BookingForm />);
    expect(html).toContain('<option value="Half-Day Adventure">Half-Day Adventure - $249 per person</option>');
    expect(html).toContain('<option value="Full-Day Adventure">Full-Day Adventure - $399 per person</option>');
    const emptyOptions = html.match(/<option[^>]*value=""[^>]*>/g) ?? [];
    expect(emptyOptions.length).toBeGreaterThan(0);
    for (const option of emptyOptions) expect(option).toContain('disabled');
  });

  test('date picker starts today; time options carry the slot windows; people 1 to 12', () => {
    const html = render(<BookingForm />);
    expect(html).toMatch(/<input[^>]*id="booking-date"[^>]*type="date"[^>]*min="\d{4}-\d{2}-\d{2}"/);
    // Up to the booking horizon: 365 days until the admin sets another.
    const [, min, max] = /min="(\d{4}-\d{2}-\d{2})" max="(\d{4}-\d{2}-\d{2})"/.exec(html) ?? [];
    expect(max).toBe(addDays(min!, 365));
    expect(html).toContain('Morning (6:00-10:00 AM)');
    expect(html).toContain('Afternoon (1:00-5:00 PM)');
    expect(html).toContain('Full Day (6:00 AM-2:00 PM)');
    expect(html).toContain('<option value="1">1 person</option>');
    expect(html).toContain('<option value="12">12 people</option>');
    // No party size yet: no kids question.
    expect(html).not.toContain('Bringing children 12 and under?');
    expect(html).toContain('Choose a package, a date and your party size to see your price.');
  });

  test('a link with date, package and ref preselects them from the first render', () => {
    const html = render(<BookingForm />, '/?date=2099-06-10&package=Full-Day+Adventure&ref=FRIEND-42#book', [
      [PACKAGES_KEY, PACKAGES],
      [
        [...AVAILABILITY_KEY, { from: '2099-06-10', days: 1, package: 'Full-Day Adventure' }],
        [
          {
            id: '2099-06-10',
            date: '2099-06-10',
            status: 'limited',
            timeSlots: 'Afternoon Only',
            slots: [
              { timeSlot: 'morning', status: 'booked', label: 'Morning (6:00-10:00 AM)', override: null },
              { timeSlot: 'afternoon', status: 'available', label: 'Afternoon (1:00-5:00 PM)', override: null },
            ],
          },
        ],
      ],
    ]);
    expect(html).toMatch(/<input[^>]*id="booking-date"[^>]*value="2099-06-10"/);
    expect(html).toContain('<option value="Full-Day Adventure" selected="">');
    expect(html).toMatch(/<input[^>]*id="booking-referralCode"[^>]*value="FRIEND-42"/);
    // The date's availability disables what is not offered; a time a booking holds is offered for its waitlist.
    expect(html).toContain('<option value="morning">Morning (6:00-10:00 AM) - booked, join the waitlist</option>');
    expect(html).toContain('<option value="afternoon">Afternoon (1:00-5:00 PM)</option>');
    expect(html).toContain('<option value="full-day" disabled="">Full Day (6:00 AM-2:00 PM) - not offered</option>');
  });
});

describe('BookingForm with packages that name their slots', () => {
  const SLOTTED = [
    aPackage({ timeSlots: ['morning', 'afternoon'] }),
    aPackage({ id: 2, name: 'Full-Day Adventure', price: 399, featured: true, timeSlots: ['full-day'] }),
  ];
  const timeSelect = (html: string) => /<select[^>]*id="booking-time"[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? '';
  const options = (html: string) =>
    [...timeSelect(html).matchAll(/<option([^>]*)>(.*?)<\/option>/g)].map(
      ([, attributes, label]) => `${label}${attributes!.includes('selected') ? ' (selected)' : ''}`,
    );

  test('without a package every slot is offered', () => {
    expect(options(render(<BookingForm />, '/', [[PACKAGES_KEY, SLOTTED]]))).toEqual([
      'Select a time (selected)',
      'Morning (6:00-10:00 AM)',
      'Afternoon (1:00-5:00 PM)',
      'Full Day (6:00 AM-2:00 PM)',
    ]);
  });

  test('only the times the chosen package runs in are offered, and the hint says why', () => {
    const halfDay = render(<BookingForm />, '/?package=Half-Day+Adventure#book', [[PACKAGES_KEY, SLOTTED]]);
    expect(options(halfDay)).toEqual(['Select a time (selected)', 'Morning (6:00-10:00 AM)', 'Afternoon (1:00-5:00 PM)']);
    expect(halfDay).toContain('Half-Day Adventure runs in the morning or the afternoon. Choose a date to see which times are open.');
    const fullDay = render(<BookingForm />, '/?package=Full-Day+Adventure#book', [[PACKAGES_KEY, SLOTTED]]);
    expect(options(fullDay)).toEqual(['Select a time (selected)', 'Full Day (6:00 AM-2:00 PM)']);
    expect(fullDay).toContain('Full-Day Adventure runs as a full day. Choose a date to see which times are open.');
  });

  test('a link with a package and a time it runs in preselects both from the first render', () => {
    const html = render(<BookingForm />, '/?package=Half-Day+Adventure&time=afternoon#book', [[PACKAGES_KEY, SLOTTED]]);
    expect(html).toContain('<option value="Half-Day Adventure" selected="">');
    expect(options(html)).toEqual(['Select a time', 'Morning (6:00-10:00 AM)', 'Afternoon (1:00-5:00 PM) (selected)']);
  });

  test('a time the package does not run in becomes its only slot, or is left for the visitor to choose', () => {
    const fullDay = render(<BookingForm />, '/?package=Full-Day+Adventure&time=morning#book', [[PACKAGES_KEY, SLOTTED]]);
    expect(options(fullDay)).toEqual(['Select a time', 'Full Day (6:00 AM-2:00 PM) (selected)']);
    const halfDay = render(<BookingForm />, '/?package=Half-Day+Adventure&time=full-day#book', [[PACKAGES_KEY, SLOTTED]]);
    expect(options(halfDay)).toEqual(['Select a time (selected)', 'Morning (6:00-10:00 AM)', 'Afternoon (1:00-5:00 PM)']);
  });
});

describe('BookingConfirmation', () => {
  const booking: ConfirmedBooking = {
    id: 'b-1',
    package: 'Full-Day Adventure',
    date: '2026-12-05',
    time: 'full-day',
    name: 'Casey Visitor',
    people: 3,
    hasKids: true,
    kidsCount: 1,
    status: 'confirmed',
    amountCents: 99300,
    reference: 'K7M2QX',
    referralCode: null,
  };

  test('summary, the two promises and Add to Calendar', () => {
    const html = render(<BookingConfirmation booking={booking} />).replace(/<!-- -->/g, '');
    expect(html).toContain('<dt>Booking reference</dt><dd class="confirmation__reference">K7M2QX</dd>');
    expect(html).toContain('<dd>Full-Day Adventure</dd>');
    expect(html).toContain('<dd>December 5, 2026</dd>');
    expect(html).toContain('<dd>Full Day (6:00 AM-2:00 PM)</dd>');
    expect(html).toContain('<dd>3 people (1 child 12 and under)</dd>');
    expect(html).toContain('<dd>$993.00</dd>');
    expect(html).toContain('within 24 hours');
    expect(html).toContain('SMS reminder 24 hours before your trip');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Add to Calendar<\/button>/);
  });
});
