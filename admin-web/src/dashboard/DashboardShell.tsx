import { LogoMark } from '@shared-ui/LogoMark';
import { useDocumentTitle } from '@shared-ui/document-title';
import { useSiteInfo } from '@shared-ui/site-info';
import { useSignOut, type AdminUser } from '../auth/auth-api';
import { BookingsView } from '../bookings/BookingsView';

/**
 * The signed-in dashboard: business name, signed-in user, Logout, and the 'Manage Bookings'
 * view. The other SPEC tabs (Website Content, Blog Posts, ...) are added by their own issues.
 */
export function DashboardShell({ user }: { user: AdminUser }) {
  const { name } = useSiteInfo();
  useDocumentTitle(`Admin dashboard | ${name}`);
  const signOut = useSignOut();

  return (
    <div className="admin">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="admin-header on-dark">
        <div className="container admin-header__bar">
          <div className="admin-brand">
            <LogoMark size={40} />
            <div>
              <p className="admin-brand__name">{name}</p>
              <p className="admin-brand__sub">Admin dashboard</p>
            </div>
          </div>
          <div className="admin-header__user">
            <p className="admin-header__who">
              Signed in as <strong>{user.username}</strong>
            </p>
            <button
              type="button"
              className="btn btn--light-outline btn--sm"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
            >
              {signOut.isPending ? 'Logging out...' : 'Logout'}
            </button>
          </div>
        </div>
      </header>
      <main id="main-content" className="container admin-main" tabIndex={-1}>
        <BookingsView canChange={user.role === 'admin'} />
      </main>
    </div>
  );
}
