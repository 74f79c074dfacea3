import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorStatus, serverMessage } from '@browser-kit/api/api';
import type { RequestBodyOf, ResponseOf } from '@browser-kit/api/api-types';
import { toast } from '@browser-kit/toast';
import { useSignedOut } from '../auth/auth-api';
import { SCHEDULE_KEY } from './schedule-api';

export type Closure = ResponseOf<'/api/closures', 'post'>;
export type ClosureBody = RequestBodyOf<'/api/closures', 'post'>;

export const CLOSURES_KEY = ['/api/closures'] as const;

export const CLOSURE_TOASTS = {
  closed: 'Days closed',
  reopened: 'Days reopened',
  failed: 'Not saved',
  tryAgain: 'Please try again.',
} as const;

export function useClosures() {
  return useQuery<Closure[]>({ queryKey: CLOSURES_KEY });
}

/** Both change what visitors can book: the schedule (and the public site's calendar, same key) is read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: CLOSURES_KEY }), queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY })]);
}

function useSessionLost() {
  const signedOut = useSignedOut();
  return (error: unknown) => {
    if (errorStatus(error) === 401) signedOut();
    return errorStatus(error) === 401;
  };
}

/** `POST /api/closures`; a refusal of a field goes back to the form, any other failure is a toast. */
export function useAddClosure() {
  const refresh = useRefresh();
  const sessionLost = useSessionLost();
  return useMutation({
    mutationFn: async (body: ClosureBody) => (await (await apiRequest('POST', '/api/closures', body)).json()) as Closure,
    onSuccess: async (closure) => {
      toast({
        title: CLOSURE_TOASTS.closed,
        description: `${closure.from === closure.to ? closure.from : `${closure.from} to ${closure.to}`}: ${closure.reason}`,
      });
      await refresh();
    },
    onError: (error) => {
      if (!sessionLost(error) && errorStatus(error) !== 400)
        toast({ title: CLOSURE_TOASTS.failed, description: serverMessage(error) ?? CLOSURE_TOASTS.tryAgain, variant: 'destructive' });
    },
  });
}

/** `DELETE /api/closures/:id`: the days are offered again as the schedule says. */
export function useReopen() {
  const refresh = useRefresh();
  const sessionLost = useSessionLost();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/closures/${id}`),
    onSuccess: async () => {
      toast({ title: CLOSURE_TOASTS.reopened, description: 'Visitors can book those days again.' });
      await refresh();
    },
    onError: (error) => {
      if (!sessionLost(error))
        toast({ title: CLOSURE_TOASTS.failed, description: serverMessage(error) ?? CLOSURE_TOASTS.tryAgain, variant: 'destructive' });
    },
  });
}
