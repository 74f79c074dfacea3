import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorStatus, serverMessage } from '@browser-kit/api/api';
import type { RequestBodyOf, ResponseOf } from '@browser-kit/api/api-types';
import { toast } from '@browser-kit/toast';
import { useSignedOut } from '../auth/auth-api';
import { refusedCycle, SLOT_STATUS_TOASTS, type ScheduleDay, type SlotChange, type TemplateBody, type TimeSlot } from './schedule-logic';

/**
 * The public site reads the same key (next 14 days from today on the lake), so one invalidation
 * after a change refreshes the landing page's cards and the booking form's times as well. The
 * template's key starts with it too.
 */
export const SCHEDULE_KEY = ['/api/availability'] as const;
export const TEMPLATE_KEY = ['/api/availability', 'template'] as const;

export function useSchedule() {
  return useQuery<ScheduleDay[]>({ queryKey: SCHEDULE_KEY });
}

export function useWeeklyTemplate() {
  return useQuery<TemplateBody>({ queryKey: TEMPLATE_KEY });
}

function useFailure() {
  const signedOut = useSignedOut();
  return (error: unknown, fallback: string) => {
    if (errorStatus(error) === 401) {
      signedOut();
      return;
    }
    toast({ title: SLOT_STATUS_TOASTS.failed, description: serverMessage(error) ?? fallback, variant: 'destructive' });
  };
}

/** `PUT /api/availability` for one slot; a status the server does not keep (a booking holds the slot) is shown as refused. */
export function useSetSlotStatus() {
  const queryClient = useQueryClient();
  const failed = useFailure();
  return useMutation({
    mutationFn: async (change: SlotChange) => {
      const res = await apiRequest('PUT', '/api/availability', change);
      return (await res.json()) as ResponseOf<'/api/availability', 'put'>;
    },
    onSuccess: async (day, change) => {
      const refusal = refusedCycle(change.status, day, change.timeSlot);
      if (refusal) toast({ title: SLOT_STATUS_TOASTS.failed, description: refusal, variant: 'destructive' });
      else toast({ title: SLOT_STATUS_TOASTS.updated, description: SLOT_STATUS_TOASTS.updatedText(change) });
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: (error) => failed(error, SLOT_STATUS_TOASTS.tryAgain),
  });
}

/** `DELETE /api/availability/:date/:timeSlot`: the slot follows the weekly template again. */
export function useResetSlot() {
  const queryClient = useQueryClient();
  const failed = useFailure();
  return useMutation({
    mutationFn: ({ date, timeSlot }: { date: string; timeSlot: TimeSlot }) =>
      apiRequest('DELETE', `/api/availability/${encodeURIComponent(date)}/${encodeURIComponent(timeSlot)}`),
    onSuccess: async () => {
      toast({ title: SLOT_STATUS_TOASTS.updated, description: SLOT_STATUS_TOASTS.resetText });
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: (error) => failed(error, SLOT_STATUS_TOASTS.tryAgain),
  });
}

/** `PUT /api/availability/template`: the whole week at once. Field errors go back to the caller. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  const failed = useFailure();
  return useMutation({
    mutationFn: async (days: TemplateBody['days']) => {
      const body: RequestBodyOf<'/api/availability/template', 'put'> = { days };
      const res = await apiRequest('PUT', '/api/availability/template', body);
      return (await res.json()) as ResponseOf<'/api/availability/template', 'put'>;
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(TEMPLATE_KEY, saved);
      toast({ title: SLOT_STATUS_TOASTS.updated, description: SLOT_STATUS_TOASTS.templateText });
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: (error) => failed(error, SLOT_STATUS_TOASTS.tryAgain),
  });
}
