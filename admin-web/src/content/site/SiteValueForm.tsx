import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { BusyLabel, describedBy, FormField } from '@browser-kit/forms/form-field';
import { serverFieldErrors } from './site-content-form';
import type { useSiteContentSave } from './use-site-content-save';

/**
 * A form that saves one stored value (the logo's link, the hero's video link, the guide's phone):
 * the domain's check before anything is sent, then the server's message for that entry.
 * noValidate: an upload's own address (/media/...) is a valid link that type=url would refuse.
 */
export function SiteValueForm({
  entry,
  stored,
  save,
  validate,
  label,
  hint,
  input,
  submitText,
  className,
}: {
  entry: { section: string; key: string };
  stored: string;
  save: ReturnType<typeof useSiteContentSave>;
  validate: (value: string) => string | null;
  label: string;
  hint?: string;
  /** The input's type, placeholder and the like. */
  input: InputHTMLAttributes<HTMLInputElement>;
  submitText: string;
  className?: string;
}) {
  const id = useId();
  const [value, setValue] = useState(stored);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validate(value);
    setError(problem);
    if (problem) return;
    save.mutate([{ ...entry, value: value.trim() }], { onError: (failure) => setError(serverFieldErrors(failure)[entry.key] ?? null) });
  };

  return (
    <form className={className} noValidate onSubmit={submit}>
      <FormField id={id} label={label} hint={hint} error={error}>
        <input
          id={id}
          className="input"
          {...input}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: Boolean(hint), error })}
          onChange={(event) => setValue(event.target.value)}
        />
      </FormField>
      <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>
        <BusyLabel busy={save.isPending} busyText="Saving...">
          {submitText}
        </BusyLabel>
      </button>
    </form>
  );
}
