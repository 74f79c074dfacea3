import { dateOfWaitlistStream, WAITLIST_EVENT_TYPES, WaitlistEvent } from '../../domain/waitlist/waitlist';
import { RecordedEvent } from '../ports/event-store';
import { domainEventOf } from '../shared/event-envelope';

const TYPES = new Set<string>(WAITLIST_EVENT_TYPES);

/** The waitlist event inside a recorded event of the global log, or undefined for other streams. */
export function asWaitlistEvent(recorded: RecordedEvent): WaitlistEvent | undefined {
  if (recorded.category !== 'waitlist' || !TYPES.has(recorded.type)) return undefined;
  return domainEventOf<WaitlistEvent>(recorded);
}

export function waitlistDateOf(recorded: RecordedEvent): string {
  return dateOfWaitlistStream(recorded.streamId);
}
