import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@browser-kit/api/api';
import type { ResponseOf } from '@browser-kit/api/api-types';

/*
 * The share page's one call: the posts and links of a referral code, read with the page
 * so the server renders them.
 */

/** `GET /api/social-share?ref=CODE`: a post per network and the booking link carrying the code. */
export type ShareData = ResponseOf<'/api/social-share', 'get'>;

/** The query key: the path with the code, so the server render fetches it as a plain read. */
export function shareDataKey(code: string): readonly [string] {
  return [`/api/social-share?ref=${encodeURIComponent(code)}`];
}

/**
 * The share data of `code`; `null` for a code that was never issued (404), which the page shows
 * as its error, as it does any other failure. Disabled without a code.
 */
export function useShareData(code: string) {
  return useQuery({
    queryKey: shareDataKey(code),
    queryFn: getQueryFn<ShareData>({ on401: 'throw', on404: 'returnNull' }),
    enabled: code !== '',
  });
}
