import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@browser-kit/api/api';
import { reviewRequestsPath, type ReviewRequestFilter } from './referral-format';
import type { CreditAccountList, ReferralList, ReferralRequestList, ReviewRequestList } from './referral-types';

/* Keys are the URL's segments where the default query function (a GET of their join) reads them. */
export const REFERRALS_KEY = ['/api/referrals'] as const;
export const REFERRAL_CREDITS_KEY = ['/api/referral-credits'] as const;
export const REVIEW_REQUESTS_KEY = ['/api/review-requests'] as const;
export const REFERRAL_REQUESTS_KEY = ['/api/referral-requests'] as const;

/**
 * Referrals and requests change without the admin doing anything (a friend books with a code, the
 * reward and request jobs run after a trip): each opening of the tab fetches them again.
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

/** The key of one filtered list of review requests ('all' for every status). */
export function reviewRequestsKey(status: ReviewRequestFilter) {
  return [...REVIEW_REQUESTS_KEY, { status }] as const;
}

/** `GET /api/review-requests[?status=]`: the review request of every completed trip, the newest first. */
export function useReviewRequests(status: ReviewRequestFilter) {
  return useQuery<ReviewRequestList>({
    queryKey: reviewRequestsKey(status),
    queryFn: async () => (await apiRequest('GET', reviewRequestsPath(status))).json() as Promise<ReviewRequestList>,
    staleTime: CHANGES_ON_ITS_OWN,
  });
}

/** `GET /api/referral-requests`: every invitation to share a referral code, the newest first. */
export function useReferralRequests() {
  return useQuery<ReferralRequestList>({
    queryKey: REFERRAL_REQUESTS_KEY,
    queryFn: async () => (await apiRequest('GET', '/api/referral-requests')).json() as Promise<ReferralRequestList>,
    staleTime: CHANGES_ON_ITS_OWN,
  });
}
