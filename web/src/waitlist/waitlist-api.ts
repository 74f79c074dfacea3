import { useQuery } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@browser-kit/api/api';
import type { WaitlistView } from './waitlist-types';

/*
 * The waitlist page's calls. The entry is read with the page, so the server renders it.
 */

/** The query key: the path with the token, so the server render fetches it as a plain read. */
export function waitlistKey(token: string): readonly [string] {
  return [`/api/waitlist/${encodeURIComponent(token)}`];
}

/** How often a page left open reads the entry again while it waits: an offer shows without a reload. */
const WAITING_REFRESH_MS = 60_000;

/** The entry behind `token`; `null` for a token that matches none (404). */
export function useWaitlistEntry(token: string) {
  return useQuery({
    queryKey: waitlistKey(token),
    queryFn: getQueryFn<WaitlistView>({ on401: 'throw', on404: 'returnNull' }),
    enabled: token !== '',
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.status === 'waiting' ? WAITING_REFRESH_MS : false),
  });
}

/** `POST /api/waitlist/{token}/leave`: the entry, now left (repeat-safe). */
export async function leaveWaitlist(token: string): Promise<WaitlistView> {
  const res = await apiRequest('POST', `${waitlistKey(token)[0]}/leave`);
  return (await res.json()) as WaitlistView;
}
