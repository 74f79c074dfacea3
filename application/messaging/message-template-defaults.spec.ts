import { describe, expect, test } from '@jest/globals';
import { SLOT_WINDOWS } from '../../domain/availability/slot-windows';
import { placeholdersOf } from '../../domain/messaging/message-templates';
import { smsSegments } from '../../domain/messaging/sms-rules';
import {
  EMAIL_TEMPLATE_KEYS,
  MESSAGE_TEMPLATE_KEYS,
  MESSAGE_TEMPLATES,
  REFERENCE_PART,
  sampleMessage,
  SMS_TEMPLATE_KEYS,
  TEMPLATE_LIMITS,
  TEMPLATE_PLACEHOLDERS,
  templateSegments,
  validateMessageTemplate,
} from '../../domain/messaging/template-rules';
import { bookingCancelledSms, bookingConfirmedSms, TripFacts } from './booking-messages';
import { BusinessContact, clip, describeParty, formatShortTripDate, SMS_MAX_LENGTH } from './message-format';
import { formatCad } from '../../domain/shared/money-text';
import { REMINDER_TEMPLATES } from '../reminders/reminder-messages';
import { DEFAULT_TEMPLATE_TEXTS } from './message-template-defaults';

const trip: TripFacts = {
  bookingId: '3f2b8c1e-5d4a-4e7b-9c60-1a2b3c4d5e6f',
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

// The texts as the site wrote them before they became templates, word for word.
function legacyFit(parts: readonly string[]): string {
  return clip(parts.filter(Boolean).join(' '), SMS_MAX_LENGTH - 1);
}
function legacyConfirmedSms(t: TripFacts, b: BusinessContact, amountPaidCents?: number): string {
  return legacyFit([
    `${b.name}: your ${clip(t.package, 60)} trip on ${formatShortTripDate(t.date)}, ${SLOT_WINDOWS[t.time].label}, ` +
      `for ${describeParty(t.people, t.kidsCount)} is confirmed.`,
    amountPaidCents !== undefined ? `Paid ${formatCad(amountPaidCents)}.` : '',
    `Meet at ${clip(b.location, 60)}. Bring your Alberta fishing licence.`,
    `Questions: ${b.phone}`,
  ]);
}
// The cancellation says what comes back instead of pointing to the policy; it is never cut short.
function expectedCancelledSms(t: TripFacts, b: BusinessContact, reason: string | undefined, refundNote: string): string {
  return [
    `${b.name}: your ${clip(t.package, 60)} trip on ${formatShortTripDate(t.date)}, ${SLOT_WINDOWS[t.time].label}, has been cancelled.`,
    reason ? `Reason: ${clip(reason, 100)}.` : '',
    refundNote,
    `Questions: ${b.phone}`,
  ]
    .filter(Boolean)
    .join(' ');
}
const unpaid = (reason?: string) => ({ ...(reason ? { reason } : {}), byCustomer: false, refund: null, paidOnline: false });
const LEGACY_REMINDERS = {
  customer_48h:
    '{business}: hi {name}, a reminder that your {package} trip is on {date}, {time}. Meet at {meetingPlace}. ' +
    'Bring: {bring}. Questions or changes? Call or text {guidePhone}.',
  customer_24h:
    '{business}: hi {name}, see you tomorrow, {date}, {time}, for your {package} trip. Meet at {meetingPlace}. ' +
    'Bring: {bring}. Questions? Call or text {guidePhone}.',
  customer_day_of:
    '{business}: hi {name}, your {package} trip is today, {time}, at {meetingPlace}. ' +
    "Bring: {bring}. Running late or can't find us? Call {guidePhone}.",
};

const trips: [string, TripFacts, BusinessContact][] = [
  ['a family trip', trip, business],
  ['one adult, afternoon', { ...trip, people: 1, kidsCount: 0, time: 'afternoon' }, business],
  ['a full day for twelve', { ...trip, people: 12, kidsCount: 3, time: 'full-day' }, business],
  [
    'long names, packages and places that reach the length limit',
    { ...trip, package: `Trophy ${'P'.repeat(120)}`, name: 'N'.repeat(200) },
    { ...business, location: `Seba Beach ${'L'.repeat(150)}`, phone: '(587) 555-0100' },
  ],
  ['braces and dollar signs in the facts', { ...trip, package: 'Pike {name} $& Special [Paid {amountPaid}.]' }, business],
];

describe('the registry', () => {
  test("the admin's SMS templates, one per customer reminder, and the email templates", () => {
    expect(SMS_TEMPLATE_KEYS).toEqual([
      'confirmation',
      'reminder',
      'weatherUpdate',
      'thankYou',
      'cancellation',
      'reminder48h',
      'reminderDayOf',
      'reviewRequest',
      'reviewReminder',
      'referralRequest',
      'weatherCancellation',
    ]);
    expect(EMAIL_TEMPLATE_KEYS).toEqual(['welcome', 'newsletter', 'promotion']);
    for (const key of MESSAGE_TEMPLATE_KEYS) {
      const t = MESSAGE_TEMPLATES[key];
      expect([key, t.key, t.channel, t.name.length > 0]).toEqual([
        key,
        key,
        SMS_TEMPLATE_KEYS.includes(key as never) ? 'sms' : 'email',
        true,
      ]);
      expect(DEFAULT_TEMPLATE_TEXTS[key].subject === null).toBe(t.channel === 'sms');
    }
  });

  test('every default passes its own validation and uses only the placeholders it allows', () => {
    for (const key of MESSAGE_TEMPLATE_KEYS) {
      const t = MESSAGE_TEMPLATES[key];
      const text = DEFAULT_TEMPLATE_TEXTS[key];
      expect([key, validateMessageTemplate(key, { body: text.body, subject: text.subject })]).toEqual([key, null]);
      for (const name of placeholdersOf(`${text.subject ?? ''} ${text.body}`)) expect(t.placeholders).toContain(name);
      for (const name of t.placeholders) expect(Object.keys(TEMPLATE_PLACEHOLDERS)).toContain(name);
    }
  });

  test('the promotion mentions 20 percent off, as it always has; no SMS asks people to reply STOP or CANCEL', () => {
    expect(`${DEFAULT_TEMPLATE_TEXTS.promotion.subject} ${DEFAULT_TEMPLATE_TEXTS.promotion.body}`).toMatch(/20 percent off/);
    for (const key of SMS_TEMPLATE_KEYS) expect(DEFAULT_TEMPLATE_TEXTS[key].body).not.toMatch(/\b(cancel|stop)\b/i);
  });
});

describe('the defaults are the texts the site always sent', () => {
  test.each(trips)('confirmation, %s: paid online, and by phone', (_case, t, b) => {
    expect(bookingConfirmedSms(t, b, 41400)).toBe(legacyConfirmedSms(t, b, 41400));
    expect(bookingConfirmedSms(t, b, 0)).toBe(legacyConfirmedSms(t, b, 0));
    expect(bookingConfirmedSms(t, b)).toBe(legacyConfirmedSms(t, b));
    expect(bookingConfirmedSms(t, b, 99_999_99, { template: DEFAULT_TEMPLATE_TEXTS.confirmation.body })).toBe(
      legacyConfirmedSms(t, b, 99_999_99),
    );
  });

  test.each(trips)('cancellation, %s: with a reason, and without, and what comes back', (_case, t, b) => {
    for (const reason of ['High winds', 'R'.repeat(500), `Storm {name} $1 ${'x '.repeat(80)}`, '', undefined]) {
      expect(bookingCancelledSms(t, b, unpaid(reason))).toBe(
        expectedCancelledSms(t, b, reason?.trim() ? reason : undefined, 'Nothing was paid online, so there is nothing to refund.'),
      );
    }
    const half = { byCustomer: false, refund: { rule: '24-to-48h' as const, percent: 50 as const, amountCents: 20700 }, paidOnline: true };
    expect(bookingCancelledSms(t, b, half)).toBe(
      expectedCancelledSms(t, b, undefined, '$207.00 CAD (50%) is on its way to your card, within 5 to 7 business days.'),
    );
  });

  test('the exact confirmation text of a paid family trip', () => {
    expect(bookingConfirmedSms(trip, business, 41400)).toBe(
      'Wabamun Lake Fishing Tours: your Half-Day Adventure trip on Thu, Nov 26, Morning (6:00-10:00 AM), for 4 people, including 1 child ' +
        'is confirmed. Paid $414.00 CAD. Meet at Wabamun Lake, Alberta. Bring your Alberta fishing licence. Questions: (780) 555-0142',
    );
  });

  test('the three customer reminders are the reminder texts of reminder-messages.ts with the booking reference, kept in one place', () => {
    const withoutReference = (text: string) => text.replace(` ${REFERENCE_PART}`, '');
    for (const key of ['reminder48h', 'reminder', 'reminderDayOf'] as const)
      expect(DEFAULT_TEMPLATE_TEXTS[key].body).toContain(REFERENCE_PART);
    expect(withoutReference(DEFAULT_TEMPLATE_TEXTS.reminder48h.body)).toBe(LEGACY_REMINDERS.customer_48h);
    expect(withoutReference(DEFAULT_TEMPLATE_TEXTS.reminder.body)).toBe(LEGACY_REMINDERS.customer_24h);
    expect(withoutReference(DEFAULT_TEMPLATE_TEXTS.reminderDayOf.body)).toBe(LEGACY_REMINDERS.customer_day_of);
    expect(REMINDER_TEMPLATES).toMatchObject({
      customer_48h: DEFAULT_TEMPLATE_TEXTS.reminder48h.body,
      customer_24h: DEFAULT_TEMPLATE_TEXTS.reminder.body,
      customer_day_of: DEFAULT_TEMPLATE_TEXTS.reminderDayOf.body,
    });
  });
});

describe("the admin's text", () => {
  test('is what the customer gets, with its placeholders filled', () => {
    const template =
      'Hi {name}! {package} on {date} ({time}), {party}. Paid: {amountPaid}. Guide: {guidePhone}. Office: {phone}. Bring {bring}';
    expect(bookingConfirmedSms(trip, business, 41400, { template, guidePhone: '(587) 555-0199' })).toBe(
      'Hi Casey Visitor! Half-Day Adventure on Thu, Nov 26 (Morning (6:00-10:00 AM)), 4 people, including 1 child. Paid: $414.00 CAD. ' +
        'Guide: (587) 555-0199. Office: (780) 555-0142. Bring fishing licence (16+), warm layers and rain gear, sunscreen, snacks and water',
    );
    // A text that leaves out what comes back has it added.
    expect(bookingCancelledSms(trip, business, unpaid('Thunderstorms'), { template: 'Sorry {name}: [{reason}. ]Call {phone}' })).toBe(
      'Sorry Casey Visitor: Thunderstorms. Call (780) 555-0142 Nothing was paid online, so there is nothing to refund.',
    );
  });

  test('keeps its line breaks, and may be longer than the default (up to the SMS limit)', () => {
    const template = `Hi {name},\n\nyour trip is confirmed.\n${'See you on the lake. '.repeat(30)}`;
    const text = bookingConfirmedSms(trip, business, undefined, { template });
    expect(text.startsWith('Hi Casey Visitor,\n\nyour trip is confirmed.\nSee you')).toBe(true);
    expect(text.length).toBeGreaterThan(SMS_MAX_LENGTH);
    const huge = bookingConfirmedSms(trip, business, undefined, { template: `{package} ${'x'.repeat(TEMPLATE_LIMITS.smsBodyMax)}` });
    expect(huge).toHaveLength(TEMPLATE_LIMITS.smsBodyMax);
    expect(huge.endsWith('…')).toBe(true);
  });
});

describe('what the Templates tab shows', () => {
  test("the segment counter counts the sample booking's message, with smsSegments", () => {
    const body = DEFAULT_TEMPLATE_TEXTS.reminder.body;
    expect(templateSegments(body)).toEqual(smsSegments(sampleMessage(body)));
    expect(sampleMessage(body)).toContain('hi Casey Visitor, see you tomorrow, Thu, Nov 26, Morning (6:00-10:00 AM)');
    expect(templateSegments('Hi {name}')).toEqual({ encoding: 'GSM-7', length: 16, segments: 1 });
    expect(templateSegments('Hi {name} 🎣').encoding).toBe('UCS-2');
    expect(templateSegments('')).toEqual({ encoding: 'GSM-7', length: 0, segments: 0 });
  });
});
