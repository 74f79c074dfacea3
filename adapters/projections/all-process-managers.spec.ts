import { describe, expect, test } from '@jest/globals';
import { GIFT_CARD_EVENT_TYPES } from '../../domain/giftcards/gift-card';
import { LOG_START, RecordedEvent } from '../../application/ports/event-store';
import { ProcessManager } from '../../application/process-managers/process-manager';
import { BOOKING_EVENT_TYPES } from '../../domain/bookings/booking-events';
import { REMINDER_EVENT_TYPES } from '../../domain/reminders/reminder-events';
import { WAITLIST_EVENT_TYPES } from '../../domain/waitlist/waitlist-events';
import { WAIVER_EVENT_TYPES } from '../../domain/waivers/waiver-events';
import { inertProcessManagerPorts } from '../../test/support/inert-process-manager-ports';
import { allProcessManagers } from './all-process-managers';

/** Every manager, on ports nothing is asked of: `eventTypes` and `handles` read only the event. */
function managers(): ProcessManager[] {
  return allProcessManagers(inertProcessManagerPorts());
}

const SLOT_DAY_TYPES = ['SlotHeld', 'SlotTaken', 'SlotReleased'];
const CATEGORIES = ['booking', 'waiver', 'reminder', 'slotday', 'waitlist', 'giftcard'];
const TYPES = [
  ...BOOKING_EVENT_TYPES,
  ...WAIVER_EVENT_TYPES,
  ...REMINDER_EVENT_TYPES,
  ...WAITLIST_EVENT_TYPES,
  ...GIFT_CARD_EVENT_TYPES,
  ...SLOT_DAY_TYPES,
  // Names an object has of its own: a map of reactions by type must not take them for reactions.
  'constructor',
  'toString',
];

/** Data a type's readers look at, in its dullest form: nothing cancelled, refunded or consented to. */
const DULL_DATA: Record<string, unknown> = {
  to: 'pending',
  refundCents: 0,
  details: { marketingConsent: false },
};

function recorded(category: string, type: string, data: Record<string, unknown> = DULL_DATA): RecordedEvent {
  return {
    eventId: `${category}-${type}`,
    streamId: `${category}-2026-11-24`,
    category,
    version: 2,
    type,
    data,
    metadata: {},
    recordedAt: new Date('2026-11-24T15:00:00Z'),
    position: LOG_START,
  };
}

/** Every type in every category, and the variants of data the managers tell apart. */
const CASES: [string, RecordedEvent][] = [
  ...CATEGORIES.flatMap((category) => TYPES.map((type): [string, RecordedEvent] => [`${category}/${type}`, recorded(category, type)])),
  ...['confirmed', 'cancelled', 'held', 'released'].map((to): [string, RecordedEvent] => [
    `booking/BookingStatusChanged to ${to}`,
    recorded('booking', 'BookingStatusChanged', { ...DULL_DATA, to }),
  ]),
  ['booking/BookingRescheduled refunding 500', recorded('booking', 'BookingRescheduled', { ...DULL_DATA, refundCents: 500 })],
  ['booking/BookingRescheduled without refundCents', recorded('booking', 'BookingRescheduled', { to: 'pending' })],
  ...['BookingRequested', 'BookingHeld', 'BookingPaid'].map((type): [string, RecordedEvent] => [
    `booking/${type} with consent`,
    recorded('booking', type, { ...DULL_DATA, details: { marketingConsent: true } }),
  ]),
];

/**
 * Which events each manager takes up, as it did before its reactions were written as an `on` map.
 * One difference, on events no stream holds: the waitlist manager took up a waitlist stream's event
 * of any type it listed (a 'BookingPaid' there, say), and then did nothing with it; it reads a
 * waitlist stream's events as waitlist events now, as it reads every other stream's by its kind.
 */
const BOOKING_STATUS_ANY = [
  'booking/BookingStatusChanged',
  'booking/BookingStatusChanged to confirmed',
  'booking/BookingStatusChanged to cancelled',
  'booking/BookingStatusChanged to held',
  'booking/BookingStatusChanged to released',
];
const BOOKING_RESCHEDULED_ANY = [
  'booking/BookingRescheduled',
  'booking/BookingRescheduled refunding 500',
  'booking/BookingRescheduled without refundCents',
];
const BOOKING_PAID_ANY = ['booking/BookingPaid', 'booking/BookingPaid with consent'];
const EXPECTED: Record<string, { eventTypes: string[]; background?: true; handles: string[] }> = {
  booking_payments: { eventTypes: ['BookingPaymentSucceeded'], handles: ['booking/BookingPaymentSucceeded'] },
  booking_slots: {
    eventTypes: ['BookingRequested', 'BookingStatusChanged', 'BookingRescheduled'],
    handles: ['booking/BookingRequested', 'booking/BookingRequested with consent', ...BOOKING_STATUS_ANY, ...BOOKING_RESCHEDULED_ANY],
  },
  booking_holds: { eventTypes: ['BookingHoldEnded'], handles: ['booking/BookingHoldEnded'] },
  booking_refunds: {
    eventTypes: ['BookingStatusChanged', 'BookingRescheduled'],
    handles: ['booking/BookingStatusChanged to cancelled', 'booking/BookingRescheduled refunding 500'],
  },
  // And, since moves asked for are made by it, their requests.
  booking_moves: {
    eventTypes: ['BookingMovePaid', 'BookingMoveRequested'],
    handles: ['booking/BookingMovePaid', 'booking/BookingMoveRequested'],
  },
  notifications: {
    eventTypes: ['BookingPaid', 'BookingStatusChanged', 'BookingRescheduled'],
    background: true,
    handles: [
      ...BOOKING_PAID_ANY,
      'booking/BookingStatusChanged to confirmed',
      'booking/BookingStatusChanged to cancelled',
      ...BOOKING_RESCHEDULED_ANY,
    ],
  },
  waiver_messages: { eventTypes: ['WaiverSigned'], background: true, handles: ['waiver/WaiverSigned'] },
  reminder_planning: {
    eventTypes: ['BookingPaid', 'BookingStatusChanged', 'BookingRescheduled'],
    background: true,
    handles: [...BOOKING_PAID_ANY, ...BOOKING_STATUS_ANY, ...BOOKING_RESCHEDULED_ANY],
  },
  reminder_messages: { eventTypes: ['ReminderQueued'], handles: ['reminder/ReminderQueued'] },
  referral_cancellations: { eventTypes: ['BookingStatusChanged'], handles: ['booking/BookingStatusChanged to cancelled'] },
  waitlist_offers: {
    eventTypes: ['SlotReleased', 'WaitlistJoined', 'WaitlistPlaceOffered', 'WaitlistLeft', 'BookingPaid', 'BookingStatusChanged'],
    background: true,
    handles: [
      'slotday/SlotReleased',
      'waitlist/WaitlistJoined',
      'waitlist/WaitlistPlaceOffered',
      'waitlist/WaitlistLeft',
      ...BOOKING_PAID_ANY,
      'booking/BookingStatusChanged to confirmed',
    ],
  },
  gift_card_issues: { eventTypes: ['GiftCardPaid'], handles: ['giftcard/GiftCardPaid'] },
  gift_card_messages: {
    eventTypes: ['GiftCardIssued', 'GiftCardResent'],
    background: true,
    handles: ['giftcard/GiftCardIssued', 'giftcard/GiftCardResent'],
  },
  // What a booking paid with a gift card gives back to it: an ended checkout, a cancellation.
  gift_card_returns: {
    eventTypes: ['BookingHoldEnded', 'BookingStatusChanged'],
    handles: ['booking/BookingHoldEnded', 'booking/BookingStatusChanged to cancelled'],
  },
  marketing_opt_in_emails: {
    eventTypes: ['BookingRequested', 'BookingHeld', 'BookingPaid'],
    background: true,
    handles: ['booking/BookingRequested with consent', 'booking/BookingHeld with consent', ...BOOKING_PAID_ANY],
  },
};

describe('the process managers react to the events they always did', () => {
  test.each(Object.keys(EXPECTED))('%s: its event types, whether commands wait for it, and the events it takes up', (name) => {
    const manager = managers().find((m) => m.name === name)!;
    const expected = EXPECTED[name]!;
    expect([...manager.eventTypes]).toEqual(expected.eventTypes);
    expect(manager.background).toBe(expected.background);
    const handled = CASES.filter(([, event]) => manager.handles(event)).map(([label]) => label);
    expect(handled.sort()).toEqual([...expected.handles].sort());
  });

  test('there are no others', () => {
    expect(
      managers()
        .map((m) => m.name)
        .sort(),
    ).toEqual(Object.keys(EXPECTED).sort());
  });
});
