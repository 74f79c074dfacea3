import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorStatus, getQueryFn } from '@browser-kit/api/api';
import { SITE_CONTENT_QUERY_KEY, type SiteContentEntry } from '@browser-kit/site/site-info';

/**
 * Renders `children` with the stored entries once they are loaded. Forms start from what is
 * stored, so they wait for it rather than showing defaults that a save would then write over.
 */
export function SiteContentLoader({ what, children }: { what: string; children: (entries: SiteContentEntry[]) => ReactNode }) {
  const content = useQuery({ queryKey: SITE_CONTENT_QUERY_KEY, queryFn: getQueryFn<SiteContentEntry[]>({ on401: 'throw' }) });

  if (content.isPending) {
    return (
      <p className="admin-state" role="status">
        <span className="spinner" aria-hidden="true" /> Loading {what}...
      </p>
    );
  }
  if (content.isError) {
    return (
      <div className="alert alert--danger admin-state" role="alert">
        <p>The {what} could not be loaded.</p>
        <p className="admin-state__detail">{errorStatus(content.error) ? content.error.message : 'The server could not be reached.'}</p>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void content.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(content.data)}</>;
}
