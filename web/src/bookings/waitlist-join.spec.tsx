import { describe, expect, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@browser-kit/api/api';
import type { WaitlistJoined } from '../waitlist/waitlist-types';
import { AVAILABILITY_KEY, PACKAGES_KEY, type Package } from './booking-api';
import { EMPTY_BOOKING_FORM, isWaitlistSlot, slotOptionsFor, timeWithin } from './booking-form-state';
import { waitlistOfferOf } from './booking-link';
import { BookingForm } from './BookingForm';
import { WaitlistJoin, WaitlistTimeFreed } from './WaitlistJoin';
import { waitlistConfirmation, waitlistErrorsFromServer, waitlistRefusal, waitlistRequestOf } from './waitlist-join';

const DATE = '2099-06-10';
const PACKAGES = [
  {
    id: 1,
    name: 'Half-Day Adventure',
    price: 249,
    duration: '4 hours',
    description: 'Morning or afternoon on the lake.',
    features: ['Boat and gear'],
    featured: false,
    timeSlots: ['morning', 'afternoon'],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
] as Package[];

type Slot = { timeSlot: 'morning' | 'afternoon' | 'full-day'; status: 'available' | 'booked'; override: 'booked' | null };
const day = (slots: Slot[]) => ({
  id: DATE,
  date: DATE,
  status: 'limited',
  timeSlots: '',
  slots: slots.map((s) => ({ ...s, label: s.timeSlot })),
});
// The morning is taken by a booking; the guide closed the afternoon.
const BOOKED_MORNING = day([
  { timeSlot: 'morning', status: 'booked', override: null },
  { timeSlot: 'afternoon', status: 'booked', override: 'booked' },
]);

function render(element: ReactElement, url: string, availability: unknown = BOOKED_MORNING): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  client.setQueryData(PACKAGES_KEY, PACKAGES);
  client.setQueryData([...AVAILABILITY_KEY, { from: DATE, days: 1, package: 'Half-Day Adventure' }], [availability]);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'");
}

const timeOptions = (html: string) =>
  [...(/<select[^>]*id="booking-time"[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? '').matchAll(/<option([^>]*)>(.*?)<\/option>/g)].map(
    ([, attributes, label]) =>
      `${label}${attributes!.includes('disabled') ? ' (disabled)' : ''}${attributes!.includes('selected') ? ' (selected)' : ''}`,
  );

describe("the booking form on a booked time: 'Join the waitlist'", () => {
  test('a time booked by a booking can be chosen for its waitlist; one the guide closed cannot', () => {
    const html = render(<BookingForm />, `/?date=${DATE}&package=Half-Day+Adventure#book`);
    expect(timeOptions(html)).toEqual([
      'Select a time (disabled) (selected)',
      'Morning (6:00-10:00 AM) - booked, join the waitlist',
      'Afternoon (1:00-5:00 PM) - booked (disabled)',
    ]);
    expect(html).toContain('Every time is booked on this date: choose one to join its waitlist, or choose another date.');
    // No booked time chosen yet: the form still books.
    expect(html).toContain('Book Now &amp; Pay');
    expect(html).not.toContain('Join the waitlist</button>');
  });

  test("with the booked time chosen, 'Join the waitlist' replaces payment and says what it does", () => {
    const html = render(<BookingForm />, `/?date=${DATE}&package=Half-Day+Adventure&time=morning#book`);
    expect(timeOptions(html)).toContain('Morning (6:00-10:00 AM) - booked, join the waitlist (selected)');
    expect(html).toContain('This time is booked: you can join its waitlist.');
    expect(html).not.toContain('Book Now &amp; Pay');
    // Disabled in the server's page until its scripts run: the browser never sends the form itself,
    // with the visitor's name, email and phone in the address.
    expect(html).toMatch(
      /<button id="booking-waitlist-submit" type="submit" class="[^"]*" disabled="" aria-describedby="booking-waitlist-note">Join the waitlist<\/button>/,
    );
    expect(html).toMatch(/<form[^>]*class="card booking-form"[^>]*method="post"/);
    expect(html).toMatch(/<p id="booking-waitlist-note"[^>]*><strong>Morning \(6:00-10:00 AM\) is booked on this date.<\/strong>/);
  });

  test("a waitlist offer's link opens the place held for its person: the time is bookable and paid for", () => {
    const html = render(<BookingForm />, `/?date=${DATE}&package=Half-Day+Adventure&time=morning&waitlist=tok_123#book`);
    expect(timeOptions(html)).toContain('Morning (6:00-10:00 AM) (selected)');
    expect(html).toContain('Book Now &amp; Pay');
    expect(html).not.toContain('Join the waitlist</button>');
  });

  test('a free time is booked as ever', () => {
    const free = day([
      { timeSlot: 'morning', status: 'available', override: null },
      { timeSlot: 'afternoon', status: 'available', override: null },
    ]);
    const html = render(<BookingForm />, `/?date=${DATE}&package=Half-Day+Adventure&time=morning#book`, free);
    expect(html).toContain('Book Now &amp; Pay');
    expect(html).not.toContain('waitlist');
  });
});

describe('the join button and its outcome', () => {
  const joined: WaitlistJoined = {
    id: 'w-1',
    date: DATE,
    time: 'morning',
    timeLabel: 'Morning (6:00-10:00 AM)',
    package: 'Half-Day Adventure',
    people: 2,
    name: 'Wren Waiter',
    status: 'waiting',
    position: 2,
    offer: null,
    guide: { name: 'Dale', phone: '(780) 555-0142' },
    link: 'https://wabamunfishing.ca/waitlist/tok_abc',
  };
  const join = (props: Partial<Parameters<typeof WaitlistJoin>[0]>) =>
    render(<WaitlistJoin timeLabel="Morning (6:00-10:00 AM)" joining={false} joined={null} refusal={null} {...props} />, '/');

  test('idle: the button inside an empty live region, disabled only until the page is hydrated (the server renders it so)', () => {
    const html = join({});
    expect(html).toMatch(/<div role="status" aria-live="polite" class="booking-waitlist__region"><\/div>/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Join the waitlist<\/button>/);
    expect(html).not.toContain('role="alert"');
  });

  test('while joining: disabled and busy', () => {
    const html = join({ joining: true });
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*><span class="spinner" aria-hidden="true"><\/span> Joining...<\/button>/);
  });

  test('refused: the reason as an alert, with the phone when the server gave none', () => {
    expect(join({ refusal: { message: 'You are already on the waitlist for this time.', withPhone: false } })).toMatch(
      /<p class="alert alert--danger booking-waitlist__refusal" role="alert">You are already on the waitlist for this time.<\/p>/,
    );
    expect(join({ refusal: { message: 'We could not add you', withPhone: true } })).toMatch(
      /role="alert">We could not add you <a href="tel:/,
    );
  });

  test('joined: the confirmation in the live region with the place in line and the private page; the button is gone', () => {
    const html = join({ joined });
    expect(html).toContain(
      "You're on the waitlist for Half-Day Adventure on June 10, 2099, Morning (6:00-10:00 AM). We'll text and email you if a place opens.",
    );
    expect(html).toContain('You are number 2 in line.');
    expect(html).toContain('<a href="https://wabamunfishing.ca/waitlist/tok_abc">See or leave your place on the waitlist</a>');
    expect(html).not.toContain('<button');
    expect(html).toMatch(
      /<div role="status" aria-live="polite" class="booking-waitlist__region"><div class="booking-waitlist__joined" tabindex="-1">/,
    );
  });

  test('refused because the time is free after all: the reason above the booking button, as a status', () => {
    const refused = new ApiError(
      409,
      JSON.stringify({ message: 'This time is still available: book it now.', bookable: 'true' }),
      'Conflict',
    );
    const refusal = waitlistRefusal(refused, false);
    expect(refusal).toEqual({ message: 'This time is still available: book it now.', withPhone: false });
    expect(render(<WaitlistTimeFreed message={refusal.message} />, '/')).toBe(
      '<p class="alert alert--warning booking-waitlist__refusal" role="status">This time is still available: book it now.</p>',
    );
  });

  test('a link that is not http(s) or the site is not made a link', () => {
    expect(join({ joined: { ...joined, link: 'javascript:alert(1)' } })).not.toContain('See or leave');
  });
});

describe('waitlist rules of the form', () => {
  const now = { today: '2099-06-10', minutes: 9 * 60 };

  test('a slot has a waitlist when a booking holds it: not when the guide closed it, nor once its trip has begun', () => {
    expect(isWaitlistSlot('2099-06-11', { timeSlot: 'morning', status: 'booked', override: null }, now)).toBe(true);
    expect(isWaitlistSlot('2099-06-11', { timeSlot: 'morning', status: 'booked', override: 'available' }, now)).toBe(true);
    expect(isWaitlistSlot('2099-06-11', { timeSlot: 'morning', status: 'booked', override: 'booked' }, now)).toBe(false);
    expect(isWaitlistSlot('2099-06-11', { timeSlot: 'morning', status: 'available', override: null }, now)).toBe(false);
    // 9:00 on the day: the morning (6:00) has left, the afternoon (13:00) has not.
    expect(isWaitlistSlot('2099-06-10', { timeSlot: 'morning', status: 'booked', override: null }, now)).toBe(false);
    expect(isWaitlistSlot('2099-06-10', { timeSlot: 'afternoon', status: 'booked', override: null }, now)).toBe(true);
  });

  test('without the waitlist (the manage page) booked slots stay disabled; with it they are chosen and kept', () => {
    const morningBooked = { slots: [{ timeSlot: 'morning' as const, status: 'booked' as const, label: '', override: null }] };
    expect(slotOptionsFor(morningBooked, ['morning'])).toEqual([
      { slot: 'morning', label: 'Morning (6:00-10:00 AM) - booked', disabled: true },
    ]);
    const options = slotOptionsFor(morningBooked, ['morning'], { date: '2099-06-11', now });
    expect(options).toEqual([
      { slot: 'morning', label: 'Morning (6:00-10:00 AM) - booked, join the waitlist', disabled: false, waitlist: true },
    ]);
    expect(timeWithin('morning', options)).toBe('morning');
    expect(slotOptionsFor(morningBooked, ['morning'], { date: '2099-06-11', now, heldFor: 'morning' })).toEqual([
      { slot: 'morning', label: 'Morning (6:00-10:00 AM)', disabled: false },
    ]);
  });

  test("an offer's link: token, date and time, or nothing", () => {
    expect(waitlistOfferOf('?date=2099-06-10&package=X&time=morning&waitlist=tok_1')).toEqual({
      token: 'tok_1',
      date: '2099-06-10',
      time: 'morning',
    });
    expect(waitlistOfferOf('?date=2099-06-10&time=morning')).toBeNull();
    expect(waitlistOfferOf('?date=2099-06-10&time=noon&waitlist=tok_1')).toBeNull();
  });

  test('what is sent: the form trimmed, the fields the waitlist takes', () => {
    const form = {
      ...EMPTY_BOOKING_FORM,
      package: 'Half-Day Adventure',
      date: DATE,
      time: 'morning' as const,
      name: ' Wren Waiter ',
      email: 'wren@example.com ',
      phone: '(780) 555-0101',
      people: 2,
      message: 'ignored',
    };
    expect(waitlistRequestOf(form)).toEqual({
      date: DATE,
      time: 'morning',
      package: 'Half-Day Adventure',
      name: 'Wren Waiter',
      email: 'wren@example.com',
      phone: '(780) 555-0101',
      people: 2,
    });
  });

  test("the server's field messages reach the fields", () => {
    const map = new ApiError(400, JSON.stringify({ message: 'Invalid', errors: { phone: 'Bad phone', nope: 'x' } }), '');
    expect(waitlistErrorsFromServer(map)).toEqual({ phone: 'Bad phone' });
    expect(waitlistErrorsFromServer(new ApiError(409, '{"message":"x"}', ''))).toEqual({});
  });

  test("a refusal's words: the server's for 4xx, a fallback with the phone otherwise", () => {
    const duplicate = new ApiError(409, JSON.stringify({ message: 'You are already on the waitlist for this time.' }), 'Conflict');
    expect(waitlistRefusal(duplicate, false)).toEqual({ message: 'You are already on the waitlist for this time.', withPhone: false });
    expect(waitlistRefusal(new ApiError(500, 'boom', ''), false).withPhone).toBe(true);
    expect(waitlistRefusal(new TypeError('network'), false).withPhone).toBe(true);
    expect(waitlistConfirmation({ package: 'P', date: '2099-06-10', timeLabel: 'Morning' })).toBe(
      "You're on the waitlist for P on June 10, 2099, Morning. We'll text and email you if a place opens.",
    );
  });
});
