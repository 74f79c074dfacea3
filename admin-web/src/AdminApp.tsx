import { errorStatus, serverMessage } from '@browser-kit/api/api';
import { SignInScreen } from './auth/SignInScreen';
import { useCurrentAdmin } from './auth/auth-api';
import { noAdminAccountMessage, sessionCheckText } from './auth/auth-logic';
import { DashboardShell } from './dashboard/DashboardShell';

/**
 * The whole admin app at any /admin/... path: the server decides who is signed in
 * (`GET /api/auth/me`); signed in → dashboard, otherwise → sign-in screen.
 */
export function AdminApp() {
  const me = useCurrentAdmin();

  if (me.isPending) {
    return (
      <main id="main-content" className="admin-loading">
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Checking your session...
        </p>
      </main>
    );
  }

  if (me.data) return <DashboardShell user={me.data} />;

  const setupMessage = me.isError ? noAdminAccountMessage(errorStatus(me.error), serverMessage(me.error)) : undefined;
  return (
    <SignInScreen
      setupMessage={setupMessage}
      sessionCheckError={me.isError ? sessionCheckText(errorStatus(me.error)) : undefined}
      onRecheck={() => void me.refetch()}
      rechecking={me.isFetching}
    />
  );
}
