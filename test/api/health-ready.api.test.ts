import { describe, expect, test } from '@jest/globals';
import { SchedulerRegistry } from '@nestjs/schedule';
import { OUTBOX_OVERDUE_MINUTES } from '../../adapters/health/readiness.controller';
import { testDatabases } from '../support/databases';
import { startTestApp } from '../support/test-app';

describe.each(testDatabases().map((db) => [db.name, db] as const))('liveness and readiness probes on %s', (_name, db) => {
  test('ready while the database answers and the outbox keeps up; 503 naming what fails', async () => {
    const database = await db.open();
    const app = await startTestApp({ database });
    let closed = false;
    try {
      expect((await app.request('GET', '/api/health/live')).body).toEqual({ status: 'ok' });
      const ready = await app.request('GET', '/api/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' }, outbox: { status: 'up', overdue: 0 } } });
      // The old probe keeps its shape.
      expect((await app.request('GET', '/api/health')).body).toMatchObject({ status: 'ok', adapters: { readModels: database.kind } });

      // A message due long ago and never sent: the dispatcher is not keeping up (stopped here, so
      // that it does not send the message before the probe looks).
      app.app.get(SchedulerRegistry).deleteInterval('outbox-dispatch');
      await database.dataSource.query(
        `INSERT INTO outbox_messages ("kind", "bookingId", "dedupeKey", "channel", "audience", "recipient", "subject", "body", "html", "status", "attempts", "nextAttemptAt", "createdAt")
         VALUES ('booking_confirmed', 'b-stuck', 'stuck-1', 'sms', 'guide', '+17805550100', NULL, 'stuck', NULL, 'pending', 0, now() - make_interval(mins => $1), now())`,
        [OUTBOX_OVERDUE_MINUTES + 1],
      );
      const behind = await app.request('GET', '/api/health/ready');
      expect([behind.status, behind.body.message]).toEqual([503, 'Not ready: outbox']);
      expect(behind.body.errors.outbox).toMatch(/1 message\(s\) due more than 15 minutes ago are still unsent/);
      await database.dataSource.query(`DELETE FROM outbox_messages WHERE "dedupeKey" = 'stuck-1'`);

      await database.close();
      closed = true;
      const stopped = await app.request('GET', '/api/health/ready');
      expect(stopped.status).toBe(503);
      expect(stopped.body.message).toMatch(/^Not ready: database/);
      expect(stopped.body.errors.database).toBeTruthy();
      expect((await app.request('GET', '/api/health/live')).status).toBe(200);
    } finally {
      await app.close().catch(() => undefined);
      if (!closed) await database.close();
    }
  }, 30_000);
});
