import { Any } from 'google-protobuf/google/protobuf/any_pb';
import { Empty as GoogleEmpty } from 'google-protobuf/google/protobuf/empty_pb';
import { Empty, StreamIdentifier, UUID, WrongExpectedVersion } from '@eventstore/db-client/generated/shared_pb';
import { Status } from '@eventstore/db-client/generated/status_pb';
import { Code } from '@eventstore/db-client/generated/code_pb';
import { ReadResp } from '@eventstore/db-client/generated/streams_pb';
import type { Expectation, ProposedEvent, StoredEvent } from './store';

/** Protocol messages to and from the stand-in's own shapes, as EventStoreDB's gRPC API writes them. */

export function streamName(identifier: StreamIdentifier | undefined): string {
  return Buffer.from(identifier?.getStreamName_asU8() ?? new Uint8Array()).toString('utf8');
}

export function streamIdentifier(name: string): StreamIdentifier {
  return new StreamIdentifier().setStreamName(Buffer.from(name, 'utf8'));
}

/** A UUID in either of the protocol's forms (string, or two signed 64-bit halves) as lower-case text. */
export function uuidText(uuid: UUID | undefined): string {
  if (!uuid) throw new Error('missing UUID');
  if (uuid.hasStructured()) {
    const structured = uuid.getStructured()!;
    const bytes = Buffer.alloc(16);
    bytes.writeBigUInt64BE(BigInt.asUintN(64, BigInt(structured.getMostSignificantBits())), 0);
    bytes.writeBigUInt64BE(BigInt.asUintN(64, BigInt(structured.getLeastSignificantBits())), 8);
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
  return uuid.getString().toLowerCase();
}

/** A proposed message of Append or BatchAppend: both carry the same fields. */
interface Proposed {
  getId(): UUID | undefined;
  getMetadataMap(): { get(key: string): string | undefined };
  getData_asU8(): Uint8Array;
  getCustomMetadata_asU8(): Uint8Array;
}

export function proposedEvent(message: Proposed): ProposedEvent {
  const metadata = message.getMetadataMap();
  const type = metadata.get('type');
  const contentType = metadata.get('content-type');
  // The server refuses a message without these two (the client always sends them).
  if (!type || !contentType) throw new Error('a proposed message needs the "type" and "content-type" metadata');
  return {
    id: uuidText(message.getId()),
    type,
    contentType,
    data: message.getData_asU8(),
    customMetadata: message.getCustomMetadata_asU8(),
  };
}

/** An expected revision from one of the oneof cases (Append: revision; BatchAppend: stream_position). */
export function expectation(kind: 'any' | 'no-stream' | 'stream-exists' | 'revision' | undefined, revision: string): Expectation {
  if (kind === undefined) throw new Error('the append options carry no expected revision');
  return kind === 'revision' ? { kind, revision: BigInt(revision) } : { kind };
}

/** One recorded event as Read answers it, with its `$all` position (servers >= 22.6 send it on stream reads too). */
export function readEvent(event: StoredEvent, structuredIds: boolean): ReadResp {
  const record = new ReadResp.ReadEvent.RecordedEvent()
    .setId(uuidMessage(event.id, structuredIds))
    .setStreamIdentifier(streamIdentifier(event.streamId))
    .setStreamRevision(event.revision.toString())
    .setPreparePosition(event.position.toString())
    .setCommitPosition(event.position.toString())
    .setData(event.data)
    .setCustomMetadata(event.customMetadata);
  record.getMetadataMap().set('type', event.type).set('content-type', event.contentType).set('created', event.created.toString());
  const read = new ReadResp.ReadEvent().setEvent(record).setCommitPosition(event.position.toString());
  return new ReadResp().setEvent(read);
}

function uuidMessage(id: string, structured: boolean): UUID {
  if (!structured) return new UUID().setString(id);
  const bytes = Buffer.from(id.replaceAll('-', ''), 'hex');
  return new UUID().setStructured(
    new UUID.Structured()
      .setMostSignificantBits(BigInt.asIntN(64, bytes.readBigUInt64BE(0)).toString())
      .setLeastSignificantBits(BigInt.asIntN(64, bytes.readBigUInt64BE(8)).toString()),
  );
}

/** BatchAppend's failure for a wrong expected version: a google.rpc.Status with the details packed in. */
export function wrongExpectedVersionStatus(streamId: string, expected: Expectation, current: bigint | undefined): Status {
  const details = new WrongExpectedVersion();
  if (current === undefined) details.setCurrentNoStream(new GoogleEmpty());
  else details.setCurrentStreamRevision(current.toString());
  if (expected.kind === 'revision') details.setExpectedStreamPosition(expected.revision.toString());
  else if (expected.kind === 'any') details.setExpectedAny(new GoogleEmpty());
  else if (expected.kind === 'stream-exists') details.setExpectedStreamExists(new GoogleEmpty());
  else details.setExpectedNoStream(new GoogleEmpty());
  const packed = new Any();
  packed.pack(details.serializeBinary(), 'event_store.client.WrongExpectedVersion');
  return new Status()
    .setCode(Code.FAILED_PRECONDITION)
    .setMessage(
      `Append failed due to WrongExpectedVersion. Stream: ${streamId}, Expected version: ${describe(expected)}, Actual version: ${current ?? -1}`,
    )
    .setDetails(packed);
}

function describe(expected: Expectation): string {
  return expected.kind === 'revision' ? expected.revision.toString() : expected.kind;
}

export const empty = (): Empty => new Empty();
