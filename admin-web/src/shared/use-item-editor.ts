import type { QueryKey } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { apiRequest } from '@browser-kit/api/api';
import type { Editing } from './EditableListTab';
import { fieldErrorsFrom, useContentWrite } from './content-writes';

/** The first field with an error, in form order, to move focus to after a refused submit. */
export function firstErrorField<F extends string>(fields: readonly F[], errors: Partial<Record<F, string>>): F | undefined {
  return fields.find((field) => errors[field]);
}

type Checked<B, E> = { body: B; errors?: undefined } | { body?: undefined; errors: E };

/**
 * The state of an editable list's add/edit form: the typed values, the field errors (the form's own check
 * first, then the server's 400), focus on the first wrong field, and the POST or PUT to `url`.
 */
export function useItemEditor<T extends { id: number }, Form, F extends string, Body>({
  editing,
  onDone,
  formOf,
  empty,
  fields,
  check,
  key,
  url,
  toasts,
}: {
  editing: NonNullable<Editing<T>>;
  onDone: () => void;
  formOf: (item: T) => Form;
  empty: Form;
  /** In form order: the first with an error gets focus. */
  fields: readonly F[];
  check: (form: Form) => Checked<Body, Partial<Record<F, string>>>;
  key: QueryKey;
  /** The collection, e.g. '/api/packages'; an edit PUTs to `<url>/<id>`. */
  url: string;
  toasts: { created: string; createFailed: string; updated: string; updateFailed: string };
}) {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const target = editing.mode === 'edit' ? editing.item : null;
  const [form, setForm] = useState<Form>(target ? formOf(target) : empty);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const save = useContentWrite<Body>({
    key,
    write: (body) => (target ? apiRequest('PUT', `${url}/${target.id}`, body) : apiRequest('POST', url, body)),
    success: target ? toasts.updated : toasts.created,
    failure: target ? toasts.updateFailed : toasts.createFailed,
  });

  const showErrors = (next: Partial<Record<F, string>>) => {
    setErrors(next);
    const first = firstErrorField(fields, next);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { body, errors: found } = check(form);
    if (found) return showErrors(found);
    setErrors({});
    // Without errors the check gave a body (its result type says so; TS cannot narrow it here).
    save.mutate(body as Body, { onSuccess: onDone, onError: (error) => showErrors(fieldErrorsFrom(error, fields)) });
  };

  const set = <K extends keyof Form>(field: K, value: Form[K]) => setForm((current) => ({ ...current, [field]: value }));

  return { titleId: `${id}-title`, fieldId, target, form, set, errors, setErrors, save, submit };
}
