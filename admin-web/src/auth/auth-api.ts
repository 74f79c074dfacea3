import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorStatus, getQueryFn, serverMessage } from '@browser-kit/api/api';
import type { RequestBodyOf, ResponseOf } from '@browser-kit/api/api-types';
import { toast } from '@browser-kit/toast';
import { SIGN_IN_MIN_DURATION_MS, SIGN_IN_SUCCESS, signInFailure, withMinimumDuration } from './auth-logic';

/**
 * Admin session, held by the server in an httpOnly cookie. The browser keeps no flag of its own:
 * on every load it asks `GET /api/auth/me` (401 → signed out).
 */
export type AdminUser = ResponseOf<'/api/auth/me', 'get'>;

export type Credentials = RequestBodyOf<'/api/auth/login', 'post'>;

export const ME_QUERY_KEY = ['/api/auth/me'] as const;

export function useCurrentAdmin() {
  return useQuery<AdminUser | null>({
    queryKey: ME_QUERY_KEY,
    queryFn: getQueryFn<AdminUser>({ on401: 'returnNull' }),
  });
}

/** Shows the sign-in screen again, e.g. when an admin call answers 401 (session expired). */
export function useSignedOut(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.setQueryData(ME_QUERY_KEY, null);
    // Nothing fetched under the old session stays in memory.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
  }, [queryClient]);
}

/** `POST /api/auth/login`; the answer shows no sooner than one second after the click. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      withMinimumDuration(
        apiRequest('POST', '/api/auth/login', credentials).then((res) => res.json() as Promise<ResponseOf<'/api/auth/login', 'post'>>),
        SIGN_IN_MIN_DURATION_MS,
      ),
    onSuccess: (user) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      toast(SIGN_IN_SUCCESS);
    },
    onError: (error) => {
      toast({ ...signInFailure(errorStatus(error), serverMessage(error)), variant: 'destructive' });
    },
  });
}

/** `POST /api/auth/logout`, then back to the sign-in screen. */
export function useSignOut() {
  const signedOut = useSignedOut();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSuccess: signedOut,
    onError: (error) => {
      // Already signed out on the server: just show the sign-in screen.
      if (errorStatus(error) === 401) {
        signedOut();
        return;
      }
      toast({ title: 'Error', description: 'Could not sign out. Please try again.', variant: 'destructive' });
    },
  });
}
