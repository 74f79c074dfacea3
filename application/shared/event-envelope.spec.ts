import { describe, expect, test } from '@jest/globals';
import { DomainEvent } from '../../domain/shared/decider';
import { LOG_START, RecordedEvent } from '../ports/event-store';
import { domainEventOf, newEventOf } from './event-envelope';

const guide = { kind: 'user', username: 'guide', role: 'admin' } as const;
const recordedAt = new Date('2026-06-14T19:00:09.000Z');

function recorded(category: string, type: string, data: Record<string, unknown>, metadata: Record<string, unknown> = {}): RecordedEvent {
  return { eventId: 'e1', streamId: `${category}-1`, category, version: 1, type, data, metadata, recordedAt, position: LOG_START };
}

describe('an event kept in the store and read back', () => {
  test('is stored with its data as data, and who and when beside the caller’s correlation', () => {
    const event: DomainEvent = {
      type: 'BookingPaid',
      data: { amountCents: 100 },
      metadata: { actor: guide, occurredAt: '2026-06-14T19:00:00.000Z' },
    };
    expect(newEventOf(event, { correlationId: 'c1' })).toEqual({
      type: 'BookingPaid',
      data: { amountCents: 100 },
      metadata: { correlationId: 'c1', actor: guide, occurredAt: '2026-06-14T19:00:00.000Z' },
    });
  });

  test('reads back as it was written, the store’s own keys left out of the event', () => {
    const back = domainEventOf(
      recorded(
        'booking',
        'BookingPaid',
        { amountCents: 100 },
        { actor: guide, occurredAt: '2026-06-14T19:00:00.000Z', correlationId: 'c1' },
      ),
    );
    expect(back).toEqual({
      type: 'BookingPaid',
      data: { amountCents: 100 },
      metadata: { actor: guide, occurredAt: '2026-06-14T19:00:00.000Z' },
    });
  });

  test('written before actor and time were metadata, with `occurredAt` or `at` in its data, it reads as if written today', () => {
    expect(
      domainEventOf(recorded('booking', 'BookingPaid', { amountCents: 100, actor: guide, occurredAt: '2026-06-14T19:00:00.000Z' })),
    ).toEqual({
      type: 'BookingPaid',
      data: { amountCents: 100 },
      metadata: { actor: guide, occurredAt: '2026-06-14T19:00:00.000Z' },
    });
    expect(
      domainEventOf(recorded('referral', 'ReferralVoided', { reason: 'Asked', actor: guide, at: '2026-06-14T19:00:00.000Z' })),
    ).toEqual({
      type: 'ReferralVoided',
      data: { reason: 'Asked' },
      metadata: { actor: guide, occurredAt: '2026-06-14T19:00:00.000Z' },
    });
  });

  test('an old signature keeps its `signedAt` as a fact of the waiver, and takes it as its time', () => {
    const visitor = { kind: 'visitor' };
    expect(
      domainEventOf(recorded('waiver', 'WaiverSigned', { waiverId: 'w1', signedAt: '2026-06-14T18:00:00.000Z', actor: visitor })),
    ).toEqual({
      type: 'WaiverSigned',
      data: { waiverId: 'w1', signedAt: '2026-06-14T18:00:00.000Z' },
      metadata: { actor: visitor, occurredAt: '2026-06-14T18:00:00.000Z' },
    });
  });

  test('an old reminder delivery recorded without an actor is the reminder job’s', () => {
    expect(domainEventOf(recorded('reminder', 'ReminderSent', { providerId: 'SM1', sentAt: 'x', at: '2026-06-14T19:00:05.000Z' }))).toEqual(
      {
        type: 'ReminderSent',
        data: { providerId: 'SM1', sentAt: 'x' },
        metadata: { actor: { kind: 'system', process: 'reminders' }, occurredAt: '2026-06-14T19:00:05.000Z' },
      },
    );
  });

  test('an event with no time of its own at all is dated when the store recorded it', () => {
    expect(domainEventOf(recorded('booking', 'BookingPaid', { actor: guide })).metadata.occurredAt).toBe(recordedAt.toISOString());
  });
});
