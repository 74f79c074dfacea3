import type { MouseEvent, ReactNode } from 'react';
import { Link } from '../navigation/Link';
import { isPlainLeftClick, useAnchorNavigation } from '../navigation/use-anchor-navigation';

/**
 * A real link to `/#anchor` (works with keyboard, new tabs and without JavaScript) that scrolls
 * smoothly with the header offset on a plain click.
 */
export function AnchorLink({
  anchor,
  children,
  className,
  onNavigate,
}: {
  anchor: string;
  children: ReactNode;
  className?: string;
  /** Called before scrolling, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}) {
  const { goToAnchor } = useAnchorNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate?.();
    goToAnchor(anchor);
  };
  return (
    <Link to={`/#${anchor}`} className={className} onClick={handleClick}>
      {children}
    </Link>
  );
}
