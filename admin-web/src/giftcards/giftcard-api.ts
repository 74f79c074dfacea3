import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorStatus } from '@browser-kit/api/api';
import { toast } from '@browser-kit/toast';
import { useSignedOut } from '../auth/auth-api';
import { failureToast } from '../shared/content-writes';
import type { GiftCardList } from './giftcard-types';

export const GIFT_CARDS_KEY = ['/api/gift-cards'] as const;

/** Cards change without the admin doing anything (bought, spent at checkout): each opening fetches them again. */
const CHANGES_ON_ITS_OWN = 0;

/** `GET /api/gift-cards`: every card with its balance and history, the newest first. */
export function useGiftCards() {
  return useQuery<GiftCardList>({
    queryKey: GIFT_CARDS_KEY,
    queryFn: async () => (await apiRequest('GET', '/api/gift-cards')).json() as Promise<GiftCardList>,
    staleTime: CHANGES_ON_ITS_OWN,
  });
}

/** `POST /api/gift-cards/{id}/resend`: the recipient's email with the printable card, again (admin only). */
export function useResendGiftCard(id: string, recipientEmail: string) {
  const queryClient = useQueryClient();
  const signedOut = useSignedOut();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', `/api/gift-cards/${encodeURIComponent(id)}/resend`);
    },
    onSuccess: async () => {
      toast({ title: 'Gift Card Email Sent Again', description: `It is on its way to ${recipientEmail}.` });
      await queryClient.invalidateQueries({ queryKey: GIFT_CARDS_KEY });
    },
    onError: (error) => {
      if (errorStatus(error) === 401) {
        signedOut();
        return;
      }
      toast(failureToast('The gift card email could not be sent again', error));
    },
  });
}
