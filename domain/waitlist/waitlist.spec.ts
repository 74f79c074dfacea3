import { describe, expect, test } from '@jest/globals';
import { givenDecider } from '../../test/support/decider-spec';
import { Actor } from '../shared/actor';
import { IllegalTransitionError } from '../shared/decider';
import {
  AlreadyWaitingError,
  contactKeys,
  entryIdOfClaim,
  JoinWaitlist,
  offerExpiry,
  OfferPassedError,
  WAITLIST_MESSAGES,
  waitlistClaimKey,
  waitlistDecider,
  WaitlistEntryNotFoundError,
  WaitlistEvent,
  WaitlistJoined,
} from './waitlist';

const visitor: Actor = { kind: 'visitor' };
const process: Actor = { kind: 'system', process: 'waitlist_offers' };
const customer: Actor = { kind: 'customer', via: 'waitlist_link' };
const T0 = '2026-07-01T16:00:00.000Z';
const T1 = '2026-07-01T17:00:00.000Z';
const UNTIL = '2026-07-01T19:00:00.000Z';
const spec = givenDecider(waitlistDecider);

const join = (entryId: string, overrides: Partial<JoinWaitlist> = {}): JoinWaitlist => ({
  type: 'JoinWaitlist',
  entryId,
  time: 'morning',
  package: 'Half Day Trip',
  name: 'Dana Whitford',
  email: 'dana@example.com',
  phone: '780-555-0199',
  people: 2,
  clientAddress: '203.0.113.5',
  actor: visitor,
  at: T0,
  ...overrides,
});
const joined = (entryId: string, overrides: Partial<JoinWaitlist> = {}): WaitlistJoined => {
  const { type: _type, actor, at, clientAddress, ...rest } = join(entryId, overrides);
  return {
    type: 'WaitlistJoined',
    data: { ...rest, ...(clientAddress ? { clientAddress } : {}) },
    metadata: { actor, occurredAt: at },
  };
};
const offered = (entryId: string, expiresAt = UNTIL): WaitlistEvent => ({
  type: 'WaitlistPlaceOffered',
  data: { entryId, expiresAt },
  metadata: { actor: process, occurredAt: T1 },
});

describe('the waitlist of a date', () => {
  test('a visitor joins; the same email or phone cannot wait twice for the same time, but may for another', () => {
    spec.given().when(join('e1')).then(joined('e1'));
    spec
      .given(joined('e1'))
      .when(join('e2', { email: ' DANA@example.com ', phone: '403-555-0100' }))
      .thenRefused(AlreadyWaitingError, WAITLIST_MESSAGES.duplicate);
    spec
      .given(joined('e1'))
      .when(join('e2', { email: 'other@example.com', phone: '(780) 555-0199' }))
      .thenRefused(AlreadyWaitingError);
    spec
      .given(joined('e1'))
      .when(join('e2', { time: 'afternoon' }))
      .then(joined('e2', { time: 'afternoon' }));
    // Once the first entry ended, the person may join again.
    spec
      .given(joined('e1'), {
        type: 'WaitlistLeft',
        data: { entryId: 'e1', wasOffered: false },
        metadata: { actor: customer, occurredAt: T1 },
      })
      .when(join('e2'))
      .then(joined('e2'));
  });

  test('an entry joined before addresses were recorded replays, and is matched by email and phone only', () => {
    const { clientAddress: _address, ...legacy } = joined('e1').data;
    spec
      .given({ type: 'WaitlistJoined', data: legacy, metadata: joined('e1').metadata })
      .when(join('e2', { email: 'other@example.com', phone: '403-555-0100' }))
      .then(joined('e2', { email: 'other@example.com', phone: '403-555-0100' }));
    spec
      .given()
      .when(join('e1', { clientAddress: null }))
      .then(joined('e1', { clientAddress: null }));
  });

  test('a waiting entry is offered a place once; repeating the same offer appends nothing', () => {
    spec.given(joined('e1')).when({ type: 'OfferPlace', entryId: 'e1', expiresAt: UNTIL, actor: process, at: T1 }).then(offered('e1'));
    spec.given(joined('e1'), offered('e1')).when({ type: 'OfferPlace', entryId: 'e1', expiresAt: UNTIL, actor: process, at: T1 }).then();
  });

  test('an offer expires once; an entry that left is never offered again', () => {
    const expire = { type: 'ExpireOffer', entryId: 'e1', reason: 'lapsed', actor: process, at: UNTIL } as const;
    spec
      .given(joined('e1'), offered('e1'))
      .when(expire)
      .then({ type: 'WaitlistOfferExpired', data: { entryId: 'e1', reason: 'lapsed' }, metadata: { actor: process, occurredAt: UNTIL } });
    spec.given(joined('e1')).when(expire).then();
    spec
      .given(joined('e1'), {
        type: 'WaitlistLeft',
        data: { entryId: 'e1', wasOffered: false },
        metadata: { actor: customer, occurredAt: T1 },
      })
      .when({ type: 'OfferPlace', entryId: 'e1', expiresAt: UNTIL, actor: process, at: T1 })
      .thenRefused(IllegalTransitionError, WAITLIST_MESSAGES.closed);
  });

  test('leaving says whether a held place must go back; leaving twice is one leave', () => {
    spec
      .given(joined('e1'), offered('e1'))
      .when({ type: 'LeaveWaitlist', entryId: 'e1', actor: customer, at: T1 })
      .then({ type: 'WaitlistLeft', data: { entryId: 'e1', wasOffered: true }, metadata: { actor: customer, occurredAt: T1 } });
    spec
      .given(joined('e1'), {
        type: 'WaitlistLeft',
        data: { entryId: 'e1', wasOffered: false },
        metadata: { actor: customer, occurredAt: T1 },
      })
      .when({ type: 'LeaveWaitlist', entryId: 'e1', actor: customer, at: T1 })
      .then();
  });

  test('booking takes an active entry off the list once; an unknown entry is refused', () => {
    const book = { type: 'MarkEntryBooked', entryId: 'e1', bookingId: 'b1', actor: process, at: T1 } as const;
    spec
      .given(joined('e1'), offered('e1'))
      .when(book)
      .then({ type: 'WaitlistEntryBooked', data: { entryId: 'e1', bookingId: 'b1' }, metadata: { actor: process, occurredAt: T1 } });
    spec
      .given(joined('e1'), {
        type: 'WaitlistEntryBooked',
        data: { entryId: 'e1', bookingId: 'b1' },
        metadata: { actor: process, occurredAt: T1 },
      })
      .when(book)
      .then();
    spec.given().when(book).thenRefused(WaitlistEntryNotFoundError, WAITLIST_MESSAGES.notFound);
  });
});

describe('an offer let go never passes to the same person for that time', () => {
  const left = (entryId: string): WaitlistEvent => ({
    type: 'WaitlistLeft',
    data: { entryId, wasOffered: true },
    metadata: { actor: customer, occurredAt: T1 },
  });
  const expired = (entryId: string): WaitlistEvent => ({
    type: 'WaitlistOfferExpired',
    data: { entryId, reason: 'lapsed' },
    metadata: { actor: process, occurredAt: UNTIL },
  });
  const offer = (entryId: string) => ({ type: 'OfferPlace', entryId, expiresAt: UNTIL, actor: process, at: T1 }) as const;
  const fromElsewhere = { email: 'other@example.com', phone: '403-555-0100', clientAddress: '198.51.100.1' };

  test.each([
    ['the same client address', { email: 'other@example.com', phone: '403-555-0100' }],
    ['the same email', { phone: '403-555-0100', clientAddress: '198.51.100.1' }],
    ['the same phone', { email: 'other@example.com', phone: '+1 (780) 555-0199', clientAddress: '198.51.100.1' }],
  ] as const)('after an offer expired, another entry with %s is not offered it, nor joins for it', (_what, sameness) => {
    spec.given(joined('e1'), offered('e1'), expired('e1'), joined('e2', sameness)).when(offer('e2')).thenRefused(OfferPassedError);
    spec
      .given(joined('e1'), offered('e1'), expired('e1'))
      .when(join('e2', sameness))
      .thenRefused(OfferPassedError, WAITLIST_MESSAGES.offerPassed);
  });

  test('leaving an offer lets it go too; an overlapping time counts, another time does not; someone else is offered it', () => {
    spec
      .given(joined('e1'), offered('e1'), left('e1'), joined('e2', { email: 'x@example.com', phone: '1' }))
      .when(offer('e2'))
      .thenRefused(OfferPassedError);
    spec
      .given(joined('e1'), offered('e1'), left('e1'))
      .when(join('e2', { time: 'full-day' }))
      .thenRefused(OfferPassedError);
    spec
      .given(joined('e1'), offered('e1'), left('e1'))
      .when(join('e2', { time: 'afternoon' }))
      .then(joined('e2', { time: 'afternoon' }));
    spec.given(joined('e1'), offered('e1'), expired('e1'), joined('e2', fromElsewhere)).when(offer('e2')).then(offered('e2'));
  });

  test('leaving before any offer, or an offer that was booked, lets nothing go', () => {
    spec
      .given(joined('e1'), {
        type: 'WaitlistLeft',
        data: { entryId: 'e1', wasOffered: false },
        metadata: { actor: customer, occurredAt: T1 },
      })
      .when(join('e2'))
      .then(joined('e2'));
    spec
      .given(joined('e1'), offered('e1'), {
        type: 'WaitlistEntryBooked',
        data: { entryId: 'e1', bookingId: 'b1' },
        metadata: { actor: process, occurredAt: T1 },
      })
      .when(join('e2'))
      .then(joined('e2'));
  });
});

describe('the rules of an offer', () => {
  // July: the lake keeps MDT (UTC-6); the morning trip of 2026-07-03 starts at 06:00 = 12:00Z.
  test('a place is held two hours, never past twelve hours before the trip, and not offered after that', () => {
    expect(offerExpiry(new Date('2026-07-01T12:00:00Z'), '2026-07-03', 'morning')?.toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(offerExpiry(new Date('2026-07-02T23:00:00Z'), '2026-07-03', 'morning')?.toISOString()).toBe('2026-07-03T00:00:00.000Z');
    expect(offerExpiry(new Date('2026-07-03T00:00:00Z'), '2026-07-03', 'morning')).toBeNull();
  });

  test('claim keys name their entry; a booking id is no entry', () => {
    expect(entryIdOfClaim(waitlistClaimKey('e1'))).toBe('e1');
    expect(entryIdOfClaim('3f2a-booking')).toBeNull();
  });

  test('the same person is matched by email whatever its case, and by the digits of the phone', () => {
    expect(contactKeys({ email: ' Dana@Example.com', phone: '+1 (780) 555-0199' })).toEqual({
      email: 'dana@example.com',
      phone: '7805550199',
    });
  });
});
