import { describe, expect, test } from '@jest/globals';
import { WAIVER_MESSAGES } from '../../../domain/waivers/waiver-rules';
import { termsBlocks } from './terms-blocks';
import {
  asksForGuardian,
  bookingReferenceOf,
  EMPTY_WAIVER_FORM,
  nextParticipantForm,
  signedThanks,
  waiverCopyText,
  firstInvalidWaiverField,
  isMinorToday,
  needsGuardian,
  validateWaiver,
  waiverErrorsFromServer,
  waiverRequestOf,
  type WaiverFormValues,
} from './waiver-form-state';

const TODAY = '2026-11-24';
const TERMS = { id: 3, sha256: 'a'.repeat(64) };

const ADULT: WaiverFormValues = {
  ...EMPTY_WAIVER_FORM,
  firstName: 'Dana',
  lastName: 'Whitford',
  dateOfBirth: '1988-06-14',
  email: 'dana@example.com',
  phone: '(780) 555-0199',
  emergencyContactName: 'Sam Whitford',
  emergencyContactPhone: '(780) 555-0123',
  agreeToTerms: true,
  agreeToRisks: true,
  signature: 'Dana Whitford',
};

const MINOR: WaiverFormValues = {
  ...ADULT,
  firstName: 'Robin',
  signature: 'Robin Whitford',
  dateOfBirth: '2016-11-24',
  guardianName: 'Chris Whitford',
  guardianRelationship: 'Father',
  guardianSignature: 'Chris Whitford',
};

describe('validateWaiver: the field messages, from the server rules', () => {
  test('an empty form shows every required field its message, in the form order, and nothing for the optional ones', () => {
    const errors = validateWaiver(EMPTY_WAIVER_FORM, TODAY);
    expect(errors).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      dateOfBirth: WAIVER_MESSAGES.dateOfBirth,
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      emergencyContactName: 'Emergency contact name is required',
      emergencyContactPhone: 'Emergency contact phone is required',
      agreeToTerms: 'You must agree to the terms and conditions',
      agreeToRisks: 'You must acknowledge the risks',
      signature: WAIVER_MESSAGES.signature,
    });
    expect(firstInvalidWaiverField(errors)).toBe('firstName');
  });

  test('a complete adult passes; blanks around the answers do not count', () => {
    expect(validateWaiver(ADULT, TODAY)).toEqual({});
    expect(validateWaiver({ ...ADULT, firstName: ' Dana ', signature: '  dana   WHITFORD ' }, TODAY)).toEqual({});
  });

  test('the signature must be the first and last name; one letter short is refused', () => {
    expect(validateWaiver({ ...ADULT, signature: 'Dana' }, TODAY)).toEqual({ signature: WAIVER_MESSAGES.signature });
    expect(validateWaiver({ ...ADULT, signature: 'Dana Whitfor' }, TODAY)).toEqual({ signature: WAIVER_MESSAGES.signature });
  });

  test('short names and phones, a bad email, a date of birth in the future or over 120 years ago', () => {
    expect(validateWaiver({ ...ADULT, phone: '555-0199', emergencyContactPhone: '12345' }, TODAY)).toEqual({
      phone: WAIVER_MESSAGES.phone,
      emergencyContactPhone: WAIVER_MESSAGES.emergencyContactPhone,
    });
    expect(validateWaiver({ ...ADULT, email: 'dana@example', emergencyContactName: 'S' }, TODAY)).toEqual({
      email: WAIVER_MESSAGES.email,
      emergencyContactName: WAIVER_MESSAGES.emergencyContactName,
    });
    expect(validateWaiver({ ...ADULT, dateOfBirth: '2026-11-25' }, TODAY)).toEqual({ dateOfBirth: WAIVER_MESSAGES.dateOfBirth });
    expect(validateWaiver({ ...ADULT, dateOfBirth: '1906-11-23' }, TODAY)).toEqual({ dateOfBirth: WAIVER_MESSAGES.dateOfBirth });
  });

  test('a minor needs the guardian name, relationship and a matching typed signature; an adult does not', () => {
    expect(validateWaiver(MINOR, TODAY)).toEqual({});
    expect(validateWaiver({ ...MINOR, guardianName: '', guardianRelationship: ' ', guardianSignature: '' }, TODAY)).toEqual({
      guardianName: WAIVER_MESSAGES.guardianName,
      guardianRelationship: WAIVER_MESSAGES.guardianRelationship,
      guardianSignature: WAIVER_MESSAGES.guardianSignature,
    });
    expect(validateWaiver({ ...MINOR, guardianSignature: 'Chris' }, TODAY)).toEqual({
      guardianSignature: WAIVER_MESSAGES.guardianSignature,
    });
    // The participant is no guardian of their own.
    expect(validateWaiver({ ...MINOR, guardianName: 'Robin Whitford', guardianSignature: 'Robin Whitford' }, TODAY)).toMatchObject({
      guardianName: WAIVER_MESSAGES.guardianName,
    });
    expect(validateWaiver({ ...ADULT, guardianName: 'x' }, TODAY)).toEqual({});
  });
});

describe('minor detection', () => {
  test('under 18 today: the day before the 18th birthday is a minor, the birthday itself is not', () => {
    expect(isMinorToday('2008-11-25', TODAY)).toBe(true);
    expect(isMinorToday('2008-11-24', TODAY)).toBe(false);
    expect(isMinorToday('2016-11-24', TODAY)).toBe(true);
    expect(isMinorToday('1988-06-14', TODAY)).toBe(false);
  });

  test('nothing is decided from a date that is not yet a real one', () => {
    expect(isMinorToday('', TODAY)).toBe(false);
    expect(isMinorToday('2016-02-30', TODAY)).toBe(false);
    expect(isMinorToday('2030-01-01', TODAY)).toBe(false);
  });

  test('the guardian part shows for a minor today, or once the server asked for it (a minor on the trip date)', () => {
    expect(needsGuardian(MINOR, TODAY, false)).toBe(true);
    expect(needsGuardian(ADULT, TODAY, false)).toBe(false);
    expect(needsGuardian(ADULT, TODAY, true)).toBe(true);
    expect(asksForGuardian(waiverErrorsFromServer({ guardianName: WAIVER_MESSAGES.guardianName }))).toBe(true);
    expect(asksForGuardian(waiverErrorsFromServer({ firstName: WAIVER_MESSAGES.firstName }))).toBe(false);
  });
});

describe('waiverRequestOf: the body of POST /api/waiver', () => {
  test('an adult: trimmed answers, the terms shown, no blank optional field and no guardian', () => {
    const body = waiverRequestOf(
      { ...ADULT, firstName: ' Dana ', email: ' dana@example.com ', medicalConditions: '  ', bookingReference: ' ', agreeToPhotos: true },
      TERMS,
      false,
    );
    expect(body).toEqual({
      firstName: 'Dana',
      lastName: 'Whitford',
      dateOfBirth: '1988-06-14',
      email: 'dana@example.com',
      phone: '(780) 555-0199',
      emergencyContactName: 'Sam Whitford',
      emergencyContactPhone: '(780) 555-0123',
      agreeToTerms: true,
      agreeToRisks: true,
      agreeToPhotos: true,
      signature: 'Dana Whitford',
      termsVersionId: 3,
      termsSha256: TERMS.sha256,
    });
  });

  test("an adult's stale guardian answers stay behind; a minor's guardian, medical notes and booking go along", () => {
    expect(waiverRequestOf({ ...ADULT, guardianName: 'Chris Whitford' }, TERMS, false)).not.toHaveProperty('guardianName');
    const booking = '5c0e7a2d-1b3f-4e6a-9d8c-7b6a5f4e3d2c';
    expect(
      waiverRequestOf({ ...MINOR, medicalConditions: ' Bee sting allergy ', bookingReference: ` ${booking} ` }, TERMS, true),
    ).toMatchObject({
      dateOfBirth: '2016-11-24',
      medicalConditions: 'Bee sting allergy',
      agreeToPhotos: false,
      guardianName: 'Chris Whitford',
      guardianRelationship: 'Father',
      guardianSignature: 'Chris Whitford',
      bookingReference: booking,
      termsVersionId: 3,
    });
  });
});

describe('the link and the server answer', () => {
  test('?booking= fills the reference', () => {
    expect(bookingReferenceOf('?booking=Q2xhc3NpZmllZFJlZmVyZW5j')).toBe('Q2xhc3NpZmllZFJlZmVyZW5j');
    // An older confirmation's link carries the booking's id, which is no reference: the form starts without one.
    expect(bookingReferenceOf('?booking=5c0e7a2d-1b3f-4e6a-9d8c-7b6a5f4e3d2c')).toBe('');
    expect(bookingReferenceOf('?utm=x')).toBe('');
    expect(bookingReferenceOf('')).toBe('');
  });

  test("a 400's errors map to the fields; keys the form has no field for are dropped", () => {
    expect(
      waiverErrorsFromServer({
        bookingReference: WAIVER_MESSAGES.bookingReference,
        guardianSignature: WAIVER_MESSAGES.guardianSignature,
        termsSha256: WAIVER_MESSAGES.termsSha256,
        email: 42,
      }),
    ).toEqual({ bookingReference: WAIVER_MESSAGES.bookingReference, guardianSignature: WAIVER_MESSAGES.guardianSignature });
    expect(waiverErrorsFromServer(undefined)).toEqual({});
  });
});

describe('termsBlocks', () => {
  test('paragraphs split on blank lines; short untitled lines read as headings; line breaks inside a paragraph kept', () => {
    const text =
      'RELEASE OF LIABILITY\n\n1. Assumption of risks\n\nFishing has risks.\nSome are listed.\n\n\n  \n6. Photographs (optional)\r\n\r\nThe end.';
    expect(termsBlocks(text)).toEqual([
      { text: 'RELEASE OF LIABILITY', heading: true },
      { text: '1. Assumption of risks', heading: true },
      { text: 'Fishing has risks.\nSome are listed.', heading: false },
      { text: '6. Photographs (optional)', heading: true },
      { text: 'The end.', heading: false },
    ]);
  });
});

describe('what the signer is told about their copy', () => {
  test('the copy, the link to it, or why none was emailed', () => {
    expect(waiverCopyText('copy', 'dana@example.com')).toBe('Your signed copy is on its way to dana@example.com as a PDF.');
    expect(waiverCopyText('link', 'dana@example.com')).toBe(
      'We emailed dana@example.com a private link to your signed copy: open it within 30 days to download the PDF.',
    );
    expect(waiverCopyText('withheld', 'dana@example.com')).toMatch(/^No copy was emailed: .*Your waiver is on file all the same/);
  });
});

describe('after a waiver is signed', () => {
  test('an adult is thanked by first name; a parent who signed for a child is thanked by name, and told whose waiver it is', () => {
    expect(signedThanks(ADULT, { minor: false, bookingId: null })).toBe('Thank you, Dana. Your waiver is on file.');
    expect(signedThanks(ADULT, { minor: false, bookingId: 'b1' })).toBe('Thank you, Dana. Your waiver is on file with your booking.');
    const child = { ...ADULT, firstName: 'Robin', lastName: 'Birch', guardianName: ' Chris Birch ', guardianRelationship: 'Father' };
    expect(signedThanks(child, { minor: true, bookingId: 'b1' })).toBe(
      "Thank you, Chris Birch. Robin Birch's waiver is on file with your booking, signed by you as their parent or guardian.",
    );
  });

  test('the next participant keeps the booking, the contact details and the emergency contact, and nothing of their own', () => {
    const signed = { ...ADULT, bookingReference: 'Ref', medicalConditions: 'Asthma', signature: 'Dana Whitford', guardianName: 'X' };
    expect(nextParticipantForm(signed)).toEqual({
      ...EMPTY_WAIVER_FORM,
      bookingReference: 'Ref',
      email: 'dana@example.com',
      phone: '(780) 555-0199',
      emergencyContactName: 'Sam Whitford',
      emergencyContactPhone: '(780) 555-0123',
    });
  });
});
