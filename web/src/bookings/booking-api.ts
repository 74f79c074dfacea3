import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@browser-kit/api/api';
import type { RequestBodyOf, ResponseOf } from '@browser-kit/api/api-types';
import type { StartedPayment } from '@browser-kit/payment/payment-api';
import { AVAILABILITY_KEY, type AvailabilityDay } from '../landing/availability-api';
import type { BookingData, QuoteRequest } from './booking-form-state';
import type { WeekTemplate } from './weekday-saving';

/*
 * The booking form's calls. Query keys start with the URL path, so the lists
 * other sections read (['/api/packages']) are shared, and invalidating ['/api/availability']
 * after a booking refreshes every availability view, this form's included.
 */

export type { Package } from '../landing/package-api';
export { AVAILABILITY_KEY };
// Shared with the waiver page since; the booking screens still import it from here.
export { validationErrorsOf } from '@browser-kit/api/api';
// The payment dialog's calls are the kit's (the admin's Test System makes them too); the booking screens read them here.
export { confirmBookingPayment, PAYMENT_CONFIG_KEY, type ConfirmedBooking, type StartedPayment } from '@browser-kit/payment/payment-api';
export { PACKAGES_KEY, usePackages } from '../landing/package-api';
export type QuoteAnswer = ResponseOf<'/api/quote', 'post'>;

export const BOOKINGS_KEY = ['/api/bookings'] as const;

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal, headers: { 'X-Requested-With': 'fetch' } });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await res.json()) as T;
}

/**
 * One date's slots (`GET /api/availability?from=date&days=1`); idle until there is a date. With the
 * chosen package, each slot also says whether that package can be booked in it (its season, the
 * guide's closures).
 */
export function useDayAvailability(date: string | null, packageName?: string) {
  const forPackage = packageName ? `&package=${encodeURIComponent(packageName)}` : '';
  return useQuery({
    queryKey: [...AVAILABILITY_KEY, { from: date, days: 1, ...(packageName ? { package: packageName } : {}) }],
    queryFn: ({ signal }) =>
      getJson<AvailabilityDay[]>(`/api/availability?from=${encodeURIComponent(date ?? '')}&days=1${forPackage}`, signal),
    enabled: date !== null,
  });
}

/** The guide's week (`GET /api/availability/template`): which slots each weekday offers. Read once a package is chosen. */
export function useWeekTemplate(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/availability/template'],
    queryFn: ({ signal }) => getJson<WeekTemplate>('/api/availability/template', signal),
    enabled,
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

/**
 * `waitlistToken` is a waitlist offer's token (from its link): for the offer's date and
 * time, the checkout takes the place held for that person.
 */
export async function createPaymentIntent(
  amount: number | undefined,
  bookingData: BookingData,
  waitlistToken?: string,
): Promise<StartedPayment> {
  const body: RequestBodyOf<'/api/create-payment-intent', 'post'> = {
    ...(amount !== undefined ? { amount } : {}),
    bookingData,
    ...(waitlistToken ? { waitlistToken } : {}),
  };
  const res = await apiRequest('POST', '/api/create-payment-intent', body);
  return (await res.json()) as StartedPayment;
}

/** Frees the slot of the visitor's own unpaid checkout before they start again with other details. */
export async function releasePaymentHold(paymentIntentId: string, clientSecret: string): Promise<void> {
  const body: RequestBodyOf<'/api/release-payment-hold', 'post'> = { paymentIntentId, clientSecret };
  await apiRequest('POST', '/api/release-payment-hold', body);
}
