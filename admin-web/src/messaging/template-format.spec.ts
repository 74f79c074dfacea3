import { describe, expect, test } from '@jest/globals';
import {
  cardPreview,
  changedFields,
  insertAt,
  lastChangeText,
  onOffText,
  placeholderItems,
  templateCounterText,
  templatesOf,
  automationStateText,
} from './template-format';

describe('cardPreview', () => {
  test('an SMS template shows its first 100 characters, then ...', () => {
    const body = 'a'.repeat(150);
    expect(cardPreview({ channel: 'sms', body })).toBe(`${'a'.repeat(100)}...`);
    expect(cardPreview({ channel: 'sms', body: 'a'.repeat(100) })).toBe('a'.repeat(100));
  });

  test('an email template shows its first 80 characters, its line breaks read as spaces', () => {
    const body = `Hi {name},\n\n${'b'.repeat(100)}`;
    const preview = cardPreview({ channel: 'email', body });
    expect(preview).toBe(`Hi {name}, ${'b'.repeat(69)}...`);
    expect(preview.length).toBe(83);
  });
});

describe('lastChangeText', () => {
  test('a template at its default says so', () => {
    expect(lastChangeText({ customised: false, updatedAt: null, updatedBy: null })).toBe('Default text');
  });

  test("the admin's text: who changed it and when, on the lake's clock", () => {
    expect(lastChangeText({ customised: true, updatedAt: '2026-06-10T21:04:00.000Z', updatedBy: 'guide' })).toMatch(
      /^Changed by guide, Jun 10, 2026, 3:04/,
    );
    expect(lastChangeText({ customised: true, updatedAt: null, updatedBy: 'guide' })).toBe('Changed by guide');
  });
});

describe('templateCounterText', () => {
  test('characters and SMS parts of the message a sample booking gets, placeholders counted as their text', () => {
    expect(templateCounterText('Hi {name}')).toBe('16 characters, 1 SMS');
    expect(templateCounterText('x'.repeat(161))).toBe('161 characters, 2 SMS');
    expect(templateCounterText('')).toBe('0 characters, 0 SMS');
  });

  test('a character outside GSM-7 makes each part smaller, which it says', () => {
    expect(templateCounterText('See you 🎣')).toBe('10 characters, 1 SMS (special characters: 70 per SMS)');
  });

  test('the default confirmation fits its counter', () => {
    // The server's default (application/messaging/message-template-defaults.ts), as the API sends it:
    // browser code does not import the server's texts.
    const confirmation =
      '{business}: your {package} trip on {date}, {time}, for {party} is confirmed. [Paid {amountPaid}.] [Payment due: {paymentDue}.] ' +
      'Meet at {meetingPlace}. Bring your Alberta fishing licence. Questions: {phone} [Your booking: {manageLink}]';
    expect(templateCounterText(confirmation)).toMatch(/^\d+ characters, [12] SMS$/);
  });
});

describe('insertAt', () => {
  test('puts the placeholder in place of the selection, the cursor after it', () => {
    expect(insertAt('Hi , see you', '{name}', 3, 3)).toEqual({ text: 'Hi {name}, see you', cursor: 9 });
    expect(insertAt('Hi there', '{name}', 3, 8)).toEqual({ text: 'Hi {name}', cursor: 9 });
  });

  test('a cursor out of range appends', () => {
    expect(insertAt('Hi ', '{name}', 50, 60)).toEqual({ text: 'Hi {name}', cursor: 9 });
  });
});

describe('the rest', () => {
  test('placeholders with what they stand for', () => {
    expect(placeholderItems(['name', 'amountPaid'])).toEqual([
      { token: '{name}', description: "The customer's name" },
      { token: '{amountPaid}', description: expect.stringContaining('empty for a booking taken by phone') },
    ]);
  });

  test('templates of one channel, in order', () => {
    const list = [
      { key: 'confirmation', channel: 'sms' as const },
      { key: 'welcome', channel: 'email' as const },
      { key: 'reminder', channel: 'sms' as const },
    ];
    expect(templatesOf(list, 'sms').map((t) => t.key)).toEqual(['confirmation', 'reminder']);
    expect(templatesOf(list, 'email').map((t) => t.key)).toEqual(['welcome']);
  });

  test('the Automation switch a message depends on, and where it stands', () => {
    expect(automationStateText('reminderMessages', true)).toBe(
      'Automation: Text customers reminders before their trip (48 h, 24 h and on the day): On',
    );
    expect(automationStateText('bookingConfirmationSms', false)).toBe('Automation: Text customers their booking confirmation: Off');
  });

  test('only the fields changed are sent', () => {
    const stored = {
      bookingConfirmationSms: true,
      guideNotificationPhone: '(780) 555-0142',
      autoEmailReceipts: true,
      reminderMessages: true,
    };
    expect(changedFields(stored, { ...stored })).toEqual({});
    expect(changedFields(stored, { ...stored, bookingConfirmationSms: false, guideNotificationPhone: '(780) 555-0199' })).toEqual({
      bookingConfirmationSms: false,
      guideNotificationPhone: '(780) 555-0199',
    });
    expect(onOffText(true)).toBe('On');
    expect(onOffText(false)).toBe('Off');
  });
});
