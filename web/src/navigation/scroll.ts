/**
 * Scrolling for the public site's fixed header: anchors land 80 px below
 * the top so the header does not cover them, and the header turns compact after 100 px.
 * The first functions are pure (unit-tested); the last two touch the DOM.
 */

/** Space left above a scrolled-to anchor for the fixed header. */
export const HEADER_SCROLL_OFFSET_PX = 80;
/** The header turns compact once the page is scrolled more than this. */
export const HEADER_COMPACT_THRESHOLD_PX = 100;

/**
 * The document scroll position that puts an element `offset` px below the top of the viewport.
 * `elementTop` is the element's current top relative to the viewport (getBoundingClientRect().top).
 */
export function anchorScrollTop(elementTop: number, scrollY: number, offset: number = HEADER_SCROLL_OFFSET_PX): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

/** Whether the header is compact at this scroll position (strictly more than the threshold). */
export function isHeaderCompact(scrollY: number, threshold: number = HEADER_COMPACT_THRESHOLD_PX): boolean {
  return scrollY > threshold;
}

/** `'#book'` → `'book'`; an empty or bare `'#'` hash → null. Percent-escapes are decoded. */
export function anchorIdFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Other names for landing-page sections: the blog's links point to /#booking, which must land on the form. */
const ANCHOR_ALIASES: ReadonlyMap<string, string> = new Map([['booking', 'book']]);

/** The landing-page section an anchor name leads to: `'booking'` → `'book'`, others unchanged. */
export function landingAnchorId(id: string): string {
  return ANCHOR_ALIASES.get(id) ?? id;
}

/** Smooth scrolling unless the visitor asked for reduced motion. */
export function scrollBehaviorFor(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'auto' : 'smooth';
}

function preferredBehavior(): ScrollBehavior {
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return scrollBehaviorFor(reduce);
}

/**
 * Scrolls smoothly to the element with this id, leaving the header offset, and moves keyboard
 * focus there (without a second jump) so the next Tab continues inside that section. Returns
 * false (and does nothing) when the current page has no such element.
 */
export function scrollToAnchor(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  window.scrollTo({
    top: anchorScrollTop(element.getBoundingClientRect().top, window.scrollY),
    behavior: preferredBehavior(),
  });
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return true;
}

/** Scrolls smoothly to the top of the page. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: preferredBehavior() });
}
