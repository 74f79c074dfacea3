import { describe, expect, test } from '@jest/globals';
import { formatCad } from '../../domain/shared/money-text';
import {
  bookingCancelledEmail,
  bookingCancelledSms,
  bookingConfirmedEmail,
  bookingConfirmedSms,
  CancellationFacts,
  guideCancelledSms,
  guideNewBookingSms,
  TripFacts,
  WAIVER_REQUEST,
  WAIVER_REQUEST_UNLINKED,
} from './booking-messages';
import { BusinessContact, describeParty, formatShortTripDate, formatTripDate, SMS_MAX_LENGTH } from './message-format';
import { waiverPageUrl } from '../../domain/waivers/waiver-page';
import { SMS_LIMITS } from '../../domain/messaging/sms-rules';

const trip: TripFacts = {
  bookingId: '3f2b8c1e-5d4a-4e7b-9c60-1a2b3c4d5e6f',
  waiverLink: waiverPageUrl('https://wabamunfishing.ca', 'Q2xhc3NpZmllZFJlZmVyZW5j'),
  package: 'Half-Day Adventure',
  date: '2026-11-26',
  time: 'morning',
  name: 'Casey Visitor',
  phone: '(780) 555-0123',
  people: 4,
  kidsCount: 1,
};
const business: BusinessContact = {
  name: 'Wabamun Lake Fishing Tours',
  phone: '(780) 555-0142',
  location: 'Wabamun Lake, Alberta',
  website: 'https://wabamunfishing.ca',
};

describe('formatting', () => {
  test('dates are read as calendar dates, never shifted by a time zone', () => {
    expect(formatTripDate('2026-11-26')).toBe('Thursday, November 26, 2026');
    expect(formatTripDate('2027-01-01')).toBe('Friday, January 1, 2027');
    expect(formatShortTripDate('2026-11-26')).toBe('Thu, Nov 26');
  });

  test.each([
    [41400, '$414.00 CAD'],
    [100, '$1.00 CAD'],
    [5, '$0.05 CAD'],
    [123456789, '$1,234,567.89 CAD'],
  ])('%p cents is %p', (cents, text) => {
    expect(formatCad(cents)).toBe(text);
  });

  test.each([
    [1, 0, '1 person'],
    [2, 0, '2 people'],
    [4, 1, '4 people, including 1 child'],
    [5, 2, '5 people, including 2 children'],
  ])('a party of %p with %p children is %p', (people, kids, text) => {
    expect(describeParty(people, kids)).toBe(text);
  });
});

describe('the confirmation email', () => {
  const email = bookingConfirmedEmail(trip, business, 41400);

  test('says what a gift card paid, beside what the card paid; a booking the gift card paid in full shows no card amount', () => {
    const part = bookingConfirmedEmail({ ...trip, giftCardCents: 10_000 }, business, 31_400);
    expect(part.text).toContain('Amount paid: $314.00 CAD');
    expect(part.text).toContain('Paid by gift card: $100.00 CAD');
    const whole = bookingConfirmedEmail({ ...trip, giftCardCents: 41_400 }, business, 0);
    expect(whole.text).not.toContain('Amount paid');
    expect(whole.text).toContain('Paid by gift card: $414.00 CAD');
  });

  test('names the package and date in the subject', () => {
    expect(email.subject).toBe('Booking confirmed: Half-Day Adventure on Thursday, November 26, 2026');
  });

  test('says everything needed on the day, in text and in HTML', () => {
    for (const body of [email.text, email.html]) {
      expect(body).toContain('Half-Day Adventure');
      expect(body).toContain('Thursday, November 26, 2026');
      expect(body).toContain('Morning (6:00-10:00 AM)');
      expect(body).toContain('4 people, including 1 child');
      expect(body).toContain('$414.00 CAD');
      expect(body).toContain('Wabamun Lake, Alberta');
      expect(body).toContain('An Alberta fishing licence for every angler 16 and over');
      expect(body).toContain('Sunscreen');
      expect(body).toContain('Snacks and water');
      expect(body).toContain('Rods, tackle, bait and life jackets are included.');
      expect(body).toContain('48 hours or more before your trip: full refund');
      expect(body).toContain('24 to 48 hours before: 50% refund');
      expect(body).toContain('Under 24 hours before: no refund');
      expect(body).toContain('full refund or a free reschedule');
      expect(body).toContain('Refunds take 5 to 7 business days.');
      expect(body).toContain('(780) 555-0142');
    }
    expect(email.text).toContain('Hi Casey Visitor,\n');
    expect(email.text).toContain('\nAmount paid: $414.00 CAD\n');
    expect(email.html).toContain('<th align="left">Amount paid</th><td>$414.00 CAD</td>');
  });

  test.each([
    ['afternoon', 'Afternoon (1:00-5:00 PM)'],
    ['full-day', 'Full Day (6:00 AM-2:00 PM)'],
  ] as const)('the %s window is %p', (time, window) => {
    expect(bookingConfirmedEmail({ ...trip, time }, business).text).toContain(`Time: ${window}`);
  });

  test("asks every guest in the party to sign the waiver, linking the page with the booking's waiver reference filled in, never its id", () => {
    const link = 'https://wabamunfishing.ca/liability-waiver?booking=Q2xhc3NpZmllZFJlZmVyZW5j';
    expect(email.text).toContain(`\nLiability waiver\n${WAIVER_REQUEST}\n${link}\n`);
    expect(WAIVER_REQUEST).toContain('every guest in your party signs our liability waiver');
    expect(email.html).toContain(`<a href="${link}">${link}</a>`);
    expect(email.text).not.toContain(trip.bookingId);
    // Without a reference, the page alone.
    const unlinked = bookingConfirmedEmail({ ...trip, waiverLink: undefined }, business);
    expect(unlinked.text).toContain(`\nLiability waiver\n${WAIVER_REQUEST_UNLINKED}\nhttps://wabamunfishing.ca/liability-waiver\n`);
    // Whatever the booking reference holds, it stays one query value.
    const odd = bookingConfirmedEmail({ ...trip, waiverLink: waiverPageUrl(business.website, 'a&b="c"') }, business);
    expect(odd.text).toContain('https://wabamunfishing.ca/liability-waiver?booking=a%26b%3D%22c%22');
    expect(odd.html).not.toContain('"c"');
  });

  test('a booking confirmed as unpaid says the payment is due and how to arrange it, not that it was paid', () => {
    const email = bookingConfirmedEmail(trip, business, 41400, undefined, 41400);
    expect(email.subject).toBe('Booking confirmed: Half-Day Adventure on Thursday, November 26, 2026');
    expect(email.text).toContain('Payment due: $414.00 CAD');
    expect(email.text).toContain(
      'Your earlier payment was refunded, so $414.00 CAD is still to be paid for this trip. Call or text (780) 555-0142 to arrange it.',
    );
    expect(email.text).not.toContain('Amount paid');
    expect(email.html).toContain('<th align="left">Payment due</th><td>$414.00 CAD</td>');
  });

  test('a booking taken by phone has no amount paid line', () => {
    const phone = bookingConfirmedEmail(trip, business);
    expect(phone.text).not.toContain('Amount paid');
    expect(phone.html).not.toContain('Amount paid');
    expect(phone.text).toContain('Party: 4 people, including 1 child');
  });

  test('every value is escaped in the HTML version, and left as written in the text', () => {
    const hostile = bookingConfirmedEmail(
      { ...trip, name: '<script>alert("x")</script>', package: 'Pike & "Perch"' },
      { ...business, location: "O'Brien's <b>dock</b>", phone: '<img src=x>' },
      100,
    );
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).not.toContain('<b>dock');
    expect(hostile.html).not.toContain('<img');
    expect(hostile.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(hostile.html).toContain('Pike &amp; &quot;Perch&quot;');
    expect(hostile.html).toContain('O&#39;Brien&#39;s &lt;b&gt;dock&lt;/b&gt;');
    expect(hostile.text).toContain('Hi <script>alert("x")</script>,');
  });
});

const byGuide = (reason?: string, refund: CancellationFacts['refund'] = null, paidOnline = false): CancellationFacts => ({
  ...(reason ? { reason } : {}),
  byCustomer: false,
  refund,
  paidOnline,
});

describe('the cancellation email', () => {
  test('states the trip, the reason, the amount refunded and when it arrives', () => {
    const email = bookingCancelledEmail(
      trip,
      business,
      byGuide('Thunderstorms forecast', { rule: '24-to-48h', percent: 50, amountCents: 20700 }, true),
    );
    expect(email.subject).toBe('Booking cancelled: Half-Day Adventure on Thursday, November 26, 2026');
    for (const body of [email.text, email.html]) {
      expect(body).toContain('has been cancelled');
      expect(body).toContain('Thursday, November 26, 2026');
      expect(body).toContain('Morning (6:00-10:00 AM)');
      expect(body).toContain('Thunderstorms forecast');
      expect(body).toContain(
        '$207.00 CAD (50% of what you paid) is on its way back to your card, as the trip was 24 to 48 hours away when it was cancelled. ' +
          'It should appear on your card within 5 to 7 business days.',
      );
      expect(body).toContain('(780) 555-0142');
    }
  });

  test('full, none, already refunded, never paid; the customer own cancellation quotes no reason back', () => {
    const full = bookingCancelledEmail(trip, business, byGuide(undefined, { rule: '48h-or-more', percent: 100, amountCents: 41400 }, true));
    expect(full.text).toContain('Refund: $414.00 CAD');
    expect(full.text).toContain(
      'Your full refund of $414.00 CAD is on its way to your card. It should appear on your card within 5 to 7 business days.',
    );
    const none = bookingCancelledEmail(trip, business, byGuide(undefined, { rule: 'under-24h', percent: 0, amountCents: 0 }, true));
    expect(none.text).toContain('Refund: None');
    expect(none.text).toContain('No refund applies, as the trip was less than 24 hours away when it was cancelled.');
    expect(bookingCancelledEmail(trip, business, byGuide(undefined, null, true)).text).toContain(
      'Your payment was already refunded, so nothing more comes back.',
    );
    expect(bookingCancelledEmail(trip, business, byGuide()).text).toContain(
      'Nothing was paid online for this trip, so there is nothing to refund.',
    );
    const own = bookingCancelledEmail(trip, business, {
      reason: 'The customer cancelled online',
      byCustomer: true,
      refund: null,
      paidOnline: false,
    });
    expect(own.text).toContain('As you asked, your fishing trip with Wabamun Lake Fishing Tours is cancelled.');
    expect(own.text).not.toContain('Reason');
    expect(own.text).not.toMatch(/manage link/i);
  });

  test('without a reason there is no reason line; a hostile reason is escaped', () => {
    expect(bookingCancelledEmail(trip, business, byGuide()).text).not.toContain('Reason');
    expect(bookingCancelledEmail(trip, business, byGuide('<script>x</script>')).html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });
});

describe('SMS texts', () => {
  test('the customer confirmation', () => {
    expect(bookingConfirmedSms(trip, business, 41400)).toBe(
      'Wabamun Lake Fishing Tours: your Half-Day Adventure trip on Thu, Nov 26, Morning (6:00-10:00 AM), ' +
        'for 4 people, including 1 child is confirmed. Paid $414.00 CAD. Meet at Wabamun Lake, Alberta. ' +
        'Bring your Alberta fishing licence. Questions: (780) 555-0142',
    );
    expect(bookingConfirmedSms(trip, business)).not.toContain('Paid');
  });

  test('a confirmation as unpaid says what is due, never that it was paid, whatever text the admin wrote', () => {
    expect(bookingConfirmedSms(trip, business, 41400, {}, undefined, 41400)).toBe(
      'Wabamun Lake Fishing Tours: your Half-Day Adventure trip on Thu, Nov 26, Morning (6:00-10:00 AM), ' +
        'for 4 people, including 1 child is confirmed. Payment due: $414.00 CAD. Meet at Wabamun Lake, Alberta. ' +
        'Bring your Alberta fishing licence. Questions: (780) 555-0142',
    );
    const own = { template: 'Hi {name}, you are booked for {date}. [Paid {amountPaid}.]' };
    expect(bookingConfirmedSms(trip, business, undefined, own, undefined, 20700)).toBe(
      'Hi Casey Visitor, you are booked for Thu, Nov 26. Payment due: $207.00 CAD.',
    );
    expect(bookingConfirmedSms(trip, business, undefined, { template: 'Due: {paymentDue}! [Owed {paymentDue}.]' }, undefined, 100)).toBe(
      'Due: $1.00 CAD! Owed $1.00 CAD.',
    );
    expect(bookingConfirmedSms(trip, business, undefined, own)).toBe('Hi Casey Visitor, you are booked for Thu, Nov 26.');
  });

  test('the guide is told who, what, when and how to reach them', () => {
    expect(guideNewBookingSms({ ...trip, people: 2, kidsCount: 0 })).toBe(
      'New booking: Casey Visitor, Half-Day Adventure, Thu, Nov 26 Morning (6:00-10:00 AM), 2 people, (780) 555-0123',
    );
    expect(guideNewBookingSms({ ...trip, people: 2, kidsCount: 0 }, 41400)).toBe(
      'New booking: Casey Visitor, Half-Day Adventure, Thu, Nov 26 Morning (6:00-10:00 AM), 2 people, (780) 555-0123. Payment due: $414.00 CAD.',
    );
    expect(guideCancelledSms(trip, 'Customer is sick')).toBe(
      'Cancelled: Casey Visitor, Half-Day Adventure, Thu, Nov 26 Morning (6:00-10:00 AM), 4 people incl. 1 child, (780) 555-0123. Reason: Customer is sick',
    );
  });

  test('the customer cancellation, with its reason when there is one, and what comes back', () => {
    expect(
      bookingCancelledSms(trip, business, byGuide('High winds', { rule: '48h-or-more', percent: 100, amountCents: 41400 }, true)),
    ).toBe(
      'Wabamun Lake Fishing Tours: your Half-Day Adventure trip on Thu, Nov 26, Morning (6:00-10:00 AM), has been cancelled. ' +
        'Reason: High winds. Your full refund of $414.00 CAD is on its way to your card, within 5 to 7 business days. Questions: (780) 555-0142',
    );
    expect(bookingCancelledSms(trip, business, byGuide())).not.toContain('Reason');
  });

  test('a cancellation says what comes back however long the free text is, within the SMS limit', () => {
    const long = { ...trip, name: 'N'.repeat(200), package: 'P'.repeat(200), phone: '7'.repeat(200) };
    const sms = bookingCancelledSms(long, { ...business, name: 'B'.repeat(200) }, byGuide('R'.repeat(500)));
    expect(sms.length).toBeLessThanOrEqual(SMS_LIMITS.messageMax);
    expect(sms).toContain('Nothing was paid online, so there is nothing to refund.');
  });

  test('stay one message however long the free text is', () => {
    const long = { ...trip, name: 'N'.repeat(200), package: 'P'.repeat(200), phone: '7'.repeat(200) };
    const longBusiness = { ...business, name: 'B'.repeat(200), location: 'L'.repeat(300) };
    for (const sms of [
      bookingConfirmedSms(long, longBusiness, 99_999_99),
      guideNewBookingSms(long),
      guideCancelledSms(long, 'R'.repeat(500)),
    ]) {
      expect(sms.length).toBeLessThan(SMS_MAX_LENGTH);
    }
  });
});

describe("the booking's reference", () => {
  const referenced: TripFacts = { ...trip, reference: 'K7M2QX' };
  const cancelled: CancellationFacts = { byCustomer: true, refund: null, paidOnline: false };

  test('is the first detail of the confirmation and cancellation emails, in text and in HTML', () => {
    for (const email of [bookingConfirmedEmail(referenced, business, 41400), bookingCancelledEmail(referenced, business, cancelled)]) {
      expect(email.text).toContain('Booking reference: K7M2QX\nPackage: Half-Day Adventure');
      expect(email.html).toMatch(/Booking reference<\/th>\s*<td[^>]*>K7M2QX<\/td>/);
    }
  });

  test('is told in the default confirmation and cancellation texts, and left out while a booking has none', () => {
    expect(bookingConfirmedSms(referenced, business, 41400)).toContain(
      'is confirmed. Paid $414.00 CAD. Booking reference: K7M2QX. Meet at',
    );
    expect(bookingCancelledSms(referenced, business, cancelled)).toContain(
      'there is nothing to refund. Booking reference: K7M2QX. Questions:',
    );
    expect(bookingConfirmedSms(trip, business, 41400)).not.toContain('reference');
    expect(bookingConfirmedEmail(trip, business, 41400).text).not.toContain('Booking reference');
  });

  test("an admin's own text may place it with {reference}", () => {
    expect(bookingConfirmedSms(referenced, business, 41400, { template: 'Booked! Ref {reference}' })).toBe('Booked! Ref K7M2QX');
  });
});
