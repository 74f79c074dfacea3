import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useConfirmSetupItem, useSetupChecklist, type SetupItem } from './setup-api';
import './setup.css';

/**
 * What a new site still needs before its first customers, above the bookings until every item is
 * done: each item says what is left and links to where it is done. An auditor sees it too, without
 * the buttons that change anything.
 */
export function SetupChecklist({ canChange }: { canChange: boolean }) {
  const { data } = useSetupChecklist();
  const headingId = useId();
  // Folded away by the guide, it stays folded on the next visit (this browser only): the count
  // in its summary still shows what is left.
  const [open, setOpen] = useState(() => readFolded() !== 'folded');
  if (!data) return null;
  const done = data.items.filter((item) => item.done).length;
  if (done === data.items.length) return null;
  return (
    <section className="card setup-checklist" aria-labelledby={headingId}>
      <details
        open={open}
        onToggle={(event) => {
          const nowOpen = event.currentTarget.open;
          setOpen(nowOpen);
          saveFolded(nowOpen ? 'open' : 'folded');
        }}
      >
        <summary>
          <h2 id={headingId} className="setup-checklist__title">
            Set up your site
          </h2>
          <span className="setup-checklist__count">
            {done} of {data.items.length} done
          </span>
        </summary>
        <p className="hint">The site started with sample content and test payments. Until these are done, visitors see the samples.</p>
        <ol className="setup-checklist__items">
          {data.items.map((item) => (
            <SetupChecklistItem key={item.id} item={item} canChange={canChange} />
          ))}
        </ol>
      </details>
    </section>
  );
}

function SetupChecklistItem({ item, canChange }: { item: SetupItem; canChange: boolean }) {
  const confirm = useConfirmSetupItem();
  return (
    <li className={`setup-checklist__item${item.done ? ' setup-checklist__item--done' : ''}`}>
      <span className="setup-checklist__mark" aria-hidden="true">
        {item.done ? '✓' : ''}
      </span>
      <div>
        <p className="setup-checklist__name">
          <Link to={item.link}>{item.title}</Link>
          <span className="visually-hidden">{item.done ? ' (done)' : ' (to do)'}</span>
        </p>
        <p className="setup-checklist__detail">{item.detail}</p>
        {canChange && item.confirmable ? (
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={() => confirm.mutate(item.id)}
            disabled={confirm.isPending}
            aria-label={`${item.title}: mark as done, they are right as they are`}
          >
            They are right as they are
          </button>
        ) : null}
      </div>
    </li>
  );
}

const FOLDED_KEY = 'setup-checklist';

function readFolded(): string | null {
  try {
    return window.localStorage.getItem(FOLDED_KEY);
  } catch {
    return null;
  }
}

function saveFolded(state: 'open' | 'folded'): void {
  try {
    window.localStorage.setItem(FOLDED_KEY, state);
  } catch {
    // Private browsing without storage: it opens again next time, nothing else is lost.
  }
}
