import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { TypeOrmRecordStore } from '../../adapters/persistence/typeorm-record-store';
import { WaiverTermsService } from '../../application/waivers/waiver-terms-service';
import { DEFAULT_WAIVER_TERMS } from '../../application/waivers/waiver-terms-default';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { TestClient } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const EMPTY = 'The waiver terms cannot be empty';
const TOO_LONG = 'The waiver terms must be at most 20000 characters';
const sha256 = (text: string) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');

describe.each(testDatabases().map((db) => [db.name, db] as const))('waiver terms API on %s', (_name, db) => {
  const clock = new TestClock(new Date('2026-11-22T18:00:00Z'));
  const suite = useApiApp(db, { clock });
  let auditor: TestClient;

  beforeAll(async () => {
    auditor = await suite.app.signIn('auditor', 'reader');
  });

  const publicTerms = async () => {
    const res = await suite.app.request('GET', '/api/waiver-terms');
    expect(res.status).toBe(200);
    return res.body as { id: number; text: string; sha256: string; createdAt: string; createdBy?: string };
  };

  test('a visitor reads the starting terms, with the id and the hash of exactly the text served', async () => {
    const terms = await publicTerms();
    expect(terms).toEqual({ id: 1, text: DEFAULT_WAIVER_TERMS, sha256: sha256(DEFAULT_WAIVER_TERMS), createdAt: expect.any(String) });
    expect(terms.sha256).toBe(sha256(terms.text));
    expect(terms.text).toContain('For participants under 18');
    expect(terms.text).toContain("In Alberta a parent or guardian generally cannot waive a child's own legal claims");
    // Who saved the terms is for staff: the visitor's answer leaves it out.
    expect(terms).not.toHaveProperty('createdBy');
  });

  test('an admin saves a new version that the public read follows; the earlier one keeps its text and hash', async () => {
    const before = await publicTerms();
    const at = clock.advance(60_000).toISOString();
    const text = `${DEFAULT_WAIVER_TERMS}\n\n9. Cancellations\n\nThe guide may cancel a trip for unsafe weather — with a full refund.`;

    const saved = await suite.admin.request('POST', '/api/waiver-terms', { text });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ id: before.id + 1, text, sha256: sha256(text), createdAt: at, createdBy: 'guide' });

    const after = await publicTerms();
    expect(after).toEqual({ id: saved.body.id, text, sha256: sha256(after.text), createdAt: at });

    const old = await auditor.request('GET', `/api/waiver-terms/${before.id}`);
    expect(old.status).toBe(200);
    expect(old.body).toEqual({ ...before, createdBy: 'system' });
    expect(old.body.sha256).toBe(sha256(old.body.text));

    const versions = await auditor.request('GET', '/api/waiver-terms/versions');
    expect(versions.status).toBe(200);
    expect(versions.body.slice(0, 2)).toEqual([saved.body, { ...before, createdBy: 'system' }]);
    expect(versions.body.map((v: { id: number }) => v.id)).toEqual(
      [...versions.body.map((v: { id: number }) => v.id)].sort((a, b) => b - a),
    );
  });

  test('line endings become LF and the end is trimmed before hashing; the same text again is 200 with no new version', async () => {
    clock.advance(60_000);
    const saved = await suite.admin.request('POST', '/api/waiver-terms', { text: 'Short terms\r\n\r\nSecond paragraph  \r\n' });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ text: 'Short terms\n\nSecond paragraph', sha256: sha256('Short terms\n\nSecond paragraph') });
    const count = (await auditor.request('GET', '/api/waiver-terms/versions')).body.length;

    clock.advance(60_000);
    const again = await suite.admin.request('POST', '/api/waiver-terms', { text: 'Short terms\n\nSecond paragraph' });
    expect([again.status, again.body]).toEqual([200, saved.body]);
    expect((await auditor.request('GET', '/api/waiver-terms/versions')).body).toHaveLength(count);
    expect(await publicTerms()).toEqual({
      id: saved.body.id,
      text: saved.body.text,
      sha256: saved.body.sha256,
      createdAt: saved.body.createdAt,
    });
  });

  test('each new version is audited: who changed the terms, from what to what', async () => {
    const from = (await publicTerms()).text;
    await suite.admin.request('POST', '/api/waiver-terms', { text: 'Audited terms' });
    const audit = await suite.admin.request('GET', '/api/content-changes?area=waiver-terms');
    expect(audit.status).toBe(200);
    expect(audit.body[0]).toMatchObject({
      area: 'waiver-terms',
      action: 'created',
      actor: { kind: 'user', username: 'guide', role: 'admin' },
      changes: { text: { from, to: 'Audited terms' }, sha256: { from: sha256(from), to: sha256('Audited terms') } },
    });
  });

  test('an auditor and a visitor cannot save, and nothing is stored', async () => {
    const current = await publicTerms();
    expect((await auditor.request('POST', '/api/waiver-terms', { text: 'Hijacked' })).status).toBe(403);
    expect((await suite.app.request('POST', '/api/waiver-terms', { text: 'Hijacked' })).status).toBe(401);
    expect(await publicTerms()).toEqual(current);
  });

  test('the version list and single versions are for staff only', async () => {
    expect((await suite.app.request('GET', '/api/waiver-terms/versions')).status).toBe(401);
    expect((await suite.app.request('GET', '/api/waiver-terms/1')).status).toBe(401);
  });

  test('empty, blank, missing and over-long text is refused under `text` with the message, and nothing is stored', async () => {
    const current = await publicTerms();
    const cases: [unknown, string][] = [
      [{ text: '' }, EMPTY],
      [{ text: '  \r\n\n  ' }, EMPTY],
      [{}, EMPTY],
      [{ text: 42 }, EMPTY],
      [{ text: 'x'.repeat(20_001) }, TOO_LONG],
    ];
    for (const [body, message] of cases) {
      const res = await suite.admin.request('POST', '/api/waiver-terms', body);
      expect([body, res.status, res.body]).toEqual([body, 400, errorAnswer({ message, errors: { text: message } })]);
    }
    expect(await publicTerms()).toEqual(current);
  });

  test('an unknown version is 404 with its message; an id that is not a number, or beyond the key range, is 400', async () => {
    const missing = await auditor.request('GET', '/api/waiver-terms/999999');
    expect([missing.status, missing.body]).toEqual([404, errorAnswer({ message: 'Waiver terms version not found' })]);
    const beyond = await auditor.request('GET', '/api/waiver-terms/99999999999');
    expect([beyond.status, beyond.body]).toEqual([400, errorAnswer({ message: 'The id must be a whole number from 1 to 2147483647' })]);
    expect((await auditor.request('GET', '/api/waiver-terms/latest')).status).toBe(400);
  });

  test('there is no way to change or delete a version: no PUT, PATCH or DELETE route, and the table refuses it', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/api/waiver-terms', '/api/waiver-terms/1']) {
        const res = await suite.admin.request(method, path, method === 'DELETE' ? undefined : { text: 'Rewritten' });
        expect([method, path, [404, 405].includes(res.status)]).toEqual([method, path, true]);
      }
    }
    const first = await auditor.request('GET', '/api/waiver-terms/1');
    expect(first.body.text).toBe(DEFAULT_WAIVER_TERMS);

    const sql = suite.database.dataSource;
    await expect(sql.query(`UPDATE waiver_terms_versions SET "text" = 'Rewritten' WHERE id = 1`)).rejects.toThrow(
      /never changed or deleted/,
    );
    await expect(sql.query('DELETE FROM waiver_terms_versions WHERE id = 1')).rejects.toThrow(/never changed or deleted/);
    await expect(
      sql.query(`INSERT INTO waiver_terms_versions ("text", "sha256", "created_at", "created_by") VALUES ('Forged', $1, now(), 'x')`, [
        sha256('Other text'),
      ]),
    ).rejects.toThrow(/waiver_terms_versions_sha256_check/);
    expect((await auditor.request('GET', '/api/waiver-terms/1')).body).toEqual(first.body);
  });
});

describe.each(testDatabases().map((db) => [db.name, db] as const))('waiver terms starting text on %s', (_name, db) => {
  test('servers reading an empty table at once store the starting text once, as version 1', async () => {
    const database = await db.open();
    try {
      const clock = new TestClock();
      // Each service is one server: its own cache, its own connections from the pool.
      const servers = Array.from({ length: 4 }, () => new WaiverTermsService(new TypeOrmRecordStore(database.dataSource), clock));
      const read = await Promise.all(servers.map((server) => server.current()));
      expect(new Set(read.map((version) => version.id))).toEqual(new Set([1]));
      expect(read[0]).toMatchObject({ text: DEFAULT_WAIVER_TERMS, sha256: sha256(DEFAULT_WAIVER_TERMS), createdBy: 'system' });
      expect(await database.dataSource.query('SELECT count(*)::int AS n FROM waiver_terms_versions')).toEqual([{ n: 1 }]);
    } finally {
      await database.close();
    }
  });
});
