import { useDocumentTitle } from '@browser-kit/page-head/document-title';
import { SiteLogo } from '@browser-kit/site/SiteLogo';
import { useSiteInfo } from '@browser-kit/site/site-info';
import { lazy, Suspense, type ReactNode } from 'react';
import { NavLink, Navigate, Route, Routes } from 'react-router';
import { useSignOut, type AdminUser } from '../auth/auth-api';
import { BookingsView } from '../bookings/BookingsView';
import { SetupChecklist } from '../setup/SetupChecklist';
import { HealthAlerts } from './HealthAlerts';
import './dashboard.css';

// Manage Bookings is what the guide opens most; the other tabs load when first visited.
const WebsiteContentView = lazy(() => import('../content/WebsiteContentView').then((m) => ({ default: m.WebsiteContentView })));
const WaiversView = lazy(() => import('../waivers/WaiversView').then((m) => ({ default: m.WaiversView })));
const BlogPostsView = lazy(() => import('../blog/BlogPostsView').then((m) => ({ default: m.BlogPostsView })));
const RemindersView = lazy(() => import('../reminders/RemindersView').then((m) => ({ default: m.RemindersView })));
const ReferralsView = lazy(() => import('../referrals/ReferralsView').then((m) => ({ default: m.ReferralsView })));
const GiftCardsView = lazy(() => import('../giftcards/GiftCardsView').then((m) => ({ default: m.GiftCardsView })));
const ChatsView = lazy(() => import('../chat/ChatsView').then((m) => ({ default: m.ChatsView })));
const ReportsView = lazy(() => import('../reports/ReportsView').then((m) => ({ default: m.ReportsView })));
const SettingsView = lazy(() => import('../settings/SettingsView').then((m) => ({ default: m.SettingsView })));
const TestSystemView = lazy(() => import('../test-system/TestSystemView').then((m) => ({ default: m.TestSystemView })));
const WaitlistView = lazy(() => import('../waitlist/WaitlistView').then((m) => ({ default: m.WaitlistView })));
const SmsCommunicationsView = lazy(() => import('../messaging/SmsCommunicationsView').then((m) => ({ default: m.SmsCommunicationsView })));

const onDemand = (tab: ReactNode) => (
  <Suspense
    fallback={
      <p role="status">
        <span className="spinner" aria-hidden="true" /> Loading...
      </p>
    }
  >
    {tab}
  </Suspense>
);

/**
 * The dashboard tabs (docs/product/admin.md) that exist so far, in their order, each at its own address under
 * /admin so a reload or a shared link keeps the place, and Waivers beside the bookings
 * they cover. Reminders has its Pending and All Reminders sub-tabs under /admin/reminders/, SMS
 * Communications its own under /admin/sms/ (messaging/sms-tabs.ts). Referrals and
 * Chats only read, for an admin and an auditor alike, and so does Waitlist,
 * beside the bookings whose freed places it hands on. Gift Cards sits beside Referrals, the other
 * money a customer holds with the business; only an admin sends a card's email again. Reports
 * (reports/ReportsView.tsx) only reads too.
 */
const TABS = [
  { path: '', label: 'Manage Bookings' },
  { path: 'waivers', label: 'Waivers' },
  { path: 'waitlist', label: 'Waitlist' },
  { path: 'content', label: 'Website Content' },
  { path: 'blog', label: 'Blog Posts' },
  { path: 'reminders', label: 'Reminders' },
  { path: 'referrals', label: 'Referrals' },
  { path: 'gift-cards', label: 'Gift Cards' },
  { path: 'chats', label: 'Chats' },
  { path: 'reports', label: 'Reports' },
  { path: 'settings', label: 'Settings' },
  { path: 'test-system', label: 'Test System' },
  { path: 'sms', label: 'SMS Communications' },
] as const;

/**
 * The signed-in dashboard: business name, signed-in user, Logout, and the tabs. An auditor sees
 * the same tabs with nothing that changes data (`canChange`).
 */
export function DashboardShell({ user }: { user: AdminUser }) {
  const { name } = useSiteInfo();
  useDocumentTitle(`Admin dashboard | ${name}`);
  const signOut = useSignOut();
  const canChange = user.role === 'admin';

  return (
    <div className="admin">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="admin-header on-dark">
        <div className="container admin-header__bar">
          <div className="admin-brand">
            <SiteLogo size={40} />
            <div>
              <h1 className="admin-brand__name">{name}</h1>
              <p className="admin-brand__sub">{canChange ? 'Admin dashboard' : 'Admin dashboard (read only)'}</p>
            </div>
          </div>
          <div className="admin-header__user">
            <p className="admin-header__who">
              Signed in as <strong>{user.username}</strong>
            </p>
            <button type="button" className="btn btn--light-outline btn--sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              {signOut.isPending ? 'Logging out...' : 'Logout'}
            </button>
          </div>
        </div>
        <nav className="container dashboard-tabs" aria-label="Dashboard">
          {TABS.map((tab) => (
            <NavLink key={tab.path} to={`/${tab.path}`} end={tab.path === ''} className="dashboard-tabs__tab">
              {tab.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main id="main-content" className="container admin-main" tabIndex={-1}>
        <HealthAlerts />
        <Routes>
          <Route
            index
            element={
              <>
                <SetupChecklist canChange={canChange} />
                <BookingsView canChange={canChange} />
              </>
            }
          />
          <Route path="waivers" element={onDemand(<WaiversView canChange={canChange} />)} />
          <Route path="waitlist" element={onDemand(<WaitlistView />)} />
          <Route path="content/*" element={onDemand(<WebsiteContentView canChange={canChange} />)} />
          <Route path="blog" element={onDemand(<BlogPostsView canChange={canChange} />)} />
          <Route path="reminders/*" element={onDemand(<RemindersView canChange={canChange} />)} />
          <Route path="referrals/*" element={onDemand(<ReferralsView />)} />
          <Route path="gift-cards" element={onDemand(<GiftCardsView canChange={canChange} />)} />
          <Route path="chats/*" element={onDemand(<ChatsView />)} />
          <Route path="reports" element={onDemand(<ReportsView />)} />
          <Route path="settings" element={onDemand(<SettingsView canChange={canChange} />)} />
          <Route path="test-system" element={onDemand(<TestSystemView canChange={canChange} />)} />
          <Route path="sms/*" element={onDemand(<SmsCommunicationsView canChange={canChange} />)} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
    </div>
  );
}
