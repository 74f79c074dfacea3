import { beforeAll, describe, expect, test } from '@jest/globals';
import { TypeOrmReminderBookings } from '../../adapters/reminders/typeorm-reminder-queries';
import { WAIVER_MESSAGES } from '../../domain/waivers/waiver-rules';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { TestClient } from '../support/test-app';
import { adult, UNKNOWN, useWaiversApi } from '../support/waivers-api';

describe.each(testDatabases().map((db) => [db.name, db] as const))('waivers API on %s', (_name, db) => {
  const { clock, suite, sign, detail, ids, book, confirmed, manageWaivers } = useWaiversApi(db);
  let auditor: TestClient;

  beforeAll(async () => {
    auditor = await suite.app.signIn('auditor', 'reader');
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
