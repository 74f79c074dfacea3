import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { SendLimits } from '../../application/messaging/send-quota';
import { SqlSendQuota } from '../../adapters/messaging/sql-send-quota';
import { Database } from '../../adapters/persistence/database';
import { testDatabases } from '../support/databases';

const LIMITS: SendLimits = { perAddress: 3, perRecipient: 2, total: 10 };
const AT = new Date('2026-12-01T16:00:00Z');
const minutes = (n: number) => new Date(AT.getTime() + n * 60_000);

describe.each(testDatabases().map((db) => [db.name, db] as const))('the public send limits on %s', (_name, db) => {
  let database: Database;
  let quota: SqlSendQuota;
  let kind = 0;

  beforeAll(async () => {
    database = await db.open();
    quota = new SqlSendQuota(database.dataSource);
  }, 60_000);
  afterAll(() => database.close());

  /** A kind of its own per test: counts never leak from one test into another. */
  const nextKind = () => `kind-${++kind}`;

  test('one recipient is sent at most perRecipient messages an hour, whoever asks', async () => {
    const k = nextKind();
    const asks = ['10.0.0.1', '10.0.0.2', '10.0.0.3'].map((address) => ({
      kind: k,
      address,
      recipient: 'victim@example.com',
      now: AT,
      limits: LIMITS,
    }));
    const answers = [];
    for (const ask of asks) answers.push(await quota.admit(ask));
    expect(answers).toEqual([null, null, 'recipient']);
    // Another recipient is not affected; the same one is again once the hour has passed.
    expect(await quota.admit({ ...asks[0]!, recipient: 'other@example.com' })).toBeNull();
    expect(await quota.admit({ ...asks[0]!, now: minutes(61) })).toBeNull();
  });

  test('one address causes at most perAddress messages an hour, to whomever; refusals use up nothing', async () => {
    const k = nextKind();
    const ask = (n: number, now = AT) => quota.admit({ kind: k, address: '10.0.0.9', recipient: `r${n}@example.com`, now, limits: LIMITS });
    expect([await ask(1), await ask(2), await ask(3), await ask(4), await ask(5)]).toEqual([null, null, null, 'address', 'address']);
    // The refused two did not count: an hour after the first three, the address may send again.
    expect(await ask(6, minutes(60.1))).toBeNull();
  });

  test('the kind has a total per hour over every address and recipient; other kinds count apart', async () => {
    const k = nextKind();
    const answers = [];
    for (let n = 0; n < 12; n++)
      answers.push(await quota.admit({ kind: k, address: `10.1.0.${n}`, recipient: `t${n}@example.com`, now: AT, limits: LIMITS }));
    expect(answers.filter((a) => a === null)).toHaveLength(10);
    expect(answers.slice(10)).toEqual(['total', 'total']);
    expect(await quota.admit({ kind: nextKind(), address: '10.1.0.1', recipient: 't1@example.com', now: AT, limits: LIMITS })).toBeNull();
  });

  test('without a known address only the recipient and total limits apply', async () => {
    const k = nextKind();
    const ask = (n: number) => quota.admit({ kind: k, address: null, recipient: `n${n}@example.com`, now: AT, limits: LIMITS });
    expect([await ask(1), await ask(2), await ask(3), await ask(4)]).toEqual([null, null, null, null]);
  });

  test('parallel requests for one recipient are admitted exactly up to the limit', async () => {
    const k = nextKind();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        quota.admit({ kind: k, address: `10.2.0.${n}`, recipient: 'same@example.com', now: AT, limits: LIMITS }),
      ),
    );
    expect(answers.filter((a) => a === null)).toHaveLength(LIMITS.perRecipient);
    expect(answers.filter((a) => a === 'recipient')).toHaveLength(20 - LIMITS.perRecipient);
  });

  test('purge forgets what no longer counts', async () => {
    const k = nextKind();
    await quota.admit({ kind: k, address: '10.3.0.1', recipient: 'p@example.com', now: AT, limits: LIMITS });
    expect(await quota.purge(minutes(-1))).toBe(0);
    expect(await quota.purge(minutes(1000))).toBeGreaterThanOrEqual(1);
  });
});
