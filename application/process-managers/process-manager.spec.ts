import { describe, expect, test } from '@jest/globals';
import { DomainEvent } from '../../domain/shared/decider';
import { LOG_START, RecordedEvent } from '../ports/event-store';
import { domainEventOf } from '../shared/event-envelope';
import { Appended, ReactingProcessManager, reactions } from './process-manager';

type TripEvent = DomainEvent<'TripBooked', { people: number }> | DomainEvent<'TripCancelled', { refund: boolean }>;
type DayEvent = DomainEvent<'DayClosed', { date: string }>;

const asTripEvent = (recorded: RecordedEvent) => (recorded.category === 'trip' ? domainEventOf<TripEvent>(recorded) : undefined);
const asDayEvent = (recorded: RecordedEvent) => (recorded.category === 'day' ? domainEventOf<DayEvent>(recorded) : undefined);

function recorded(category: string, type: string, data: Record<string, unknown> = {}): RecordedEvent {
  return {
    eventId: `${category}-${type}`,
    streamId: `${category}-1`,
    category,
    version: 3,
    type,
    data,
    metadata: {},
    recordedAt: new Date('2026-11-24T15:00:00Z'),
    position: LOG_START,
  };
}

const APPENDED: Appended = { position: { commit: 5n, prepare: 5n }, types: ['RefundRecorded'] };

class TripsProcess extends ReactingProcessManager {
  readonly name = 'trips';
  readonly calls: string[] = [];
  protected readonly on = {
    ...reactions(asTripEvent, {
      TripBooked: async (event, at) => {
        this.calls.push(`booked ${event.data.people} v${at.version}`);
      },
      TripCancelled: {
        when: (event) => event.data.refund,
        then: async () => {
          this.calls.push('refund');
          return APPENDED;
        },
      },
    }),
    ...reactions(asDayEvent, {
      DayClosed: async (event) => {
        this.calls.push(`closed ${event.data.date}`);
      },
    }),
  };
}

describe('a process manager written as an `on` map', () => {
  test('its event types are the keys of its map, of every kind of stream it reads', () => {
    expect(new TripsProcess().eventTypes).toEqual(['TripBooked', 'TripCancelled', 'DayClosed']);
  });

  test('takes up an event of a listed type that its reader reads and its `when` accepts', () => {
    const manager = new TripsProcess();
    expect(manager.handles(recorded('trip', 'TripBooked', { people: 2 }))).toBe(true);
    expect(manager.handles(recorded('trip', 'TripCancelled', { refund: true }))).toBe(true);
    expect(manager.handles(recorded('day', 'DayClosed', { date: '2026-11-24' }))).toBe(true);
    expect(manager.handles(recorded('trip', 'TripCancelled', { refund: false }))).toBe(false);
    expect(manager.handles(recorded('trip', 'TripMoved'))).toBe(false);
    // A listed type in a stream its reader does not read.
    expect(manager.handles(recorded('day', 'TripBooked', { people: 2 }))).toBe(false);
    expect(manager.handles(recorded('trip', 'DayClosed', { date: '2026-11-24' }))).toBe(false);
    // Names every object has are no reactions.
    expect(manager.handles(recorded('trip', 'constructor'))).toBe(false);
    expect(manager.handles(recorded('trip', 'toString'))).toBe(false);
  });

  test('hands the event, as read, and the recorded event to its reaction, and answers what it appended', async () => {
    const manager = new TripsProcess();
    expect(await manager.handle(recorded('trip', 'TripBooked', { people: 4 }))).toBeUndefined();
    expect(await manager.handle(recorded('trip', 'TripCancelled', { refund: true }))).toBe(APPENDED);
    await manager.handle(recorded('day', 'DayClosed', { date: '2026-11-24' }));
    expect(manager.calls).toEqual(['booked 4 v3', 'refund', 'closed 2026-11-24']);
  });

  test('leaves alone an event it does not take up, should it be handed one', async () => {
    const manager = new TripsProcess();
    expect(await manager.handle(recorded('trip', 'TripCancelled', { refund: false }))).toBeUndefined();
    expect(await manager.handle(recorded('day', 'TripBooked', { people: 2 }))).toBeUndefined();
    expect(await manager.handle(recorded('trip', 'constructor'))).toBeUndefined();
    expect(manager.calls).toEqual([]);
  });

  test('a reaction that fails fails the step, for the runner to take again', async () => {
    class Failing extends ReactingProcessManager {
      readonly name = 'failing';
      protected readonly on = reactions(asTripEvent, {
        TripBooked: async () => {
          throw new Error('gateway down');
        },
      });
    }
    await expect(new Failing().handle(recorded('trip', 'TripBooked', { people: 1 }))).rejects.toThrow('gateway down');
  });
});
