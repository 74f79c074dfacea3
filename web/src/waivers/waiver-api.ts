import { useQuery } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@browser-kit/api/api';
import type { ResponseOf } from '@browser-kit/api/api-types';
import type { WaiverRequest } from './waiver-form-state';

/*
 * The waiver page's calls (README "Liability waivers"): the current terms, read with the page so
 * the server renders them, and the signature.
 */

/** `GET /api/waiver-terms`: the text, its version id and its SHA-256. */
export type WaiverTerms = ResponseOf<'/api/waiver-terms', 'get'>;
/** `POST /api/waiver` (201). */
export type WaiverReceipt = ResponseOf<'/api/waiver', 'post'>;

export const WAIVER_TERMS_KEY = ['/api/waiver-terms'] as const;

/** The current terms; a plain read of the key's path, so the server render fetches and sends them. */
export function useWaiverTerms() {
  return useQuery({ queryKey: WAIVER_TERMS_KEY, queryFn: getQueryFn<WaiverTerms>({ on401: 'throw' }) });
}

export async function submitWaiver(body: WaiverRequest): Promise<WaiverReceipt> {
  const res = await apiRequest('POST', '/api/waiver', body);
  return (await res.json()) as WaiverReceipt;
}
