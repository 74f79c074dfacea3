import { randomUUID } from 'node:crypto';
import { Clock, systemClock } from '../../application/ports/clock';
import {
  AppendResult,
  categoryOf,
  comparePositions,
  ConcurrencyError,
  EventStore,
  expectedAsNumber,
  ExpectedVersion,
  LogPosition,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  checkStreamAppends,
  StreamAppend,
} from '../../application/ports/event-store';
import { AppendListeners } from './append-listeners';

/** For fast unit tests: the same contract as the database stores, kept in process memory. */
export class InMemoryEventStore implements EventStore {
  readonly kind = 'memory';
  private readonly log: RecordedEvent[] = [];
  private readonly streams = new Map<string, RecordedEvent[]>();
  private readonly listeners = new AppendListeners();

  constructor(private readonly clock: Clock = systemClock) {}

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    const stream = this.streams.get(streamId) ?? [];
    const current = stream.length;
    const wanted = expectedAsNumber(expected);
    if (wanted !== undefined && wanted !== current) throw new ConcurrencyError(streamId, expected, current);
    const recordedAt = this.clock.now();
    const recorded = events.map((event, i): RecordedEvent => {
      const seq = BigInt(this.log.length + i + 1);
      return {
        eventId: event.eventId ?? randomUUID(),
        streamId,
        category: categoryOf(streamId),
        version: current + i + 1,
        type: event.type,
        data: structuredClone(event.data),
        metadata: structuredClone(event.metadata ?? {}),
        recordedAt,
        position: { commit: seq, prepare: seq },
      };
    });
    this.log.push(...recorded);
    this.streams.set(streamId, [...stream, ...recorded]);
    const last = recorded[recorded.length - 1];
    const result: AppendResult = { version: current + recorded.length, position: last?.position ?? this.head(), recorded };
    this.listeners.notify(result);
    return result;
  }

  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    checkStreamAppends(appends);
    // All or none, as the SQL stores: every stream is checked before any is written.
    for (const { streamId, expected } of appends) {
      const current = this.streams.get(streamId)?.length ?? 0;
      if (current !== expected) throw new ConcurrencyError(streamId, expected, current);
    }
    const results: AppendResult[] = [];
    for (const { streamId, events, expected } of appends) results.push(await this.append(streamId, events, expected));
    return results;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    return (this.streams.get(streamId) ?? []).filter(
      (e) =>
        (options.toVersion === undefined || e.version <= options.toVersion) &&
        (options.asOf === undefined || e.recordedAt.getTime() <= options.asOf.getTime()),
    );
  }

  async readAll(after: LogPosition, options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.limit ?? 500;
    return this.log.filter((e) => comparePositions(e.position, after) > 0).slice(0, limit);
  }

  async headPosition(): Promise<LogPosition> {
    return this.head();
  }

  onAppended(listener: (result: AppendResult) => void): () => void {
    return this.listeners.add(listener);
  }

  async close(): Promise<void> {}

  private head(): LogPosition {
    const seq = BigInt(this.log.length);
    return { commit: seq, prepare: seq };
  }
}
