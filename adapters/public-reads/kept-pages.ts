import type { Request } from 'express';
import { publicOriginOf } from '../http/request-origin';
import type { RenderReads } from '../seo/page-renderer';
import type { EncodedAnswer } from './encoded-answer';
import type { KeptAnswers, Keeping } from './kept-answers';
import { PUBLIC_TAGS, tagOfRead } from './public-tags';
import type { ClockBounds } from './clock-bounds';

/** Statuses a rendered page is kept with: the page, the not-found page (dead links are asked for again) and /book's redirect. */
const KEPT_STATUSES: ReadonlySet<number> = new Set([200, 302, 404]);

/** A page's answer as it was produced, with what its render read (null: the browser renders it, not kept). */
export interface ProducedPage {
  readonly answer: EncodedAnswer;
  readonly rendered: RenderReads & { readonly status: number };
}

/**
 * The server-rendered public pages kept in memory, by the address asked for (path and query, on
 * the origin the page's links are written for). A page is kept only when every API read of its
 * render is a public one and answered: the referral share page (a code's data) or a page whose
 * data did not come in time are rendered each time. Pages depend on every public tag (the site's
 * texts and pictures are on all of them, the packages in the footer and the structured data);
 * one that shows the calendar holds no longer than the calendar itself, any other for the day.
 */
export class KeptPages {
  constructor(
    private readonly answers: KeptAnswers<EncodedAnswer>,
    private readonly bounds: ClockBounds,
    private readonly publicOrigin: string | undefined,
  ) {}

  get(req: Request): EncodedAnswer | undefined {
    return this.answers.get(this.keyOf(req));
  }

  /** The kept page, or `render`'s, rendered once for all who ask for it meanwhile. */
  answer(req: Request, render: () => Promise<ProducedPage | { readonly answer: EncodedAnswer; readonly rendered: null }>) {
    return this.answers.answer(this.keyOf(req), async () => {
      // The clock as the render begins: what it reads is that moment's.
      const calendar = this.bounds.calendar();
      const day = this.bounds.day();
      const { answer, rendered } = await render();
      return { value: answer, keep: rendered ? keepingOf(rendered, { calendar, day }) : undefined };
    });
  }

  private keyOf(req: Request): string {
    return publicOriginOf(req, this.publicOrigin) + req.originalUrl;
  }
}

function keepingOf(rendered: ProducedPage['rendered'], valid: { calendar: () => boolean; day: () => boolean }): Keeping | undefined {
  if (!rendered.reads || rendered.complete !== true || !KEPT_STATUSES.has(rendered.status)) return undefined;
  const tags = rendered.reads.map(tagOfRead);
  if (tags.some((tag) => tag === undefined)) return undefined;
  return { tags: PUBLIC_TAGS, validWhile: tags.includes('availability') ? valid.calendar : valid.day };
}
