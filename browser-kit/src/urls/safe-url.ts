/*
 * Allow-lists for URLs that come from editable content (blog posts, gallery images) and end up in
 * an href or src. Only a URL that visibly starts with an allowed form passes; there is no attempt
 * to decode or repair anything else.
 */

/** Whitespace and control characters: browsers silently drop some of them inside URLs
 *  (`java\tscript:`), so a URL holding any of them is refused outright. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_URL_CHARS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/** Relative to this site: `/path` or `#anchor`, but not `//host` or `/\host` (both mean another host). */
function isSiteRelative(url: string): boolean {
  if (url.startsWith('#')) return true;
  return url.startsWith('/') && url[1] !== '/' && url[1] !== '\\';
}

/**
 * The href a link may carry, or null when it is refused. Allowed: http:, https:, mailto:, tel:
 * and site-relative `/...` or `#...`. Everything else (javascript:, data:, vbscript:, entity- or
 * percent-encoded schemes, URLs hiding whitespace or control characters) is refused: only a URL
 * that visibly starts with an allowed form passes.
 */
export function safeLinkHref(raw: string): string | null {
  const url = raw.trim();
  if (!url || UNSAFE_URL_CHARS.test(url)) return null;
  if (/^(https?|mailto|tel):/i.test(url)) return url;
  return isSiteRelative(url) ? url : null;
}

/** The src an image may carry, or null: https: or a path on this site (`/media/...`, `/...`). */
export function safeImageSrc(raw: string): string | null {
  const url = raw.trim();
  if (!url || UNSAFE_URL_CHARS.test(url)) return null;
  if (/^https:/i.test(url)) return url;
  return url.startsWith('/') && isSiteRelative(url) ? url : null;
}

/** Links that leave the site (opened with rel="noopener noreferrer"). */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href);
}
