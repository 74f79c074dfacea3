import { describe, expect, test } from '@jest/globals';
import { RecordedEvent } from '../ports/event-store';
import { AnyTable, ReadModelTransaction, Table } from '../ports/read-models';
import { MarketingContactRow, marketingContactsTable } from './contact-read-models';
import { marketingContactsProjection } from './marketing-contacts.projection';

const visitor = { kind: 'visitor' } as const;
const details = {
  package: 'Half-Day Adventure',
  date: '2026-12-03',
  time: 'morning',
  name: 'Dana Whitford',
  email: 'Dana@Example.com',
  phone: '7805550199',
  people: 2,
  hasKids: false,
  kidsCount: 0,
  marketingConsent: true,
};
let position = 0;

function recorded(bookingId: string, type: string, data: object, occurredAt: string): RecordedEvent {
  position++;
  return {
    eventId: `e${position}`,
    streamId: `booking-${bookingId}`,
    category: 'booking',
    version: 1,
    type,
    data: data as RecordedEvent['data'],
    metadata: { actor: visitor, occurredAt } as RecordedEvent['metadata'],
    recordedAt: new Date(occurredAt),
    position: { commit: BigInt(position), prepare: BigInt(position) },
  };
}

const held = (bookingId: string, at: string) =>
  recorded(
    bookingId,
    'BookingHeld',
    {
      bookingId,
      details,
      payment: { paymentIntentId: `pi_${bookingId}`, amountCents: 49800, currency: 'CAD', gateway: 'test' },
      holdExpiresAt: at,
    },
    at,
  );
const paid = (bookingId: string, at: string) =>
  recorded(bookingId, 'BookingPaid', { paymentIntentId: `pi_${bookingId}`, amountCents: 49800, currency: 'CAD' }, at);

/** A transaction over rows kept in memory, which records the tables each read asked for. */
function transactionOver(rows: Map<string, object[]>): ReadModelTransaction & { reads: string[] } {
  const reads: string[] = [];
  const upsert = async <Row extends object>(t: Table<Row>, written: readonly Row[]) => {
    if (written.length === 0) return;
    const key = t.key[0] as keyof Row;
    const kept = (rows.get(t.name) ?? []) as Row[];
    rows.set(t.name, [...kept.filter((r) => !written.some((w) => w[key] === r[key])), ...written]);
  };
  return {
    reads,
    findMany: async <Row extends object>(t: Table<Row>, column: keyof Row & string, values: readonly unknown[]) => {
      if (values.length === 0) return [];
      reads.push(t.name);
      return ((rows.get(t.name) ?? []) as Row[]).filter((r) => values.includes(r[column]));
    },
    upsertMany: upsert,
    insertMany: upsert,
    deleteMany: async (_t: AnyTable) => undefined,
  } as ReadModelTransaction & { reads: string[] };
}

const contactOf = (rows: Map<string, object[]>) => (rows.get(marketingContactsTable.name) as MarketingContactRow[])[0]!;

describe('marketing contacts projection', () => {
  test("a visitor's checkout reads no contact while it is only held; its payment does", async () => {
    const rows = new Map<string, object[]>();
    const tx = transactionOver(rows);
    await marketingContactsProjection.applyBatch([held('b1', '2026-11-20T16:00:00.000Z')], tx);
    expect(tx.reads).toEqual([]);
    expect(rows.get(marketingContactsTable.name)).toBeUndefined();

    const later = transactionOver(rows);
    await marketingContactsProjection.applyBatch([paid('b1', '2026-11-20T16:05:00.000Z')], later);
    expect(later.reads).toContain(marketingContactsTable.name);
    expect(contactOf(rows)).toMatchObject({ emailKey: 'dana@example.com', expressConsentBookingId: 'b1' });
  });

  test("a returning customer's booking held and paid in one batch keeps what the contact already held", async () => {
    const rows = new Map<string, object[]>();
    await marketingContactsProjection.applyBatch(
      [held('b1', '2026-10-01T16:00:00.000Z'), paid('b1', '2026-10-01T16:05:00.000Z')],
      transactionOver(rows),
    );
    const first = contactOf(rows);
    expect(new Date(first.firstSeenAt).toISOString()).toBe('2026-10-01T16:05:00.000Z');

    await marketingContactsProjection.applyBatch(
      [held('b2', '2026-11-20T16:00:00.000Z'), paid('b2', '2026-11-20T16:05:00.000Z')],
      transactionOver(rows),
    );
    const after = contactOf(rows);
    expect(rows.get(marketingContactsTable.name)).toHaveLength(1);
    expect(new Date(after.firstSeenAt).toISOString()).toBe('2026-10-01T16:05:00.000Z');
    expect(new Date(after.lastPurchaseAt!).toISOString()).toBe('2026-11-20T16:05:00.000Z');
  });
});
