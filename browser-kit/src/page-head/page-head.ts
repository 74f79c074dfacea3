import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSiteInfo } from '../site/site-info';
import { HEAD_TAG_MARKER, headTags, type PageHeadData } from './head-tags';

/**
 * Where a server render collects the head of the page it renders. Rendering is the only moment
 * the server learns a page's title, so usePageHead writes it here during render; in the browser
 * there is no collector and the tags are applied after each render instead.
 */
export interface HeadCollector {
  head: PageHeadData | null;
  /** Where a redirecting route sends the visitor: the server answers with a redirect instead of a page. */
  redirect?: string;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/**
 * The site's own origin ('https://example.ca'), for absolute addresses in structured data. The
 * server takes it from the request, the browser from its location, before rendering starts.
 */
export const SiteOriginContext = createContext('');

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}

/**
 * True while the server renders: the calling route tells it to redirect to `target` and renders
 * nothing; in the browser it returns false and the route navigates itself.
 */
export function useServerRedirect(target: string): boolean {
  const collector = useContext(HeadCollectorContext);
  if (!collector) return false;
  // eslint-disable-next-line react-hooks/immutability -- a server render's per-request sink, never rendered state
  collector.redirect = target;
  return true;
}

export type PageHeadInput = Omit<PageHeadData, 'siteName'>;

/**
 * Declares the current page's <head>: title, description, canonical address, Open Graph and
 * JSON-LD. Call it once per page component.
 */
export function usePageHead(input: PageHeadInput): void {
  const collector = useContext(HeadCollectorContext);
  const { name } = useSiteInfo();
  const { pathname } = useLocation();
  const head: PageHeadData = { ...input, siteName: name };
  // Render is the server's only chance to learn the head; the last page rendered wins.
  // eslint-disable-next-line react-hooks/immutability -- as in useServerRedirect
  if (collector) collector.head = head;

  const key = JSON.stringify(head);
  useEffect(() => {
    applyHead(JSON.parse(key) as PageHeadData, window.location.origin, pathname);
  }, [key, pathname]);
}

function applyHead(head: PageHeadData, origin: string, pathname: string): void {
  document.title = head.title;
  for (const old of document.head.querySelectorAll(`[${HEAD_TAG_MARKER}]`)) old.remove();
  const tags = headTags(head, origin, pathname);
  // index.html's own description (a page the server did not render) gives way to the page's.
  if (tags.some((t) => t.attributes.name === 'description')) {
    document.head.querySelector(`meta[name="description"]:not([${HEAD_TAG_MARKER}])`)?.remove();
  }
  for (const tag of tags) {
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    element.setAttribute(HEAD_TAG_MARKER, '');
    if (tag.tag === 'script') element.textContent = tag.text;
    document.head.appendChild(element);
  }
}
