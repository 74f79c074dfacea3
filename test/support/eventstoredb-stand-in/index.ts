import { randomUUID } from 'node:crypto';
import { Server, ServerCredentials, status, type ServiceError, type UntypedServiceImplementation } from '@grpc/grpc-js';
import { Metadata } from '@grpc/grpc-js';
import { ServerFeaturesService } from '@eventstore/db-client/generated/serverfeatures_grpc_pb';
import { SupportedMethod, SupportedMethods } from '@eventstore/db-client/generated/serverfeatures_pb';
import { StreamsService } from '@eventstore/db-client/generated/streams_grpc_pb';
import { append, batchAppend } from './append';
import { read } from './read';
import { StandInLog } from './store';

export interface EventStoreStandIn {
  /** Connection string for @eventstore/db-client, e.g. `esdb://127.0.0.1:PORT?tls=false`. */
  readonly url: string;
  /** The stand-in's log, for a test that looks at what was written or writes system events. */
  readonly log: StandInLog;
  /** How many calls each method has received, by the method's name ('read', 'append', 'batchAppend'...). */
  readonly calls: ReadonlyMap<string, number>;
  close(): Promise<void>;
}

/** What GetSupportedMethods advertises: exactly what is implemented (the client picks BatchAppend on it). */
const SUPPORTED: readonly [service: string, method: string][] = [
  ['event_store.client.streams.streams', 'read'],
  ['event_store.client.streams.streams', 'append'],
  ['event_store.client.streams.streams', 'batchappend'],
  ['event_store.client.server_features.serverfeatures', 'getsupportedmethods'],
];

/**
 * A local, in-memory, insecure gRPC server speaking the part of EventStoreDB's protocol that
 * adapters/persistence/eventstoredb-event-store.ts uses (Streams.Read, Append, BatchAppend and
 * ServerFeatures), from the service definitions @eventstore/db-client ships. See
 * docs/eventstoredb-stand-in.md for what it does and does not implement.
 */
export async function startEventStoreStandIn(): Promise<EventStoreStandIn> {
  const log = new StandInLog();
  writeStartupSystemEvents(log);
  const server = new Server();
  const calls = new Map<string, number>();
  const counted = (service: UntypedServiceImplementation): UntypedServiceImplementation =>
    Object.fromEntries(
      Object.entries(service).map(([name, handler]) => [
        name,
        (...args: unknown[]) => {
          calls.set(name, (calls.get(name) ?? 0) + 1);
          return (handler as (...a: unknown[]) => unknown)(...args);
        },
      ]),
    ) as UntypedServiceImplementation;
  const streams: UntypedServiceImplementation = {
    read: (call: Parameters<typeof read>[1]) => read(log, call),
    append: (call: Parameters<typeof append>[1], callback: Parameters<typeof append>[2]) => append(log, call, callback),
    batchAppend: (call: Parameters<typeof batchAppend>[1]) => batchAppend(log, call),
    delete: (_call: unknown, callback: (error: ServiceError) => void) => callback(unimplemented('Streams.Delete')),
    tombstone: (_call: unknown, callback: (error: ServiceError) => void) => callback(unimplemented('Streams.Tombstone')),
  };
  server.addService(StreamsService, counted(streams));
  server.addService(
    ServerFeaturesService,
    counted({
      getSupportedMethods: (_call: unknown, callback: (error: null, methods: SupportedMethods) => void) => {
        const methods = new SupportedMethods().setEventStoreServerVersion('24.10.0');
        for (const [service, method] of SUPPORTED) methods.addMethods(new SupportedMethod().setServiceName(service).setMethodName(method));
        callback(null, methods);
      },
    }),
  );
  const port = await new Promise<number>((done, fail) =>
    server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) => (error ? fail(error) : done(bound))),
  );
  return {
    url: `esdb://127.0.0.1:${port}?tls=false`,
    log,
    calls,
    close: () =>
      new Promise<void>((done) => {
        // Open subscriptions and batch-append streams never end by themselves: cut them.
        server.forceShutdown();
        done();
      }),
  };
}

/**
 * A new EventStoreDB node writes events of its own to $all before any client does (stream names
 * and types starting with '$'): an adapter reading $all must step over them.
 */
function writeStartupSystemEvents(log: StandInLog): void {
  const json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');
  const now = new Date();
  const system = (streamId: string, type: string, data: unknown) =>
    log.append(
      streamId,
      { kind: 'any' },
      [{ id: randomUUID(), type, contentType: 'application/json', data: json(data), customMetadata: new Uint8Array() }],
      now,
    );
  system('$$$scavenges', '$metadata', { $maxAge: 2592000 });
  system('$scavenges', '$scavengeIndexInitialized', {});
}

function unimplemented(method: string): ServiceError {
  const details = `${method} is not implemented by the EventStoreDB stand-in`;
  return Object.assign(new Error(details), { code: status.UNIMPLEMENTED, details, metadata: new Metadata() });
}
