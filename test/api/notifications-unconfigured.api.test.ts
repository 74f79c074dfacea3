import { describe, expect, test } from '@jest/globals';
import { OutboxMessage } from '../../application/messaging/outbox';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { TestClock } from '../support/test-clock';
import { flows, waiverAnswers } from '../support/notification-flows';

describe.each(testDatabases().map((db) => [db.name, db] as const))('without SMTP or Twilio configuration on %s', (_name, db) => {
  const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
  const suite = useApiApp(db, { clock });
  const { dispatch, paidBooking, outboxOf, waiverReferenceOf } = flows(suite);

  test('messages are recorded in the outbox, visible to the admin, and nothing is sent', async () => {
    expect((await suite.app.request('GET', '/api/health')).body.adapters).toMatchObject({ sms: 'outbox-only', email: 'outbox-only' });
    const id = await paidBooking({ name: 'Quiet Quinn', email: 'quinn@example.com' });
    await dispatch();
    const rows = await outboxOf(id);
    expect(rows.map((r) => [r.channel, r.audience, r.status, r.attempts, r.sentAt])).toEqual(
      expect.arrayContaining([
        ['email', 'customer', 'recorded', 0, null],
        ['sms', 'customer', 'recorded', 0, null],
        ['sms', 'guide', 'recorded', 0, null],
      ]),
    );
    expect(rows.find((r) => r.channel === 'email')!.body).toContain('Amount paid: $414.00 CAD');
    // Without PUBLIC_ORIGIN (a developer's machine) the waiver link names this server on localhost.
    expect(rows.find((r) => r.channel === 'email')!.body).toMatch(/http:\/\/localhost:0\/liability-waiver\?booking=[A-Za-z0-9_-]{22}\n/);
    const recorded = await suite.admin.request('GET', '/api/outbox?status=recorded');
    expect(recorded.body.filter((m: OutboxMessage) => m.bookingId === id)).toHaveLength(3);
    expect(await dispatch()).toEqual({ sent: 0, retrying: 0, failed: 0, recorded: 0 });
  });

  test("a signed waiver's email is recorded with the reference of its PDF, never the file", async () => {
    const bookingId = await paidBooking({ name: 'Rae Recorded', email: 'recorded.signer@example.com', date: '2026-12-17' });
    const reference = await waiverReferenceOf(bookingId);
    const signed = await suite.app.request(
      'POST',
      '/api/waiver',
      waiverAnswers({ email: 'recorded.signer@example.com', bookingReference: reference }),
    );
    expect(signed.status).toBe(201);
    await dispatch();
    const outbox = (await suite.admin.request('GET', '/api/outbox?limit=1000')).body as OutboxMessage[];
    expect(outbox.filter((m) => m.recipient === 'recorded.signer@example.com' && m.kind !== 'booking-confirmed')).toEqual([
      expect.objectContaining({
        kind: 'waiver-signed',
        channel: 'email',
        status: 'recorded',
        bookingId,
        subject: 'Your signed liability waiver – Wabamun Lake Fishing Tours',
        attachment: { kind: 'waiver-pdf', waiverId: signed.body.id },
      }),
    ]);
    // Signed without the booking, the same address is sent the link to its copy, and no file.
    const unlinked = await suite.app.request('POST', '/api/waiver', waiverAnswers({ email: 'recorded.signer@example.com' }));
    await dispatch();
    const links = ((await suite.admin.request('GET', '/api/outbox?limit=1000')).body as OutboxMessage[]).filter(
      (m) => m.kind === 'waiver-copy-link' && m.recipient === 'recorded.signer@example.com',
    );
    expect(links).toEqual([
      expect.objectContaining({
        status: 'recorded',
        bookingId: null,
        attachment: null,
        dedupeKey: `waiver-copy-link:${unlinked.body.id}:signer-email`,
      }),
    ]);
    // Booking messages name no attachment.
    expect(outbox.filter((m) => m.kind !== 'waiver-signed').every((m) => m.attachment === null)).toBe(true);
  });
});
