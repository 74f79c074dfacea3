import { useId } from 'react';
import { ModalDialog } from '@browser-kit/dialogs/ModalDialog';

/** Asks before a delete; Escape or 'Keep' closes it, and focus goes back to the Delete button. */
export function DeleteConfirmDialog({
  title,
  question,
  busy,
  onConfirm,
  onCancel,
  returnFocusId,
}: {
  title: string;
  question: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the deleted item's own button is gone. */
  returnFocusId?: string;
}) {
  const titleId = useId();
  const questionId = useId();
  return (
    <ModalDialog titleId={titleId} descriptionId={questionId} onCancel={onCancel} busy={busy} returnFocusId={returnFocusId}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <p id={questionId} className="modal__lead">
          {question}
        </p>
      </div>
      <div className="modal__actions">
        <button type="button" className="btn btn--outline" onClick={onCancel} disabled={busy} data-autofocus>
          Keep
        </button>
        <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </ModalDialog>
  );
}
