import { existsSync } from 'node:fs';
import { IncomingHttpHeaders, request } from 'node:http';
import { join } from 'node:path';
import { beforeAll, expect } from '@jest/globals';
import { PublicReads } from '../../adapters/public-reads/public-reads';
import { useApiApp } from './api-suite';
import { TestDatabase } from './databases';
import { TestClock } from './test-clock';

/**
 * The public reads kept in memory: every change shows on the very next request of the JSON read
 * and of the rendered page, whoever made it; a kept answer is revalidated by its ETag and sent as
 * the client accepts it; private pages, signed-in answers and made-up addresses are not kept (or
 * not beyond the bound). Each test first checks that the answer is kept, so that it would
 * fail if the change did not drop it.
 */
export const root = join(__dirname, '..', '..');
export const clock = new TestClock(new Date('2026-11-23T15:00:00Z')); // Monday 09:00 on the lake
export const DATE = '2026-12-01'; // a Tuesday within the landing page's 14 days: morning and afternoon
/** The package the tests book; the edits rename another one. */
export const BOOKED_PACKAGE = 'Half-Day Adventure';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET (or HEAD) as it goes over the wire: no decoding, no headers but those given. */
export function raw(url: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The data a rendered page was made with (the dehydrated queries in its server-data script). */
export function pageQueries(html: string): { queryKey: unknown[]; state: { data: unknown } }[] {
  const script = html.match(/<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/);
  expect(script).not.toBeNull();
  return (JSON.parse(script![1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries;
}

export function slotsOf(days: unknown, date: string): Record<string, string> {
  const day = (days as { date: string; slots: { timeSlot: string; status: string }[] }[]).find((d) => d.date === date);
  expect(day).toBeDefined();
  return Object.fromEntries(day!.slots.map((s) => [s.timeSlot, s.status]));
}

/** A site on `db` (the built site is needed: `npm run build:web`) with its public reads, and the calls the kept reads' suites make. */
export function usePublicReadsApi(db: TestDatabase) {
  beforeAll(() => {
    // npm test builds the site first; a bare jest run needs `npm run build:web`.
    expect(existsSync(join(root, 'web', 'dist-server', 'entry-server.cjs'))).toBe(true);
  });
  const suite = useApiApp(db, { clock });
  const kept = () => suite.app.app.get(PublicReads);
  const jsonKept = (path: string) => kept().json.get(path) !== undefined;
  const pageKept = (path: string) => kept().pageAnswers.get(suite.app.url + path) !== undefined;

  /**
   * Asks for each address until its answer is kept, then checks that it is. Just after start-up
   * or a write the projections may still be catching up, and each change they make rightly drops
   * what was kept, or keeps an answer produced meanwhile from being kept (on a busy machine that
   * can come after the first request): a few rounds, not one.
   */
  async function primed(json: readonly string[], pages: readonly string[] = []): Promise<void> {
    const keptAll = () => json.every(jsonKept) && pages.every(pageKept);
    for (let round = 0; round < 5 && (round === 0 || !keptAll()); round++) {
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 200));
      for (const path of [...json, ...pages]) expect((await suite.app.request('GET', path)).status).toBe(200);
    }
    for (const path of json) expect([path, jsonKept(path)]).toEqual([path, true]);
    for (const path of pages) expect([path, pageKept(path)]).toEqual([path, true]);
  }

  const landingSlots = async () => {
    const html = (await suite.app.request('GET', '/')).text;
    const calendar = pageQueries(html).find((q) => q.queryKey.length === 1 && q.queryKey[0] === '/api/availability');
    return slotsOf(calendar!.state.data, DATE);
  };
  const apiSlots = async () => slotsOf((await suite.app.request('GET', '/api/availability')).body, DATE);
  return { suite, kept, jsonKept, pageKept, primed, landingSlots, apiSlots };
}
