/**
 * The bench's visitors, in a worker thread of their own: they book over HTTP (node:http, kept-alive
 * connections) and answer each booking's time or error to the thread that asked. Real visitors'
 * browsers are on other machines; in the server's own thread their requests and the parsing of the
 * answers were the server's time taken by its clients.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { benchClient } from './bench-client';
import { BookingSlot, bookOnce } from './http-booking';

/** What the worker is started with. */
export interface VisitorsSetup {
  readonly baseUrl: string;
  readonly connections: number;
}

/** One booking asked of the worker, and its answer. */
export interface BookingAsked {
  readonly id: number;
  readonly slot: BookingSlot;
  readonly visitor: number;
}
export type BookingAnswered = { readonly id: number; readonly ms: number } | { readonly id: number; readonly error: string };

if (parentPort) {
  const port = parentPort;
  const { baseUrl, connections } = workerData as VisitorsSetup;
  const client = benchClient(baseUrl, connections);
  port.on('message', (asked: BookingAsked | 'close') => {
    if (asked === 'close') {
      client.close();
      port.close();
      return;
    }
    const start = performance.now();
    bookOnce(client, asked.slot, asked.visitor).then(
      () => port.postMessage({ id: asked.id, ms: performance.now() - start } satisfies BookingAnswered),
      (error: unknown) =>
        port.postMessage({ id: asked.id, error: error instanceof Error ? error.message : String(error) } satisfies BookingAnswered),
    );
  });
}
