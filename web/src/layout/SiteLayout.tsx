import { Outlet } from 'react-router';
import { ChatLauncher } from '../chat/ChatLauncher';
import { ScrollManager } from '../navigation/ScrollManager';
import { MobileBookBar } from './MobileBookBar';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Frame of every public page: skip link, fixed header, the page as <main>, footer, mobile bar, chat. */
export function SiteLayout() {
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
      <SiteFooter />
      <MobileBookBar />
      <ChatLauncher />
    </div>
  );
}
