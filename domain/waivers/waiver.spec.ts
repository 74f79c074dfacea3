import { describe, expect, test } from '@jest/globals';
import { givenDecider } from '../../test/support/decider-spec';
import { Actor } from '../shared/actor';
import { DomainError, IllegalTransitionError } from '../shared/decider';
import {
  SignWaiver,
  waiverDecider,
  WaiverEvent,
  WaiverLinkedElsewhereError,
  WaiverLinkedToBooking,
  WaiverNeedsGuardianError,
  WaiverSigned,
  WaiverSigner,
  waiverStreamId,
  WaiverVoided,
} from './waiver';
import { waiverMachine } from './waiver-machine';
import { InvalidWaiverError, WAIVER_MESSAGES, WaiverNotFoundError } from './waiver-rules';

const visitor: Actor = { kind: 'visitor' };
const admin: Actor = { kind: 'user', username: 'guide', role: 'admin' };
const SHA = 'a'.repeat(64);
// 09:00 UTC on 2026-11-22 is 2026-11-22 on the lake.
const AT = '2026-11-22T09:00:00.000Z';
const origin = { clientAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)' };

const signer: WaiverSigner = {
  firstName: 'Dana',
  lastName: 'Whitford',
  email: 'dana@example.com',
  phone: '(780) 555-0199',
  dateOfBirth: '1988-06-14',
  emergencyContactName: 'Sam Whitford',
  emergencyContactPhone: '(780) 555-0123',
  medicalConditions: 'Bee sting allergy',
  agreeToTerms: true,
  agreeToRisks: true,
  agreeToPhotos: false,
  signature: 'Dana Whitford',
};
const minorSigner: WaiverSigner = { ...signer, firstName: 'Riley', signature: 'Riley Whitford', dateOfBirth: '2012-03-01' };
const guardian = { name: 'Chris Whitford', relationship: 'Father', signature: 'Chris Whitford' };

const sign = (overrides: Partial<SignWaiver> = {}): SignWaiver => ({
  type: 'SignWaiver',
  waiverId: 'w1',
  terms: { versionId: 3, sha256: SHA },
  signer,
  guardian: null,
  booking: null,
  actor: visitor,
  at: AT,
  ...origin,
  emailCopy: 'link',
  ...overrides,
});

const signed: WaiverSigned = {
  type: 'WaiverSigned',
  data: {
    waiverId: 'w1',
    termsVersionId: 3,
    termsSha256: SHA,
    ...signer,
    minor: false,
    guardian: null,
    bookingId: null,
    tripDate: null,
    signedAt: AT,
    ...origin,
    emailCopy: 'link',
  },
  metadata: { actor: visitor, occurredAt: AT },
};
const linked: WaiverLinkedToBooking = {
  type: 'WaiverLinkedToBooking',
  data: { bookingId: 'b1', tripDate: '2026-12-03' },
  metadata: { actor: admin, occurredAt: '2026-11-23T10:00:00.000Z' },
};
const voided: WaiverVoided = {
  type: 'WaiverVoided',
  data: { reason: 'Signed twice', ...origin },
  metadata: { actor: admin, occurredAt: '2026-11-24T10:00:00.000Z' },
};

const spec = givenDecider(waiverDecider);
const link = (bookingId: string, tripDate = '2026-12-03') =>
  ({ type: 'LinkWaiverToBooking', bookingId, tripDate, actor: admin, at: '2026-11-23T10:00:00.000Z' }) as const;
const voidWith = (reason: string) => ({ type: 'VoidWaiver', reason, actor: admin, at: '2026-11-24T10:00:00.000Z', ...origin }) as const;

describe('signing a waiver', () => {
  test('an adult signs: the event keeps the terms version and hash, the answers, actor, time, address and browser', () => {
    spec.given().when(sign()).then(signed);
    expect(spec.given(signed).state).toMatchObject({ status: 'signed', waiverId: 'w1', termsVersionId: 3, minor: false, signer });
    expect(waiverStreamId('w1')).toBe('waiver-w1');
  });

  test('the signature records the email it sends, a withheld one too: the waiver is signed whatever the sending limits say', () => {
    for (const emailCopy of ['copy', 'link', 'withheld'] as const) {
      spec
        .given()
        .when(sign({ emailCopy }))
        .then({ ...signed, data: { ...signed.data, emailCopy } });
    }
    // A waiver signed before the email was recorded replays as it was.
    const { emailCopy: _recordedSince, ...older } = signed.data;
    expect(spec.given({ ...signed, data: older }).state).toMatchObject({ status: 'signed', waiverId: 'w1' });
  });

  test('a signed waiver cannot be signed again', () => {
    spec.given(signed).when(sign()).thenRefused(IllegalTransitionError, 'This waiver is already signed');
    spec.given(signed, voided).when(sign()).thenRefused(IllegalTransitionError);
  });

  test('the answers are stored trimmed, a blank medical answer as none', () => {
    const padded = { ...signer, firstName: ' Dana ', email: ' dana@example.com ', medicalConditions: '   ', signature: ' dana whitford ' };
    spec
      .given()
      .when(sign({ signer: padded }))
      .then({ ...signed, data: { ...signed.data, medicalConditions: null, signature: 'dana whitford' } });
  });

  test('with a booking, it names the booking and its trip date', () => {
    spec
      .given()
      .when(sign({ booking: { bookingId: 'b1', tripDate: '2026-12-03' } }))
      .then({ ...signed, data: { ...signed.data, bookingId: 'b1', tripDate: '2026-12-03' } });
  });

  test('a minor signs with a guardian, and is recorded as a minor', () => {
    spec
      .given()
      .when(sign({ signer: minorSigner, guardian }))
      .then({ ...signed, data: { ...signed.data, ...minorSigner, minor: true, guardian } });
  });

  test('a minor without a guardian is refused with the message of each guardian field', () => {
    const refused = () => waiverDecider.decide(sign({ signer: minorSigner }), waiverDecider.initialState());
    expect(refused).toThrow(InvalidWaiverError);
    try {
      refused();
    } catch (error) {
      expect((error as InvalidWaiverError).errors).toEqual({
        guardianName: WAIVER_MESSAGES.guardianName,
        guardianRelationship: WAIVER_MESSAGES.guardianRelationship,
        guardianSignature: WAIVER_MESSAGES.guardianSignature,
      });
    }
  });

  test('minority is judged on the trip date: 17 today but 18 on the trip signs alone', () => {
    const almost = { ...signer, dateOfBirth: '2008-12-01' };
    spec
      .given()
      .when(sign({ signer: almost }))
      .thenRefused(InvalidWaiverError, WAIVER_MESSAGES.guardianName);
    spec
      .given()
      .when(sign({ signer: almost, booking: { bookingId: 'b1', tripDate: '2026-12-01' } }))
      .then({ ...signed, data: { ...signed.data, ...almost, bookingId: 'b1', tripDate: '2026-12-01' } });
  });

  test("today is the lake's date: at 05:00 UTC on 1 December it is still 30 November in Edmonton", () => {
    const almost = { ...signer, dateOfBirth: '2008-12-01' };
    spec
      .given()
      .when(sign({ signer: almost, at: '2026-12-01T05:00:00.000Z' }))
      .thenRefused(InvalidWaiverError, WAIVER_MESSAGES.guardianName);
  });

  test("an adult's guardian answers are not kept", () => {
    spec.given().when(sign({ guardian })).then(signed);
  });

  test.each([
    [{ ...signer, signature: 'Dana' }, WAIVER_MESSAGES.signature],
    [{ ...signer, dateOfBirth: '2026-11-23' }, WAIVER_MESSAGES.dateOfBirth],
    [{ ...signer, agreeToTerms: false }, WAIVER_MESSAGES.agreeToTerms],
    [{ ...signer, agreeToRisks: false }, WAIVER_MESSAGES.agreeToRisks],
    [{ ...signer, email: 'dana' }, WAIVER_MESSAGES.email],
  ])('the rules of the form hold here too: %o', (answers, message) => {
    spec
      .given()
      .when(sign({ signer: answers }))
      .thenRefused(InvalidWaiverError, message);
  });

  test('a waiver is signed on a stored terms version: an id and a SHA-256', () => {
    spec
      .given()
      .when(sign({ terms: { versionId: 0, sha256: SHA } }))
      .thenRefused(DomainError, /terms version/);
    spec
      .given()
      .when(sign({ terms: { versionId: 3, sha256: 'abc' } }))
      .thenRefused(DomainError, /terms version/);
  });

  test('a trip date must be a calendar date', () => {
    spec
      .given()
      .when(sign({ booking: { bookingId: 'b1', tripDate: '2026-02-30' } }))
      .thenRefused(DomainError, 'The trip date must be YYYY-MM-DD');
  });
});

describe('linking a waiver to its booking', () => {
  test('the admin links a waiver signed without a reference, with actor and time', () => {
    spec.given(signed).when(link('b1')).then(linked);
    expect(spec.given(signed, linked).state).toMatchObject({ status: 'signed', bookingId: 'b1', tripDate: '2026-12-03' });
  });

  test('linking it again to the same booking adds nothing; to another booking is refused', () => {
    spec.given(signed, linked).when(link('b1')).then();
    spec.given(signed, linked).when(link('b2')).thenRefused(WaiverLinkedElsewhereError, WAIVER_MESSAGES.linkedElsewhere);
    const signedForB1 = { ...signed, data: { ...signed.data, bookingId: 'b1', tripDate: '2026-12-03' } };
    spec.given(signedForB1).when(link('b2')).thenRefused(WaiverLinkedElsewhereError);
  });

  test('a voided waiver cannot be linked', () => {
    spec.given(signed, voided).when(link('b1')).thenRefused(IllegalTransitionError, WAIVER_MESSAGES.voidedNotLinked);
  });

  test('a waiver that does not exist cannot be linked', () => {
    spec.given().when(link('b1')).thenRefused(WaiverNotFoundError, 'Waiver not found');
  });

  test('a waiver without a guardian cannot cover a trip on which the participant is under 18', () => {
    // Signed as an adult on 2026-11-22 (18 since 2026-11-01), then linked to a trip in the past.
    const justAdult = { ...signed, data: { ...signed.data, dateOfBirth: '2008-11-01' } };
    spec.given(justAdult).when(link('b1', '2026-10-31')).thenRefused(WaiverNeedsGuardianError, WAIVER_MESSAGES.minorNeedsGuardian);
    spec
      .given(justAdult)
      .when(link('b1', '2026-11-01'))
      .then({ ...linked, data: { ...linked.data, tripDate: '2026-11-01' } });
  });
});

describe('voiding a waiver', () => {
  test('the admin voids it with a reason, actor, time, address and browser; the answers stay', () => {
    spec.given(signed).when(voidWith('  Signed twice ')).then(voided);
    expect(spec.given(signed, voided).state).toMatchObject({
      status: 'voided',
      signer,
      voidReason: 'Signed twice',
      voidedAt: '2026-11-24T10:00:00.000Z',
    });
  });

  test('a linked waiver may be voided too', () => {
    spec.given(signed, linked).when(voidWith('Signed twice')).then(voided);
  });

  test.each(['', '   ', 'x'.repeat(501)])('a void needs a reason of 1 to 500 characters (%j)', (reason) => {
    spec.given(signed).when(voidWith(reason)).thenRefused(InvalidWaiverError, WAIVER_MESSAGES.voidReason);
  });

  test('voiding twice is refused', () => {
    spec.given(signed, voided).when(voidWith('Again')).thenRefused(IllegalTransitionError, WAIVER_MESSAGES.alreadyVoided);
  });

  test('a waiver that does not exist cannot be voided', () => {
    spec.given().when(voidWith('Nothing here')).thenRefused(WaiverNotFoundError);
  });
});

describe('the machine and replay', () => {
  test('the machine has exactly the transitions sign, link and void', () => {
    const can = (from: string, type: 'sign' | 'link' | 'void') => waiverMachine.resolveState({ value: from, context: {} }).can({ type });
    expect([can('none', 'sign'), can('none', 'link'), can('none', 'void')]).toEqual([true, false, false]);
    expect([can('signed', 'sign'), can('signed', 'link'), can('signed', 'void')]).toEqual([false, true, true]);
    expect([can('voided', 'sign'), can('voided', 'link'), can('voided', 'void')]).toEqual([false, false, false]);
  });

  test("replay accepts history that today's rules would refuse", () => {
    // A void written twice, and a link after it: history is never refused.
    const history: WaiverEvent[] = [signed, voided, voided, linked];
    expect(spec.given(...history).state).toMatchObject({ status: 'voided', bookingId: 'b1' });
    // Events of a stream that never began are ignored rather than failing.
    expect(spec.given(linked, voided).state).toEqual({ status: 'none' });
  });
});
