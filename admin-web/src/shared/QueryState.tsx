import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { errorStatus } from '@browser-kit/api/api';
import { useSignedOut } from '../auth/auth-api';

/**
 * An admin list's loading and failed states, or `children` once its data is in. A 401 means the
 * session ended on the server: back to the sign-in screen.
 */
export function QueryState({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<unknown>;
  /** 'Loading bookings...' */
  loading: string;
  /** 'Bookings could not be loaded.' */
  failed: string;
  children: ReactNode;
}) {
  const signedOut = useSignedOut();
  const unauthorized = errorStatus(query.error) === 401;
  useEffect(() => {
    if (unauthorized) signedOut();
  }, [unauthorized, signedOut]);

  if (query.isPending) {
    return (
      <p className="admin-state" role="status">
        <span className="spinner" aria-hidden="true" /> {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="alert alert--danger admin-state" role="alert">
        <p>{failed}</p>
        <p className="admin-state__detail">{query.error.message}</p>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
