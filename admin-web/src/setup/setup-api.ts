import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@browser-kit/api/api';
import type { ResponseOf } from '@browser-kit/api/api-types';
import { toast } from '@browser-kit/toast';

export type SetupChecklist = ResponseOf<'/api/setup-checklist', 'get'>;
export type SetupItem = SetupChecklist['items'][number];

export const SETUP_CHECKLIST_KEY = ['/api/setup-checklist'] as const;

/**
 * Read again each time a tab shows it and after every change the dashboard saves: the guide does
 * the items in the other tabs, and any save (a phone number, a review rewritten) may complete one.
 */
export function useSetupChecklist() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success')
          void queryClient.invalidateQueries({ queryKey: SETUP_CHECKLIST_KEY });
      }),
    [queryClient],
  );
  return useQuery<SetupChecklist>({ queryKey: SETUP_CHECKLIST_KEY, staleTime: 0 });
}

/** The reviews or catches the site started with that are still shown, to mark them as samples. */
export function useSampleIds(kind: 'reviews' | 'catches'): ReadonlySet<number> {
  const { data } = useSetupChecklist();
  return new Set(kind === 'reviews' ? (data?.sampleReviewIds ?? []) : (data?.sampleCatchIds ?? []));
}

/** The guide says an item (the packages, the schedule) is right as the site started with it. */
export function useConfirmSetupItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: SetupItem['id']) =>
      (await apiRequest('PUT', `/api/setup-checklist/${item}/confirmed`)).json() as Promise<SetupChecklist>,
    onSuccess: (checklist) => queryClient.setQueryData(SETUP_CHECKLIST_KEY, checklist),
    onError: () => toast({ title: 'Error', description: 'Could not save that. Please try again.', variant: 'destructive' }),
  });
}
