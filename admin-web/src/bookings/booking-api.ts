import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@browser-kit/api/api';
import type { ResponseOf } from '@browser-kit/api/api-types';
import { toast } from '@browser-kit/toast';
import { bookingListPath, type BookingFilters } from './booking-filters';
import type { BookingAsOf, HistoryEntry } from './booking-history';
import type { PackageInfo } from './booking-money';
import { phoneBookingBody, type PhoneBookingForm } from './phone-booking-form';
import type { Booking } from './booking-types';
import { statusChangeQuery, type StatusChangePreview, type StatusChoice } from './status-change';
import { BOOKINGS_QUERY_KEY } from './use-booking-status';

/*
 * Every bookings query key starts with '/api/bookings', so invalidating BOOKINGS_QUERY_KEY after a
 * write refetches the lists, the open detail and its timeline alike. Keys are the URL's segments
 * (the default query function GETs their join).
 */

export function useBookingList(filters: BookingFilters) {
  const path = bookingListPath(filters);
  return useQuery<Booking[]>({
    queryKey: [...BOOKINGS_QUERY_KEY, { list: path }],
    queryFn: async () => (await apiRequest('GET', path)).json() as Promise<ResponseOf<'/api/bookings', 'get'>>,
    // Keeps the rows on screen while a changed filter loads, instead of a spinner per keystroke.
    placeholderData: (previous) => previous,
  });
}

const bookingKey = (id: string) => [...BOOKINGS_QUERY_KEY, encodeURIComponent(id)];

/**
 * A booking changes without the admin doing anything (the customer moves or cancels it, a payment
 * or refund arrives): unlike the app's other data, its detail, history and previews are fetched
 * again each time they are opened. A replay of a given point (`asOf`) never changes and is kept.
 */
const CHANGES_ON_ITS_OWN = 0;

export function useBooking(id: string) {
  return useQuery<Booking>({ queryKey: bookingKey(id), staleTime: CHANGES_ON_ITS_OWN });
}

export function useBookingHistory(id: string) {
  return useQuery<HistoryEntry[]>({ queryKey: [...bookingKey(id), 'history'], staleTime: CHANGES_ON_ITS_OWN });
}

/** `GET /api/bookings/{id}?asOf=N`: the booking replayed from its first N events. */
export function useBookingAsOf(id: string, version: number | undefined) {
  return useQuery<BookingAsOf>({
    queryKey: [...bookingKey(id), `?asOf=${version}`],
    queryFn: async () =>
      (await apiRequest('GET', `${BOOKINGS_QUERY_KEY[0]}/${encodeURIComponent(id)}?asOf=${version}`)).json() as Promise<BookingAsOf>,
    enabled: version !== undefined,
  });
}

export function useRefundPreview(id: string, weather: boolean) {
  return useQuery<ResponseOf<'/api/bookings/{id}/refund-preview', 'get'>>({
    queryKey: [...bookingKey(id), `refund-preview?weather=${weather}`],
    staleTime: CHANGES_ON_ITS_OWN,
  });
}

/**
 * `GET /api/bookings/{id}/status-change?…`: what the dialog's choices would do. The last answer
 * stays on screen while a changed choice loads, so the dialog does not jump.
 */
export function useStatusChangePreview(id: string, choice: StatusChoice) {
  return useQuery<StatusChangePreview>({
    queryKey: [...bookingKey(id), `status-change?${statusChangeQuery(choice)}`],
    placeholderData: (previous) => previous,
    staleTime: CHANGES_ON_ITS_OWN,
  });
}

export const PACKAGES_QUERY_KEY = ['/api/packages'] as const;

export function usePackages() {
  return useQuery<PackageInfo[]>({ queryKey: PACKAGES_QUERY_KEY });
}

/** `POST /api/bookings`: a booking taken by phone starts pending and takes its slot. */
export function useCreatePhoneBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: PhoneBookingForm) =>
      (await apiRequest('POST', '/api/bookings', phoneBookingBody(form))).json() as Promise<ResponseOf<'/api/bookings', 'post'>>,
    onSuccess: async (booking) => {
      toast({ title: 'Booking Added', description: `${booking.name}'s booking was added as pending.` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/availability'] }),
      ]);
    },
  });
}
