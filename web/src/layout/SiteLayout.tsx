import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ChatLauncher } from '../chat/ChatLauncher';
import { useHydratedMark } from './hydrated-mark';
import { ScrollManager } from '../navigation/ScrollManager';
import { MobileBookBar } from './MobileBookBar';
import { SiteHeader } from './SiteHeader';

// Below every page: its own chunk, hydrated over the server's HTML once it arrives (docs/performance.md).
const SiteFooter = lazy(() => import('./SiteFooter').then((m) => ({ default: m.SiteFooter })));

/** Frame of every public page: skip link, fixed header, the page as <main>, footer, mobile bar, chat. */
export function SiteLayout() {
  useHydratedMark('site');
  return (
    <div className="site">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <ScrollManager />
      <SiteHeader />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <MobileBookBar />
      <ChatLauncher />
    </div>
  );
}
