import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@browser-kit/api/api';
import type {
  AudiencePreview,
  Campaign,
  CampaignList,
  ContactList,
  CreateCampaignBody,
  MessageTemplateList,
  OutboxList,
} from './campaign-types';

/*
 * Keys are the URL's segments where the default query function (a GET of their join) reads them;
 * an audience preview's key is its whole address, query included.
 */
export const CAMPAIGNS_KEY = ['/api/email-campaigns'] as const;
export const CAMPAIGN_CONTACTS_KEY = ['/api/email-campaigns/contacts'] as const;
export const MESSAGE_TEMPLATES_KEY = ['/api/message-templates'] as const;
/** The outbox's failed emails (the admin's only): the reasons of a campaign's failures. */
export const FAILED_EMAILS_KEY = ['/api/outbox?status=failed&limit=1000'] as const;

/**
 * Contacts book, unsubscribe and run out of implied consent, and the outbox sends a campaign's
 * emails, without the admin doing anything: each opening of the tab fetches these again.
 */
const CHANGES_ON_ITS_OWN = 0;

/** How often the list is fetched again while a campaign's emails are still going out. */
export const SENDING_POLL_MS = 5_000;

/** `GET /api/email-campaigns`, newest first; fetched again every few seconds while one is sending. */
export function useCampaigns() {
  return useQuery<CampaignList>({
    queryKey: CAMPAIGNS_KEY,
    staleTime: CHANGES_ON_ITS_OWN,
    refetchInterval: (query) => (query.state.data?.some((c) => c.status === 'sending') ? SENDING_POLL_MS : false),
  });
}

/** `GET /api/email-campaigns/contacts`: everybody who booked, with their consent now. */
export function useCampaignContacts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<ContactList>({ queryKey: CAMPAIGN_CONTACTS_KEY, staleTime: CHANGES_ON_ITS_OWN, enabled });
}

/**
 * `GET /api/email-campaigns/audience?recipients=...` for `path` (campaign-audience.ts, audiencePath);
 * the last answer stays on screen while the next choice's is fetched.
 */
export function useAudience(path: string | null) {
  return useQuery<AudiencePreview>({
    queryKey: [path ?? ''],
    enabled: path !== null,
    staleTime: CHANGES_ON_ITS_OWN,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/message-templates`: the email ones start a campaign. */
export function useMessageTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<MessageTemplateList>({ queryKey: MESSAGE_TEMPLATES_KEY, enabled });
}

/** The outbox's failed emails, read when the admin opens a campaign's failures. */
export function useFailedEmails(enabled: boolean) {
  return useQuery<OutboxList>({ queryKey: FAILED_EMAILS_KEY, enabled, staleTime: CHANGES_ON_ITS_OWN });
}

/** After a campaign went, was scheduled or called off: the list, and whom the next one would reach. */
function useRefetchCampaigns() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
      queryClient.invalidateQueries({ queryKey: FAILED_EMAILS_KEY }),
    ]);
}

/** `POST /api/email-campaigns`: sent now, or at its scheduled date; the caller shows the toast and the field errors. */
export function useCreateCampaign() {
  const refetch = useRefetchCampaigns();
  return useMutation({
    mutationFn: async (body: CreateCampaignBody) => (await apiRequest('POST', CAMPAIGNS_KEY[0], body)).json() as Promise<Campaign>,
    onSettled: refetch,
  });
}

/** `POST /api/email-campaigns/{id}/cancel`: a scheduled campaign called off (409 once it went out). */
export function useCancelCampaign() {
  const refetch = useRefetchCampaigns();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiRequest('POST', `${CAMPAIGNS_KEY[0]}/${encodeURIComponent(String(id))}/cancel`)).json() as Promise<Campaign>,
    onSettled: refetch,
  });
}
