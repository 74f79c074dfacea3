import type { ReactNode } from 'react';

/*
 * The parts every form of both apps is made of, so a label, a required mark, an error and a busy
 * button look and read the same everywhere. A field's error has the id `<input id>-error` and its
 * hint `<input id>-hint`: inputs point at them with aria-describedby (see describedBy).
 */

/** The error under a field, or nothing; announced through the input's aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );
}

/** aria-describedby for an input with an optional hint and error (undefined when neither shows). */
export function describedBy(id: string, { hint = false, error }: { hint?: boolean; error?: string | null }): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A labelled field: label (with ' *' when required), the input, an optional hint, the error. */
export function FormField({
  id,
  label,
  required = false,
  hint,
  error,
  className,
  children,
}: {
  /** The input's id. */
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A button's words, or a spinner and `busyText` ('Saving...') while its action runs. */
export function BusyLabel({ busy, busyText, children }: { busy: boolean; busyText: string; children: ReactNode }) {
  if (!busy) return <>{children}</>;
  return (
    <>
      <span className="spinner" aria-hidden="true" /> {busyText}
    </>
  );
}
