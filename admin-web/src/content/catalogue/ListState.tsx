import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { errorStatus } from '@shared-ui/api';
import { useSignedOut } from '../../auth/auth-api';

/**
 * A catalogue list's loading, failed and empty states around its items. A 401 means the session
 * ended on the server: back to the sign-in screen.
 */
export function ListState<T>({
  query,
  what,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  /** 'packages', 'reviews', ... */
  what: string;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const signedOut = useSignedOut();
  const unauthorized = errorStatus(query.error) === 401;
  useEffect(() => {
    if (unauthorized) signedOut();
  }, [unauthorized, signedOut]);

  if (query.isPending) {
    return (
      <p className="admin-state" role="status">
        <span className="spinner" aria-hidden="true" /> Loading {what}...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="alert alert--danger admin-state" role="alert">
        <p>The {what} could not be loaded.</p>
        <p className="admin-state__detail">{query.error.message}</p>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const items = Array.isArray(query.data) ? query.data : [];
  if (items.length === 0) return <p className="admin-state admin-state--empty">{empty}</p>;
  return <>{children(items)}</>;
}
