import { afterEach, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { systemClock } from '../ports/clock';
import { ClaimedMessage, OutboxMessage, OutboxStore, OutboxUpdate } from './outbox';
import { Delivery, Mailer, OutboxDispatcher, OutboxDispatcherOptions, PermanentDeliveryError } from './outbox-dispatcher';

/** The outbox table's rules in memory, with a database that can be made to refuse writes. */
class MemoryOutbox implements Pick<OutboxStore, 'claimDue' | 'renew' | 'release' | 'releaseAll' | 'recordSent'> {
  readonly rows = new Map<string, OutboxMessage>();
  /** What happened, in order: the tests read the order of sends and writes from it. */
  readonly log: string[] = [];
  /** How many outcome writes (sent, failed or retry) are refused from now on. */
  refuseOutcomes = 0;
  /** Every call refused: the database is away. */
  down = false;

  add(count: number): void {
    for (let i = 0; i < count; i++) {
      const id = String(this.rows.size + 1);
      const at = new Date(0);
      this.rows.set(id, {
        ...{ id, dedupeKey: `m${id}`, kind: 'test', bookingId: null, channel: 'email', audience: 'customer' },
        ...{ recipient: `a${id}@example.com`, recipientKey: null, sentBy: null, subject: `m${id}`, body: 'x', html: null },
        ...{ attachment: null, headers: null, status: 'pending', attempts: 0, nextAttemptAt: at, claimedAt: null },
        ...{ claimToken: null, claimExpiresAt: null, lastError: null, providerId: null, createdAt: at, sentAt: null },
      });
    }
  }

  row(id: string): OutboxMessage {
    return this.rows.get(id)!;
  }

  async claimDue(now: Date, expiresAt: Date, limit: number): Promise<OutboxMessage[]> {
    this.check();
    const token = randomUUID();
    const due = [...this.rows.values()].filter(
      (r) => (r.status === 'pending' && r.nextAttemptAt! <= now) || (r.status === 'sending' && r.claimExpiresAt! < now),
    );
    const claimed = due
      .slice(0, limit)
      .map((r) => Object.assign(r, { status: 'sending', claimedAt: now, claimToken: token, claimExpiresAt: expiresAt }));
    if (claimed.length) this.log.push(`claim ${claimed.map((r) => r.id).join(',')}`);
    return claimed.map((r) => ({ ...r }));
  }

  async renew(claimed: readonly ClaimedMessage[], expiresAt: Date): Promise<string[]> {
    this.check();
    return claimed.filter((c) => this.holds(c)).map((c) => (this.row(c.id).claimExpiresAt = expiresAt) && c.id);
  }

  async recordSent(claimed: ClaimedMessage, update: OutboxUpdate): Promise<void> {
    this.checkOutcome(claimed);
    const row = this.row(claimed.id);
    if (!row.sentAt) Object.assign(row, update, { status: 'sent', claimToken: null, claimExpiresAt: null });
  }

  async release(claimed: ClaimedMessage, update: OutboxUpdate): Promise<void> {
    if (update.status !== 'pending' || 'attempts' in update) this.checkOutcome(claimed);
    await this.releaseAll([claimed], update);
  }

  async releaseAll(claimed: readonly ClaimedMessage[], update: OutboxUpdate): Promise<void> {
    this.check();
    const held = claimed.filter((c) => this.holds(c));
    if (update.status === 'pending' && !('attempts' in update) && held.length) this.log.push(`unclaim ${held.map((c) => c.id).join(',')}`);
    for (const c of held) Object.assign(this.row(c.id), update, { claimToken: null, claimExpiresAt: null });
  }

  private holds(c: ClaimedMessage): boolean {
    const row = this.row(c.id);
    // As the table does: a claim lapsed but not yet taken over is still its holder's.
    return row.status === 'sending' && row.claimToken === c.claimToken;
  }

  private checkOutcome(claimed: ClaimedMessage): void {
    this.check();
    if (this.refuseOutcomes > 0) {
      this.refuseOutcomes--;
      this.log.push(`refused ${claimed.id}`);
      throw new Error('Connection terminated unexpectedly');
    }
    this.log.push(`wrote ${claimed.id}`);
  }

  private check(): void {
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
  }
}

/** A mail server that counts what it accepted, optionally slowly or never answering. */
function countingMailer(store: MemoryOutbox, behaviour: { delayMs?: number; refuse?: string[] } = {}) {
  const accepted: string[] = [];
  const mailer: Mailer = {
    kind: 'counting',
    send: async (email): Promise<Delivery> => {
      if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
      if (behaviour.refuse?.includes(email.subject)) throw new PermanentDeliveryError('550 no such mailbox');
      accepted.push(email.subject);
      store.log.push(`send ${email.subject.slice(1)}`);
      return { providerId: `smtp-${email.subject}` };
    },
  };
  return { accepted, mailer };
}

const dispatchers: OutboxDispatcher[] = [];
// These emails name no file and no text goes out: neither port is needed.
const plain = { attachments: null, optOuts: null };
function dispatcher(store: MemoryOutbox, mailer: Mailer, options: Partial<OutboxDispatcherOptions> = {}): OutboxDispatcher {
  const made = new OutboxDispatcher(store as unknown as OutboxStore, { mailer }, systemClock, {
    ...plain,
    outcomeRetryMs: [5, 10],
    ...options,
  });
  dispatchers.push(made);
  return made;
}
afterEach(() => {
  for (const d of dispatchers.splice(0)) d.stop();
});

async function waitFor(what: string, condition: () => boolean, withinMs = 5_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the outbox dispatcher when the database fails', () => {
  test('the acceptance the database refused is kept and written once it is back, before any other send; nothing goes twice', async () => {
    const store = new MemoryOutbox();
    store.add(2);
    store.refuseOutcomes = 3;
    const { accepted, mailer } = countingMailer(store);

    expect(await dispatcher(store, mailer).dispatchDue()).toMatchObject({ sent: 2 });

    expect(accepted).toEqual(['m1', 'm2']);
    expect(store.log).toEqual([
      'claim 1,2',
      'send 1',
      'refused 1',
      'unclaim 2',
      'refused 1',
      'refused 1',
      'wrote 1',
      'claim 2',
      'send 2',
      'wrote 2',
    ]);
    expect([store.row('1'), store.row('2')]).toMatchObject([
      { status: 'sent', attempts: 1, providerId: 'smtp-m1', claimToken: null },
      { status: 'sent', attempts: 1, providerId: 'smtp-m2', claimToken: null },
    ]);
  });

  test('a batch cut short releases what it did not send at once: pending, its attempts unchanged', async () => {
    const store = new MemoryOutbox();
    store.add(3);
    store.refuseOutcomes = 1;
    const { mailer } = countingMailer(store, { refuse: ['m1'] });
    const released: Partial<OutboxMessage>[] = [];
    const releaseAll = store.releaseAll.bind(store);
    store.releaseAll = async (claimed, update) => {
      await releaseAll(claimed, update);
      if (update.status === 'pending') released.push(...claimed.map((c) => ({ ...store.row(c.id) })));
    };

    expect(await dispatcher(store, mailer).dispatchDue()).toMatchObject({ failed: 1, sent: 2 });

    expect(released).toMatchObject([
      { id: '2', status: 'pending', attempts: 0, claimToken: null },
      { id: '3', status: 'pending', attempts: 0, claimToken: null },
    ]);
    expect([...store.rows.values()].map((r) => [r.status, r.attempts])).toEqual([
      ['failed', 1],
      ['sent', 1],
      ['sent', 1],
    ]);
  });
});

describe('outbox claims', () => {
  test('a slow send keeps its claim renewed: another dispatcher cannot take it, and it is sent once', async () => {
    const store = new MemoryOutbox();
    store.add(1);
    const slow = countingMailer(store, { delayMs: 400 });
    const options = { claimTtlMs: 100, renewEveryMs: 20 };
    const running = dispatcher(store, slow.mailer, options).dispatchDue();
    const other = countingMailer(store);
    const rival = dispatcher(store, other.mailer, options);
    await waitFor('the first dispatcher claims it', () => store.row('1').status === 'sending');
    while (slow.accepted.length === 0) {
      expect(await rival.dispatchDue()).toMatchObject({ sent: 0 });
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await running).toMatchObject({ sent: 1 });
    expect(other.accepted).toEqual([]);
    expect(store.row('1')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  test('while an acceptance waits for the database its claim is renewed: no other dispatcher sends it again', async () => {
    const store = new MemoryOutbox();
    store.add(1);
    store.refuseOutcomes = Number.MAX_SAFE_INTEGER;
    const { accepted, mailer } = countingMailer(store);
    const options = { claimTtlMs: 100, renewEveryMs: 20, outcomeRetryMs: [30] };
    const running = dispatcher(store, mailer, options).dispatchDue();
    await waitFor('the first send', () => accepted.length === 1);
    const rival = dispatcher(store, mailer, options);
    for (const until = Date.now() + 400; Date.now() < until;) {
      expect(await rival.dispatchDue()).toMatchObject({ sent: 0 });
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    store.refuseOutcomes = 0;
    expect(await running).toMatchObject({ sent: 1 });
    expect(accepted).toEqual(['m1']);
    expect(store.row('1')).toMatchObject({ status: 'sent', providerId: 'smtp-m1' });
  });

  test("a dead dispatcher's claims lapse and another sends them within the claim's lifetime", async () => {
    const store = new MemoryOutbox();
    store.add(2);
    // It claims, starts sending and is never heard of again (its process was killed).
    let cutOff: (error: Error) => void = () => undefined;
    const hung: Mailer = { kind: 'hung', send: () => new Promise<Delivery>((_resolve, reject) => (cutOff = reject)) };
    const gone = async () => Promise.reject(new Error('killed'));
    const cut = { claimDue: store.claimDue.bind(store), renew: gone, release: gone, releaseAll: gone, recordSent: gone };
    const dead = new OutboxDispatcher(cut as unknown as OutboxStore, { mailer: hung }, systemClock, {
      ...plain,
      claimTtlMs: 150,
      renewEveryMs: 30,
    });
    const deadRun = dead.dispatchDue().catch(() => 'ended');
    await waitFor('the dead dispatcher claims both', () => store.row('2').status === 'sending');

    const { accepted, mailer } = countingMailer(store);
    const heir = dispatcher(store, mailer, { claimTtlMs: 150 });
    await waitFor('the heir sends both', () => {
      void heir.dispatchDue();
      return accepted.length === 2;
    });
    await heir.idle();
    expect(accepted).toEqual(['m1', 'm2']);
    expect([store.row('1').status, store.row('2').status]).toEqual(['sent', 'sent']);
    dead.stop();
    cutOff(new Error('socket closed'));
    expect(await deadRun).toBe('ended');
  });
});

describe('texts to numbers that replied STOP', () => {
  test('are refused as opted out, the others go, and one look-up serves the whole batch', async () => {
    const store = new MemoryOutbox();
    store.add(3);
    const phones = ['780 555 0101', '+1 (780) 555-0102', '7805550103'];
    phones.forEach((phone, i) => Object.assign(store.row(String(i + 1)), { channel: 'sms', recipient: phone }));
    const asked: string[][] = [];
    const optOuts = {
      optedOut: async (numbers: readonly string[]) => {
        asked.push([...numbers]);
        return new Set(numbers.filter((n) => n === '+17805550102'));
      },
    };
    const texted: string[] = [];
    const sms = { kind: 'counting', send: async (text: { to: string }) => (texted.push(text.to), { providerId: `sms-${text.to}` }) };
    const { mailer } = countingMailer(store);
    const made = new OutboxDispatcher(store as unknown as OutboxStore, { mailer, sms }, systemClock, { attachments: null, optOuts });
    dispatchers.push(made);

    expect(await made.dispatchDue()).toMatchObject({ sent: 2, failed: 1 });

    expect(texted).toEqual(['+17805550101', '+17805550103']);
    expect(store.row('2')).toMatchObject({ status: 'failed', lastError: 'The recipient opted out of texts (replied STOP)' });
    expect(asked).toEqual([['+17805550101', '+17805550102', '+17805550103']]);
  });
});
