import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { anchorIdFromHash, landingAnchorId, scrollToAnchor } from './scroll';

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
      // Wait one frame so the new page has laid out before measuring the anchor.
      const frame = window.requestAnimationFrame(() => {
        scrollToAnchor(landingAnchorId(id));
      });
      return () => window.cancelAnimationFrame(frame);
    }
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    return undefined;
  }, [pathname, hash, key, navigationType]);

  return null;
}
