import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorStatus, serverMessage } from '@shared-ui/api';
import { toast } from '@shared-ui/toast';
import { useSignedOut } from '../auth/auth-api';
import { STATUS_LABELS, statusChangeBody } from './booking-format';
import type { Booking, StatusChange } from './booking-types';

export const BOOKINGS_QUERY_KEY = ['/api/bookings'] as const;

/** `PATCH /api/bookings/{id}/status`, then refetch the bookings and the slots it frees or takes (SPEC sections 4, 7 and 8). */
export function useBookingStatus(booking: Pick<Booking, 'id' | 'name'>) {
  const queryClient = useQueryClient();
  const signedOut = useSignedOut();
  return useMutation({
    // `weather`: a cancellation by the operator for unsafe weather, which the policy refunds in full.
    mutationFn: ({ status, reason, weather }: StatusChange) => {
      const body: StatusChange = { ...statusChangeBody(status, reason), ...(status === 'cancelled' && weather ? { weather: true } : {}) };
      return apiRequest('PATCH', `/api/bookings/${encodeURIComponent(booking.id)}/status`, body);
    },
    onSuccess: async (_res, { status }) => {
      toast({ title: 'Status Updated', description: `${booking.name}'s booking is now ${STATUS_LABELS[status].toLowerCase()}.` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/availability'] }),
      ]);
    },
    onError: (error) => {
      if (errorStatus(error) === 401) {
        signedOut();
        return;
      }
      toast({ title: 'Error', description: 'Failed to update booking status', variant: 'destructive' });
    },
  });
}

/** `POST /api/bookings/{id}/release-hold`: ends a visitor's unpaid checkout now and frees its slot. */
export function useReleaseHold(booking: Pick<Booking, 'id' | 'name'>) {
  const queryClient = useQueryClient();
  const signedOut = useSignedOut();
  return useMutation({
    mutationFn: () => apiRequest('POST', `/api/bookings/${encodeURIComponent(booking.id)}/release-hold`),
    onSuccess: async () => {
      toast({ title: 'Hold Released', description: `${booking.name}'s unpaid checkout was ended and its slot is free again.` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/availability'] }),
      ]);
    },
    onError: async (error) => {
      if (errorStatus(error) === 401) {
        signedOut();
        return;
      }
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to release the hold', variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY });
    },
  });
}
