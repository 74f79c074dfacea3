import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { NewOutboxMessage, OutboxAttachment } from '../../application/messaging/outbox';
import {
  AttachmentRenderer,
  Delivery,
  Mailer,
  OutboxDispatcher,
  OutgoingEmail,
  OutgoingSms,
  PermanentDeliveryError,
  SmsSender,
} from '../../application/messaging/outbox-dispatcher';
import { OutboxMessageEntity } from '../../adapters/messaging/messaging-tables';
import { TypeOrmOutboxStore } from '../../adapters/messaging/typeorm-outbox-store';
import { Database } from '../../adapters/persistence/database';
import { testDatabases } from '../support/databases';
import { TestClock } from '../support/test-clock';

/** Records what it was asked to send, slowly enough for two dispatchers to overlap. */
class CountingChannel implements Mailer, SmsSender {
  readonly kind = 'counting';
  readonly sent: string[] = [];
  async send(message: OutgoingEmail | OutgoingSms): Promise<Delivery> {
    await new Promise((resolve) => setTimeout(resolve, 2));
    this.sent.push('subject' in message ? message.subject : message.body);
    return { providerId: `id-${this.sent.length}` };
  }
}

describe.each(testDatabases().map((db) => [db.name, db] as const))('the outbox table on %s', (_name, db) => {
  let database: Database;
  let store: TypeOrmOutboxStore;
  const clock = new TestClock();
  let batch = 0;
  // These messages name no file (a test about files gives its renderer) and no number here replied STOP.
  const plain = { attachments: null, optOuts: null };

  beforeAll(async () => {
    database = await db.open();
    store = new TypeOrmOutboxStore(database.dataSource);
  }, 60_000);
  afterAll(() => database.close());

  async function enqueue(count: number, channel: 'email' | 'sms' = 'email'): Promise<string> {
    const prefix = `batch-${++batch}`;
    const at = clock.now();
    const rows: NewOutboxMessage[] = Array.from({ length: count }, (_, i) => ({
      dedupeKey: `${prefix}:${i}`,
      kind: 'test',
      bookingId: prefix,
      channel,
      audience: 'customer',
      recipient: channel === 'email' ? `a${i}@example.com` : '(780) 555-0123',
      subject: channel === 'email' ? `${prefix}:${i}` : null,
      body: `${prefix}:${i}`,
      html: channel === 'email' ? '<p>x</p>' : null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: at,
      claimedAt: null,
      lastError: null,
      providerId: null,
      createdAt: at,
      sentAt: null,
    }));
    await database.dataSource.getRepository(OutboxMessageEntity).insert(rows);
    return prefix;
  }

  test('two dispatchers racing over the same messages send each exactly once', async () => {
    const prefix = await enqueue(60);
    const channel = new CountingChannel();
    const a = new OutboxDispatcher(store, { mailer: channel }, clock, { ...plain, batchSize: 7 });
    const b = new OutboxDispatcher(store, { mailer: channel }, clock, { ...plain, batchSize: 5 });
    const counts = await Promise.all([a.dispatchDue(), b.dispatchDue(), a.dispatchDue(), b.dispatchDue()]);
    const mine = channel.sent.filter((s) => s.startsWith(`${prefix}:`));
    expect(mine).toHaveLength(60);
    expect(new Set(mine).size).toBe(60);
    expect(counts.reduce((n, c) => n + c.sent, 0)).toBe(60);
    const statuses = await database.dataSource.query(
      `SELECT "status", count(*)::int AS n FROM outbox_messages WHERE "bookingId" = $1 GROUP BY "status"`,
      [prefix],
    );
    expect(statuses).toEqual([{ status: 'sent', n: 60 }]);
  });

  const inSeconds = (s: number) => new Date(clock.now().getTime() + s * 1000);
  const rowsOf = async (prefix: string) => (await store.list({ limit: 1000 })).filter((r) => r.bookingId === prefix);

  test('a claim not renewed lapses and is taken over; the dead one can neither renew nor overwrite it', async () => {
    const prefix = await enqueue(1);
    const [claimed] = await store.claimDue(clock.now(), inSeconds(30), 10);
    expect(claimed).toMatchObject({ bookingId: prefix, status: 'sending', claimExpiresAt: inSeconds(30) });
    clock.advance(20_000);
    expect(await store.claimDue(clock.now(), inSeconds(30), 10)).toEqual([]);
    expect(await store.renew([claimed!], inSeconds(30))).toEqual([claimed!.id]);
    clock.advance(20_000); // renewed: 10 s of its claim left
    expect(await store.claimDue(clock.now(), inSeconds(30), 10)).toEqual([]);

    clock.advance(10_001);
    const channel = new CountingChannel();
    expect(await new OutboxDispatcher(store, { mailer: channel }, clock, plain).dispatchDue()).toMatchObject({ sent: 1 });
    expect(channel.sent).toEqual([`${prefix}:0`]);

    // The first dispatcher wakes up: its claim is gone, the row stays sent.
    expect(await store.renew([claimed!], inSeconds(30))).toEqual([]);
    await store.release(claimed!, { status: 'failed', lastError: 'late' });
    expect(await rowsOf(prefix)).toMatchObject([{ status: 'sent', attempts: 1, lastError: null, claimToken: null }]);
  });

  test('acceptance written late still counts, and a row that records it is never sent again', async () => {
    const prefix = await enqueue(2);
    const [first, second] = await store.claimDue(clock.now(), inSeconds(30), 10);
    clock.advance(31_000);
    // The sender of the first was cut from the database past its claim; another took both over.
    const [takenFirst] = await store.claimDue(clock.now(), inSeconds(30), 10);
    expect(takenFirst!.claimToken).not.toBe(first!.claimToken);
    await store.recordSent(first!, { status: 'sent', attempts: 1, sentAt: clock.now(), providerId: 'late-id' });
    await store.recordSent(first!, { status: 'sent', attempts: 1, sentAt: clock.now(), providerId: 'again' });
    // A message whose row says the provider took it, whatever its status: it is marked sent, not sent.
    await database.dataSource.query(`UPDATE outbox_messages SET "sentAt" = now(), "providerId" = 'p' WHERE "id" = $1`, [second!.id]);
    clock.advance(31_000);
    const channel = new CountingChannel();
    expect(await new OutboxDispatcher(store, { mailer: channel }, clock, plain).dispatchDue()).toMatchObject({ sent: 0 });
    expect(channel.sent).toEqual([]);
    expect((await rowsOf(prefix)).map((r) => [r.status, r.providerId]).sort()).toEqual([
      ['sent', 'late-id'],
      ['sent', 'p'],
    ]);
  });

  test('an email carries a Message-ID made from its row, the same at every attempt', async () => {
    const prefix = await enqueue(1);
    const ids: (string | undefined)[] = [];
    const flaky: Mailer = {
      kind: 'flaky',
      send: async (email) => {
        ids.push(email.messageId);
        if (ids.length === 1) throw new Error('421 try later');
        return {};
      },
    };
    const dispatcher = new OutboxDispatcher(store, { mailer: flaky }, clock, { ...plain, messageIdDomain: 'wabamunfishing.ca' });
    expect(await dispatcher.dispatchDue()).toMatchObject({ retrying: 1 });
    clock.advance(60_000);
    expect(await dispatcher.dispatchDue()).toMatchObject({ sent: 1 });
    const [row] = await rowsOf(prefix);
    expect(ids[0]).toMatch(new RegExp(`^<outbox-${row!.id}-[0-9a-f]{12}@wabamunfishing\\.ca>$`));
    expect(ids[1]).toBe(ids[0]);
  });

  test('retries back off 1 min, 5 min, 30 min, 2 h, then the message fails for good', async () => {
    const prefix = await enqueue(1);
    const failing: Mailer = { kind: 'down', send: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) };
    const dispatcher = new OutboxDispatcher(store, { mailer: failing }, clock, plain);
    const row = async () => (await store.list({ limit: 1000 })).find((r) => r.bookingId === prefix)!;
    for (const [attempt, wait] of [
      [1, 60_000],
      [2, 300_000],
      [3, 1_800_000],
      [4, 7_200_000],
    ] as const) {
      expect(await dispatcher.dispatchDue()).toMatchObject({ retrying: 1 });
      const current = await row();
      expect(current).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
      expect(new Date(current.nextAttemptAt!).getTime() - clock.now().getTime()).toBe(wait);
      clock.advance(wait - 1);
      expect(await dispatcher.dispatchDue()).toMatchObject({ retrying: 0 }); // a millisecond early
      clock.advance(1);
    }
    expect(await dispatcher.dispatchDue()).toMatchObject({ failed: 1 });
    expect(await row()).toMatchObject({ status: 'failed', attempts: 5, nextAttemptAt: null });
    clock.advance(24 * 60 * 60_000);
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 0, retrying: 0, failed: 0, recorded: 0 });
  });

  describe('an email that names an attachment', () => {
    const capture = () => {
      const sent: OutgoingEmail[] = [];
      const mailer: Mailer = {
        kind: 'capturing',
        send: async (email) => {
          sent.push(email);
          return {};
        },
      };
      return { sent, mailer };
    };
    async function enqueueNaming(attachment: OutboxAttachment, channel: 'email' | 'sms' = 'email'): Promise<string> {
      const key = `attachment-${++batch}`;
      const at = clock.now();
      const message: NewOutboxMessage = {
        dedupeKey: key,
        kind: 'test',
        bookingId: key,
        channel,
        audience: 'customer',
        recipient: channel === 'email' ? 'signer@example.com' : '(780) 555-0123',
        subject: channel === 'email' ? key : null,
        body: key,
        html: channel === 'email' ? '<p>x</p>' : null,
        attachment,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: at,
        claimedAt: null,
        lastError: null,
        providerId: null,
        createdAt: at,
        sentAt: null,
      };
      expect(await store.enqueue([message])).toBe(1);
      return key;
    }
    const rowOf = async (key: string) => (await store.list({ limit: 1000 })).find((r) => r.dedupeKey === key)!;

    test('is sent with the file made at sending time; the table keeps only the reference', async () => {
      const key = await enqueueNaming({ kind: 'waiver-pdf', waiverId: 'w-1' });
      expect(await rowOf(key)).toMatchObject({ attachment: { kind: 'waiver-pdf', waiverId: 'w-1' }, status: 'pending' });
      const made: string[] = [];
      const attachments: AttachmentRenderer = {
        render: async (attachment) => {
          const waiverId = attachment.kind === 'waiver-pdf' ? attachment.waiverId : '';
          made.push(`${waiverId} at ${clock.now().toISOString()}`);
          return { filename: `waiver-${waiverId}.pdf`, contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) };
        },
      };
      const { sent, mailer } = capture();
      const sendingAt = clock.advance(90_000);
      expect(await new OutboxDispatcher(store, { mailer }, clock, { ...plain, attachments }).dispatchDue()).toMatchObject({ sent: 1 });
      expect(made).toEqual([`w-1 at ${sendingAt.toISOString()}`]);
      expect(sent.map((e) => [e.subject, e.attachments])).toEqual([
        [key, [{ filename: 'waiver-w-1.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) }]],
      ]);
      expect(await rowOf(key)).toMatchObject({ status: 'sent', attachment: { kind: 'waiver-pdf', waiverId: 'w-1' } });
    });

    test('never goes out without its file: no renderer or a failing one retries later, a permanent refusal fails it', async () => {
      const key = await enqueueNaming({ kind: 'waiver-pdf', waiverId: 'w-2' });
      const { sent, mailer } = capture();
      // No renderer at all: the email waits rather than go out without its file.
      expect(await new OutboxDispatcher(store, { mailer }, clock, plain).dispatchDue()).toMatchObject({ retrying: 1 });
      expect(await rowOf(key)).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'No renderer for the waiver-pdf attachment this email names',
      });

      clock.advance(60_000);
      const broken: AttachmentRenderer = { render: async () => Promise.reject(new Error('terms version 9 is missing')) };
      expect(await new OutboxDispatcher(store, { mailer }, clock, { ...plain, attachments: broken }).dispatchDue()).toMatchObject({
        retrying: 1,
      });
      expect(await rowOf(key)).toMatchObject({ status: 'pending', attempts: 2, lastError: 'terms version 9 is missing' });

      clock.advance(300_000);
      const refusing: AttachmentRenderer = { render: async () => Promise.reject(new PermanentDeliveryError('Waiver w-2 does not exist')) };
      expect(await new OutboxDispatcher(store, { mailer }, clock, { ...plain, attachments: refusing }).dispatchDue()).toMatchObject({
        failed: 1,
      });
      expect(await rowOf(key)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Waiver w-2 does not exist' });
      expect(sent).toEqual([]);
    });

    test('is an email: the table refuses an SMS that names one', async () => {
      await expect(enqueueNaming({ kind: 'waiver-pdf', waiverId: 'w-3' }, 'sms')).rejects.toThrow(/outbox_messages_attachment_email/);
    });
  });
});
