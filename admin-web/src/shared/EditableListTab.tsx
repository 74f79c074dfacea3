import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { ListState } from './ListState';
import './editable-list.css';

/** What an editable list's form is open for: a new item, an existing one, or nothing (closed). */
export type Editing<T> = { mode: 'new' } | { mode: 'edit'; item: T } | null;

/**
 * The frame the Packages, Reviews and Gallery tabs share: the heading with the button that opens
 * and closes the add/edit form, the form, and the list. Ids are `<name>-title` and
 * `<name>-toggle` (a deleted item's dialog sends focus back to the toggle).
 */
export function EditableListTab<T extends { id: number }>({
  name,
  title,
  summary,
  addLabel,
  formId,
  canChange,
  query,
  what,
  empty,
  listClassName,
  renderEditor,
  renderItem,
}: {
  name: string;
  title: string;
  summary: string;
  addLabel: string;
  /** The form's id, for the toggle's aria-controls. */
  formId: string;
  canChange: boolean;
  query: UseQueryResult<T[]>;
  what: string;
  empty: string;
  listClassName: string;
  renderEditor: (editing: NonNullable<Editing<T>>, onDone: () => void) => ReactNode;
  renderItem: (item: T, onEdit: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<Editing<T>>(null);
  // Focus goes back to the toggle. Found by its id, not a ref: renderEditor is called while
  // rendering, and a callback handed to it must not read a ref (React's rules of refs).
  const close = () => {
    setEditing(null);
    document.getElementById(`${name}-toggle`)?.focus();
  };

  return (
    <section className="admin-section catalogue" aria-labelledby={`${name}-title`}>
      <div className="admin-section__head">
        <div>
          <h2 id={`${name}-title`}>{title}</h2>
          <p className="admin-section__summary">{summary}</p>
        </div>
        {canChange ? (
          <button
            id={`${name}-toggle`}
            type="button"
            className={editing ? 'btn btn--outline btn--sm' : 'btn btn--primary btn--sm'}
            aria-expanded={editing !== null}
            aria-controls={editing ? formId : undefined}
            onClick={() => setEditing(editing ? null : { mode: 'new' })}
          >
            {editing ? 'Close Form' : addLabel}
          </button>
        ) : null}
      </div>

      {/* Keyed by the item so switching from one edit to another starts a fresh form. */}
      {canChange && editing ? (
        <Fragment key={editing.mode === 'edit' ? editing.item.id : 'new'}>{renderEditor(editing, close)}</Fragment>
      ) : null}

      <ListState query={query} what={what} empty={empty}>
        {(list) => (
          <ul className={listClassName}>
            {list.map((item) => (
              <li key={item.id}>{renderItem(item, () => setEditing({ mode: 'edit', item }))}</li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
