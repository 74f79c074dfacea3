import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { AppLogger } from '../../adapters/logging/app-logger';
import { TypeOrmReminderBookings } from '../../adapters/reminders/typeorm-reminder-queries';
import { Database } from '../../adapters/persistence/database';
import { WAIVER_MESSAGES } from '../../domain/waivers/waiver-rules';
import { messagesSettled, useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { pdfText } from '../support/pdf-text';
import { startTestApp, TestApp, TestClient } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const sha256 = (text: string) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');

/** A complete adult's waiver; the suite's clock puts today at 2026-11-22 on the lake. */
const adult = {
  firstName: 'Dana',
  lastName: 'Whitford',
  email: 'dana@example.com',
  phone: '(780) 555-0199',
  emergencyContactName: 'Sam Whitford',
  emergencyContactPhone: '(780) 555-0123',
  medicalConditions: 'Bee sting allergy; carries an EpiPen',
  agreeToTerms: true,
  agreeToRisks: true,
  agreeToPhotos: true,
  dateOfBirth: '1988-06-14',
  signature: 'dana  whitford',
};
const minor = { ...adult, firstName: 'Riley', email: 'riley@example.com', signature: 'Riley Whitford', dateOfBirth: '2012-03-01' };
const guardian = { guardianName: 'Chris Whitford', guardianRelationship: 'Father', guardianSignature: 'CHRIS WHITFORD' };
const UNKNOWN = '2b1f4c5e-8d0a-4c61-9a7e-1f2e3d4c5b6a';
/** The waiver page's link in a confirmation email, and the manage link. */
const WAIVER_LINK = /\/liability-waiver\?booking=([^\s"&<]+)/;
const MANAGE_LINK = /\/manage\/([A-Za-z0-9_-]{22,64})/;

interface Terms {
  id: number;
  text: string;
  sha256: string;
}

describe.each(testDatabases().map((db) => [db.name, db] as const))('waivers API on %s', (_name, db) => {
  const clock = new TestClock(new Date('2026-11-22T18:00:00.000Z'));
  const suite = useApiApp(db, { clock });
  let auditor: TestClient;

  beforeAll(async () => {
    auditor = await suite.app.signIn('auditor', 'reader');
  });

  const shownTerms = async (): Promise<Terms> => (await suite.app.request('GET', '/api/waiver-terms')).body as Terms;
  const sign = (body: object, headers?: Record<string, string>) => suite.app.request('POST', '/api/waiver', body, headers);
  const detail = async (id: string) => (await suite.admin.request('GET', `/api/waivers/${id}`)).body;
  const ids = async (query: string) =>
    ((await suite.admin.request('GET', `/api/waivers?${query}`)).body as { id: string }[]).map((w) => w.id);
  const book = async (date: string, name = 'Morgan Lacombe', people = 2) => {
    const res = await suite.admin.request('POST', '/api/bookings', {
      package: 'Full-Day Adventure',
      date,
      time: 'full-day',
      name,
      email: 'morgan@example.com',
      phone: '(780) 555-0110',
      people,
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  /**
   * A phone booking the admin confirmed, with what its confirmation email gives the party: the
   * waiver page's reference and the booker's manage token.
   */
  const confirmed = async (date: string, name = 'Morgan Lacombe', people = 2) => {
    const id = await book(date, name, people);
    expect((await suite.admin.request('PATCH', `/api/bookings/${id}/status`, { status: 'confirmed' })).status).toBe(200);
    await messagesSettled(suite.app, suite.database);
    const [email] = (await suite.database.dataSource.query(
      `SELECT body FROM outbox_messages WHERE "bookingId" = $1 AND kind = 'booking-confirmed' AND channel = 'email'`,
      [id],
    )) as { body: string }[];
    const reference = decodeURIComponent(WAIVER_LINK.exec(email!.body)![1]!);
    const token = MANAGE_LINK.exec(email!.body)![1]!;
    return { id, reference, token };
  };
  const manageWaivers = async (token: string) =>
    (
      (await suite.app.request('GET', `/api/manage/${token}`)).body as {
        waivers: { needed: number; signed: number; missing: number; link: string };
      }
    ).waivers;

  describe('signing (POST /api/waiver)', () => {
    test('empty fields answer 400 with the spec message of each field, and nothing is written', async () => {
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

  describe('counting the party', () => {
    test('one guest signing three times counts once on the manage page; a voided waiver does not count', async () => {
      const { reference, token } = await confirmed('2026-12-09', 'Kim Counter', 3);
      expect(await manageWaivers(token)).toMatchObject({ needed: 3, signed: 0, missing: 3 });
      const dana = { ...adult, lastName: 'Counter', signature: 'Dana Counter', bookingReference: reference };
      const first = await sign(dana);
      // The same guest again, typed another way: case and spacing do not make another person.
      await sign({ ...dana, firstName: ' dana', lastName: 'COUNTER ', signature: 'DANA COUNTER' });
      await sign(dana);
      expect(await manageWaivers(token)).toMatchObject({ needed: 3, signed: 1, missing: 2 });

      // Another guest of the same name but another date of birth is another person.
      const junior = await sign({ ...dana, dateOfBirth: '1999-02-03' });
      expect(await manageWaivers(token)).toMatchObject({ signed: 2, missing: 1 });

      await suite.admin.request('POST', `/api/waivers/${first.body.id}/void`, { reason: 'Signed twice' });
      expect(await manageWaivers(token)).toMatchObject({ signed: 2, missing: 1 });
      await suite.admin.request('POST', `/api/waivers/${junior.body.id}/void`, { reason: 'Not coming' });
      expect(await manageWaivers(token)).toMatchObject({ signed: 1, missing: 2 });
    });

    test("the guide's reminders count guests the same way", async () => {
      const { id: bookingId, reference } = await confirmed('2026-12-10', 'Ash Reminder', 4);
      const ash = { ...adult, firstName: 'Ash', lastName: 'Reminder', signature: 'Ash Reminder', bookingReference: reference };
      await sign(ash);
      await sign(ash);
      await sign({ ...ash, firstName: 'Bo', signature: 'Bo Reminder' });
      const counted = await new TypeOrmReminderBookings(suite.database.dataSource).signedWaivers([bookingId]);
      expect(counted.get(bookingId)).toBe(2);
    });
  });

  describe('terms versions', () => {
    test('the stored version hash is the hash of the text the page showed, and the detail gives that exact text', async () => {
      const terms = await shownTerms();
      expect(terms.sha256).toBe(sha256(terms.text));
      const res = await sign({ ...adult, termsVersionId: terms.id, termsSha256: terms.sha256.toUpperCase() });
      expect(res.status).toBe(201);
      const row = await detail(res.body.id);
      expect(row).toMatchObject({ termsVersionId: terms.id, termsSha256: sha256(terms.text), termsText: terms.text });
      expect(sha256(row.termsText)).toBe(row.termsSha256);
    });

    test('terms the page showed that are not a stored version are refused with 409', async () => {
      const terms = await shownTerms();
      const changed = 'The waiver terms have changed. Please read the current terms and sign again.';
      const wrongHash = await sign({ ...adult, termsVersionId: terms.id, termsSha256: sha256(`${terms.text} `) });
      expect(wrongHash.status).toBe(409);
      expect(wrongHash.body).toEqual(errorAnswer({ message: changed }));
      const unknownVersion = await sign({ ...adult, termsVersionId: 9999, termsSha256: terms.sha256 });
      expect(unknownVersion.status).toBe(409);
      expect(unknownVersion.body).toEqual(errorAnswer({ message: changed }));
    });

    test('editing the terms leaves earlier signatures on the earlier text; later ones record the new version', async () => {
      const before = await shownTerms();
      const earlier = await sign({ ...adult, termsVersionId: before.id, termsSha256: before.sha256 });
      expect(earlier.status).toBe(201);

      const text = `${before.text}\n\n9. Weather\n\nThe guide may end a trip early for wind or lightning.`;
      const saved = await suite.admin.request('POST', '/api/waiver-terms', { text });
      expect(saved.status).toBe(201);
      const after = await shownTerms();
      expect(after).toMatchObject({ id: saved.body.id, text, sha256: sha256(text) });

      const later = await sign(adult);
      expect(later.body).toMatchObject({ termsVersionId: after.id, termsSha256: sha256(text) });
      // A page loaded before the edit shows terms that no longer stand: the signer reads and signs the current ones.
      const stale = await sign({ ...adult, termsVersionId: before.id, termsSha256: before.sha256 });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual(errorAnswer({ message: WAIVER_MESSAGES.termsSuperseded }));
      expect(WAIVER_MESSAGES.termsSuperseded).toMatch(/sign the current version/);

      expect(await detail(earlier.body.id)).toMatchObject({
        termsVersionId: before.id,
        termsSha256: before.sha256,
        termsText: before.text,
      });
      expect(await detail(later.body.id)).toMatchObject({ termsVersionId: after.id, termsSha256: sha256(text), termsText: text });
    });
  });

  describe('reading (staff only)', () => {
    test('public callers cannot list or read waivers, nor their PDF', async () => {
      const signed = await sign(adult);
      for (const path of ['/api/waivers', `/api/waivers/${signed.body.id}`, `/api/waivers/${signed.body.id}/pdf`]) {
        const res = await suite.app.request('GET', path);
        expect([path, res.status]).toEqual([path, 401]);
        expect(res.text).not.toContain('Bee sting');
      }
    });

    test('an auditor reads them, medical details included; the answers are not cached', async () => {
      const signed = await sign(adult);
      const res = await auditor.request('GET', `/api/waivers/${signed.body.id}`);
      expect(res.status).toBe(200);
      expect(res.body.medicalConditions).toBe(adult.medicalConditions);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect((await auditor.request('GET', '/api/waivers')).status).toBe(200);
    });

    test('the list filters by booking, trip date, text and status, newest first, in pages', async () => {
      const { id: bookingId, reference } = await confirmed('2026-12-12', 'Pat Filterton');
      clock.advance(60_000);
      const a = (await sign({ ...adult, lastName: 'Filterton', signature: 'Dana Filterton', bookingReference: reference })).body.id;
      clock.advance(60_000);
      const b = (await sign({ ...adult, firstName: 'Avery', lastName: 'Filterton', signature: 'Avery Filterton' })).body.id;
      clock.advance(60_000);
      const c = (
        await sign({
          ...adult,
          lastName: 'Filterton',
          email: 'other@example.org',
          signature: 'Dana Filterton',
          bookingReference: reference,
        })
      ).body.id;

      expect(await ids('q=filterton')).toEqual([c, b, a]);
      expect(await ids('q=dana%20filterton')).toEqual([c, a]);
      expect(await ids('q=other@example')).toEqual([c]);
      expect(await ids(`bookingId=${bookingId}`)).toEqual([c, a]);
      expect(await ids('tripDate=2026-12-12')).toEqual([c, a]);
      expect(await ids('q=%25')).toEqual([]);

      const first = await suite.admin.request('GET', '/api/waivers?q=filterton&limit=2');
      expect(first.body.map((w: { id: string }) => w.id)).toEqual([c, b]);
      expect(first.headers.get('x-next-offset')).toBe('2');
      const second = await suite.admin.request('GET', '/api/waivers?q=filterton&limit=2&offset=2');
      expect(second.body.map((w: { id: string }) => w.id)).toEqual([a]);
      expect(second.headers.get('x-next-offset')).toBeNull();

      await suite.admin.request('POST', `/api/waivers/${b}/void`, { reason: 'Test entry' });
      expect(await ids('q=filterton&status=voided')).toEqual([b]);
      expect(await ids('q=filterton&status=signed')).toEqual([c, a]);
    });

    test.each([
      ['status=lost', 'Status must be one of signed, voided'],
      ['tripDate=2026-02-30', 'tripDate must be a date YYYY-MM-DD'],
      ['bookingId=123', 'bookingId must be a booking id (a UUID)'],
      ['limit=201', 'limit must be a whole number from 1 to 200'],
      ['offset=-1', 'offset must be a whole number of at least 0'],
    ])('a bad filter %s answers 400', async (query, message) => {
      const res = await suite.admin.request('GET', `/api/waivers?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    test('an unknown waiver answers 404, a malformed id 400', async () => {
      expect((await suite.admin.request('GET', `/api/waivers/${UNKNOWN}`)).body).toEqual(errorAnswer({ message: 'Waiver not found' }));
      expect((await suite.admin.request('GET', `/api/waivers/${UNKNOWN}/pdf`)).status).toBe(404);
      expect((await suite.admin.request('GET', '/api/waivers/not-an-id')).status).toBe(400);
    });

    test("the signer's copy is a PDF shown inline as waiver-<id>.pdf", async () => {
      const signed = await sign({ ...minor, ...guardian });
      const res = await fetch(`${suite.app.url}/api/waivers/${signed.body.id}/pdf`, { headers: { Cookie: suite.admin.cookie! } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="waiver-${signed.body.id}.pdf"`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      // Built from the stored signature and the text of its version, with the business's phone from the site content.
      // Lines wrap wherever the page ends: compared as one run of words.
      const text = (await pdfText(bytes)).pages.join(' ').replace(/\s+/g, ' ');
      for (const expected of ['Riley', 'Chris Whitford', 'Father', signed.body.termsSha256, '(780) 555-0142', 'RELEASE OF LIABILITY']) {
        expect(text).toContain(expected);
      }
    });
  });

  describe('voiding and linking (admin)', () => {
    test('a void needs a reason and keeps the record, marked voided; voiding twice is refused', async () => {
      const signed = await sign(adult);
      const path = `/api/waivers/${signed.body.id}/void`;
      const reasonless = await suite.admin.request('POST', path, { reason: '   ' });
      expect(reasonless.status).toBe(400);
      expect(reasonless.body).toEqual(
        errorAnswer({
          message: 'Please give a reason for voiding this waiver',
          errors: { reason: 'Please give a reason for voiding this waiver' },
        }),
      );
      expect((await suite.admin.request('POST', path, {})).status).toBe(400);
      expect((await suite.admin.request('POST', path, { reason: 'x'.repeat(501) })).status).toBe(400);
      expect((await detail(signed.body.id)).status).toBe('signed');

      clock.advance(60_000);
      const voided = await suite.admin.request('POST', path, { reason: ' Signed twice by mistake ' });
      expect(voided.status).toBe(200);
      expect(voided.body).toMatchObject({
        id: signed.body.id,
        status: 'voided',
        voidReason: 'Signed twice by mistake',
        voidedBy: 'guide (admin)',
        voidedAt: clock.now().toISOString(),
        version: 2,
      });
      // The record stays as it was signed.
      expect(await detail(signed.body.id)).toMatchObject({
        status: 'voided',
        firstName: 'Dana',
        signature: 'dana  whitford',
        medicalConditions: adult.medicalConditions,
        signedAt: signed.body.signedAt,
        termsSha256: signed.body.termsSha256,
      });

      const again = await suite.admin.request('POST', path, { reason: 'Again' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual(errorAnswer({ message: 'This waiver is already voided' }));
      expect((await suite.admin.request('POST', `/api/waivers/${UNKNOWN}/void`, { reason: 'Nothing' })).status).toBe(404);
    });

    test('an auditor and the public may not void or link', async () => {
      const signed = await sign(adult);
      for (const action of ['void', 'link']) {
        const body = action === 'void' ? { reason: 'No' } : { bookingId: UNKNOWN };
        expect((await auditor.request('POST', `/api/waivers/${signed.body.id}/${action}`, body)).status).toBe(403);
        expect((await suite.app.request('POST', `/api/waivers/${signed.body.id}/${action}`, body)).status).toBe(401);
      }
      expect((await detail(signed.body.id)).status).toBe('signed');
    });

    test('the admin links a waiver signed without a reference to its booking, once', async () => {
      const signed = await sign(adult);
      const path = `/api/waivers/${signed.body.id}/link`;
      const bookingId = await book('2026-12-19');
      const other = await book('2026-12-20');

      const unknown = await suite.admin.request('POST', path, { bookingId: UNKNOWN });
      expect(unknown.body).toEqual(errorAnswer({ message: WAIVER_MESSAGES.bookingId, errors: { bookingId: WAIVER_MESSAGES.bookingId } }));

      const linked = await suite.admin.request('POST', path, { bookingId });
      expect(linked.status).toBe(200);
      expect(linked.body).toMatchObject({ bookingId, tripDate: '2026-12-19', linkedBy: 'guide (admin)', status: 'signed', version: 2 });
      expect(await ids(`bookingId=${bookingId}`)).toEqual([signed.body.id]);

      expect((await suite.admin.request('POST', path, { bookingId })).body).toMatchObject({ bookingId, version: 2 });
      const relink = await suite.admin.request('POST', path, { bookingId: other });
      expect(relink.status).toBe(409);
      expect(relink.body).toEqual(errorAnswer({ message: 'This waiver is already linked to another booking' }));

      const toVoid = await sign(adult);
      await suite.admin.request('POST', `/api/waivers/${toVoid.body.id}/void`, { reason: 'Duplicate' });
      const voidedLink = await suite.admin.request('POST', `/api/waivers/${toVoid.body.id}/link`, { bookingId });
      expect(voidedLink.status).toBe(409);
      expect(voidedLink.body).toEqual(errorAnswer({ message: 'A voided waiver cannot be linked to a booking' }));
      expect((await suite.admin.request('POST', `/api/waivers/${UNKNOWN}/link`, { bookingId })).status).toBe(404);
    });

    test('no route edits or deletes a signed waiver', async () => {
      const signed = await sign(adult);
      const before = await detail(signed.body.id);
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        for (const path of [`/api/waivers/${signed.body.id}`, '/api/waiver', `/api/waivers/${signed.body.id}/void`]) {
          const res = await suite.admin.request(method, path, method === 'DELETE' ? undefined : { ...adult, firstName: 'Changed' });
          expect([method, path, res.status]).toEqual([method, path, 404]);
        }
      }
      // A second POST signs a new waiver; it never touches this one.
      expect((await sign({ ...adult, firstName: 'Changed', signature: 'Changed Whitford' })).body.id).not.toBe(signed.body.id);
      expect(await detail(signed.body.id)).toEqual(before);

      const express = suite.app.app.getHttpAdapter().getInstance();
      const stack: { route?: { path: string; methods: Record<string, boolean> } }[] = (express.router ?? express._router).stack;
      const routes = stack.flatMap((layer) =>
        layer.route && /^\/api\/waivers?(\/|$)/.test(layer.route.path)
          ? Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`)
          : [],
      );
      expect(routes.sort()).toEqual([
        'GET /api/waivers',
        'GET /api/waivers/:id',
        'GET /api/waivers/:id/pdf',
        'POST /api/waiver',
        'POST /api/waivers/:id/link',
        'POST /api/waivers/:id/void',
      ]);
    });
  });
});

describe('waiver privacy in the logs', () => {
  const lines: string[] = [];
  let database: Database;
  let app: TestApp;

  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
    const logger = new AppLogger({ format: 'json', level: 'verbose', write: (line) => lines.push(line) });
    app = await startTestApp({ database, logger });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  test('medical conditions never reach a log line, signed or refused', async () => {
    const secret = 'Hemophilia-7731 and insulin-dependent';
    expect((await app.request('POST', '/api/waiver', { ...adult, medicalConditions: secret })).status).toBe(201);
    expect((await app.request('POST', '/api/waiver', { ...adult, signature: 'nobody', medicalConditions: secret })).status).toBe(400);
    expect((await app.request('POST', '/api/waiver', { ...minor, medicalConditions: secret })).status).toBe(400);
    // Access lines are written once the answer has gone out.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes('Hemophilia'))).toEqual([]);
  });
});
