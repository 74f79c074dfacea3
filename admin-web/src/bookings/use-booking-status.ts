import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorStatus, serverMessage } from '@browser-kit/api/api';
import { toast } from '@browser-kit/toast';
import { useSignedOut } from '../auth/auth-api';
import { STATUS_LABELS } from './booking-format';
import type { Booking } from './booking-types';
import { statusChangeBody, type StatusChoice } from './status-change';

export const BOOKINGS_QUERY_KEY = ['/api/bookings'] as const;

/**
 * `PATCH /api/bookings/{id}/status` with the choices of the status dialog, then refetch the
 * bookings and the slots it frees or takes (the list, the schedule). A refusal says why when the
 * server does (a refunded booking confirmed without recording it as unpaid, a slot taken), and the
 * dialog's preview is read again, since the booking may have changed meanwhile.
 */
export function useBookingStatus(booking: Pick<Booking, 'id' | 'name'>) {
  const queryClient = useQueryClient();
  const signedOut = useSignedOut();
  return useMutation({
    mutationFn: (choice: StatusChoice) =>
      apiRequest('PATCH', `/api/bookings/${encodeURIComponent(booking.id)}/status`, statusChangeBody(choice)),
    onSuccess: async (_res, { status }) => {
      toast({ title: 'Status Updated', description: `${booking.name}'s booking is now ${STATUS_LABELS[status].toLowerCase()}.` });
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
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to update booking status', variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY });
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

/**
 * `PUT` (mark) or `DELETE` (undo) `/api/bookings/{id}/no-show`: the party of a confirmed trip that
 * has started did not come. Nothing is refunded nor sent, so no dialog first; a refusal (the trip
 * not started on the server's clock, the booking no longer confirmed) says why.
 */
export function useNoShow(booking: Pick<Booking, 'id' | 'name'>) {
  const queryClient = useQueryClient();
  const signedOut = useSignedOut();
  return useMutation({
    mutationFn: (noShow: boolean) => apiRequest(noShow ? 'PUT' : 'DELETE', `/api/bookings/${encodeURIComponent(booking.id)}/no-show`, {}),
    onSuccess: async (_res, noShow) => {
      toast({
        title: noShow ? 'Marked as No-Show' : 'No-Show Undone',
        description: noShow ? `${booking.name}'s booking is recorded as a no-show.` : `${booking.name}'s booking is no longer a no-show.`,
      });
      await queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY });
    },
    onError: async (error) => {
      if (errorStatus(error) === 401) {
        signedOut();
        return;
      }
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to record the no-show', variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY });
    },
  });
}
