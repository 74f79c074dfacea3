import { describe, expect, test } from '@jest/globals';
import { ApiError } from '@browser-kit/api/api';
import { SMS_LIMITS, SMS_MESSAGES } from '../../../domain/messaging/sms-rules';
import {
  BULK_SMS_FAILED,
  bulkSentToast,
  isOptedOut,
  isOverLimit,
  lastMessagePreview,
  lastTripText,
  messageError,
  messageFacts,
  messageKindLabel,
  NO_CUSTOMERS,
  optedOutPhones,
  outboundStatusLabel,
  phoneText,
  recentBookings,
  selectablePhones,
  selectedRecipients,
  selectionText,
  SMS_FAILED,
  smsCounterText,
  smsFailureToast,
  smsSentToast,
  threadPath,
  threadTitle,
  totalUnread,
  unreadTabLabel,
  validateBulkSms,
  validateSms,
} from './sms-format';
import type { SmsThreadMessage } from './sms-types';

const customers = [
  { phone: '+17805550111', optedOut: false },
  { phone: '+17805550122', optedOut: true },
  { phone: '+15875550133', optedOut: false },
];

const outbound: SmsThreadMessage = {
  id: 'out-42',
  direction: 'out',
  body: 'See you at 6!',
  at: '2026-06-10T21:04:00.000Z',
  status: 'sent',
  sentBy: 'guide (admin)',
  kind: 'admin-sms',
  error: null,
  readAt: null,
};

describe('the fixed texts', () => {
  test('the empty state and the failure texts are word for word', () => {
    expect(NO_CUSTOMERS).toBe('No customers found. Create bookings to send bulk messages.');
    expect(SMS_FAILED).toBe('Failed to send SMS');
    expect(BULK_SMS_FAILED).toBe('Failed to send bulk SMS');
  });
});

describe('recentBookings', () => {
  const booking = (id: string, createdAt: string, date: string) => ({ id, createdAt, date });

  test('the six made most recently, newest first, whatever the trip date', () => {
    const list = [
      booking('a', '2026-05-01T10:00:00.000Z', '2026-06-01'),
      booking('b', '2026-05-03T10:00:00.000Z', '2026-06-02'),
      booking('c', '2026-05-02T10:00:00.000Z', '2026-06-03'),
      booking('d', '2026-05-07T10:00:00.000Z', '2026-06-04'),
      booking('e', '2026-05-05T10:00:00.000Z', '2026-06-05'),
      booking('f', '2026-05-06T10:00:00.000Z', '2026-06-06'),
      booking('g', '2026-05-04T10:00:00.000Z', '2026-06-07'),
    ];
    expect(recentBookings(list).map((b) => b.id)).toEqual(['d', 'f', 'e', 'g', 'b', 'c']);
    expect(recentBookings(list, 2).map((b) => b.id)).toEqual(['d', 'f']);
  });

  test('fewer than six: all of them; the list itself is left as it was', () => {
    const list = [booking('a', '2026-05-01T10:00:00.000Z', '2026-06-01'), booking('b', '2026-05-02T10:00:00.000Z', '2026-06-02')];
    expect(recentBookings(list).map((b) => b.id)).toEqual(['b', 'a']);
    expect(list.map((b) => b.id)).toEqual(['a', 'b']);
    expect(recentBookings([])).toEqual([]);
  });
});

describe('phoneText', () => {
  test('a North American E.164 number as people write it; anything else as given', () => {
    expect(phoneText('+17805550123')).toBe('(780) 555-0123');
    expect(phoneText('+447911123456')).toBe('+447911123456');
    expect(phoneText('not a number')).toBe('not a number');
  });
});

describe('validateSms', () => {
  test('number and message are required, with the server’s messages', () => {
    expect(validateSms({ to: '', message: '' })).toEqual({ to: SMS_MESSAGES.phoneRequired, message: SMS_MESSAGES.messageRequired });
    expect(validateSms({ to: '   ', message: '  \n ' })).toEqual({
      to: 'Phone number is required',
      message: 'Message is required',
    });
  });

  test('a number that takes no texts is refused as the server refuses it', () => {
    expect(validateSms({ to: '555-12', message: 'Hi' })).toEqual({ to: SMS_MESSAGES.phoneInvalid });
  });

  test('any common way of writing a number passes', () => {
    for (const to of ['(780) 555-0123', '780.555.0123', '1-780-555-0123', '+17805550123'])
      expect(validateSms({ to, message: 'Hi' })).toEqual({});
  });

  test('a message over the limit', () => {
    const long = 'a'.repeat(SMS_LIMITS.messageMax + 1);
    expect(validateSms({ to: '(780) 555-0123', message: long })).toEqual({ message: SMS_MESSAGES.messageTooLong(SMS_LIMITS.messageMax) });
    expect(messageError('a'.repeat(SMS_LIMITS.messageMax))).toBeUndefined();
    expect(isOverLimit(long)).toBe(true);
    expect(isOverLimit(` ${'a'.repeat(SMS_LIMITS.messageMax)} `)).toBe(false);
  });
});

describe('validateBulkSms', () => {
  test('at least one recipient and a message', () => {
    expect(validateBulkSms([], '')).toEqual({ recipients: 'At least one recipient required', message: 'Message is required' });
    expect(validateBulkSms(['+17805550111'], 'Walleye are biting!')).toEqual({});
  });

  test('no more than a bulk send takes', () => {
    const many = Array.from({ length: SMS_LIMITS.recipientsMax + 1 }, (_, i) => `+1780555${String(i).padStart(4, '0')}`);
    expect(validateBulkSms(many, 'Hi')).toEqual({ recipients: SMS_MESSAGES.tooManyRecipients(SMS_LIMITS.recipientsMax) });
  });
});

describe('smsCounterText', () => {
  test('characters against the limit and SMS segments', () => {
    expect(smsCounterText('')).toBe('0 / 1600 characters, 0 SMS segments');
    expect(smsCounterText('See you at 6!')).toBe('13 / 1600 characters, 1 SMS segment');
    expect(smsCounterText('a'.repeat(161))).toBe('161 / 1600 characters, 2 SMS segments');
  });

  test('a character outside GSM-7 says so', () => {
    expect(smsCounterText('See you at 6 🎣')).toBe('15 / 1600 characters, 1 SMS segment (special characters: 70 per segment)');
  });
});

describe('toasts', () => {
  const receipt = { to: '+17805550123', error: null };

  test("'SMS Sent' names the number", () => {
    expect(smsSentToast({ ...receipt, status: 'sent' })).toEqual({ title: 'SMS Sent', description: 'Sent to (780) 555-0123' });
  });

  test('recorded only when SMS is not configured', () => {
    expect(smsSentToast({ ...receipt, status: 'recorded' })).toEqual({
      title: 'SMS Sent',
      description: 'To (780) 555-0123 (recorded only: SMS is not configured)',
    });
  });

  test('a provider failure left pending says why and that it is retried', () => {
    expect(smsSentToast({ ...receipt, status: 'pending', error: 'Twilio 20503: Service unavailable' })).toEqual({
      title: 'SMS Sent',
      description: 'To (780) 555-0123: not delivered yet (Twilio 20503: Service unavailable); it will be retried',
    });
  });

  test("'Bulk SMS Sent': queued and skipped, with each skipped number's reason", () => {
    expect(bulkSentToast({ queued: 2, skipped: 0, skippedRecipients: [] })).toEqual({
      title: 'Bulk SMS Sent',
      description: 'Queued 2; skipped 0',
    });
    expect(
      bulkSentToast({
        queued: 1,
        skipped: 2,
        skippedRecipients: [
          { to: '+17805550122', reason: 'Opted out (replied STOP)' },
          { to: '555', reason: 'Not a number that takes texts' },
        ],
      }).description,
    ).toBe('Queued 1; skipped 2: (780) 555-0122 (Opted out (replied STOP)); 555 (Not a number that takes texts)');
  });

  test("a failure shows the server's message when it sent one, else the fixed text", () => {
    const refused = new ApiError(502, JSON.stringify({ message: 'Failed to send SMS: Twilio 21211: invalid number' }), 'Bad Gateway');
    expect(smsFailureToast(SMS_FAILED, refused)).toEqual({
      title: 'Error',
      description: 'Failed to send SMS: Twilio 21211: invalid number',
      variant: 'destructive',
    });
    expect(smsFailureToast(BULK_SMS_FAILED, new Error('offline'))).toEqual({
      title: 'Error',
      description: 'Failed to send bulk SMS',
      variant: 'destructive',
    });
  });
});

describe('opt-outs and the bulk selection', () => {
  test('numbers still opted out, matched however they are written', () => {
    const set = optedOutPhones([
      { phone: '+17805550122', optedOut: true },
      { phone: '+17805550133', optedOut: false },
    ]);
    expect([...set]).toEqual(['+17805550122']);
    expect(isOptedOut('(780) 555-0122', set)).toBe(true);
    expect(isOptedOut('780-555-0133', set)).toBe(false);
    expect(isOptedOut('', set)).toBe(false);
    expect(optedOutPhones(undefined).size).toBe(0);
  });

  test('opted-out customers cannot be selected, even if they were before opting out', () => {
    expect(selectablePhones(customers)).toEqual(['+17805550111', '+15875550133']);
    expect(selectedRecipients(new Set(['+17805550122', '+15875550133']), customers)).toEqual(['+15875550133']);
    expect(selectionText(1, 2)).toBe('1 of 2 customers selected');
    expect(selectionText(0, 1)).toBe('0 of 1 customer selected');
  });

  test('the last trip, or none yet', () => {
    expect(lastTripText('2026-07-18')).toBe('Sat, Jul 18, 2026');
    expect(lastTripText(null)).toBe('None yet');
  });
});

describe('the inbox', () => {
  test('the Inbox label carries the unread total, and says so to a screen reader', () => {
    expect(totalUnread([{ unread: 2 }, { unread: 0 }, { unread: 1 }])).toBe(3);
    expect(totalUnread(undefined)).toBe(0);
    expect(unreadTabLabel('Inbox', 2)).toEqual({ text: 'Inbox (2)', name: 'Inbox (2 unread)' });
    expect(unreadTabLabel('Inbox', 0)).toEqual({ text: 'Inbox', name: 'Inbox' });
  });

  test('a conversation is named by the customer, else by the number', () => {
    expect(threadTitle({ name: 'Dana Whitford', phone: '+17805550123', source: 'sms' })).toBe('Dana Whitford');
    expect(threadTitle({ name: null, phone: '+17805550123', source: 'sms' })).toBe('(780) 555-0123');
    // A number typed in the chat is no customer's: it says where it came from.
    expect(threadTitle({ name: null, phone: '+17805550123', source: 'website-chat' })).toBe('Website chat: (780) 555-0123');
  });

  test('the last text in the list: ours marked, long ones cut', () => {
    expect(lastMessagePreview({ lastMessage: 'Do kids need a licence?', lastDirection: 'in' })).toBe('Do kids need a licence?');
    expect(lastMessagePreview({ lastMessage: 'Under 16 needs none.', lastDirection: 'out' })).toBe('You: Under 16 needs none.');
    const cut = lastMessagePreview({ lastMessage: `${'word '.repeat(40)}`, lastDirection: 'in' });
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut.endsWith('…')).toBe(true);
  });

  test('our texts: status, who sent them, and why one did not go', () => {
    expect(messageFacts(outbound)).toEqual({ facts: ['Sent', 'Sent by guide (admin)'], problem: null });
    expect(messageFacts({ ...outbound, status: 'recorded' }).facts[0]).toBe('Recorded only (SMS is not configured)');
    expect(messageFacts({ ...outbound, status: 'failed', error: 'Twilio 21211: invalid number' })).toEqual({
      facts: ['Failed', 'Sent by guide (admin)'],
      problem: 'Not sent: Twilio 21211: invalid number',
    });
    expect(messageFacts({ ...outbound, status: 'pending', error: 'Twilio 20503: down' }).problem).toBe('Not sent yet: Twilio 20503: down');
    expect(messageFacts({ ...outbound, sentBy: null, kind: 'reminder-customer_24h' }).facts).toEqual([
      'Sent',
      'Trip reminder, sent by the site',
    ]);
  });

  test('their texts: unread until read', () => {
    const received: SmsThreadMessage = { ...outbound, id: 'in-7', direction: 'in', status: null, sentBy: null, kind: null };
    expect(messageFacts(received)).toEqual({ facts: ['Unread'], problem: null });
    expect(messageFacts({ ...received, readAt: '2026-06-10T22:00:00.000Z' })).toEqual({ facts: [], problem: null });
  });

  test('labels of statuses and kinds', () => {
    expect(outboundStatusLabel(null)).toBe('');
    expect(outboundStatusLabel('cancelled')).toBe('Cancelled');
    expect(messageKindLabel('bulk-sms')).toBe('Bulk SMS');
    expect(messageKindLabel('booking-confirmed')).toBe('Booking confirmation');
    expect(messageKindLabel('something-new')).toBe('something-new');
  });

  test("a thread's path names it by its id", () => {
    expect(threadPath('0b9d6c52-8f0e-4f55-9d5c-3f2b1a7e6c10')).toBe('/api/sms-threads/0b9d6c52-8f0e-4f55-9d5c-3f2b1a7e6c10');
  });
});
