import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { createPath, useHref, useLocation, useNavigate, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: To;
  /** Replace the current entry of the history; by default only when the link leads where the page already is. */
  readonly replace?: boolean;
  readonly ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link within the public site, followed by the router without a page load. A click with a
 * modifier key, another button or a `target` other than this tab is the browser's (new tab, new
 * window, download). Not the router's `<Link>`: that module also holds its framework mode's
 * prefetching, forms and view transitions, which every page would load in its first script
 * (against the 100 KB budget of /, docs/performance.md); see SiteRouter.tsx.
 */
export function Link({ to, replace, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const here = createPath(useLocation());
  const there = createPath(useResolvedPath(to));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    void navigate(to, { replace: replace ?? here === there });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
