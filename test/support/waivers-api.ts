import { createHash } from 'node:crypto';
import { expect } from '@jest/globals';
import { messagesSettled, useApiApp } from './api-suite';
import { TestDatabase } from './databases';
import { TestClock } from './test-clock';

export const sha256 = (text: string) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');

/** A complete adult's waiver; the suite's clock puts today at 2026-11-22 on the lake. */
export const adult = {
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
export const minor = { ...adult, firstName: 'Riley', email: 'riley@example.com', signature: 'Riley Whitford', dateOfBirth: '2012-03-01' };
export const guardian = { guardianName: 'Chris Whitford', guardianRelationship: 'Father', guardianSignature: 'CHRIS WHITFORD' };
export const UNKNOWN = '2b1f4c5e-8d0a-4c61-9a7e-1f2e3d4c5b6a';
/** The waiver page's link in a confirmation email, and the manage link. */
export const WAIVER_LINK = /\/liability-waiver\?booking=([^\s"&<]+)/;
export const MANAGE_LINK = /\/manage\/([A-Za-z0-9_-]{22,64})/;

export interface Terms {
  id: number;
  text: string;
  sha256: string;
}

/** The waivers API on `db` with the suite's clock at 2026-11-22 on the lake, and the calls its suites make. */
export function useWaiversApi(db: TestDatabase) {
  const clock = new TestClock(new Date('2026-11-22T18:00:00.000Z'));
  const suite = useApiApp(db, { clock });

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
  return { clock, suite, shownTerms, sign, detail, ids, book, confirmed, manageWaivers };
}
