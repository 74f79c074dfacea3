import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { anchorIdFromHash, landingAnchorId, scrollToAnchor } from './scroll';

/** About two seconds of frames: long enough for an on-demand section's code on a slow phone. */
const ANCHOR_TRIES = 120;

/**
 * Scroll position after a route change: to the anchor in the URL hash when the page has it
 * (with the header offset; `#booking` means `#book`), otherwise to the top for a new navigation.
 * Back/forward keeps the browser's own scroll restoration.
 */
export function ScrollManager(): null {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const id = anchorIdFromHash(hash);
    if (id) {
      // Wait a frame so the new page has laid out before measuring the anchor; the landing page's
      // sections arrive with their own chunk, so the anchor is looked for again for a while.
      let frame = 0;
      let tries = 0;
      const attempt = () => {
        if (scrollToAnchor(landingAnchorId(id)) || ++tries > ANCHOR_TRIES) return;
        frame = window.requestAnimationFrame(attempt);
      };
      frame = window.requestAnimationFrame(attempt);
      return () => window.cancelAnimationFrame(frame);
    }
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    return undefined;
  }, [pathname, hash, key, navigationType]);

  return null;
}
