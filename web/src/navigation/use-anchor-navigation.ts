import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { scrollToAnchor, scrollToTop } from './scroll';

/**
 * In-page navigation used by the header, hero, footer and mobile bar.
 *
 * `goToAnchor(id)`: on the landing page with the section present, scroll smoothly to it (80 px
 * header offset). Anywhere else, or when the section is not on the page (not built yet), navigate
 * to `/#id`; <ScrollManager/> then scrolls to it once the landing page has rendered, or leaves the
 * page where it is when the section does not exist.
 *
 * `goToTop()`: scroll smoothly to the top of the landing page, navigating to `/` first when elsewhere.
 */
export function useAnchorNavigation(): { goToAnchor: (id: string) => void; goToTop: () => void } {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onLanding = pathname === '/';

  const goToAnchor = useCallback(
    (id: string) => {
      if (onLanding && scrollToAnchor(id)) return;
      // Under the declarative router navigate() returns nothing; its type also allows a data router's promise.
      void navigate(`/#${encodeURIComponent(id)}`, { replace: onLanding });
    },
    [navigate, onLanding],
  );

  const goToTop = useCallback(() => {
    if (onLanding) scrollToTop();
    else void navigate('/');
  }, [navigate, onLanding]);

  return { goToAnchor, goToTop };
}

/** True for an ordinary left click, false when the visitor wants a new tab or window. */
export function isPlainLeftClick(event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
