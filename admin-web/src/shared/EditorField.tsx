import { cloneElement, type ReactElement } from 'react';
import { describedBy, FormField } from '@browser-kit/forms/form-field';

/**
 * The shared FormField, with the id, aria-invalid and aria-describedby put on the control itself
 * so a screen reader reads the hint and the error with it.
 */
export function EditorField({
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
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, { hint: Boolean(hint), error }),
      })}
    </FormField>
  );
}
