import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@browser-kit/api/api';
import { SITE_CONTENT_QUERY_KEY } from '@browser-kit/site/site-info';
import { toast } from '@browser-kit/toast';
import { useSignedOut } from '../../auth/auth-api';
import { saveErrorStatus, SiteContentSaveError, type SiteContentInput } from './site-content-form';

/** The toasts of one kind of save. */
export interface SaveMessages {
  successTitle: string;
  successDescription: string;
  failureTitle?: string;
  failureDescription: string;
}

/** Sends the entries one by one; the first refusal stops the rest and names its key. */
export async function saveSiteContent(entries: readonly SiteContentInput[]): Promise<void> {
  for (const entry of entries) {
    try {
      await apiRequest('POST', '/api/site-content', entry);
    } catch (error) {
      throw new SiteContentSaveError(entry.key, error);
    }
  }
}

/**
 * POST /api/site-content for a form's entries, with its toasts. The public site's content is
 * refetched afterwards, also after a failure part-way (earlier entries may have been stored).
 */
export function useSiteContentSave(messages: SaveMessages) {
  const queryClient = useQueryClient();
  const signedOut = useSignedOut();
  return useMutation({
    mutationFn: saveSiteContent,
    onSuccess: () => toast({ title: messages.successTitle, description: messages.successDescription }),
    onError: (error) => {
      if (saveErrorStatus(error) === 401) {
        signedOut();
        return;
      }
      toast({ title: messages.failureTitle ?? 'Error', description: messages.failureDescription, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SITE_CONTENT_QUERY_KEY }),
  });
}
