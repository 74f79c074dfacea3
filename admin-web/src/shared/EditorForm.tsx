import type { FormEvent, ReactNode } from 'react';

/** An editable list's add/edit form: its heading, the fields, and Save (reads 'Saving...') and Cancel. */
export function EditorForm({
  id,
  titleId,
  title,
  busy,
  submitDisabled = false,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  id: string;
  titleId: string;
  title: string;
  busy: boolean;
  /** Besides while saving, e.g. while an image uploads. */
  submitDisabled?: boolean;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form id={id} className="catalogue-form card" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className="catalogue-form__title">
        {title}
      </h3>
      {children}
      <div className="catalogue-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy || submitDisabled}>
          {busy ? 'Saving...' : submitLabel}
        </button>
        <button type="button" className="btn btn--outline" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
