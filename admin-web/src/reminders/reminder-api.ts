import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorStatus } from '@browser-kit/api/api';
import { toast } from '@browser-kit/toast';
import { useSignedOut } from '../auth/auth-api';
import { nextOffsetOf } from '../waivers/waiver-filters';
import { dailySummaryText, PROCESS_FAILED, reminderFailureToast, reminderListPath, runCountsText, SUMMARY_FAILED } from './reminder-format';
import type { DailySummaryReceipt, PendingReminderList, ReminderList, ReminderRow, ReminderRunCounts } from './reminder-types';

/*
 * Keys are the URL's segments where the default query function (a GET of their join) reads them.
 * After 'Process Pending Reminders' or 'Send Daily Summary' both lists are fetched again.
 */
export const PENDING_REMINDERS_KEY = ['/api/pending-reminders'] as const;
export const SCHEDULED_REMINDERS_KEY = ['/api/scheduled-reminders'] as const;
export const ALL_REMINDERS_PAGES_KEY = [...SCHEDULED_REMINDERS_KEY, { pages: 'all' }] as const;

/**
 * Reminders change without the admin doing anything (a booking confirmed, the minute job sending
 * them): unlike the app's other data, each opening of a sub-tab fetches its list again.
 */
const CHANGES_ON_ITS_OWN = 0;

export interface ReminderPage {
  rows: ReminderRow[];
  nextOffset: number | null;
}

/** `GET /api/pending-reminders`: what is still to go out, the soonest first. */
export function usePendingReminders() {
  return useQuery<PendingReminderList>({
    queryKey: PENDING_REMINDERS_KEY,
    queryFn: async () => (await apiRequest('GET', '/api/pending-reminders')).json() as Promise<PendingReminderList>,
    staleTime: CHANGES_ON_ITS_OWN,
  });
}

/** `GET /api/scheduled-reminders`, the latest moment first, a page at a time: the next page's offset comes in X-Next-Offset. */
export function useAllReminders() {
  return useInfiniteQuery({
    queryKey: ALL_REMINDERS_PAGES_KEY,
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<ReminderPage> => {
      const res = await apiRequest('GET', reminderListPath(pageParam));
      return { rows: (await res.json()) as ReminderList, nextOffset: nextOffsetOf(res.headers) };
    },
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    staleTime: CHANGES_ON_ITS_OWN,
  });
}

/** One of the tab's two buttons: its toast, then both lists again (also after a failure: some may have gone). */
function useReminderAction<Result>(
  post: () => Promise<Result>,
  success: (result: Result) => { title: string; description: string },
  failure: string,
) {
  const queryClient = useQueryClient();
  const signedOut = useSignedOut();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PENDING_REMINDERS_KEY }),
      queryClient.invalidateQueries({ queryKey: SCHEDULED_REMINDERS_KEY }),
    ]);
  return useMutation({
    mutationFn: post,
    onSuccess: async (result) => {
      toast(success(result));
      await refetch();
    },
    onError: async (error) => {
      if (errorStatus(error) === 401) {
        signedOut();
        return;
      }
      toast(reminderFailureToast(failure, error));
      await refetch();
    },
  });
}

/** `POST /api/process-reminders`: sends every reminder that is due now, as the minute job would. */
export function useProcessReminders() {
  return useReminderAction(
    async () => (await apiRequest('POST', '/api/process-reminders')).json() as Promise<ReminderRunCounts>,
    (counts) => ({ title: 'Reminders Processed', description: runCountsText(counts) }),
    PROCESS_FAILED,
  );
}

/** `POST /api/send-daily-summary`: the guide's summary of tomorrow's trips, now. */
export function useSendDailySummary() {
  return useReminderAction(
    async () => (await apiRequest('POST', '/api/send-daily-summary')).json() as Promise<DailySummaryReceipt>,
    (receipt) => ({ title: 'Daily Summary Sent', description: dailySummaryText(receipt) }),
    SUMMARY_FAILED,
  );
}
