import { useEffect, useRef, useState } from 'react';
import { describedBy } from '@browser-kit/forms/form-field';
import {
  asksForGuardian,
  EMPTY_WAIVER_FORM,
  firstInvalidWaiverField,
  GUARDIAN_FIELDS,
  needsGuardian,
  validateWaiver,
  waiverFieldId,
  type WaiverErrors,
  type WaiverField,
  type WaiverFormValues,
} from './waiver-form-state';

const REQUIRED: ReadonlySet<WaiverField> = new Set([
  'firstName',
  'lastName',
  'dateOfBirth',
  'email',
  'phone',
  'emergencyContactName',
  'emergencyContactPhone',
  'agreeToTerms',
  'agreeToRisks',
  'signature',
  'guardianName',
  'guardianRelationship',
  'guardianSignature',
]);

/**
 * The waiver form's values and messages, as the booking form keeps its own: every field is
 * checked once the visitor has tried to send the form (then on each change and when a field
 * loses focus), and the first wrong field gets the focus. `today` is the date on the lake.
 */
export function useWaiverForm(today: string, initial: () => WaiverFormValues) {
  const [form, setForm] = useState<WaiverFormValues>(initial);
  const [errors, setErrors] = useState<WaiverErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // The server judged the participant a minor on the booked trip's date, which this page cannot know.
  const [guardianRequested, setGuardianRequested] = useState(false);

  // Focus moves after the render that shows the messages, so the field is read with its error.
  const focusAfterRender = useRef<WaiverField | null>(null);
  useEffect(() => {
    const field = focusAfterRender.current;
    if (!field) return;
    focusAfterRender.current = null;
    document.getElementById(waiverFieldId(field))?.focus();
  });

  /**
   * Checked messages, plus the server's messages that no check here can repeat (an unknown
   * booking; a guardian for a minor on the trip date) on the fields not changed since.
   */
  const recheck = (next: WaiverFormValues, requested: boolean) => {
    const found = validateWaiver(next, today);
    const serverOnly: readonly WaiverField[] = requested ? ['bookingReference', ...GUARDIAN_FIELDS] : ['bookingReference'];
    for (const field of serverOnly) {
      if (errors[field] && next[field] === form[field]) found[field] ??= errors[field];
    }
    return found;
  };

  const update = (next: WaiverFormValues) => {
    // The server's verdict was about this date of birth and this booking: another one needs a new verdict.
    const requested = guardianRequested && next.dateOfBirth === form.dateOfBirth && next.bookingReference === form.bookingReference;
    if (requested !== guardianRequested) setGuardianRequested(requested);
    setForm(next);
    if (submitted) setErrors(recheck(next, requested));
  };
  const set = <K extends keyof WaiverFormValues>(field: K, value: WaiverFormValues[K]) => update({ ...form, [field]: value });
  const revalidate = () => {
    if (submitted) setErrors(recheck(form, guardianRequested));
  };

  /** Shows every message; true when the form may be sent, else the first wrong field has the focus. */
  const check = (): boolean => {
    setSubmitted(true);
    const found = validateWaiver(form, today);
    setErrors(found);
    const invalid = firstInvalidWaiverField(found);
    if (invalid) focusAfterRender.current = invalid;
    return !invalid;
  };

  /** The server's field messages; its guardian messages bring up the guardian's part. */
  const showServerErrors = (serverErrors: WaiverErrors) => {
    const invalid = firstInvalidWaiverField(serverErrors);
    if (!invalid) return;
    if (asksForGuardian(serverErrors)) setGuardianRequested(true);
    setErrors(serverErrors);
    focusAfterRender.current = invalid;
  };

  /** A form for the next participant: empty, but for the booking they share. */
  const reset = () => {
    setForm({ ...EMPTY_WAIVER_FORM, bookingReference: form.bookingReference });
    setErrors({});
    setSubmitted(false);
    setGuardianRequested(false);
  };

  /** A control's id, name and accessibility attributes; `hint` when a hint paragraph follows it. */
  const aria = (field: WaiverField, hint?: boolean) => ({
    id: waiverFieldId(field),
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-required': REQUIRED.has(field) || undefined,
    'aria-describedby': describedBy(waiverFieldId(field), { hint, error: errors[field] }),
    onBlur: revalidate,
  });

  return {
    form,
    setForm,
    errors,
    update,
    set,
    check,
    showServerErrors,
    reset,
    aria,
    /** Whether the parent or guardian's part shows (and is sent). */
    guardian: needsGuardian(form, today, guardianRequested),
  };
}

export type WaiverFormState = ReturnType<typeof useWaiverForm>;
