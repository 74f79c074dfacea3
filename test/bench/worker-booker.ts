import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BookingAnswered, BookingAsked, VisitorsSetup } from './http-visitors';
import { HttpBooker, nextVisitor, SlotSequence } from './http-workload';

/**
 * An HttpBooker whose visitors run in a worker thread (http-visitors.ts), so the measured server's
 * thread does the server's work only; this thread picks each booking's slot and visitor, and the
 * worker times the booking from its first request to its last answer. Runs from the built bench
 * (dist/test/bench), where the worker's script is compiled beside this one.
 */
export function workerBooker(baseUrl: string, connections: number, slots: SlotSequence): HttpBooker {
  const worker = new Worker(join(__dirname, 'http-visitors.js'), { workerData: { baseUrl, connections } satisfies VisitorsSetup });
  const waiting = new Map<number, { resolve: (ms: number) => void; reject: (error: Error) => void }>();
  let asked = 0;
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', (answer: BookingAnswered) => {
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    if ('error' in answer) pending?.reject(new Error(answer.error));
    else pending?.resolve(answer.ms);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the visitors' worker stopped (exit code ${code})`)));
  const latenciesMs: number[] = [];
  return {
    latenciesMs,
    write: async () => {
      const id = asked++;
      const ms = await new Promise<number>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, slot: slots.next(), visitor: nextVisitor() } satisfies BookingAsked);
      });
      latenciesMs.push(ms);
    },
    close: async () => {
      worker.postMessage('close');
      await worker.terminate();
    },
  };
}
