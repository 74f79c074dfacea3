import { Actor } from '../../domain/shared/actor';
import { DomainEvent } from '../../domain/shared/decider';
import { EventMetadata as StoredMetadata, NewEvent, RecordedEvent } from '../ports/event-store';

/**
 * How a domain event is kept in the store and read back: its data as the store's data, its actor
 * and time in the store's metadata (beside the correlation the caller may add).
 */
export function newEventOf(event: DomainEvent, extra: StoredMetadata = {}): NewEvent {
  return { type: event.type, data: event.data as Record<string, unknown>, metadata: { ...extra, ...event.metadata } };
}

/**
 * A recorded event as the aggregate's own event type: the one place where the cast is made, and
 * the upcaster of the log's first years. Events written before actor and time became metadata
 * carry them in their data, the time named `occurredAt` or `at` (a waiver's signature only its
 * `signedAt`), and some reminder events no actor at all: those are read as if written today, with
 * those fields out of the data, so that every `evolve` and projection reads one shape.
 * test/contract/old-log-rebuild.contract.test.ts rebuilds every read model from such a log.
 */
export function domainEventOf<Event extends DomainEvent>(recorded: RecordedEvent): Event {
  // Every projection and process manager of a runner reads the same recorded event: read once.
  let event = readBack.get(recorded);
  if (!event) {
    event = upcast(recorded);
    readBack.set(recorded, event);
  }
  return event as Event;
}

const readBack = new WeakMap<RecordedEvent, DomainEvent>();

function upcast(recorded: RecordedEvent): DomainEvent {
  const stored = recorded.metadata;
  if (isActor(stored.actor) && typeof stored.occurredAt === 'string') {
    return {
      type: recorded.type,
      data: recorded.data,
      metadata: { actor: stored.actor, occurredAt: stored.occurredAt },
    };
  }
  const { actor, occurredAt, at, ...data } = recorded.data;
  const time = [occurredAt, at, data.signedAt].find((t): t is string => typeof t === 'string') ?? recorded.recordedAt.toISOString();
  return {
    type: recorded.type,
    data,
    metadata: { actor: isActor(actor) ? actor : legacyActorOf(recorded.category), occurredAt: time },
  };
}

/**
 * The reminder job's deliveries were recorded without an actor until they had one: the job it
 * always was. (No other category ever wrote an event without one.)
 */
function legacyActorOf(category: string): Actor {
  return { kind: 'system', process: category === 'reminder' ? 'reminders' : category };
}

function isActor(value: unknown): value is Actor {
  return typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string';
}
