import type { Clock } from '../../application/ports/clock';
import { ClockBounds } from './clock-bounds';
import { bytesOf, EncodedAnswer } from './encoded-answer';
import { KeptAnswers } from './kept-answers';
import type { KeptJsonRead } from './kept-json-reads';
import { KeptPages } from './kept-pages';
import { PublicChanges } from './public-changes';

const MiB = 1024 * 1024;
/**
 * Room for every span of the calendar the site asks for, each list and post of the API and each
 * page of the site, several times over; made-up query strings push out the least recently asked.
 */
export const KEPT_JSON_LIMITS = { maxEntries: 500, maxBytes: 16 * MiB };
export const KEPT_PAGE_LIMITS = { maxEntries: 300, maxBytes: 32 * MiB };

/**
 * The public reads kept in memory (docs/architecture/web.md): the API's public JSON and the
 * server-rendered pages, each with its compressed copies and ETag, dropped by the changes of what
 * they show (PublicChanges says where those come from) and by nothing else but the lake's clock.
 */
export class PublicReads {
  readonly changes = new PublicChanges();
  readonly json = new KeptAnswers<EncodedAnswer | null>({ ...KEPT_JSON_LIMITS, sizeOf: bytesOf });
  readonly pageAnswers = new KeptAnswers<EncodedAnswer>({ ...KEPT_PAGE_LIMITS, sizeOf: bytesOf });
  readonly pages: KeptPages;
  /** The API reads kept: only answers that are the same for every visitor. */
  readonly jsonReads: readonly KeptJsonRead[];

  constructor(clock: Clock, publicOrigin: string | undefined) {
    const bounds = new ClockBounds(clock);
    this.pages = new KeptPages(this.pageAnswers, bounds, publicOrigin);
    this.jsonReads = [
      { path: /^\/api\/packages$/, tag: 'packages' },
      { path: /^\/api\/availability$/, tag: 'availability', validWhile: () => bounds.calendar() },
      // Signed in: the staff settings too.
      { path: /^\/api\/site-content$/, tag: 'content', perSession: true },
      // Signed in: the drafts too.
      { path: /^\/api\/blog-posts(?:\/[^/]+)?$/, tag: 'blog', perSession: true },
      { path: /^\/api\/reviews$/, tag: 'reviews' },
      { path: /^\/api\/catches$/, tag: 'catches' },
    ];
    this.changes.subscribe((tags) => {
      this.json.invalidate(tags);
      this.pageAnswers.invalidate(tags);
    });
  }
}
