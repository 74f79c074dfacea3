import { cloneElement, type ReactElement } from 'react';

/**
 * A labelled form control with its hint and error, wired by ids (aria-invalid, aria-describedby)
 * so a screen reader reads the error with the field.
 */
export function CatalogueField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The first field with an error, in form order, to move focus to after a refused submit. */
export function firstErrorField<F extends string>(fields: readonly F[], errors: Partial<Record<F, string>>): F | undefined {
  return fields.find((field) => errors[field]);
}
