import { status, type ServerWritableStream } from '@grpc/grpc-js';
import { ReadReq, ReadResp } from '@eventstore/db-client/generated/streams_pb';
import { randomUUID } from 'node:crypto';
import { readEvent, streamIdentifier, streamName } from './messages';
import { Refused, serviceError } from './refusal';
import type { StandInLog, StoredEvent } from './store';

type ReadCall = ServerWritableStream<ReadReq, ReadResp>;
type Options = ReadReq.Options;

/**
 * Streams.Read: a stream or `$all`, forwards or backwards, a count of events; or, with the
 * subscription option, a catch-up subscription (confirmation, the events after the start, caught
 * up, then each event as it is written, until the client cancels).
 */
export function read(log: StandInLog, call: ReadCall): void {
  try {
    const options = call.request.getOptions();
    if (!options) throw new Refused(status.INVALID_ARGUMENT, 'Read without options');
    const structuredIds = options.getUuidOption()?.hasStructured() ?? false;
    const filter = eventFilter(options);
    if (options.getCountOptionCase() === ReadReq.Options.CountOptionCase.SUBSCRIPTION) {
      subscribe(log, call, options, filter, structuredIds);
      return;
    }
    const count = BigInt(options.getCount());
    const events = options.hasStream() ? streamEvents(log, call, options) : allEvents(log, options);
    if (events) {
      let sent = 0n;
      for (const event of events) {
        if (sent >= count) break;
        if (filter && !filter.matches(event)) continue;
        call.write(readEvent(event, structuredIds));
        sent += 1n;
      }
    }
    call.end();
  } catch (error) {
    // grpc-js ends a server stream with the status of its 'error' event (destroy() would send none).
    call.emit('error', serviceError(error));
  }
}

function streamEvents(log: StandInLog, call: ReadCall, options: Options): StoredEvent[] | undefined {
  const stream = options.getStream()!;
  const name = streamName(stream.getStreamIdentifier());
  const events = log.stream(name);
  if (!events) {
    call.write(new ReadResp().setStreamNotFound(new ReadResp.StreamNotFound().setStreamIdentifier(streamIdentifier(name))));
    return undefined;
  }
  const Case = ReadReq.Options.StreamOptions.RevisionOptionCase;
  const forwards = options.getReadDirection() === ReadReq.Options.ReadDirection.FORWARDS;
  const from =
    stream.getRevisionOptionCase() === Case.REVISION
      ? BigInt(stream.getRevision())
      : stream.getRevisionOptionCase() === Case.END
        ? BigInt(events.length - 1)
        : 0n;
  return forwards ? events.filter((e) => e.revision >= from) : events.filter((e) => e.revision <= from).reverse();
}

function allEvents(log: StandInLog, options: Options): StoredEvent[] {
  const all = options.getAll();
  if (!all) throw new Refused(status.INVALID_ARGUMENT, 'Read of neither a stream nor $all');
  const Case = ReadReq.Options.AllOptions.AllOptionCase;
  const events = log.all();
  const forwards = options.getReadDirection() === ReadReq.Options.ReadDirection.FORWARDS;
  if (all.getAllOptionCase() === Case.POSITION) {
    const position = BigInt(all.getPosition()!.getCommitPosition());
    // Forwards from a position includes the event there; backwards reads what lies before it.
    return forwards ? events.filter((e) => e.position >= position) : events.filter((e) => e.position < position).reverse();
  }
  const fromEnd = all.getAllOptionCase() === Case.END;
  if (forwards) return fromEnd ? [] : [...events];
  return fromEnd ? [...events].reverse() : [];
}

interface EventFilter {
  matches(event: StoredEvent): boolean;
  /** Events scanned between two checkpoints of a filtered subscription. */
  readonly checkpointEvery: number;
}

/** The server-side filter (stream name or event type, by prefixes or a regular expression). */
function eventFilter(options: Options): EventFilter | undefined {
  if (!options.hasFilter()) return undefined;
  const filter = options.getFilter()!;
  const onType = filter.hasEventType();
  const expression = onType ? filter.getEventType() : filter.getStreamIdentifier();
  if (!expression) throw new Refused(status.INVALID_ARGUMENT, 'A filter needs a stream name or event type expression');
  const prefixes = expression.getPrefixList();
  const regex = expression.getRegex() ? new RegExp(expression.getRegex()) : undefined;
  const window = filter.hasMax() ? filter.getMax() : 32;
  return {
    matches: (event) => {
      const value = onType ? event.type : event.streamId;
      if (prefixes.length && !prefixes.some((prefix) => value.startsWith(prefix))) return false;
      return !regex || regex.test(value);
    },
    checkpointEvery: Math.max(1, window * Math.max(1, filter.getCheckpointintervalmultiplier())),
  };
}

function subscribe(log: StandInLog, call: ReadCall, options: Options, filter: EventFilter | undefined, structuredIds: boolean): void {
  const start = subscriptionStart(log, options);
  const wanted = (event: StoredEvent) => start.stream === undefined || event.streamId === start.stream;
  let scanned = 0;
  const deliver = (event: StoredEvent) => {
    if (!wanted(event)) return;
    if (!filter || filter.matches(event)) call.write(readEvent(event, structuredIds));
    scanned += 1;
    if (filter && scanned % filter.checkpointEvery === 0) {
      call.write(
        new ReadResp().setCheckpoint(
          new ReadResp.Checkpoint().setCommitPosition(event.position.toString()).setPreparePosition(event.position.toString()),
        ),
      );
    }
  };
  call.write(new ReadResp().setConfirmation(new ReadResp.SubscriptionConfirmation().setSubscriptionId(randomUUID())));
  // Catching up and going live happen in one turn of the event loop: no append can fall between.
  for (const event of start.history) deliver(event);
  call.write(new ReadResp().setCaughtUp(new ReadResp.CaughtUp()));
  const stop = log.onWritten(deliver);
  const end = () => {
    stop();
    if (!call.writableEnded) call.end();
  };
  call.once('cancelled', end);
  call.once('close', stop);
}

/** The events a subscription replays before it goes live: those after its start, exclusive. */
function subscriptionStart(log: StandInLog, options: Options): { stream?: string; history: readonly StoredEvent[] } {
  if (options.hasStream()) {
    const stream = options.getStream()!;
    const name = streamName(stream.getStreamIdentifier());
    const events = log.stream(name) ?? [];
    const Case = ReadReq.Options.StreamOptions.RevisionOptionCase;
    if (stream.getRevisionOptionCase() === Case.END) return { stream: name, history: [] };
    if (stream.getRevisionOptionCase() === Case.REVISION) {
      const after = BigInt(stream.getRevision());
      return { stream: name, history: events.filter((e) => e.revision > after) };
    }
    return { stream: name, history: [...events] };
  }
  const all = options.getAll();
  if (!all) throw new Refused(status.INVALID_ARGUMENT, 'Subscription to neither a stream nor $all');
  const Case = ReadReq.Options.AllOptions.AllOptionCase;
  if (all.getAllOptionCase() === Case.END) return { history: [] };
  if (all.getAllOptionCase() === Case.POSITION) {
    const after = BigInt(all.getPosition()!.getCommitPosition());
    return { history: log.all().filter((e) => e.position > after) };
  }
  return { history: [...log.all()] };
}
