import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { validationErrorsOf } from '@browser-kit/api/api';
import { CLOSURE_LIMITS } from '../../../domain/availability/closures';
import { longDateInWords } from '../../../domain/shared/date-words';
import { EditorField } from '../shared/EditorField';
import { PACKAGES_KEY, type Package } from '../catalogue/package-api';
import { useAddClosure, useClosures, useReopen, type Closure } from './closures-api';

type ClosureField = 'from' | 'to' | 'packageId' | 'reason';
const EMPTY = { from: '', to: '', packageId: '', reason: '' };

/** 'Friday, December 25, 2026' or 'Thursday, December 24, 2026 to Saturday, December 26, 2026'. */
export function closureDays(closure: Pick<Closure, 'from' | 'to'>): string {
  return closure.from === closure.to ? longDateInWords(closure.from) : `${longDateInWords(closure.from)} to ${longDateInWords(closure.to)}`;
}

/**
 * Closed days (a holiday, maintenance): for every package or one, from one day to a range. Nothing
 * is offered on them, on the site, in the chat or at checkout; the list shows those ahead, each
 * with a way to reopen it. An auditor sees the list only.
 */
export function ClosuresEditor({ canChange }: { canChange: boolean }) {
  const titleId = useId();
  const idBase = useId();
  const closures = useClosures();
  const packages = useQuery<Package[]>({ queryKey: PACKAGES_KEY });
  const add = useAddClosure();
  const reopen = useReopen();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ClosureField, string>>>({});
  const fieldId = (field: ClosureField) => `${idBase}-${field}`;
  const packageName = (id: number | null) =>
    id === null ? 'Every package' : (packages.data?.find((p) => p.id === id)?.name ?? 'A package no longer sold');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    setErrors({});
    add.mutate(
      { from: form.from, to: form.to || form.from, reason: form.reason, packageId: form.packageId ? Number(form.packageId) : null },
      {
        onSuccess: () => setForm(EMPTY),
        onError: (error) => {
          const refused = validationErrorsOf(error) ?? {};
          const found = Object.fromEntries(
            (['from', 'to', 'packageId', 'reason'] as const).flatMap((f) => (typeof refused[f] === 'string' ? [[f, refused[f]]] : [])),
          );
          setErrors(found);
          const first = (['from', 'to', 'packageId', 'reason'] as const).find((f) => found[f]);
          if (first) document.getElementById(fieldId(first))?.focus();
        },
      },
    );
  };

  return (
    <section className="schedule-closures" aria-labelledby={titleId}>
      <h3 id={titleId} className="schedule__subtitle">
        Closed days
      </h3>
      <p className="hint">
        Days nobody can book: a holiday, maintenance, a trip away. Bookings already made on them stay for you to move or cancel.
      </p>
      {closures.isPending ? (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Loading the closed days...
        </p>
      ) : closures.isError ? (
        <div className="alert alert--danger" role="alert">
          <p>The closed days could not be loaded.</p>
        </div>
      ) : closures.data.length === 0 ? (
        <p>No closed days ahead.</p>
      ) : (
        <ul className="schedule-closures__list" aria-label="Closed days ahead">
          {closures.data.map((closure) => (
            <li key={closure.id} className="schedule-closures__item card">
              <span>
                <strong>{closureDays(closure)}</strong> ({closure.reason}), {packageName(closure.packageId)}
              </span>
              {canChange ? (
                <button
                  type="button"
                  className="btn btn--outline btn--sm"
                  disabled={reopen.isPending}
                  aria-label={`Reopen ${closureDays(closure)} (${closure.reason})`}
                  onClick={() => reopen.mutate(closure.id)}
                >
                  Reopen
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canChange ? (
        <form className="schedule-closures__form" onSubmit={submit} noValidate aria-label="Close days">
          <div className="schedule-closures__grid">
            <EditorField id={fieldId('from')} label="First day closed" error={errors.from}>
              <input className="input" type="date" value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })} />
            </EditorField>
            <EditorField id={fieldId('to')} label="Last day closed" hint="Leave empty for one day" error={errors.to}>
              <input
                className="input"
                type="date"
                value={form.to}
                min={form.from || undefined}
                onChange={(e) => setForm({ ...form, to: e.target.value })}
              />
            </EditorField>
            <EditorField id={fieldId('packageId')} label="Closed for" error={errors.packageId}>
              <select className="input" value={form.packageId} onChange={(e) => setForm({ ...form, packageId: e.target.value })}>
                <option value="">Every package</option>
                {(packages.data ?? []).map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {p.name}
                  </option>
                ))}
              </select>
            </EditorField>
            <EditorField id={fieldId('reason')} label="Reason" hint="For example: Holiday, Maintenance" error={errors.reason}>
              <input
                className="input"
                value={form.reason}
                maxLength={CLOSURE_LIMITS.reasonMax}
                onChange={(e) => setForm({ ...form, reason: e.target.value })}
              />
            </EditorField>
          </div>
          <button type="submit" className="btn btn--primary" disabled={add.isPending} aria-busy={add.isPending || undefined}>
            Close these days
          </button>
        </form>
      ) : null}
    </section>
  );
}
