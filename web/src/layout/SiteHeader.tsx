import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../navigation/Link';
import { SiteLogo } from '@browser-kit/site/SiteLogo';
import { useSiteInfo } from '@browser-kit/site/site-info';
import { isPlainLeftClick, useAnchorNavigation } from '../navigation/use-anchor-navigation';
import { AnchorLink } from './AnchorLink';
import { useCompactHeader } from './use-compact-header';

/** In-page sections of the landing page linked from the header, in page order. */
const SECTION_LINKS = [
  { anchor: 'availability', label: 'Availability' },
  { anchor: 'packages', label: 'Packages' },
  { anchor: 'reviews', label: 'Reviews' },
  { anchor: 'gallery', label: 'Gallery' },
] as const;

const MENU_ID = 'site-menu';

/**
 * Fixed site header: logo and name (back to the top), section links, 'Fishing
 * Tips' (/blog) and 'Book Now'. Compact after 100 px of scrolling. On small screens the links sit
 * in a collapsible menu that closes after a navigation click or Escape.
 */
export function SiteHeader() {
  const { name } = useSiteInfo();
  const compact = useCompactHeader();
  const { goToAnchor, goToTop } = useAnchorNavigation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeMenu = () => setMenuOpen(false);

  // A route change (e.g. back/forward) closes the menu too.
  const [menuPath, setMenuPath] = useState(pathname);
  if (pathname !== menuPath) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  // Escape closes the open menu and returns focus to its button.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const onBrandClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    closeMenu();
    goToTop();
  };

  return (
    <header className={`site-header on-dark${compact ? ' site-header--compact' : ''}${menuOpen ? ' site-header--menu-open' : ''}`}>
      <div className="container site-header__bar">
        <Link to="/" className="site-header__brand" onClick={onBrandClick}>
          <SiteLogo size={compact ? 36 : 44} />
          <span className="site-header__name">{name}</span>
        </Link>

        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={`menu-icon${menuOpen ? ' menu-icon--open' : ''}`} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        </button>

        <nav id={MENU_ID} aria-label="Main" className={`site-nav${menuOpen ? ' site-nav--open' : ''}`}>
          <ul className="site-nav__list">
            {SECTION_LINKS.map(({ anchor, label }) => (
              <li key={anchor}>
                <AnchorLink anchor={anchor} className="site-nav__link" onNavigate={closeMenu}>
                  {label}
                </AnchorLink>
              </li>
            ))}
            <li>
              <Link to="/blog" className="site-nav__link" onClick={closeMenu}>
                Fishing Tips
              </Link>
            </li>
          </ul>
          <button
            type="button"
            className="btn btn--accent site-nav__cta"
            onClick={() => {
              closeMenu();
              goToAnchor('book');
            }}
          >
            Book Now
          </button>
        </nav>
      </div>
    </header>
  );
}
