import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '@browser-kit/api/api';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { useContentWrite } from './content-writes';

/**
 * An editable list item's Delete: `ask` opens the confirm dialog (`dialog`, to render in the card), and
 * its Delete sends DELETE `url`. The dialog closes either way: a refusal (409, e.g. a package with
 * upcoming bookings) is explained by the failure toast.
 */
export function useDeleteConfirm({
  key,
  url,
  toasts,
  title,
  question,
  returnFocusId,
}: {
  key: QueryKey;
  url: string;
  toasts: { deleted: string; deleteFailed: string };
  title: string;
  question: string;
  returnFocusId: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useContentWrite<void>({
    key,
    write: async () => void (await apiRequest('DELETE', url)),
    success: toasts.deleted,
    failure: toasts.deleteFailed,
  });
  const dialog = confirming ? (
    <DeleteConfirmDialog
      title={title}
      question={question}
      busy={remove.isPending}
      returnFocusId={returnFocusId}
      onCancel={() => setConfirming(false)}
      onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
    />
  ) : null;
  return { ask: () => setConfirming(true), busy: remove.isPending, dialog };
}
