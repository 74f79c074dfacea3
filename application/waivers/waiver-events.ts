import { WAIVER_EVENT_TYPES, WaiverEvent } from '../../domain/waivers/waiver';
import { RecordedEvent } from '../ports/event-store';
import { domainEventOf } from '../shared/event-envelope';

/** The waiver event inside a recorded event of the global log, or undefined for other streams. */
export function asWaiverEvent(recorded: RecordedEvent): WaiverEvent | undefined {
  if (recorded.category !== 'waiver' || !WAIVER_EVENT_TYPES.has(recorded.type)) return undefined;
  return domainEventOf<WaiverEvent>(recorded);
}

export function waiverIdOf(recorded: RecordedEvent): string {
  return recorded.streamId.slice('waiver-'.length);
}
