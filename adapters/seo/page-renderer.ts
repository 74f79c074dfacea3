import { existsSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import type { Request } from 'express';
import { loopbackOriginOf, publicOriginOf } from '../http/request-origin';

/** The module `vite build --ssr` makes of web/src/entry-server.tsx (its contract, restated for the server). */
interface SiteRendererModule {
  renderPage(
    url: string,
    options: { apiOrigin: string; siteOrigin: string },
  ): Promise<{
    status: number;
    location?: string;
    head: string;
    body: string;
    data: string;
    /** The API reads the page was rendered with (absent from a renderer older than them). */
    reads?: string[];
    /** Whether every one of them answered in time (else the page shows loading in their place). */
    complete?: boolean;
  }>;
}

/** What a render read: a page whose reads are all public, and all answered, may be kept (adapters/public-reads). */
export interface RenderReads {
  readonly reads?: readonly string[];
  readonly complete?: boolean;
}

export type RenderedHtml = RenderReads &
  (
    | { readonly status: number; readonly html: string; readonly location?: undefined }
    | { readonly status: 302; readonly location: string; readonly html?: undefined }
  );

/** Fills the app's index.html for one request; null when there is no renderer (then the page renders in the browser). */
export type PageRendering = (request: Request, template: string) => Promise<RenderedHtml | null>;

/** Where index.html takes the rendered head and body (see web/index.html). */
const HEAD_SLOT = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const BODY_SLOT = '<!--page-body-->';
const DATA_SLOT = '<!--page-data-->';

/**
 * Renders public pages on the server, so the first paint and every search engine get the page
 * itself: its content, title, description, canonical and Open Graph tags and structured data.
 * Absolute addresses are on `publicOrigin` (PUBLIC_ORIGIN) whenever it is set, never on the
 * request's Host. The renderer is loaded on first use; without a build of it (a developer running
 * only the API) pages fall back to rendering in the browser.
 */
export function pageRenderer(entryPath: string, publicOrigin: string | undefined, logger = new Logger('PageRenderer')): PageRendering {
  let loaded: SiteRendererModule | null | undefined;
  const load = (): SiteRendererModule | null => {
    if (loaded !== undefined) return loaded;
    if (!existsSync(entryPath)) {
      logger.warn(`No server renderer at ${entryPath} (run npm run build:web): pages render in the browser only.`);
      return (loaded = null);
    }
    // A CommonJS build: required, not imported, so that the server and Jest load it alike.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (loaded = require(entryPath) as SiteRendererModule);
  };

  return async (request, template) => {
    const renderer = load();
    if (!renderer || !template.includes(BODY_SLOT) || !template.includes(DATA_SLOT)) return null;
    const page = await renderer.renderPage(request.originalUrl, {
      apiOrigin: loopbackOriginOf(request),
      siteOrigin: publicOriginOf(request, publicOrigin),
    });
    const reads = { reads: page.reads, complete: page.complete };
    if (page.location) return { status: 302, location: page.location, ...reads };
    // Function replacements: a `$&` in a post's title must stay text, not become a pattern.
    const html = template
      .replace(HEAD_SLOT, () => page.head)
      .replace(BODY_SLOT, () => page.body)
      .replace(DATA_SLOT, () => page.data);
    return { status: page.status, html, ...reads };
  };
}
