import type { WaiverFormValues } from './waiver-form-state';

type TextField = {
  [K in keyof WaiverFormValues]: WaiverFormValues[K] extends string ? K : never;
}[keyof WaiverFormValues];
type CheckboxField = {
  [K in keyof WaiverFormValues]: WaiverFormValues[K] extends boolean ? K : never;
}[keyof WaiverFormValues];

const TEXT_FIELDS: readonly TextField[] = [
  'bookingReference',
  'firstName',
  'lastName',
  'dateOfBirth',
  'email',
  'phone',
  'emergencyContactName',
  'emergencyContactPhone',
  'medicalConditions',
  'signature',
  'guardianName',
  'guardianRelationship',
  'guardianSignature',
];
const CHECKBOX_FIELDS: readonly CheckboxField[] = ['agreeToTerms', 'agreeToRisks', 'agreeToPhotos'];

/**
 * The form's values with what a visitor entered into the server's form before its code ran (the
 * page's scripts load after its first paint: adapters/http/deferred-scripts.ts), as the booking
 * form takes them (bookings/entries-before-hydration.ts): React hydrates a controlled field without
 * touching what it shows, so without this the state would stay empty under a filled-in field and
 * the next render would clear it. Returns `values` itself when nothing was entered.
 */
export function withWaiverEntriesBeforeHydration(form: HTMLFormElement, values: WaiverFormValues): WaiverFormValues {
  const control = (name: string) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null;
  };
  let next = values;
  for (const field of TEXT_FIELDS) {
    const value = control(field)?.value;
    if (value !== undefined && value !== next[field]) next = { ...next, [field]: value };
  }
  for (const field of CHECKBOX_FIELDS) {
    const box = control(field);
    if (box instanceof HTMLInputElement && box.checked !== next[field]) next = { ...next, [field]: box.checked };
  }
  return next;
}
