import { describe, expect, test } from '@jest/globals';
import { WAIVER_MESSAGES } from '../../domain/waivers/waiver-rules';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { adult, guardian, minor, UNKNOWN, useWaiversApi } from '../support/waivers-api';

describe.each(testDatabases().map((db) => [db.name, db] as const))('waivers API on %s', (_name, db) => {
  const { clock, suite, shownTerms, sign, detail, ids, confirmed } = useWaiversApi(db);

  describe('signing (POST /api/waiver)', () => {
    test('empty fields answer 400 with the form message of each field, and nothing is written', async () => {
      const res = await sign({
        firstName: '',
        lastName: '',
        email: '',
        phone: '',
        emergencyContactName: '',
        emergencyContactPhone: '',
        medicalConditions: '',
        agreeToTerms: false,
        agreeToRisks: false,
        dateOfBirth: '',
        signature: '',
      });
      const everyField = {
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
      };
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorAnswer({ message: 'First name must be at least 2 characters', errors: everyField }));

      const missing = await sign({});
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual(errorAnswer({ message: 'First name must be at least 2 characters', errors: everyField }));
      expect((await suite.admin.request('GET', '/api/waivers')).body).toEqual([]);
    });

    test.each([
      ['a one-letter first name', { firstName: 'D', signature: 'D Whitford' }, 'firstName', WAIVER_MESSAGES.firstName],
      ['a one-letter last name', { lastName: 'W', signature: 'Dana W' }, 'lastName', WAIVER_MESSAGES.lastName],
      ['an email without a domain', { email: 'dana@' }, 'email', WAIVER_MESSAGES.email],
      ['a phone of 8 characters', { phone: '555-0199' }, 'phone', WAIVER_MESSAGES.phone],
      ['a one-letter emergency contact', { emergencyContactName: 'S' }, 'emergencyContactName', WAIVER_MESSAGES.emergencyContactName],
      ['a short emergency phone', { emergencyContactPhone: '555' }, 'emergencyContactPhone', WAIVER_MESSAGES.emergencyContactPhone],
      ['terms agreed with a string', { agreeToTerms: 'yes' }, 'agreeToTerms', WAIVER_MESSAGES.agreeToTerms],
      ['risks not acknowledged', { agreeToRisks: false }, 'agreeToRisks', WAIVER_MESSAGES.agreeToRisks],
      ['a birth date that does not exist', { dateOfBirth: '1988-02-30' }, 'dateOfBirth', WAIVER_MESSAGES.dateOfBirth],
      ['a birth date tomorrow', { dateOfBirth: '2026-11-23' }, 'dateOfBirth', WAIVER_MESSAGES.dateOfBirth],
      ['a birth date over 120 years ago', { dateOfBirth: '1906-11-21' }, 'dateOfBirth', WAIVER_MESSAGES.dateOfBirth],
      ['a signature of the first name only', { signature: 'Dana' }, 'signature', WAIVER_MESSAGES.signature],
      ['a signature with the names swapped', { signature: 'Whitford Dana' }, 'signature', WAIVER_MESSAGES.signature],
      [
        'medical conditions over 2000 characters',
        { medicalConditions: 'x'.repeat(2001) },
        'medicalConditions',
        WAIVER_MESSAGES.medicalConditions,
      ],
      ['a booking reference of no booking', { bookingReference: 'BK-1234' }, 'bookingReference', WAIVER_MESSAGES.bookingReference],
      ['a terms version without its hash', { termsVersionId: 1 }, 'termsSha256', WAIVER_MESSAGES.termsPair],
    ] as const)('%s is refused on that field alone', async (_case, overrides, field, message) => {
      const res = await sign({ ...adult, ...overrides });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorAnswer({ message, errors: { [field]: message } }));
    });

    test('an adult is accepted: 201 with the id, time, terms version and hash; the staff list shows it at once', async () => {
      const terms = await shownTerms();
      const res = await sign({ ...adult, guardianName: '', guardianRelationship: '', guardianSignature: '', bookingReference: '' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        signedAt: clock.now().toISOString(),
        termsVersionId: terms.id,
        termsSha256: terms.sha256,
        bookingId: null,
        minor: false,
        emailCopy: 'link',
      });
      const row = await detail(res.body.id);
      expect(row).toMatchObject({
        id: res.body.id,
        status: 'signed',
        firstName: 'Dana',
        lastName: 'Whitford',
        dateOfBirth: '1988-06-14',
        signature: 'dana  whitford',
        medicalConditions: adult.medicalConditions,
        agreeToPhotos: true,
        minor: false,
        guardianName: null,
        bookingId: null,
        tripDate: null,
        signedAt: clock.now().toISOString(),
        clientAddress: '127.0.0.1',
        voidedAt: null,
        version: 1,
      });
      expect(await ids('q=whitford')).toContain(res.body.id);
    });

    test('the address and the browser are kept with the signature (the browser cut to 300 characters)', async () => {
      const res = await sign(adult, { 'User-Agent': `Mozilla/5.0 ${'x'.repeat(400)}` });
      expect(res.status).toBe(201);
      const row = await detail(res.body.id);
      expect(row.clientAddress).toBe('127.0.0.1');
      expect(row.userAgent).toBe(`Mozilla/5.0 ${'x'.repeat(400)}`.slice(0, 300));
    });

    test('a minor without a guardian is refused with each guardian message; with one, accepted and marked minor', async () => {
      const alone = await sign(minor);
      expect(alone.status).toBe(400);
      expect(alone.body).toEqual(
        errorAnswer({
          message: WAIVER_MESSAGES.guardianName,
          errors: {
            guardianName: 'A parent or guardian must sign for a participant under 18',
            guardianRelationship: "Please give the guardian's relationship to the participant",
            guardianSignature: 'The guardian must type their full name as their signature',
          },
        }),
      );
      expect(await ids('q=riley')).toEqual([]);

      const mismatched = await sign({ ...minor, ...guardian, guardianSignature: 'Chris' });
      expect(mismatched.body).toEqual(
        errorAnswer({ message: WAIVER_MESSAGES.guardianSignature, errors: { guardianSignature: WAIVER_MESSAGES.guardianSignature } }),
      );

      const signed = await sign({ ...minor, ...guardian });
      expect(signed.status).toBe(201);
      expect(signed.body.minor).toBe(true);
      expect(await detail(signed.body.id)).toMatchObject({
        minor: true,
        guardianName: 'Chris Whitford',
        guardianRelationship: 'Father',
        guardianSignature: 'CHRIS WHITFORD',
      });
    });

    test("with the confirmation's reference, minority is judged on the trip date and the waiver names the booking's trip", async () => {
      const { id: bookingId, reference } = await confirmed('2026-12-05');
      // 18 on 2026-12-01: a minor today, an adult on the trip.
      const almost = { ...adult, firstName: 'Jordan', signature: 'Jordan Whitford', dateOfBirth: '2008-12-01' };
      expect((await sign(almost)).body.errors).toHaveProperty('guardianName');
      const res = await sign({ ...almost, bookingReference: reference });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ bookingId, minor: false });
      expect(await detail(res.body.id)).toMatchObject({ bookingId, tripDate: '2026-12-05', guardianName: null });
    });

    test("the booking's id, which travels in links, is no reference: refused on that field, and nothing is signed", async () => {
      const message = WAIVER_MESSAGES.bookingReference;
      const { id: bookingId, reference } = await confirmed('2026-12-07', 'Pat Guesser');
      // The confirmation carries a reference of its own, not the id.
      expect(reference).not.toBe(bookingId);
      expect(reference).not.toContain(bookingId);
      const guessed = await sign({ ...adult, lastName: 'Guesser', signature: 'Dana Guesser', bookingReference: bookingId });
      expect(guessed.status).toBe(400);
      expect(guessed.body).toEqual(errorAnswer({ message, errors: { bookingReference: message } }));
      expect(await ids(`bookingId=${bookingId}`)).toEqual([]);
    });

    test("the booker's manage token signs against the booking too; without any reference the waiver waits for the admin to link it", async () => {
      const { id: bookingId, token } = await confirmed('2026-12-08', 'Lee Booker');
      const res = await sign({ ...adult, lastName: 'Booker', signature: 'Dana Booker', bookingReference: token });
      expect(res.status).toBe(201);
      expect(res.body.bookingId).toBe(bookingId);
      const alone = await sign({ ...adult, lastName: 'Booker', signature: 'Dana Booker' });
      expect(alone.status).toBe(201);
      expect(alone.body.bookingId).toBeNull();
    });

    test('an unknown reference, or the reference of a cancelled booking, is refused on that field', async () => {
      const message = 'We could not find that booking. Check the reference in your confirmation email.';
      for (const unknown of [UNKNOWN, 'Zm9yZ2VkLXJlZmVyZW5jZQ', 'BK-1234']) {
        const res = await sign({ ...adult, bookingReference: unknown });
        expect([unknown, res.status]).toEqual([unknown, 400]);
        expect(res.body).toEqual(errorAnswer({ message, errors: { bookingReference: message } }));
      }

      const { id: bookingId, reference } = await confirmed('2026-12-06');
      expect((await suite.admin.request('PATCH', `/api/bookings/${bookingId}/status`, { status: 'cancelled' })).status).toBe(200);
      const cancelled = await sign({ ...adult, bookingReference: reference });
      expect(cancelled.body).toEqual(errorAnswer({ message, errors: { bookingReference: message } }));
    });
  });
});
