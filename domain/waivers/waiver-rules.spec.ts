import { describe, expect, test } from '@jest/globals';
import {
  ageOn,
  isMinorOn,
  isPlausibleDateOfBirth,
  isValidEmail,
  isValidVoidReason,
  normalizedName,
  signatureMatches,
  WAIVER_FIELDS,
  WAIVER_LIMITS,
  WAIVER_MESSAGES,
  WaiverAnswers,
  waiverProblems,
} from './waiver-rules';

const TODAY = '2026-11-22';
const adult: WaiverAnswers = {
  firstName: 'Dana',
  lastName: 'Whitford',
  email: 'dana@example.com',
  phone: '(780) 555-0199',
  emergencyContactName: 'Sam Whitford',
  emergencyContactPhone: '(780) 555-0123',
  medicalConditions: null,
  agreeToTerms: true,
  agreeToRisks: true,
  agreeToPhotos: false,
  dateOfBirth: '1988-06-14',
  signature: 'Dana Whitford',
};
const minor: WaiverAnswers = {
  ...adult,
  firstName: 'Riley',
  signature: 'Riley Whitford',
  dateOfBirth: '2012-03-01',
  guardianName: 'Chris Whitford',
  guardianRelationship: 'Father',
  guardianSignature: 'chris  whitford',
};
const noTrip = { today: TODAY, tripDate: null };

describe('waiver rules', () => {
  test("the messages are the waiver form's, including the minor's guardian and the signatures", () => {
    expect(WAIVER_MESSAGES).toMatchObject({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      emergencyContactName: 'Emergency contact name is required',
      emergencyContactPhone: 'Emergency contact phone is required',
      agreeToTerms: 'You must agree to the terms and conditions',
      agreeToRisks: 'You must acknowledge the risks',
      dateOfBirth: 'Please enter your date of birth',
      signature: 'Please type your full name (first and last) as your signature',
      guardianName: 'A parent or guardian must sign for a participant under 18',
      guardianRelationship: "Please give the guardian's relationship to the participant",
      guardianSignature: 'The guardian must type their full name as their signature',
      bookingReference: 'We could not find that booking. Check the reference in your confirmation email.',
      termsChanged: 'The waiver terms have changed. Please read the current terms and sign again.',
      voidReason: 'Please give a reason for voiding this waiver',
      submitFailed: 'There was an error submitting your waiver. Please try again.',
      submitted: 'Waiver Submitted Successfully!',
    });
  });

  test('a complete adult waiver has no problems', () => {
    expect(waiverProblems(adult, noTrip)).toEqual({});
  });

  test('every empty field gets its own message', () => {
    const empty: WaiverAnswers = {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      emergencyContactName: '',
      emergencyContactPhone: '',
      agreeToTerms: false,
      agreeToRisks: false,
      dateOfBirth: '',
      signature: '',
    };
    expect(waiverProblems(empty, noTrip)).toEqual({
      firstName: WAIVER_MESSAGES.firstName,
      lastName: WAIVER_MESSAGES.lastName,
      email: WAIVER_MESSAGES.email,
      phone: WAIVER_MESSAGES.phone,
      emergencyContactName: WAIVER_MESSAGES.emergencyContactName,
      emergencyContactPhone: WAIVER_MESSAGES.emergencyContactPhone,
      agreeToTerms: WAIVER_MESSAGES.agreeToTerms,
      agreeToRisks: WAIVER_MESSAGES.agreeToRisks,
      dateOfBirth: WAIVER_MESSAGES.dateOfBirth,
      signature: WAIVER_MESSAGES.signature,
    });
  });

  const long = (max: number) => 'x'.repeat(max + 1);
  test.each<
    [
      string,
      Partial<WaiverAnswers>,
      'firstName' | 'lastName' | 'phone' | 'emergencyContactName' | 'emergencyContactPhone' | 'email' | 'medicalConditions',
    ]
  >([
    ['a first name of one letter', { firstName: ' D ', signature: 'D Whitford' }, 'firstName'],
    ['a last name of one letter', { lastName: 'W', signature: 'Dana W' }, 'lastName'],
    [
      'a first name too long',
      { firstName: long(WAIVER_LIMITS.nameMax), signature: `${long(WAIVER_LIMITS.nameMax)} Whitford` },
      'firstName',
    ],
    ['a phone of 9 characters', { phone: '780-555-0' }, 'phone'],
    ['an emergency contact of one letter', { emergencyContactName: ' S' }, 'emergencyContactName'],
    ['an emergency phone of 8 characters', { emergencyContactPhone: '555-0123' }, 'emergencyContactPhone'],
    ['an email without a top-level domain', { email: 'dana@example' }, 'email'],
    ['medical conditions too long', { medicalConditions: long(WAIVER_LIMITS.medicalConditionsMax) }, 'medicalConditions'],
  ])('%s is refused on that field alone', (_case, overrides, field) => {
    expect(waiverProblems({ ...adult, ...overrides }, noTrip)).toEqual({ [field]: WAIVER_MESSAGES[field] });
  });

  test('medical conditions are optional, up to 2000 characters', () => {
    expect(waiverProblems({ ...adult, medicalConditions: 'x'.repeat(WAIVER_LIMITS.medicalConditionsMax) }, noTrip)).toEqual({});
    expect(waiverProblems({ ...adult, medicalConditions: undefined }, noTrip)).toEqual({});
  });

  test('the signature is the first and last name, whatever the case and spacing', () => {
    for (const signature of ['Dana Whitford', '  dana   WHITFORD ', 'DANA\tWhitford']) {
      expect(waiverProblems({ ...adult, signature }, noTrip)).toEqual({});
    }
    for (const signature of ['Dana', 'Whitford', 'Dana W.', 'Whitford Dana', 'DanaWhitford', 'Dana Whitford Jr']) {
      expect(waiverProblems({ ...adult, signature }, noTrip)).toEqual({ signature: WAIVER_MESSAGES.signature });
    }
  });

  test('names compare by their letters: case, spacing and Unicode composition aside', () => {
    expect(normalizedName('  Zoë   Éthier ')).toBe('zoë éthier');
    // 'e' + combining acute accent is the same letter as 'é'.
    expect(signatureMatches('Ame\u0301lie Roy', 'Amélie', 'Roy')).toBe(true);
    expect(signatureMatches('', '', '')).toBe(false);
  });

  test.each([
    ['2026-11-23', false, 'tomorrow'],
    ['2026-11-22', true, 'today'],
    ['1906-11-22', true, 'exactly 120 years ago'],
    ['1906-11-21', false, 'more than 120 years ago'],
    ['1988-02-30', false, 'not a real date'],
    ['14/06/1988', false, 'not YYYY-MM-DD'],
    ['', false, 'empty'],
  ])('a date of birth of %s is plausible: %s (%s)', (dateOfBirth, plausible) => {
    expect(isPlausibleDateOfBirth(dateOfBirth, TODAY)).toBe(plausible);
    expect(waiverProblems({ ...adult, dateOfBirth }, noTrip).dateOfBirth).toBe(plausible ? undefined : WAIVER_MESSAGES.dateOfBirth);
  });

  test('age counts whole years; a 29 February birthday falls on 1 March in other years', () => {
    expect(ageOn('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageOn('2008-11-23', '2026-11-22')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(isMinorOn('2008-11-23', '2026-11-22')).toBe(true);
    expect(isMinorOn('2008-11-22', '2026-11-22')).toBe(false);
  });

  test('a minor needs a guardian: name, relationship and a signature that is the guardian name', () => {
    expect(waiverProblems(minor, noTrip)).toEqual({});
    const alone: WaiverAnswers = { ...minor, guardianName: undefined, guardianRelationship: null, guardianSignature: '' };
    expect(waiverProblems(alone, noTrip)).toEqual({
      guardianName: WAIVER_MESSAGES.guardianName,
      guardianRelationship: WAIVER_MESSAGES.guardianRelationship,
      guardianSignature: WAIVER_MESSAGES.guardianSignature,
    });
    expect(waiverProblems({ ...minor, guardianSignature: 'Chris' }, noTrip)).toEqual({
      guardianSignature: WAIVER_MESSAGES.guardianSignature,
    });
    expect(waiverProblems({ ...minor, guardianRelationship: ' ' }, noTrip)).toEqual({
      guardianRelationship: WAIVER_MESSAGES.guardianRelationship,
    });
  });

  test('the participant cannot sign as their own guardian', () => {
    const self: WaiverAnswers = { ...minor, guardianName: 'Riley Whitford', guardianSignature: 'Riley Whitford' };
    expect(waiverProblems(self, noTrip)).toEqual({ guardianName: WAIVER_MESSAGES.guardianName });
  });

  test("minority is judged on the trip date, or on today's date without a booking", () => {
    // 18 on 2026-12-01: a minor today, an adult on a trip from that day.
    const almost: WaiverAnswers = { ...adult, dateOfBirth: '2008-12-01' };
    expect(waiverProblems(almost, noTrip)).toMatchObject({ guardianName: WAIVER_MESSAGES.guardianName });
    expect(waiverProblems(almost, { today: TODAY, tripDate: '2026-12-01' })).toEqual({});
    expect(waiverProblems(almost, { today: TODAY, tripDate: '2026-11-30' })).toMatchObject({ guardianName: WAIVER_MESSAGES.guardianName });
  });

  test("an adult's guardian fields are not read", () => {
    expect(waiverProblems({ ...adult, guardianName: 'x', guardianSignature: 'someone else' }, noTrip)).toEqual({});
  });

  test('no guardian problem is claimed while the date of birth itself is wrong', () => {
    expect(waiverProblems({ ...adult, dateOfBirth: 'soon' }, noTrip)).toEqual({ dateOfBirth: WAIVER_MESSAGES.dateOfBirth });
  });

  test('emails and void reasons', () => {
    expect(isValidEmail(' dana.w+trip@mail.example.ca ')).toBe(true);
    for (const email of ['dana', 'dana@', 'dana@example', 'da na@example.com', '@example.com']) expect(isValidEmail(email)).toBe(false);
    expect(isValidVoidReason('Duplicate')).toBe(true);
    expect(isValidVoidReason('   ')).toBe(false);
    expect(isValidVoidReason(undefined)).toBe(false);
    expect(isValidVoidReason('x'.repeat(WAIVER_LIMITS.voidReasonMax))).toBe(true);
    expect(isValidVoidReason('x'.repeat(WAIVER_LIMITS.voidReasonMax + 1))).toBe(false);
  });

  test('the field order lists every field the rules can name', () => {
    const named = Object.keys(waiverProblems({ ...minor, firstName: '', guardianName: '' } as WaiverAnswers, noTrip));
    for (const field of named) expect(WAIVER_FIELDS).toContain(field);
  });
});
