import { describe, expect, test } from '@jest/globals';
import { ChatSessions } from '../../application/chat/chat-sessions';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import { RetentionPurges } from '../../application/privacy/retention-purges';
import { adminOnClock, messagesSettled, useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { TestClock } from '../support/test-clock';

const DAY = 86_400_000;

/**
 * The retention settings are one configuration: the privacy policy's read of them and the jobs
 * that delete by them. With settings other than the defaults, the read says them and the jobs
 * delete by them, and a message still to be sent is never deleted.
 */
describe.each(testDatabases().map((db) => [db.name, db] as const))('retention periods on %s', (_name, db) => {
  const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
  const suite = useApiApp(db, {
    clock,
    env: { RETENTION_CHAT_DAYS: '3', RETENTION_MESSAGE_DAYS: '40', RETENTION_SIGN_IN_LOG_DAYS: '2' },
  });
  const staff = adminOnClock(suite, clock);
  const count = async (sql: string) => Number(((await suite.database.dataSource.query(sql)) as { n: string }[])[0]!.n);

  test('the public read states the configured periods', async () => {
    const res = await suite.app.request('GET', '/api/privacy/retention');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ chatDays: 3, messageDays: 40, signInLogDays: 2 });
    expect(suite.app.app.get(ChatSessions).retentionDays).toBe(3);
  });

  test('the job deletes the sign-in log and the messages by the same periods, never a message still to go', async () => {
    const created = await suite.admin.request('POST', '/api/bookings', {
      package: 'Half-Day Adventure',
      date: '2026-12-03',
      time: 'morning',
      name: 'Old Message',
      email: 'old.message@example.com',
      phone: '(780) 555-0144',
      people: 2,
    });
    expect(created.status).toBe(201);
    expect((await suite.admin.request('PATCH', `/api/bookings/${created.body.id}/status`, { status: 'confirmed' })).status).toBe(200);
    await messagesSettled(suite.app, suite.database);
    await suite.app.app.get(OutboxDispatcher).dispatchDue();
    const done = `SELECT count(*) AS n FROM outbox_messages WHERE status <> 'pending'`;
    const waiting = `SELECT count(*) AS n FROM outbox_messages WHERE status = 'pending'`;
    expect(await count(done)).toBeGreaterThan(0);
    // A message that cannot go yet (its next attempt is due later) stays, however old.
    await suite.database.dataSource.query(
      `UPDATE outbox_messages SET status = 'pending', "nextAttemptAt" = now() + interval '100 days' WHERE id = (SELECT min(id) FROM outbox_messages)`,
    );
    const signIns = 'SELECT count(*) AS n FROM sign_ins';
    expect(await count(signIns)).toBeGreaterThan(0);

    // Three days on: the sign-in log is past its two days, the messages not past their forty.
    clock.advance(3 * DAY);
    await staff();
    const purges = suite.app.app.get(RetentionPurges);
    expect((await purges.run()).signIns).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(*) AS n FROM sign_ins WHERE "lastAt" < '${new Date(clock.now().getTime() - 2 * DAY).toISOString()}'`),
    ).toBe(0);
    expect(await count(signIns)).toBeGreaterThan(0); // today's, kept
    expect(await count(done)).toBeGreaterThan(0);

    // Forty days on: the messages go too, but the one still waiting to be sent.
    clock.advance(38 * DAY);
    expect((await purges.run()).messages).toBeGreaterThan(0);
    expect(await count(done)).toBe(0);
    expect(await count(waiting)).toBe(1);
  });
});
