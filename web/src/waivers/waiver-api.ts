import { useQuery } from '@tanstack/react-query';
import { apiRequest, errorStatus, getQueryFn } from '@browser-kit/api/api';
import { isWellFormedBookingReference } from '../../../domain/waivers/waiver-rules';
import type { ResponseOf } from '@browser-kit/api/api-types';
import type { WaiverRequest } from './waiver-form-state';

/*
 * The waiver page's calls (docs/product/waivers.md): the current terms, read with the page so
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

/** `GET /api/waiver-booking/{key}`: the reference and trip date of the booking a waiver link names. */
export type WaiverBooking = ResponseOf<'/api/waiver-booking/{key}', 'get'>;

/**
 * The booking the link's key names, for the signers to see which trip they sign for. Read in the
 * browser only (a query function of its own, which the server render leaves alone): the page's
 * HTML is the same whatever link opened it, so no booking is ever in it. Nothing while the key is
 * not one a link carries, or names no open booking.
 */
export function useWaiverBooking(key: string) {
  return useQuery({
    queryKey: ['/api/waiver-booking', key],
    enabled: isWellFormedBookingReference(key),
    retry: false,
    queryFn: async (): Promise<WaiverBooking | null> => {
      try {
        return (await (await apiRequest('GET', `/api/waiver-booking/${encodeURIComponent(key)}`)).json()) as WaiverBooking;
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
  });
}

export async function submitWaiver(body: WaiverRequest): Promise<WaiverReceipt> {
  const res = await apiRequest('POST', '/api/waiver', body);
  return (await res.json()) as WaiverReceipt;
}
