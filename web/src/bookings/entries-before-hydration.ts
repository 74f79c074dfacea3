import { withKidsAnswer, type BookingFormValues } from './booking-form-state';

const TYPED_FIELDS = ['date', 'name', 'email', 'phone', 'message', 'referralCode'] as const;
const CHOSEN_FIELDS = ['package', 'time'] as const;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The form's values with what a visitor entered into the server's form before its code ran (the
 * page's scripts load after its first paint: adapters/http/deferred-scripts.ts). React hydrates a
 * controlled field without touching what it shows, so without this the state would stay empty
 * under a filled-in field and the next render would clear it. Returns `values` itself when
 * nothing was entered. A list's empty first option ('Select a time') is never an entry.
 */
export function withEntriesBeforeHydration(form: HTMLFormElement, values: BookingFormValues): BookingFormValues {
  const control = (name: string) => {
    const element = form.elements.namedItem(name);
    return element && 'value' in element && !(element instanceof RadioNodeList) ? (element as Control) : null;
  };
  let next = values;
  for (const field of TYPED_FIELDS) {
    const value = control(field)?.value;
    if (value !== undefined && value !== next[field]) next = { ...next, [field]: value };
  }
  for (const field of CHOSEN_FIELDS) {
    const value = control(field)?.value;
    if (value && value !== next[field]) next = { ...next, [field]: value };
  }
  const people = control('people')?.value;
  if (people && Number(people) !== next.people) next = { ...next, people: Number(people) };
  const hasKids = control('hasKids');
  if (hasKids instanceof HTMLInputElement && hasKids.checked !== next.hasKids) next = withKidsAnswer(next, hasKids.checked);
  const consent = control('marketingConsent');
  if (consent instanceof HTMLInputElement && consent.checked !== next.marketingConsent)
    next = { ...next, marketingConsent: consent.checked };
  return next;
}
