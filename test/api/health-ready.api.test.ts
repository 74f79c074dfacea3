import { describe, expect, test } from '@jest/globals';
import { SchedulerRegistry } from '@nestjs/schedule';
import { OUTBOX_OVERDUE_MINUTES } from '../../adapters/health/outbox-backlog';
import { testDatabases } from '../support/databases';
import { startTestApp } from '../support/test-app';

describe.each(testDatabases().map((db) => [db.name, db] as const))('liveness and readiness probes on %s', (_name, db) => {
  test('ready while the database answers, an overdue outbox only an alert; 503 naming what fails, never its address', async () => {
    const database = await db.open();
    const app = await startTestApp({ database });
    let closed = false;
    try {
      expect((await app.request('GET', '/api/health/live')).body).toEqual({ status: 'ok' });
      const ready = await app.request('GET', '/api/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
      // The old probe keeps its shape.
      expect((await app.request('GET', '/api/health')).body).toMatchObject({
        status: 'ok',
        adapters: { readModels: database.kind },
        alerts: [],
      });

      // A message due long ago and never sent: the dispatcher is not keeping up (stopped here, so
      // that it does not send the message before the probe looks).
      app.app.get(SchedulerRegistry).deleteInterval('outbox-dispatch');
      await database.dataSource.query(
        `INSERT INTO outbox_messages ("kind", "bookingId", "dedupeKey", "channel", "audience", "recipient", "subject", "body", "html", "status", "attempts", "nextAttemptAt", "createdAt")
         VALUES ('booking_confirmed', 'b-stuck', 'stuck-1', 'sms', 'guide', '+17805550100', NULL, 'stuck', NULL, 'pending', 0, now() - make_interval(mins => $1), now())`,
        [OUTBOX_OVERDUE_MINUTES + 1],
      );
      // The outbox is every server's: its backlog is an alert, not a reason to take this server out.
      expect((await app.request('GET', '/api/health/ready')).status).toBe(200);
      const health = await app.request('GET', '/api/health');
      expect([health.status, health.body.alerts]).toEqual([200, ['1 message(s) due more than 15 minutes ago are still unsent']]);
      await database.dataSource.query(`DELETE FROM outbox_messages WHERE "dedupeKey" = 'stuck-1'`);

      await database.close();
      closed = true;
      const stopped = await app.request('GET', '/api/health/ready');
      expect(stopped.status).toBe(503);
      expect(stopped.body).toMatchObject({
        message: 'Not ready: database',
        errors: { database: 'The database does not answer' },
        details: { database: { status: 'down' } },
      });
      // The public answer names the check, never the cause (a driver's message may carry an address).
      expect(stopped.text).not.toMatch(/\d+\.\d+\.\d+\.\d+|ECONN|pool/i);
      expect((await app.request('GET', '/api/health/live')).status).toBe(200);
    } finally {
      await app.close().catch(() => undefined);
      if (!closed) await database.close();
    }
    // A ceiling, not a timing: the test starts its own app, which CI's loaded machine took over 30 s to do.
  }, 90_000);
});
