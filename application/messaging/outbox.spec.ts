import { describe, expect, test } from '@jest/globals';
import { outboxMessage } from './outbox';

const AT = new Date('2026-11-24T15:00:00.000Z');
/** What every new message had, written out at each writer before outboxMessage(). */
const NEW = {
  status: 'pending',
  attempts: 0,
  nextAttemptAt: AT,
  claimedAt: null,
  lastError: null,
  providerId: null,
  createdAt: AT,
  sentAt: null,
};

describe('outboxMessage', () => {
  test('an SMS: no booking, subject or html unless given, due at once, never tried', () => {
    expect(
      outboxMessage({
        dedupeKey: 'admin-sms:1',
        kind: 'admin-sms',
        channel: 'sms',
        to: { audience: 'customer', recipient: '+17805550100' },
        at: AT,
        body: 'Hi',
      }),
    ).toStrictEqual({
      dedupeKey: 'admin-sms:1',
      kind: 'admin-sms',
      bookingId: null,
      channel: 'sms',
      audience: 'customer',
      recipient: '+17805550100',
      subject: null,
      body: 'Hi',
      html: null,
      ...NEW,
    });
  });

  test('an email keeps its booking, subject, html, attachment, headers and sender as given', () => {
    const headers = { 'List-Unsubscribe': '<https://example.test/u>' };
    expect(
      outboxMessage({
        dedupeKey: 'waiver-signed:w1:signer-email',
        kind: 'waiver-signed',
        bookingId: 'b1',
        channel: 'email',
        to: { audience: 'guide', recipient: 'guide@example.test' },
        at: AT,
        subject: 'Your waiver',
        body: 'Text',
        html: '<p>Text</p>',
        attachment: { kind: 'waiver-pdf', waiverId: 'w1' },
        headers,
        sentBy: 'guide (admin)',
      }),
    ).toStrictEqual({
      dedupeKey: 'waiver-signed:w1:signer-email',
      kind: 'waiver-signed',
      bookingId: 'b1',
      channel: 'email',
      audience: 'guide',
      recipient: 'guide@example.test',
      subject: 'Your waiver',
      body: 'Text',
      html: '<p>Text</p>',
      attachment: { kind: 'waiver-pdf', waiverId: 'w1' },
      headers,
      sentBy: 'guide (admin)',
      ...NEW,
    });
  });

  test('an attachment given as null is written as null, as the waiver copy link always was', () => {
    const message = outboxMessage({
      dedupeKey: 'k',
      kind: 'k',
      channel: 'email',
      to: { audience: 'customer', recipient: 'a@b.test' },
      at: AT,
      body: 'b',
      attachment: null,
    });
    expect(message).toHaveProperty('attachment', null);
    expect(message).not.toHaveProperty('headers');
    expect(message).not.toHaveProperty('sentBy');
  });
});
