/*
 * What a page says about itself in <head>: title, description, canonical address, Open Graph and
 * JSON-LD. The server writes these tags into the HTML it sends (so search engines and link
 * previews read them without running scripts) and the browser rewrites them on every navigation;
 * both build them here, from the same page data.
 */

import { escapeHtml } from '../../../domain/shared/html-escape';

export interface PageHeadData {
  readonly title: string;
  readonly description?: string | null;
  /** Path of the page's canonical address ('/blog/pike'); the current path without query when absent. */
  readonly path?: string;
  /** Open Graph type: a blog post is an article, every other page a website. */
  readonly type?: 'website' | 'article';
  /** Preview picture, absolute or site-relative ('/media/…'). */
  readonly image?: string | null;
  readonly keywords?: string | null;
  /** Pages that must not be listed by search engines (the booking result, the fallback). */
  readonly noindex?: boolean;
  /** Pages whose address holds a secret (a manage link's token): no Referer leaves them. */
  readonly noreferrer?: boolean;
  /** HTTP status the server answers with this page: 404 for the fallback and a missing post. */
  readonly status?: number;
  /** Structured data (schema.org objects), one script tag each. */
  readonly jsonLd?: readonly object[];
  readonly siteName: string;
}

export type HeadTag =
  | { readonly tag: 'meta'; readonly attributes: Readonly<Record<string, string>> }
  | { readonly tag: 'link'; readonly attributes: Readonly<Record<string, string>> }
  | { readonly tag: 'script'; readonly attributes: Readonly<Record<string, string>>; readonly text: string };

/** Marks the tags this module owns, so a navigation replaces exactly those and nothing else. */
export const HEAD_TAG_MARKER = 'data-page-head';

/** `origin` + a site-relative path; absolute addresses are kept as given. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return origin.replace(/\/$/, '') + (pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);
}

/** The meta, link and JSON-LD tags of a page (the title is set separately). */
export function headTags(head: PageHeadData, origin: string, currentPath: string): HeadTag[] {
  const url = absoluteUrl(origin, head.path ?? currentPath);
  const description = head.description?.trim() || null;
  const tags: HeadTag[] = [];
  const meta = (attributes: Record<string, string>) => tags.push({ tag: 'meta', attributes });

  if (description) meta({ name: 'description', content: description });
  if (head.keywords?.trim()) meta({ name: 'keywords', content: head.keywords.trim() });
  if (head.noindex) meta({ name: 'robots', content: 'noindex' });
  else tags.push({ tag: 'link', attributes: { rel: 'canonical', href: url } });
  if (head.noreferrer) meta({ name: 'referrer', content: 'no-referrer' });

  meta({ property: 'og:site_name', content: head.siteName });
  meta({ property: 'og:type', content: head.type ?? 'website' });
  meta({ property: 'og:title', content: head.title });
  if (description) meta({ property: 'og:description', content: description });
  meta({ property: 'og:url', content: url });
  meta({ property: 'og:locale', content: 'en_CA' });
  if (head.image) meta({ property: 'og:image', content: absoluteUrl(origin, head.image) });
  meta({ name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' });

  for (const data of head.jsonLd ?? []) {
    tags.push({ tag: 'script', attributes: { type: 'application/ld+json' }, text: jsonLdText(data) });
  }
  return tags;
}

/**
 * JSON for a script element: `<` is written as \u003c so no text in the data (a post title, say)
 * can close the element and start markup of its own.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's <title> and tags as HTML, for the server to put into <head>. */
export function headHtml(head: PageHeadData, origin: string, currentPath: string): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  for (const tag of headTags(head, origin, currentPath)) {
    const attributes = Object.entries({ ...tag.attributes, [HEAD_TAG_MARKER]: '' })
      .map(([name, value]) => (value === '' ? name : `${name}="${escapeHtml(value)}"`))
      .join(' ');
    lines.push(tag.tag === 'script' ? `<script ${attributes}>${tag.text}</script>` : `<${tag.tag} ${attributes} />`);
  }
  return lines.join('\n    ');
}
