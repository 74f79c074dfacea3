import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { AppLogger } from '../../adapters/logging/app-logger';
import { Database } from '../../adapters/persistence/database';
import { WAIVER_MESSAGES } from '../../domain/waivers/waiver-rules';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { pdfText } from '../support/pdf-text';
import { startTestApp, TestApp, TestClient } from '../support/test-app';
import { adult, guardian, minor, sha256, UNKNOWN, useWaiversApi } from '../support/waivers-api';

describe.each(testDatabases().map((db) => [db.name, db] as const))('waivers API on %s', (_name, db) => {
  const { clock, suite, shownTerms, sign, detail, ids, confirmed } = useWaiversApi(db);
  let auditor: TestClient;

  beforeAll(async () => {
    auditor = await suite.app.signIn('auditor', 'reader');
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
