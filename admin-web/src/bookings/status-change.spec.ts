import { describe, expect, test } from '@jest/globals';
import {
  messageLine,
  moneyText,
  paymentDueOf,
  reminderLines,
  statusChangeBody,
  statusChangeQuery,
  withheldLines,
  type StatusChangePreview,
  type StatusChoice,
} from './status-change';

const choice = (over: Partial<StatusChoice>): StatusChoice => ({ status: 'confirmed', notify: true, paymentDue: false, ...over });

const preview = (over: Partial<StatusChangePreview>): StatusChangePreview => ({
  bookingId: 'b1',
  from: 'cancelled',
  to: 'confirmed',
  allowed: true,
  refusal: null,
  notify: true,
  paymentDueCents: null,
  heldCents: 0,
  refund: null,
  messages: [],
  withheld: [],
  reminders: { planned: [], cancelled: [] },
  ...over,
});

describe('the PATCH body and the preview query of the status dialog', () => {
  test('the plain change is the bare body { status }: every choice left at its default is left out', () => {
    expect(statusChangeBody(choice({}))).toEqual({ status: 'confirmed' });
    expect(statusChangeQuery(choice({}))).toBe('to=confirmed');
  });

  test('a reason and the weather only with a cancellation; notify only when unticked; paymentDue only when confirming', () => {
    expect(statusChangeBody(choice({ status: 'cancelled', reason: '  Storm warning  ', weather: true, notify: false }))).toEqual({
      status: 'cancelled',
      reason: 'Storm warning',
      weather: true,
      notify: false,
    });
    expect(statusChangeBody(choice({ status: 'cancelled', reason: '   ' }))).toEqual({ status: 'cancelled' });
    expect(statusChangeBody(choice({ reason: 'ignored', weather: true, paymentDue: true }))).toEqual({
      status: 'confirmed',
      paymentDue: true,
    });
    expect(statusChangeBody(choice({ status: 'pending', paymentDue: true }))).toEqual({ status: 'pending' });
    expect(statusChangeQuery(choice({ status: 'cancelled', reason: 'High & windy', weather: true, notify: false }))).toBe(
      'to=cancelled&reason=High+%26+windy&weather=true&notify=false',
    );
    expect(statusChangeQuery(choice({ paymentDue: true }))).toBe('to=confirmed&paymentDue=true');
  });
});

describe('what the dialog says', () => {
  test('a confirmation of a refunded booking asks for the explicit choice, with the amount', () => {
    expect(paymentDueOf(preview({ allowed: false, paymentDueCents: 41_400 }))).toBe(41_400);
    expect(paymentDueOf(preview({ to: 'pending', paymentDueCents: null }))).toBeNull();
    expect(paymentDueOf(undefined)).toBeNull();
    expect(moneyText(preview({ paymentDueCents: 41_400 }), { paidAt: '2026-11-20T00:00:00Z' })).toMatch(/^Payment due \$414\.00: /);
  });

  test('the money: the refund by the policy, nothing left to refund, or what stays held', () => {
    const refund = {
      rule: '48h-or-more',
      percent: 100,
      amountCents: 41_400,
      hoursBeforeStart: 90,
      explanation: '48 hours or more before the trip: full refund',
    } as const;
    expect(moneyText(preview({ to: 'cancelled', refund, heldCents: 41_400 }), { paidAt: 'x' })).toBe(
      '48 hours or more before the trip: full refund. Refund: $414.00, all of the $414.00 paid online.',
    );
    expect(moneyText(preview({ to: 'cancelled' }), { paidAt: null })).toBe('Not paid online: nothing to refund.');
    expect(moneyText(preview({ to: 'cancelled' }), { paidAt: 'x' })).toBe('Nothing of the payment is left to refund.');
    expect(moneyText(preview({ to: 'pending', heldCents: 41_400 }), { paidAt: 'x' })).toBe(
      'No money moves: the payment of $414.00 stays held.',
    );
  });

  test('each message says to whom it goes; withheld ones say why; reminders say what they do', () => {
    expect(
      messageLine({
        audience: 'customer',
        channel: 'email',
        recipient: 'dana@example.com',
        kind: 'booking-confirmed',
        subject: 'Booking confirmed',
        body: '',
      }),
    ).toBe('Email to the customer, dana@example.com: “Booking confirmed”');
    expect(
      messageLine({ audience: 'guide', channel: 'sms', recipient: '(587) 555-0199', kind: 'booking-cancelled', subject: null, body: '' }),
    ).toBe('SMS to the guide, (587) 555-0199');
    expect(
      withheldLines(
        preview({ withheld: [{ audience: 'customer', channel: 'sms', reason: 'The customer is not notified of this change' }] }),
      ),
    ).toEqual(['No SMS to the customer: the customer is not notified of this change.']);
    const lines = reminderLines(
      preview({
        reminders: {
          planned: [{ type: 'customer_48h', scheduledFor: '2026-12-01T13:00:00.000Z', skipped: null }],
          cancelled: [{ id: 'r1', type: 'guide_trip_reminder', scheduledFor: '2026-12-03T12:00:00.000Z' }],
        },
      }),
    );
    expect(lines[0]).toMatch(/^Plans: Customer, 48 hours before, Dec 1, 2026/);
    expect(lines[1]).toMatch(/^Cancels: Guide, 1 hour before the trip, Dec 3, 2026/);
  });
});
