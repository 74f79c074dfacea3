import { describe, expect, test } from '@jest/globals';
import { Actor } from '../../domain/shared/actor';
import { RecordedEvent } from '../ports/event-store';
import { bookingTimeline } from './booking-timeline';

const visitor: Actor = { kind: 'visitor' };
const guide: Actor = { kind: 'user', username: 'guide', role: 'admin' };
const details = {
  package: 'Half-Day Adventure',
  date: '2026-12-03',
  time: 'morning',
  name: 'Dana Whitford',
  email: 'dana@example.com',
  phone: '7805550199',
  people: 2,
  hasKids: false,
  kidsCount: 0,
};

function recorded(version: number, type: string, data: object, actor: Actor, occurredAt: string, streamId = 'booking-b1'): RecordedEvent {
  return {
    eventId: `e${version}`,
    streamId,
    category: streamId.split('-')[0]!,
    version,
    type,
    data: data as RecordedEvent['data'],
    metadata: { actor, occurredAt } as RecordedEvent['metadata'],
    // Stored a moment after it happened: the two times are told apart.
    recordedAt: new Date(Date.parse(occurredAt) + 5),
    position: { commit: BigInt(version), prepare: BigInt(version) },
  };
}

describe('a booking timeline read from its stream', () => {
  test('one line per event, in order, with who, when, what changed and why', () => {
    const timeline = bookingTimeline([
      recorded(1, 'BookingRequested', { bookingId: 'b1', details }, visitor, '2026-11-01T10:00:00.000Z'),
      recorded(2, 'BookingStatusChanged', { from: 'pending', to: 'confirmed', reason: 'Paid by phone' }, guide, '2026-11-01T11:00:00.000Z'),
    ]);
    expect(timeline).toEqual([
      {
        bookingId: 'b1',
        version: 1,
        type: 'BookingRequested',
        actor: visitor,
        occurredAt: new Date('2026-11-01T10:00:00.000Z'),
        recordedAt: new Date('2026-11-01T10:00:00.005Z'),
        changes: expect.objectContaining({
          name: { from: null, to: 'Dana Whitford' },
          people: { from: null, to: 2 },
          status: { from: null, to: 'pending' },
        }),
        reason: null,
      },
      {
        bookingId: 'b1',
        version: 2,
        type: 'BookingStatusChanged',
        actor: guide,
        occurredAt: new Date('2026-11-01T11:00:00.000Z'),
        recordedAt: new Date('2026-11-01T11:00:00.005Z'),
        changes: { status: { from: 'pending', to: 'confirmed' } },
        reason: 'Paid by phone',
      },
    ]);
  });

  test('events that are no booking event (another stream, a type this code does not know) make no line', () => {
    const timeline = bookingTimeline([
      recorded(1, 'BookingRequested', { bookingId: 'b1', details }, visitor, '2026-11-01T10:00:00.000Z'),
      recorded(2, 'BookingTeleported', {}, guide, '2026-11-01T10:30:00.000Z'),
      recorded(1, 'SlotHeld', {}, visitor, '2026-11-01T10:00:00.000Z', 'slotday-2026-12-03'),
    ]);
    expect(timeline.map((line) => line.type)).toEqual(['BookingRequested']);
  });

  test('a stream with no events has no timeline', () => {
    expect(bookingTimeline([])).toEqual([]);
  });

  test('a no-show marked and undone: the admin, when, the flag and the note as the reason', () => {
    const timeline = bookingTimeline([
      recorded(1, 'BookingRequested', { bookingId: 'b1', details }, guide, '2026-11-01T10:00:00.000Z'),
      recorded(2, 'BookingStatusChanged', { from: 'pending', to: 'confirmed' }, guide, '2026-11-01T11:00:00.000Z'),
      recorded(3, 'BookingMarkedNoShow', { note: 'Not at the dock' }, guide, '2026-12-03T13:00:00.000Z'),
      recorded(4, 'BookingNoShowCleared', {}, guide, '2026-12-03T14:00:00.000Z'),
    ]);
    expect(timeline.slice(2)).toMatchObject([
      { type: 'BookingMarkedNoShow', actor: guide, changes: { noShow: { from: false, to: true } }, reason: 'Not at the dock' },
      { type: 'BookingNoShowCleared', actor: guide, changes: { noShow: { from: true, to: false } }, reason: null },
    ]);
  });
});
