import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@browser-kit/api/api';
import { threadPath } from './sms-format';
import type {
  BulkSmsReceipt,
  CustomerList,
  MarkedRead,
  SendBulkSmsBody,
  SendSmsBody,
  SmsOptOutList,
  SmsReceipt,
  SmsThread,
  SmsThreadList,
} from './sms-types';

/*
 * Keys are the URL's segments where the default query function (a GET of their join) reads them.
 * A thread's key starts with the list's, so invalidating SMS_THREADS_KEY refetches both.
 */
export const CUSTOMERS_KEY = ['/api/customers'] as const;
export const SMS_THREADS_KEY = ['/api/sms-threads'] as const;
export const SMS_OPT_OUTS_KEY = ['/api/sms-opt-outs'] as const;

const threadKey = (id: string) => [...SMS_THREADS_KEY, encodeURIComponent(id)] as const;

/**
 * Texts arrive, customers book and numbers opt out without the admin doing anything: unlike the
 * app's other data, each opening of a tab fetches these again.
 */
const CHANGES_ON_ITS_OWN = 0;

/** How often the Inbox asks for new texts while it is open. */
export const INBOX_POLL_MS = 30_000;

/** `GET /api/customers`: one per phone number from the bookings, the latest booker first. */
export function useCustomers() {
  return useQuery<CustomerList>({ queryKey: CUSTOMERS_KEY, staleTime: CHANGES_ON_ITS_OWN });
}

/** `GET /api/sms-opt-outs`: numbers that texted a stop word (and whether they opted back in). */
export function useOptOuts() {
  return useQuery<SmsOptOutList>({ queryKey: SMS_OPT_OUTS_KEY, staleTime: CHANGES_ON_ITS_OWN });
}

/** `GET /api/sms-threads`, the latest first; fetched again every 30 s while `poll` (the Inbox is open). */
export function useSmsThreads({ poll = false }: { poll?: boolean } = {}) {
  return useQuery<SmsThreadList>({
    queryKey: SMS_THREADS_KEY,
    staleTime: CHANGES_ON_ITS_OWN,
    refetchInterval: poll ? INBOX_POLL_MS : false,
  });
}

/** `GET /api/sms-threads/{id}`: the open conversation, fetched again every 30 s like the list. */
export function useSmsThread(id: string | null) {
  return useQuery<SmsThread>({
    queryKey: threadKey(id ?? ''),
    enabled: id !== null,
    staleTime: CHANGES_ON_ITS_OWN,
    refetchInterval: INBOX_POLL_MS,
  });
}

/** After a text went (or did not): the conversations show it, with its status. */
function useRefetchThreads() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SMS_THREADS_KEY });
}

/** `POST /api/send-sms`: one text now; the caller shows the toast and the field errors. */
export function useSendSms() {
  const refetchThreads = useRefetchThreads();
  return useMutation({
    mutationFn: async (body: SendSmsBody) => (await apiRequest('POST', '/api/send-sms', body)).json() as Promise<SmsReceipt>,
    onSettled: refetchThreads,
  });
}

/** `POST /api/send-bulk-sms`: one text per customer chosen, through the outbox. */
export function useSendBulkSms() {
  const refetchThreads = useRefetchThreads();
  return useMutation({
    mutationFn: async (body: SendBulkSmsBody) => (await apiRequest('POST', '/api/send-bulk-sms', body)).json() as Promise<BulkSmsReceipt>,
    onSettled: refetchThreads,
  });
}

/** `POST /api/sms-threads/{id}/reply`: a text to the conversation's number. */
export function useReplySms(id: string) {
  const refetchThreads = useRefetchThreads();
  return useMutation({
    mutationFn: async (message: string) => (await apiRequest('POST', `${threadPath(id)}/reply`, { message })).json() as Promise<SmsReceipt>,
    onSettled: refetchThreads,
  });
}

/** `POST /api/sms-threads/{id}/read`: the admin opened the conversation; the unread counts drop. */
export function useMarkThreadRead() {
  const refetchThreads = useRefetchThreads();
  return useMutation({
    mutationFn: async (id: string) => (await apiRequest('POST', `${threadPath(id)}/read`)).json() as Promise<MarkedRead>,
    onSuccess: async (marked) => {
      if (marked.marked > 0) await refetchThreads();
    },
  });
}
