import { describe, expect, test } from '@jest/globals';
import { REFUND_POLICY_TEXT } from '../bookings/refund-policy';
import { availabilityReply, quoteReply } from './calendar-answers';
import { ContactFacts, missingDataReply, PackageFact, packagesReply, unsureReply } from './chat-answers';

const CONTACT: ContactFacts = {
  guideName: 'Dale Kowalchuk',
  guidePhone: '(780) 555-0142',
  businessPhone: '(780) 555-0142',
  businessEmail: 'bookings@wabamunfishing.ca',
  location: 'Wabamun Lake, Alberta',
};
const HALF: PackageFact = {
  name: 'Half-Day Adventure',
  price: 249,
  duration: '4 hours',
  description: 'A morning or afternoon.',
  features: ['Rods'],
  featured: false,
  timeSlots: ['morning', 'afternoon'],
};
const FULL: PackageFact = { ...HALF, name: 'Full-Day Adventure', price: 399, duration: '8 hours', featured: true, timeSlots: ['full-day'] };

describe('chat answers restate the facts they are given, and nothing else', () => {
  test('packages: names, durations and prices from the list given', () => {
    const reply = packagesReply([HALF, { ...FULL, price: 425 }], CONTACT, null);
    expect(reply.text).toContain('Half-Day Adventure: 4 hours, $249 per person');
    expect(reply.text).toContain('Full-Day Adventure: 8 hours, $425 per person (most popular)');
    expect(reply.text).not.toContain('$399');
    expect(reply.actions.map((a) => a.type)).toEqual(['view_packages', 'book_now']);
  });

  test('no packages: says it cannot read them and offers the guide', () => {
    const reply = packagesReply([], CONTACT, null);
    expect(reply.text).toBe("Sorry, I can't read our packages right now. Please call Dale at (780) 555-0142.");
    expect(reply.actions.map((a) => a.type)).toEqual(['call_dale', 'send_sms']);
    expect(missingDataReply('that information', CONTACT).text).toContain('(780) 555-0142');
  });

  test('availability: open and booked dates as the calendar says, the first open one to book', () => {
    const reply = availabilityReply(
      { dates: ['2026-11-28', '2026-11-29'], currentYear: 2026 },
      [
        { date: '2026-11-28', slots: [{ timeSlot: 'full-day', status: 'booked' }] },
        { date: '2026-11-29', slots: [{ timeSlot: 'full-day', status: 'limited' }] },
      ],
      CONTACT,
      {},
    );
    expect(reply.text).toBe(
      'Saturday, November 28: fully booked.\nSunday, November 29: open: Full Day (6:00 AM-2:00 PM).\n' +
        'For a booked time, choose it in the booking form and press Join the waitlist: if a place opens, we text and email you.',
    );
    expect(reply.actions[0]).toMatchObject({ type: 'book_now', date: '2026-11-29', time: 'full-day' });
    expect(reply.context).toEqual({ date: '2026-11-29' });
  });

  test("availability for a package only counts the package's slots", () => {
    const reply = availabilityReply(
      { dates: ['2026-11-27'], pkg: FULL, currentYear: 2026 },
      [{ date: '2026-11-27', slots: [{ timeSlot: 'morning', status: 'available' }] }],
      CONTACT,
      {},
    );
    expect(reply.text).toBe(
      'Friday, November 27: Full-Day Adventure does not run that day; open: Morning (6:00-10:00 AM).\nAsk me about another date, or I can list the next open ones.',
    );
    expect(reply.actions.map((a) => a.type)).toEqual(['call_dale']);
  });

  test('a quote states the totals it is given, per adult and per child', () => {
    const reply = quoteReply(
      { people: 3, kidsCount: 1, olderChildren: 0, date: '2026-11-27', currentYear: 2026 },
      [
        {
          packageName: 'Half-Day Adventure',
          date: '2026-11-27',
          people: 3,
          kidsCount: 1,
          adultPriceCents: 24_900,
          childPriceCents: 18_700,
          totalCents: 68_500,
          weekdayDiscountApplies: false,
          familySavingsCents: 6_200,
        },
      ],
      [],
      [HALF],
      null,
      {},
    );
    expect(reply.text).toContain('For 2 adults and 1 child 12 or under on Friday, November 27:');
    expect(reply.text).toContain('Half-Day Adventure: $685 in total ($249 per adult, $187 per child)');
    expect(reply.context).toEqual({ date: '2026-11-27', packageName: 'Half-Day Adventure', people: 3, kidsCount: 1 });
    expect(reply.actions[0]!.href).toBe('/?date=2026-11-27&package=Half-Day+Adventure#book');
  });

  test('a quote without a date names no total and asks for the date', () => {
    const reply = quoteReply({ people: 4, kidsCount: 0, olderChildren: 0, currentYear: 2026 }, [], [], [HALF], null, {});
    expect(reply.text).toContain('Tell me the date');
    expect(reply.text.match(/\$\d[\d,]*/g)).toEqual(['$249']);
  });

  test("not sure: the guide's phone and the SMS hand-off", () => {
    const reply = unsureReply(CONTACT);
    expect(reply.text).toContain('(780) 555-0142');
    expect(reply.actions.map((a) => a.type)).toEqual(['call_dale', 'send_sms']);
    expect(REFUND_POLICY_TEXT).toContain('48 hours');
  });
});
