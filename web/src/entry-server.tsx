import { finished } from 'node:stream/promises';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App';
import { isPathRead, setApiOrigin } from '@browser-kit/api/api';
import { headHtml, jsonLdText } from '@browser-kit/page-head/head-tags';
import { HeadCollectorContext, type HeadCollector } from '@browser-kit/page-head/page-head';
import { createQueryClient } from '@browser-kit/api/query-client';
import { SITE_DEFAULTS } from '@browser-kit/site/site-defaults';
import { SERVER_DATA_ELEMENT_ID } from './server-data';
import { SiteProviders } from './SiteProviders';

/*
 * The public site rendered on the server (built by `vite build --ssr` into web/dist-server and
 * called by the server for every page request). The visitor's browser gets the page's HTML, its
 * <head> and the data it was rendered with, then hydrates it: the page shows before any script
 * runs, and search engines and link previews read the same page visitors see.
 */

export interface RenderPageOptions {
  /** Where the server itself answers API calls (its loopback address). */
  readonly apiOrigin: string;
  /** The site's public origin, for canonical and Open Graph addresses. */
  readonly siteOrigin: string;
}

export interface RenderedPage {
  readonly status: number;
  /** Set when the route redirects (status 302): where to. */
  readonly location?: string;
  /** <title> and the meta, link and JSON-LD tags, for <head>. */
  readonly head: string;
  /** The app's markup, for the root element. */
  readonly body: string;
  /** A script element holding the data the page was rendered with. */
  readonly data: string;
  /** The API paths the page read for that data (the server keeps a page only if they are all public). */
  readonly reads: string[];
  /** Whether each of those reads answered in time: else the page shows loading in its place. */
  readonly complete: boolean;
}

/** How long a render waits for the API before it sends what it has (the browser fetches the rest). */
const DATA_WAIT_MS = 3000;

export async function renderPage(url: string, options: RenderPageOptions): Promise<RenderedPage> {
  setApiOrigin(options.apiOrigin);
  const client = createQueryClient();
  const pathname = new URL(url, options.siteOrigin).pathname;

  // First pass: learn which data the page reads and load its on-demand code. Queries do not run
  // during a server render, they only register; the second pass renders them with their data.
  await prepare(siteTree(url, client, { head: null }, options.siteOrigin));
  const wanted = client.getQueryCache().getAll().filter(fetchableOnServer);
  await withinTime(
    Promise.allSettled(wanted.map((query) => client.prefetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn }))),
    DATA_WAIT_MS,
  );
  const reads = wanted.map((query) => query.queryKey.join('/'));
  const complete = wanted.every((query) => query.state.status === 'success');
  // A read that failed renders as loading, exactly as the browser's first render will show it
  // before it retries; the failure itself is not sent.
  client.removeQueries({ predicate: (query) => query.state.status === 'error' });

  // Everything is loaded now, so a synchronous render gives the whole page: no streamed
  // boundaries and so no inline scripts, which the site's Content-Security-Policy forbids.
  const collector: HeadCollector = { head: null };
  const body = renderToString(siteTree(url, client, collector, options.siteOrigin));

  if (collector.redirect) return { status: 302, location: collector.redirect, head: '', body: '', data: '', reads, complete };
  const head = collector.head ?? { title: SITE_DEFAULTS.name, siteName: SITE_DEFAULTS.name };
  const state = dehydrate(client);
  return {
    status: head.status ?? 200,
    head: headHtml(head, options.siteOrigin, pathname),
    body,
    data: `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${jsonLdText(state)}</script>`,
    reads,
    complete,
  };
}

function siteTree(url: string, client: QueryClient, collector: HeadCollector, origin: string): ReactNode {
  return (
    <StrictMode>
      <HeadCollectorContext.Provider value={collector}>
        <SiteProviders client={client} origin={origin}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </SiteProviders>
      </HeadCollectorContext.Provider>
    </StrictMode>
  );
}

/** Renders and waits for everything the tree suspends on (its on-demand chunks); the HTML is not used. */
async function prepare(tree: ReactNode): Promise<void> {
  const { prelude } = await prerenderToNodeStream(tree);
  prelude.resume();
  await finished(prelude);
}

/**
 * Reads the server may make for a page: enabled queries whose function is a plain GET of the key's
 * path (@browser-kit/api/api's getQueryFn). A query with a function of its own may change something (the
 * booking result confirms a payment), so it is left to the browser.
 */
function fetchableOnServer(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (!isPathRead(query.options.queryFn)) return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
}

async function withinTime(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
