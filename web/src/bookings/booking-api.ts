import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Quote } from '../../../application/bookings/quote-service';
import type { BookingListRow } from '../../../application/bookings/booking-read-models';
import type { DayAvailability } from '../../../domain/availability/day-availability';
import type { TEST_CARDS } from '../../../domain/payments/test-card-rules';
import { ApiError, apiRequest } from '../lib/api';
import { AVAILABILITY_KEY } from '../landing/availability-api';
import type { AsJson } from '../lib/json-shape';
import type { BookingData, QuoteRequest } from './booking-form-state';

/*
 * The booking form's calls (SPEC section 7). Query keys start with the URL path, so the lists
 * other sections read (['/api/packages']) are shared, and invalidating ['/api/availability']
 * after a booking refreshes every availability view, this form's included.
 */

export type { Package } from '../landing/package-api';
export { AVAILABILITY_KEY };
export { PACKAGES_KEY, usePackages } from '../landing/package-api';
export type QuoteAnswer = AsJson<Quote>;
/** What `POST /api/confirm-booking-payment` answers: the booking as stored. */
export type ConfirmedBooking = Pick<
  AsJson<BookingListRow>,
  'id' | 'package' | 'date' | 'time' | 'name' | 'people' | 'hasKids' | 'kidsCount' | 'status' | 'amountCents'
>;

/** `POST /api/create-payment-intent` (201). */
export interface StartedPayment {
  readonly clientSecret: string;
  readonly paymentIntentId: string;
  readonly bookingId: string;
  readonly amountCents: number;
  readonly amount: number;
  readonly currency: string;
  readonly holdExpiresAt: string;
  readonly breakdown: QuoteAnswer;
  readonly testMode: boolean;
  readonly testModeLabel?: string;
}

/** `GET /api/payment-config`: whose card form the payment dialog shows. */
export type PaymentConfig =
  | { readonly gateway: 'stripe'; readonly publishableKey: string }
  | { readonly gateway: 'test'; readonly label: string; readonly cards: typeof TEST_CARDS };

export const BOOKINGS_KEY = ['/api/bookings'] as const;
export const PAYMENT_CONFIG_KEY = ['/api/payment-config'] as const;

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal, headers: { 'X-Requested-With': 'fetch' } });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await res.json()) as T;
}

/** One date's slots (`GET /api/availability?from=date&days=1`); idle until there is a date. */
export function useDayAvailability(date: string | null) {
  return useQuery({
    queryKey: [...AVAILABILITY_KEY, { from: date, days: 1 }],
    queryFn: ({ signal }) => getJson<DayAvailability[]>(`/api/availability?from=${encodeURIComponent(date ?? '')}&days=1`, signal),
    enabled: date !== null,
  });
}

/** The live price; keeps showing the last price while the next one loads. */
export function useQuote(request: QuoteRequest | null) {
  return useQuery({
    queryKey: ['/api/quote', request],
    queryFn: async () => (await (await apiRequest('POST', '/api/quote', request)).json()) as QuoteAnswer,
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

export async function createPaymentIntent(amount: number | undefined, bookingData: BookingData): Promise<StartedPayment> {
  const res = await apiRequest('POST', '/api/create-payment-intent', { ...(amount !== undefined ? { amount } : {}), bookingData });
  return (await res.json()) as StartedPayment;
}

/** Frees the slot of the visitor's own unpaid checkout before they start again with other details. */
export async function releasePaymentHold(paymentIntentId: string, clientSecret: string): Promise<void> {
  await apiRequest('POST', '/api/release-payment-hold', { paymentIntentId, clientSecret });
}

/** The client secret proves this browser started the payment: nobody else is shown the booking. */
export async function confirmBookingPayment(paymentIntentId: string, clientSecret: string, bookingData?: BookingData): Promise<ConfirmedBooking> {
  const res = await apiRequest('POST', '/api/confirm-booking-payment', { paymentIntentId, clientSecret, ...(bookingData ? { bookingData } : {}) });
  return (await res.json()) as ConfirmedBooking;
}

/** The `errors` object of a validation answer (400), or undefined. */
export function validationErrorsOf(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.body);
    const errors = parsed && typeof parsed === 'object' ? (parsed as { errors?: unknown }).errors : undefined;
    return errors && typeof errors === 'object' ? (errors as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
