import { useQuery } from '@tanstack/react-query';
import { apiRequest, getQueryFn, throwIfResNotOk } from '@browser-kit/api/api';
import { AVAILABILITY_KEY, type AvailabilityDay } from '../landing/availability-api';
import type { ConfirmMoveRequest, ConfirmMoveResult, ManageView, RescheduleRequest, RescheduleResult } from './manage-types';

/*
 * The manage page's calls. The booking is read with the page, so the server renders
 * it; the free dates are read when the customer opens the reschedule form.
 */

/** The query key: the path with the token, so the server render fetches it as a plain read. */
export function manageKey(token: string): readonly [string] {
  return [`/api/manage/${encodeURIComponent(token)}`];
}

/** The booking behind `token`; `null` for a token that matches none (404). */
export function useManagedBooking(token: string) {
  return useQuery({
    queryKey: manageKey(token),
    queryFn: getQueryFn<ManageView>({ on401: 'throw', on404: 'returnNull' }),
    enabled: token !== '',
    // The answer depends on the clock (the refund shrinks as the trip nears): read again when the
    // customer comes back to a page left open, but not right after the server rendered it.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}

export async function cancelManagedBooking(token: string): Promise<ManageView> {
  const res = await apiRequest('POST', `${manageKey(token)[0]}/cancel`);
  return (await res.json()) as ManageView;
}

/**
 * Moves the trip (200: moved, a cheaper date's refund made), or for a dearer date sets up the
 * payment of the difference (202: not moved yet, `payment` to take in the payment dialog).
 */
export async function rescheduleManagedBooking(token: string, body: RescheduleRequest): Promise<RescheduleResult> {
  const res = await apiRequest('POST', `${manageKey(token)[0]}/reschedule`, body);
  return (await res.json()) as RescheduleResult;
}

/**
 * After the payment dialog took a dearer date's difference: the trip moves (200). 409 when the
 * payment did not go through, or when the slot was taken meanwhile (the difference refunded). Safe
 * to repeat.
 */
export async function confirmManagedMove(token: string, paymentIntentId: string): Promise<ConfirmMoveResult> {
  const body: ConfirmMoveRequest = { paymentIntentId };
  const res = await apiRequest('POST', `${manageKey(token)[0]}/reschedule/confirm`, body);
  return (await res.json()) as ConfirmMoveResult;
}

/**
 * The dates and slots from `from` for `days` days (`GET /api/availability`); idle without a
 * window. Under the shared availability key, so a booking anywhere refreshes it.
 */
export function useRescheduleAvailability(window: { from: string; days: number } | null, packageName?: string) {
  // The booking's package's own days: a date out of its season, or closed, is not offered.
  const forPackage = packageName ? `&package=${encodeURIComponent(packageName)}` : '';
  return useQuery({
    queryKey: [...AVAILABILITY_KEY, window, packageName ?? null],
    queryFn: async ({ signal }) => {
      const path = `/api/availability?from=${encodeURIComponent(window?.from ?? '')}&days=${window?.days ?? 0}${forPackage}`;
      const res = await fetch(path, { credentials: 'include', signal, headers: { 'X-Requested-With': 'fetch' } });
      await throwIfResNotOk(res);
      return (await res.json()) as AvailabilityDay[];
    },
    enabled: window !== null,
  });
}
