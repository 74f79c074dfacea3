import { RecordedEvent } from '../../application/ports/event-store';

/** Streams kept; the least recently used goes first. */
const STREAMS_KEPT = 5_000;
/** A longer stream (a busy day's claims) is read from the table: keeping it would cost more than it saves. */
const EVENTS_KEPT = 100;

/**
 * The first events of recently seen streams, as this process read them from the table or from the
 * log. A stream's events up to a version never change once written (the store only appends), so a
 * read "up to version n" that falls inside what is kept is answered from memory, exactly; a read of
 * the whole stream as it is now still goes to the table, since another process may have appended.
 *
 * The process managers read the stream of the event they react to up to that event; the event came
 * from the log a moment ago, and so did the stream's earlier events, so those reads cost nothing.
 */
export class StreamPrefixes {
  private readonly streams = new Map<string, RecordedEvent[]>();

  /** The stream's first `toVersion` events, when all of them are kept. */
  upTo(streamId: string, toVersion: number): RecordedEvent[] | undefined {
    const kept = this.streams.get(streamId);
    if (!kept || kept.length < toVersion) return undefined;
    this.streams.delete(streamId);
    this.streams.set(streamId, kept);
    return kept.slice(0, Math.max(0, toVersion));
  }

  /** A read of the stream from its first event: `events` are versions 1..n. */
  read(streamId: string, events: readonly RecordedEvent[]): void {
    if (events.length === 0 || events.length > EVENTS_KEPT) return;
    const kept = this.streams.get(streamId);
    if (kept && kept.length >= events.length) return;
    this.keep(streamId, [...events]);
  }

  /** Events of the global log, in order: each continues its stream where the stream's kept events end. */
  logged(events: readonly RecordedEvent[]): void {
    for (const event of events) {
      const kept = this.streams.get(event.streamId);
      if (kept) {
        if (event.version !== kept.length + 1) continue;
        if (kept.length >= EVENTS_KEPT) this.streams.delete(event.streamId);
        else kept.push(event);
      } else if (event.version === 1) {
        this.keep(event.streamId, [event]);
      }
    }
  }

  private keep(streamId: string, events: RecordedEvent[]): void {
    this.streams.delete(streamId);
    this.streams.set(streamId, events);
    if (this.streams.size > STREAMS_KEPT) this.streams.delete(this.streams.keys().next().value!);
  }
}
