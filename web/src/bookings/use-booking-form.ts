import { useEffect, useRef, useState } from 'react';
import { describedBy } from '@browser-kit/forms/form-field';
import {
  EMPTY_BOOKING_FORM,
  fieldId,
  firstInvalidField,
  validate as validateForm,
  type BookingErrors,
  type BookingField,
  type BookingFormValues,
} from './booking-form-state';
import { usePackages } from './booking-api';
import { partyLimitOf, partyTooLarge } from './party-limit';

const REQUIRED: ReadonlySet<BookingField> = new Set(['package', 'date', 'time', 'name', 'email', 'phone', 'people']);

/**
 * The booking form's values and messages: every field is checked once the visitor has tried to
 * send the form (then on each change and when a field loses focus), and the first wrong field
 * gets the focus.
 */
export function useBookingForm(today: string, initial: () => BookingFormValues) {
  const [form, setForm] = useState<BookingFormValues>(initial);
  const [checked, setErrors] = useState<BookingErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // The chosen package's largest party: a party larger than it is refused, and said under the
  // field as soon as the two meet (the visitor may have chosen the party before the package).
  const packages = usePackages();
  const validate = (values: BookingFormValues, on: string) => validateForm(values, on, partyLimitOf(packages.data, values.package));
  const tooLarge = partyTooLarge(form.people, partyLimitOf(packages.data, form.package));
  const errors: BookingErrors = tooLarge && !checked.people ? { ...checked, people: tooLarge } : checked;

  // Focus moves after the render that shows the messages, so the field is read with its error.
  const focusAfterRender = useRef<BookingField | null>(null);
  useEffect(() => {
    const field = focusAfterRender.current;
    if (!field) return;
    focusAfterRender.current = null;
    document.getElementById(fieldId(field))?.focus();
  });

  const update = (next: BookingFormValues) => {
    setForm(next);
    if (submitted) setErrors(validate(next, today));
  };
  const set = <K extends keyof BookingFormValues>(field: K, value: BookingFormValues[K]) => update({ ...form, [field]: value });
  const revalidate = () => {
    if (submitted) setErrors(validate(form, today));
  };

  /** Shows every message; true when the form may be sent, else the first wrong field has the focus. */
  const check = (): boolean => {
    setSubmitted(true);
    const found = validate(form, today);
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) focusAfterRender.current = invalid;
    return !invalid;
  };

  /** The server's field messages, when its refusal named any of the form's fields. */
  const showServerErrors = (serverErrors: BookingErrors) => {
    const invalid = firstInvalidField(serverErrors);
    if (!invalid) return;
    setErrors(serverErrors);
    focusAfterRender.current = invalid;
  };

  /** An empty form with no messages, as after a booking. */
  const reset = () => {
    setForm(EMPTY_BOOKING_FORM);
    setErrors({});
    setSubmitted(false);
  };

  /** A control's id, name and accessibility attributes; `hint` when a hint paragraph follows it. */
  const aria = (field: BookingField, hint?: boolean) => ({
    id: fieldId(field),
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-required': REQUIRED.has(field) || undefined,
    'aria-describedby': describedBy(fieldId(field), { hint, error: errors[field] }),
    onBlur: revalidate,
  });

  return { form, setForm, errors, update, set, check, showServerErrors, reset, aria };
}

export type BookingFormState = ReturnType<typeof useBookingForm>;
