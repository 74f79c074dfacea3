import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorStatus } from '@shared-ui/api';
import { toast } from '@shared-ui/toast';
import { useSignedOut } from '../auth/auth-api';
import { STATUS_LABELS, statusChangeBody } from './booking-format';
import type { Booking, BookingStatus } from './booking-types';

export const BOOKINGS_QUERY_KEY = ['/api/bookings'] as const;

/** `PATCH /api/bookings/{id}/status`, then refetch the list (SPEC sections 4, 7 and 8). */
export function useBookingStatus(booking: Pick<Booking, 'id' | 'name'>) {
  const queryClient = useQueryClient();
  const signedOut = useSignedOut();
  return useMutation({
    mutationFn: ({ status, reason }: { status: BookingStatus; reason?: string }) =>
      apiRequest('PATCH', `/api/bookings/${encodeURIComponent(booking.id)}/status`, statusChangeBody(status, reason)),
    onSuccess: async (_res, { status }) => {
      toast({ title: 'Status Updated', description: `${booking.name}'s booking is now ${STATUS_LABELS[status].toLowerCase()}.` });
      await queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY });
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
