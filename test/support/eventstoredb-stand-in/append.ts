import { status, type sendUnaryData, type ServerDuplexStream, type ServerReadableStream } from '@grpc/grpc-js';
import { Empty as GoogleEmpty } from 'google-protobuf/google/protobuf/empty_pb';
import { AllStreamPosition, type UUID } from '@eventstore/db-client/generated/shared_pb';
import { AppendReq, AppendResp, BatchAppendReq, BatchAppendResp } from '@eventstore/db-client/generated/streams_pb';
import { empty, expectation, proposedEvent, streamIdentifier, streamName, uuidText, wrongExpectedVersionStatus } from './messages';
import { Refused, serviceError } from './refusal';
import type { AppendOutcome, Expectation, ProposedEvent, StandInLog } from './store';

/**
 * Streams.Append: the options (stream, expected revision) first, then the proposed messages; one
 * answer when the client ends its side, success or wrong_expected_version.
 */
export function append(log: StandInLog, call: ServerReadableStream<AppendReq, AppendResp>, callback: sendUnaryData<AppendResp>): void {
  let target: { streamId: string; expected: Expectation } | undefined;
  const events: ProposedEvent[] = [];
  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    callback(serviceError(error));
  };
  call.on('data', (request: AppendReq) => {
    try {
      if (request.hasOptions()) {
        const options = request.getOptions()!;
        const Case = AppendReq.Options.ExpectedStreamRevisionCase;
        const kinds = {
          [Case.ANY]: 'any',
          [Case.NO_STREAM]: 'no-stream',
          [Case.STREAM_EXISTS]: 'stream-exists',
          [Case.REVISION]: 'revision',
        } as const;
        const kind = kinds[options.getExpectedStreamRevisionCase() as keyof typeof kinds];
        target = { streamId: streamName(options.getStreamIdentifier()), expected: expectation(kind, options.getRevision()) };
      } else if (request.hasProposedMessage()) {
        if (!target) throw new Refused(status.INVALID_ARGUMENT, 'Append sent a message before its options');
        events.push(proposedEvent(request.getProposedMessage()!));
      }
    } catch (error) {
      fail(error);
    }
  });
  call.on('error', fail);
  call.on('end', () => {
    if (failed) return;
    if (!target) return fail(new Refused(status.INVALID_ARGUMENT, 'Append without options'));
    const outcome = log.append(target.streamId, target.expected, events, new Date());
    callback(null, appendResponse(target.expected, outcome));
  });
}

function appendResponse(expected: Expectation, outcome: AppendOutcome): AppendResp {
  if (outcome.ok) {
    const success = new AppendResp.Success();
    if (outcome.currentRevision < 0n) success.setNoStream(empty()).setNoPosition(empty());
    else
      success
        .setCurrentRevision(outcome.currentRevision.toString())
        .setPosition(
          new AppendResp.Position().setCommitPosition(outcome.position.toString()).setPreparePosition(outcome.position.toString()),
        );
    return new AppendResp().setSuccess(success);
  }
  const wrong = new AppendResp.WrongExpectedVersion();
  if (outcome.currentRevision === undefined) wrong.setCurrentNoStream(empty());
  else wrong.setCurrentRevision(outcome.currentRevision.toString());
  if (expected.kind === 'revision') wrong.setExpectedRevision(expected.revision.toString());
  else if (expected.kind === 'any') wrong.setExpectedAny(empty());
  else if (expected.kind === 'stream-exists') wrong.setExpectedStreamExists(empty());
  else wrong.setExpectedNoStream(empty());
  return new AppendResp().setWrongExpectedVersion(wrong);
}

interface PendingBatch {
  readonly correlationId: UUID;
  readonly streamId: string;
  readonly options: BatchAppendReq.Options;
  readonly expected: Expectation;
  readonly events: ProposedEvent[];
}

/**
 * Streams.BatchAppend: one long-lived two-way stream per client. Each request carries a correlation
 * id; the first of a correlation carries the options, the last says is_final; then the events are
 * written and one answer goes back with that correlation id, the stream and the expectation.
 */
export function batchAppend(log: StandInLog, call: ServerDuplexStream<BatchAppendReq, BatchAppendResp>): void {
  const pending = new Map<string, PendingBatch>();
  call.on('data', (request: BatchAppendReq) => {
    try {
      const correlationId = request.getCorrelationId();
      const key = uuidText(correlationId);
      let batch = pending.get(key);
      if (!batch) {
        const options = request.getOptions();
        if (!options) throw new Refused(status.INVALID_ARGUMENT, 'The first request of a batch must carry its options');
        const Case = BatchAppendReq.Options.ExpectedStreamPositionCase;
        const kinds = {
          [Case.ANY]: 'any',
          [Case.NO_STREAM]: 'no-stream',
          [Case.STREAM_EXISTS]: 'stream-exists',
          [Case.STREAM_POSITION]: 'revision',
        } as const;
        const kind = kinds[options.getExpectedStreamPositionCase() as keyof typeof kinds];
        batch = {
          correlationId: correlationId!,
          streamId: streamName(options.getStreamIdentifier()),
          options,
          expected: expectation(kind, options.getStreamPosition()),
          events: [],
        };
        pending.set(key, batch);
      }
      for (const message of request.getProposedMessagesList()) batch.events.push(proposedEvent(message));
      if (!request.getIsFinal()) return;
      pending.delete(key);
      const outcome = log.append(batch.streamId, batch.expected, batch.events, new Date());
      call.write(batchResponse(batch, outcome));
    } catch (error) {
      // grpc-js ends a server stream with the status of its 'error' event (destroy() would send none).
      call.emit('error', serviceError(error));
    }
  });
  call.on('end', () => call.end());
}

function batchResponse(batch: PendingBatch, outcome: AppendOutcome): BatchAppendResp {
  const response = new BatchAppendResp().setCorrelationId(batch.correlationId).setStreamIdentifier(streamIdentifier(batch.streamId));
  const { expected } = batch;
  if (expected.kind === 'revision') response.setStreamPosition(expected.revision.toString());
  else if (expected.kind === 'any') response.setAny(new GoogleEmpty());
  else if (expected.kind === 'stream-exists') response.setStreamExists(new GoogleEmpty());
  else response.setNoStream(new GoogleEmpty());
  if (!outcome.ok) return response.setError(wrongExpectedVersionStatus(batch.streamId, expected, outcome.currentRevision));
  const success = new BatchAppendResp.Success();
  if (outcome.currentRevision < 0n) success.setNoStream(new GoogleEmpty()).setNoPosition(new GoogleEmpty());
  else
    success
      .setCurrentRevision(outcome.currentRevision.toString())
      .setPosition(new AllStreamPosition().setCommitPosition(outcome.position.toString()).setPreparePosition(outcome.position.toString()));
  return response.setSuccess(success);
}
