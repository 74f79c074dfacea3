import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@shared-ui/api';
import type { CreditAccountList, ReferralList } from './referral-types';

/* Keys are the URL's segments where the default query function (a GET of their join) reads them. */
export const REFERRALS_KEY = ['/api/referrals'] as const;
export const REFERRAL_CREDITS_KEY = ['/api/referral-credits'] as const;

/**
 * Referrals change without the admin doing anything (a friend books with a code, the reward job
 * runs after a trip): each opening of the tab fetches them again.
 */
const CHANGES_ON_ITS_OWN = 0;

/** `GET /api/referrals`: every referral, the newest first. */
export function useReferrals() {
  return useQuery<ReferralList>({
    queryKey: REFERRALS_KEY,
    queryFn: async () => (await apiRequest('GET', '/api/referrals')).json() as Promise<ReferralList>,
    staleTime: CHANGES_ON_ITS_OWN,
  });
}

/** `GET /api/referral-credits`: the credit accounts, each with its balance and every movement. */
export function useReferralCredits() {
  return useQuery<CreditAccountList>({
    queryKey: REFERRAL_CREDITS_KEY,
    queryFn: async () => (await apiRequest('GET', '/api/referral-credits')).json() as Promise<CreditAccountList>,
    staleTime: CHANGES_ON_ITS_OWN,
  });
}
