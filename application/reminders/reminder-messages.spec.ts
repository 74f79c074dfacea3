import { describe, expect, test } from '@jest/globals';
import { unknownPlaceholders } from '../../domain/messaging/message-templates';
import { DEFAULT_TEMPLATE_TEXTS, defaultTemplateTexts } from '../messaging/message-template-defaults';
import {
  afterTripMessage,
  bookingReminderMessage,
  dailySummaryMessage,
  liveBookingReminder,
  LONG_SMS_MAX_LENGTH,
  REMINDER_PLACEHOLDERS,
  REMINDER_TEMPLATE_KEYS,
  REMINDER_TEMPLATES,
  ReminderContact,
  reminderEmail,
  ReminderTrip,
  SummaryTrip,
  WHAT_TO_BRING_SHORT,
} from './reminder-messages';
import { BOOKING_REMINDER_TYPES, CUSTOMER_REMINDER_TYPES } from '../../domain/reminders/reminder-rules';

const trip: ReminderTrip = {
  name: 'Dana Whitford',
  package: 'Half-Day Adventure',
  date: '2026-06-15',
  time: 'afternoon',
  people: 3,
  kidsCount: 1,
  phone: '780-555-0199',
  missingWaivers: 2,
};
const contact: ReminderContact = {
  businessName: 'Wabamun Lake Fishing Tours',
  meetingPlace: 'Wabamun Marina, dock B',
  guideName: 'Gord',
  guidePhone: '(780) 555-0142',
  businessPhone: '(780) 555-0100',
};
const NO_OPT_OUT_WORD = /\b(cancel|stop)\b/i;

describe('bookingReminderMessage', () => {
  test('the 48-hour reminder, word for word', () => {
    expect(bookingReminderMessage('customer_48h', trip, contact)).toEqual({
      text:
        'Wabamun Lake Fishing Tours: hi Dana Whitford, a reminder that your Half-Day Adventure trip is on Mon, Jun 15, Afternoon (1:00-5:00 PM). ' +
        `Meet at Wabamun Marina, dock B. Bring: ${WHAT_TO_BRING_SHORT}. Questions or changes? Call or text (780) 555-0142.`,
      subject: 'Reminder: your trip on Monday, June 15, 2026',
    });
  });

  test.each(CUSTOMER_REMINDER_TYPES)('%s names the customer, package, slot, meeting place, what to bring and the guide phone', (type) => {
    const { text } = bookingReminderMessage(type, trip, contact);
    expect(text).toContain('Wabamun Lake Fishing Tours');
    expect(text).toContain('Dana Whitford');
    expect(text).toContain('Half-Day Adventure');
    expect(text).toContain('Afternoon (1:00-5:00 PM)');
    expect(text).toContain('Wabamun Marina, dock B');
    expect(text).toContain(WHAT_TO_BRING_SHORT);
    expect(text).toContain('(780) 555-0142');
    expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  test.each(['customer_48h', 'customer_24h'] as const)('%s gives the short date of the trip', (type) => {
    expect(bookingReminderMessage(type, trip, contact).text).toContain('Mon, Jun 15');
  });

  test('the day-of reminder says today instead of the date', () => {
    const { text, subject } = bookingReminderMessage('customer_day_of', trip, contact);
    expect(text).toContain('your Half-Day Adventure trip is today, Afternoon (1:00-5:00 PM), at Wabamun Marina, dock B.');
    expect(text).not.toContain('Jun 15');
    expect(subject).toBe('Today: your trip at Afternoon (1:00-5:00 PM)');
  });

  test('the subjects give the long date', () => {
    expect(bookingReminderMessage('customer_48h', trip, contact).subject).toBe('Reminder: your trip on Monday, June 15, 2026');
    expect(bookingReminderMessage('customer_24h', trip, contact).subject).toBe('See you tomorrow: your trip on Monday, June 15, 2026');
  });

  test.each(['morning', 'full-day'] as const)('a %s trip gives its own slot label', (time) => {
    const label = time === 'morning' ? 'Morning (6:00-10:00 AM)' : 'Full Day (6:00 AM-2:00 PM)';
    expect(bookingReminderMessage('customer_24h', { ...trip, time }, contact).text).toContain(label);
  });

  test("the guide's trip reminder gives the slot, customer, party, phone and unsigned waivers", () => {
    expect(bookingReminderMessage('guide_trip_reminder', trip, contact)).toEqual({
      text: 'Trip in 1 hour: Afternoon (1:00-5:00 PM), Dana Whitford, 3 people incl. 1 child, 780-555-0199. Waivers not signed: 2.',
      subject: 'Trip in 1 hour: Dana Whitford, Afternoon (1:00-5:00 PM)',
    });
  });

  test("the guide's trip reminder for a party without children and all waivers signed", () => {
    const { text } = bookingReminderMessage('guide_trip_reminder', { ...trip, people: 1, kidsCount: 0, missingWaivers: 0 }, contact);
    expect(text).toBe('Trip in 1 hour: Afternoon (1:00-5:00 PM), Dana Whitford, 1 person, 780-555-0199. Waivers not signed: 0.');
  });

  test.each(BOOKING_REMINDER_TYPES)('%s asks nobody to reply CANCEL or STOP (a carrier reads them as an opt-out)', (type) => {
    const { text, subject } = bookingReminderMessage(type, trip, contact);
    expect(text).not.toMatch(NO_OPT_OUT_WORD);
    expect(subject).not.toMatch(NO_OPT_OUT_WORD);
  });

  test('every template uses only the placeholders it is given', () => {
    for (const type of BOOKING_REMINDER_TYPES) expect(unknownPlaceholders(REMINDER_TEMPLATES[type], REMINDER_PLACEHOLDERS)).toEqual([]);
  });

  test("a customer reminder is written from the admin's template: {phone} is the business's, {party} in full", () => {
    const template = 'Hi {name}: {package} {date} {time}, {party}. [Paid {amountPaid}.] Office {phone}, guide {guidePhone}.\nBring {bring}';
    expect(bookingReminderMessage('customer_24h', trip, contact, template)).toEqual({
      text:
        'Hi Dana Whitford: Half-Day Adventure Mon, Jun 15 Afternoon (1:00-5:00 PM), 3 people, including 1 child. ' +
        `Office (780) 555-0100, guide (780) 555-0142.\nBring ${WHAT_TO_BRING_SHORT}`,
      subject: 'See you tomorrow: your trip on Monday, June 15, 2026',
    });
  });

  test("each customer reminder has its own template (reminder is the 24-hour one); the guide's text is not a template", () => {
    expect(REMINDER_TEMPLATE_KEYS).toEqual({ customer_48h: 'reminder48h', customer_24h: 'reminder', customer_day_of: 'reminderDayOf' });
    for (const type of CUSTOMER_REMINDER_TYPES) {
      expect(bookingReminderMessage(type, trip, contact, DEFAULT_TEMPLATE_TEXTS[REMINDER_TEMPLATE_KEYS[type]].body)).toEqual(
        bookingReminderMessage(type, trip, contact),
      );
    }
    expect(bookingReminderMessage('guide_trip_reminder', trip, contact, 'Ignored {name}').text).toMatch(/^Trip in 1 hour: /);
  });

  test('long names, packages and meeting places are clipped; braces in them are never read as placeholders', () => {
    const long = { ...trip, name: `{guidePhone} ${'A'.repeat(100)}`, package: 'P'.repeat(100) };
    const { text } = bookingReminderMessage('customer_48h', long, { ...contact, meetingPlace: 'M'.repeat(200) });
    expect(text).toContain(`hi {guidePhone} ${'A'.repeat(46)}…,`);
    expect(text).toContain(`your ${'P'.repeat(59)}… trip`);
    expect(text).toContain(`Meet at ${'M'.repeat(79)}….`);
  });
});

describe('dailySummaryMessage', () => {
  const summaryTrip = (overrides: Partial<SummaryTrip> = {}): SummaryTrip => ({
    time: 'morning',
    name: 'Dana Whitford',
    package: 'Half-Day Adventure',
    people: 3,
    kidsCount: 1,
    phone: '780-555-0199',
    missingWaivers: 2,
    ...overrides,
  });

  test('a day with no trips says so', () => {
    expect(dailySummaryMessage('2026-06-15', [])).toEqual({
      text: 'Mon, Jun 15: no trips booked.',
      subject: 'Trips on Monday, June 15, 2026',
    });
  });

  test('a day with two trips: one line each, then the totals', () => {
    const trips = [
      summaryTrip(),
      summaryTrip({
        time: 'afternoon',
        name: 'Sam Lee',
        package: 'Trophy Hunter',
        people: 2,
        kidsCount: 0,
        phone: '780-555-0111',
        missingWaivers: 0,
      }),
    ];
    expect(dailySummaryMessage('2026-06-15', trips)).toEqual({
      text: [
        'Mon, Jun 15: 2 trips, 5 guests.',
        'Morning (6:00-10:00 AM): Dana Whitford, Half-Day Adventure, 3 people incl. 1 child, 780-555-0199, 2 waivers not signed',
        'Afternoon (1:00-5:00 PM): Sam Lee, Trophy Hunter, 2 people, 780-555-0111, all waivers signed',
        'Waivers not signed: 2 of 5.',
      ].join('\n'),
      subject: 'Trips on Monday, June 15, 2026',
    });
  });

  test('one trip of one guest with one unsigned waiver is written in the singular', () => {
    const { text } = dailySummaryMessage('2026-06-15', [summaryTrip({ people: 1, kidsCount: 0, missingWaivers: 1 })]);
    expect(text.split('\n')).toEqual([
      'Mon, Jun 15: 1 trip, 1 guest.',
      'Morning (6:00-10:00 AM): Dana Whitford, Half-Day Adventure, 1 person, 780-555-0199, 1 waiver not signed',
      'Waivers not signed: 1 of 1.',
    ]);
  });

  test('a very busy day stays within one long SMS: the lines that fit, then how many more, then the totals', () => {
    const trips = Array.from({ length: 40 }, (_, i) =>
      summaryTrip({
        name: `Customer number ${i} ${'N'.repeat(40)}`,
        package: `Package ${'P'.repeat(40)}`,
        people: 4,
        kidsCount: 2,
        missingWaivers: 1,
      }),
    );
    const { text } = dailySummaryMessage('2026-06-15', trips);
    expect(text.length).toBeLessThanOrEqual(LONG_SMS_MAX_LENGTH);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Mon, Jun 15: 40 trips, 160 guests.');
    const shown = lines.slice(1, -2);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(40);
    shown.forEach((line, i) => expect(line).toContain(`Customer number ${i} `));
    expect(lines.at(-2)).toBe(`...and ${40 - shown.length} more: see Manage Bookings.`);
    // The totals count every trip, shown or not.
    expect(lines.at(-1)).toBe('Waivers not signed: 40 of 160.');
  });

  test('a day whose lines all fit has no "more" line', () => {
    const trips = Array.from({ length: 5 }, () => summaryTrip());
    const { text } = dailySummaryMessage('2026-06-15', trips);
    expect(text).not.toContain('more');
    expect(text.split('\n')).toHaveLength(7);
  });

  test('no summary text asks for CANCEL or STOP', () => {
    const trips = [summaryTrip(), summaryTrip({ time: 'afternoon' })];
    expect(dailySummaryMessage('2026-06-15', trips).text).not.toMatch(NO_OPT_OUT_WORD);
    expect(dailySummaryMessage('2026-06-15', []).text).not.toMatch(NO_OPT_OUT_WORD);
  });
});

describe('reminderEmail', () => {
  test('the text as escaped paragraphs: a name with markup stays text', () => {
    const evil = { ...trip, name: '<script>alert("x")</script> & Co' };
    const { text, subject } = bookingReminderMessage('customer_24h', evil, contact);
    const email = reminderEmail(text, subject);
    expect(email.subject).toBe(subject);
    expect(email.text).toBe(text);
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
  });

  test('each line is a paragraph', () => {
    const email = reminderEmail("Line one\nLine <two> isn't", 'Subject');
    expect(email.html).toContain('<p>Line one</p>\n<p>Line &lt;two&gt; isn&#39;t</p>');
    expect(email.html.startsWith('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Subject</title></head><body')).toBe(
      true,
    );
    expect(email.html.endsWith('</body></html>')).toBe(true);
  });
});

describe('the messages after a trip', () => {
  const contact = {
    businessName: 'Wabamun Lake Fishing Tours',
    meetingPlace: 'Wabamun Lake, Alberta',
    guideName: 'Gord',
    guidePhone: '(780) 555-0142',
    businessPhone: '(780) 555-0100',
  };
  const trip = {
    name: 'Robin Reviewer',
    package: 'Half-Day Adventure',
    date: '2026-11-25',
    time: 'morning' as const,
    people: 2,
    kidsCount: 0,
  };

  test('the review request thanks the customer by name and links straight to the review (no rating asked first)', () => {
    const { text, subject } = afterTripMessage('review_request', trip, contact, { reviewLink: 'https://site.example/review-link?t=abc' });
    expect(text).toContain('Robin Reviewer');
    expect(text).toContain('Half-Day Adventure');
    expect(text.endsWith('https://site.example/review-link?t=abc')).toBe(true);
    expect(text).not.toMatch(/\b(rate|stars?|how did we do|stop|cancel)\b/i);
    expect(subject).toBe('Thank you for fishing with us, Robin Reviewer');
  });

  test('the follow-up names the trip date; the referral invitation the code, the offer and the share link', () => {
    expect(afterTripMessage('review_reminder', trip, contact, { reviewLink: 'L' }).text).toContain('Wed, Nov 25');
    const invitation = afterTripMessage('referral_request', trip, contact, {
      code: 'K7MQ2XTA',
      shareLink: 'https://s.example/share?ref=K7MQ2XTA',
    });
    expect(invitation.text).toContain('K7MQ2XTA');
    expect(invitation.text).toContain('$50 off');
    expect(invitation.text).toContain('https://s.example/share?ref=K7MQ2XTA');
  });

  test("the admin's template is used when given", () => {
    expect(afterTripMessage('review_request', trip, contact, { reviewLink: 'L' }, 'Hi {name}: {reviewLink}').text).toBe(
      'Hi Robin Reviewer: L',
    );
  });
});

describe('liveBookingReminder', () => {
  const { missingWaivers: _planned, ...booking } = trip;

  test("the guide's trip reminder counts the guests still to sign now, never fewer than none", () => {
    const texts = defaultTemplateTexts();
    expect(liveBookingReminder('guide_trip_reminder', booking, 0, contact, texts).text).toContain('Waivers not signed: 3.');
    expect(liveBookingReminder('guide_trip_reminder', booking, 3, contact, texts).text).toContain('Waivers not signed: 0.');
    expect(liveBookingReminder('guide_trip_reminder', booking, 5, contact, texts).text).toContain('Waivers not signed: 0.');
  });

  test("a customer's reminder is written from the admin's template of the moment", () => {
    const texts = { ...defaultTemplateTexts(), reminder: { subject: null, body: 'See you tomorrow, {name}!' } };
    expect(liveBookingReminder('customer_24h', booking, 0, contact, texts).text).toBe('See you tomorrow, Dana Whitford!');
  });
});
