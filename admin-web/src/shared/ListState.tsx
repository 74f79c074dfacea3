import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from './QueryState';

/** An editable list's loading, failed and empty states around its items. */
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
  const items = Array.isArray(query.data) ? query.data : [];
  return (
    <QueryState query={query} loading={`Loading ${what}...`} failed={`The ${what} could not be loaded.`}>
      {items.length === 0 ? <p className="admin-state admin-state--empty">{empty}</p> : children(items)}
    </QueryState>
  );
}
