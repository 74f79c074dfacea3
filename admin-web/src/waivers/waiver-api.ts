import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest, errorStatus, serverMessage } from '@browser-kit/api/api';
import type { ResponseOf } from '@browser-kit/api/api-types';
import { toast } from '@browser-kit/toast';
import { useSignedOut } from '../auth/auth-api';
import { failureToast, fieldErrorsFrom } from '../shared/content-writes';
import { bookingWaiversPath, nextOffsetOf, waiverListPath, withOffset, type WaiverFilters } from './waiver-filters';
import { signerName } from './waiver-format';
import type {
  LinkWaiverBody,
  SavedWaiverTerms,
  SaveWaiverTermsBody,
  VoidWaiverBody,
  WaiverDetail,
  WaiverRow,
  WaiverTermsVersion,
} from './waiver-types';

/*
 * Every waiver query key starts with '/api/waivers', so invalidating WAIVERS_QUERY_KEY after a void
 * or a link refetches the list, the open detail and a booking's signers alike. Keys are the URL's
 * segments where the default query function (a GET of their join) reads them.
 */
export const WAIVERS_QUERY_KEY = ['/api/waivers'] as const;
export const WAIVER_TERMS_QUERY_KEY = ['/api/waiver-terms'] as const;
export const WAIVER_TERMS_VERSIONS_KEY = [...WAIVER_TERMS_QUERY_KEY, 'versions'] as const;

export interface WaiverPage {
  rows: WaiverRow[];
  nextOffset: number | null;
}

export type WaiverPages = InfiniteData<WaiverPage, number>;

export const waiverListKey = (path: string) => [...WAIVERS_QUERY_KEY, { pages: path }] as const;
export const waiverKey = (id: string) => [...WAIVERS_QUERY_KEY, encodeURIComponent(id)] as const;
export const bookingWaiversKey = (bookingId: string) => [...WAIVERS_QUERY_KEY, { booking: bookingId }] as const;

/** `GET /api/waivers`, newest first, a page at a time: the next page's offset comes in X-Next-Offset. */
export function useWaiverList(filters: WaiverFilters) {
  const path = waiverListPath(filters);
  return useInfiniteQuery({
    queryKey: waiverListKey(path),
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<WaiverPage> => {
      const res = await apiRequest('GET', withOffset(path, pageParam));
      return { rows: (await res.json()) as ResponseOf<'/api/waivers', 'get'>, nextOffset: nextOffsetOf(res.headers) };
    },
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    // Keeps the rows on screen while a changed filter loads, instead of a spinner per keystroke.
    placeholderData: (previous) => previous,
  });
}

/**
 * The rows of every page loaded. A waiver signed while the admin pages shifts the offsets by one,
 * so a row can come twice: it is shown once.
 */
export function waiverRowsOf(data: Pick<WaiverPages, 'pages'> | undefined): WaiverRow[] {
  const seen = new Set<string>();
  const rows: WaiverRow[] = [];
  for (const page of data?.pages ?? []) {
    for (const row of page.rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

export function useWaiver(id: string) {
  return useQuery<WaiverDetail>({ queryKey: waiverKey(id) });
}

/** The signed (not voided) waivers of one booking. */
export function useBookingWaivers(bookingId: string) {
  return useQuery<WaiverRow[]>({
    queryKey: bookingWaiversKey(bookingId),
    queryFn: async () => (await apiRequest('GET', bookingWaiversPath(bookingId))).json() as Promise<ResponseOf<'/api/waivers', 'get'>>,
  });
}

/** Refusals the form shows beside its field: a field's message (400) or the rule the write broke (409). */
export function isFormRefusal(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 400 || status === 409;
}

/** What a refused write shows under `field`: that field's own message, else the server's reason. */
export function refusalMessage(error: unknown, field: string): string | undefined {
  if (!isFormRefusal(error)) return undefined;
  return fieldErrorsFrom(error, [field])[field] ?? serverMessage(error);
}

/** A write of one waiver: its toast, then every waiver query again. */
function useWaiverWrite<Vars>(
  write: (vars: Vars) => Promise<WaiverRow>,
  success: (waiver: WaiverRow) => { title: string; description: string },
  failure: string,
) {
  const queryClient = useQueryClient();
  const signedOut = useSignedOut();
  return useMutation({
    mutationFn: write,
    onSuccess: async (waiver) => {
      toast(success(waiver));
      await queryClient.invalidateQueries({ queryKey: WAIVERS_QUERY_KEY });
    },
    onError: (error) => {
      if (errorStatus(error) === 401) {
        signedOut();
        return;
      }
      if (!isFormRefusal(error)) toast(failureToast(failure, error));
    },
  });
}

/** `POST /api/waivers/{id}/void`: it stays on record, marked voided with the reason. */
export function useVoidWaiver(id: string) {
  return useWaiverWrite(
    async (body: VoidWaiverBody) =>
      (await apiRequest('POST', `/api/waivers/${encodeURIComponent(id)}/void`, body)).json() as Promise<WaiverRow>,
    (waiver) => ({ title: 'Waiver Voided', description: `${signerName(waiver)}'s waiver stays on record, marked voided.` }),
    'The waiver could not be voided',
  );
}

/** `POST /api/waivers/{id}/link`: a waiver signed without a booking reference, linked once. */
export function useLinkWaiver(id: string) {
  return useWaiverWrite(
    async (body: LinkWaiverBody) =>
      (await apiRequest('POST', `/api/waivers/${encodeURIComponent(id)}/link`, body)).json() as Promise<WaiverRow>,
    (waiver) => ({ title: 'Waiver Linked', description: `${signerName(waiver)}'s waiver now counts for the booking.` }),
    'The waiver could not be linked',
  );
}

/** Every version of the terms, newest (the current one) first. */
export function useWaiverTermsVersions() {
  return useQuery<WaiverTermsVersion[]>({ queryKey: WAIVER_TERMS_VERSIONS_KEY });
}

export const TERMS_SAVED = 'Waiver Terms Saved';
export const TERMS_UNCHANGED = 'No changes to save';

/** `POST /api/waiver-terms`: 201 is a new version; 200 means the text was the current version already. */
export function useSaveWaiverTerms() {
  const queryClient = useQueryClient();
  const signedOut = useSignedOut();
  return useMutation({
    mutationFn: async (body: SaveWaiverTermsBody) => {
      const res = await apiRequest('POST', '/api/waiver-terms', body);
      return { created: res.status === 201, version: (await res.json()) as SavedWaiverTerms };
    },
    onSuccess: async ({ created, version }) => {
      if (!created) {
        toast({ title: TERMS_UNCHANGED, description: `Version ${version.id} already has this text.` });
        return;
      }
      toast({ title: TERMS_SAVED, description: `Version ${version.id} is what the waiver page shows from now on.` });
      await queryClient.invalidateQueries({ queryKey: WAIVER_TERMS_QUERY_KEY });
    },
    onError: (error) => {
      if (errorStatus(error) === 401) {
        signedOut();
        return;
      }
      if (errorStatus(error) !== 400) toast(failureToast('The waiver terms could not be saved', error));
    },
  });
}
