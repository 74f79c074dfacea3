import { createHash } from 'node:crypto';
import { describe, expect, test } from '@jest/globals';
import { DEFAULT_WAIVER_TERMS } from './waiver-terms-default';
import { InvalidWaiverTermsError, WAIVER_TERMS_MESSAGES, WaiverTermsVersionNotFoundError } from '../../domain/waivers/waiver-terms-rules';
import { ContentChangeRow, contentChangesTable } from '../audit/content-changes';
import { RecordStore, RecordTransaction } from '../ports/records';
import { Table } from '../ports/read-models';
import { WaiverTermsRow, waiverTermsTable, WaiverTermsService } from './waiver-terms-service';

const admin = { kind: 'user', username: 'guide', role: 'admin' } as const;
const sha256 = (text: string) => createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex');

/** Just enough of a record store for this service: inserts with serial ids, newest-first reads, no-op locks. */
function memoryStore() {
  const tables = new Map<string, object[]>();
  const rowsOf = <Row extends object>(t: Table<Row>) => {
    if (!tables.has(t.name)) tables.set(t.name, []);
    return tables.get(t.name) as Row[];
  };
  const reader = {
    list: async <Row extends object>(t: Table<Row>, query?: { order?: Record<string, string>; limit?: number }) => {
      const rows = [...rowsOf(t)];
      if (query?.order && Object.values(query.order)[0] === 'DESC') rows.reverse();
      return rows.slice(0, query?.limit ?? rows.length);
    },
    findOne: async <Row extends object>(t: Table<Row>, where: Partial<Row>) =>
      rowsOf(t).find((row) => Object.entries(where).every(([k, v]) => (row as Record<string, unknown>)[k] === v)) ?? null,
  };
  let transactions = 0;
  const tx = {
    ...reader,
    insert: async <Row extends object>(t: Table<Row>, values: Partial<Row>) => {
      const row = { id: rowsOf(t).length + 1, ...values } as unknown as Row;
      rowsOf(t).push(row);
      return row;
    },
    update: async () => {
      throw new Error('versions are never updated');
    },
    delete: async () => {
      throw new Error('versions are never deleted');
    },
    lock: async () => undefined,
  } as unknown as RecordTransaction;
  const store = {
    ...reader,
    transaction: <T>(work: (t: RecordTransaction) => Promise<T>) => {
      transactions += 1;
      return work(tx);
    },
  } as unknown as RecordStore;
  return {
    store,
    versions: () => rowsOf<WaiverTermsRow>(waiverTermsTable),
    audit: () => rowsOf<ContentChangeRow>(contentChangesTable),
    transactions: () => transactions,
  };
}

function setUp() {
  const memory = memoryStore();
  let now = new Date('2026-11-22T18:00:00Z');
  const clock = { now: () => new Date(now) };
  const advance = () => (now = new Date(now.getTime() + 60_000));
  return { ...memory, service: new WaiverTermsService(memory.store, clock), advance };
}

describe('waiver terms service', () => {
  test('the first read stores the starting text as version 1, by system, hashed', async () => {
    const { service, versions, audit } = setUp();
    const current = await service.current();
    expect(current).toEqual({
      id: 1,
      text: DEFAULT_WAIVER_TERMS,
      sha256: sha256(DEFAULT_WAIVER_TERMS),
      createdAt: '2026-11-22T18:00:00.000Z',
      createdBy: 'system',
    });
    expect(current.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await service.current()).toEqual(current);
    expect(versions()).toHaveLength(1);
    expect(audit()).toMatchObject([{ area: 'waiver-terms', recordId: '1', action: 'created', actor: { kind: 'system' } }]);
  });

  test('a save is a new version whose hash is the SHA-256 of exactly its text; the current version follows', async () => {
    const { service, advance } = setUp();
    const first = await service.current();
    advance();
    const text = 'Waiver\n\nYou accept the risks of fishing on Wabamun Lake — pike have teeth. Ça va.';
    const saved = await service.save(text, admin);
    expect(saved).toEqual({
      created: true,
      version: { id: 2, text, sha256: sha256(text), createdAt: '2026-11-22T18:01:00.000Z', createdBy: 'guide' },
    });
    expect(await service.current()).toEqual(saved.version);
    expect(await service.byId(1)).toEqual(first);
    expect(await service.list()).toEqual([saved.version, first]);
  });

  test('CRLF becomes LF and the trailing blanks go before hashing, and the same text again makes no version', async () => {
    const { service, versions, audit, advance } = setUp();
    const saved = await service.save('Terms\r\n\r\nSecond paragraph  \r\n\r\n  ', admin);
    expect(saved.version.text).toBe('Terms\n\nSecond paragraph');
    expect(saved.version.sha256).toBe(sha256('Terms\n\nSecond paragraph'));
    const count = versions().length;
    const audited = audit().length;

    advance();
    const again = await service.save('Terms\n\nSecond paragraph\n', admin);
    expect(again).toEqual({ created: false, version: saved.version });
    expect(versions()).toHaveLength(count);
    expect(audit()).toHaveLength(audited);
  });

  test("saving the starting text unchanged on a new site stores it once, as the system's", async () => {
    const { service, versions } = setUp();
    const saved = await service.save(`${DEFAULT_WAIVER_TERMS}\r\n`, admin);
    expect(saved).toMatchObject({ created: false, version: { id: 1, createdBy: 'system' } });
    expect(versions()).toHaveLength(1);
  });

  test('the audit records who changed the terms from what to what', async () => {
    const { service, audit } = setUp();
    await service.save('First terms', admin);
    await service.save('Second terms', admin);
    expect(audit().at(-1)).toMatchObject({
      area: 'waiver-terms',
      recordId: '3',
      action: 'created',
      actor: admin,
      changes: { text: { from: 'First terms', to: 'Second terms' }, sha256: { from: sha256('First terms'), to: sha256('Second terms') } },
    });
  });

  test('refuses empty and over-long text without writing', async () => {
    const { service, transactions } = setUp();
    await expect(service.save(' \r\n ', admin)).rejects.toEqual(new InvalidWaiverTermsError(WAIVER_TERMS_MESSAGES.empty));
    await expect(service.save('x'.repeat(20_001), admin)).rejects.toMatchObject({
      code: 'waiver-terms-invalid',
      message: WAIVER_TERMS_MESSAGES.tooLong,
    });
    expect(transactions()).toBe(0);
  });

  test('an unknown id is null to readers and not found to the API, without asking the database about impossible ids', async () => {
    const { service } = setUp();
    await service.current();
    expect(await service.byId(99)).toBeNull();
    expect(await service.byId(0)).toBeNull();
    expect(await service.byId(2 ** 31)).toBeNull();
    await expect(service.get(99)).rejects.toBeInstanceOf(WaiverTermsVersionNotFoundError);
    await expect(service.get(99)).rejects.toMatchObject({ code: 'waiver-terms-not-found', message: 'Waiver terms version not found' });
  });
});
