import { useEffect, useState } from 'react';
import { usePackages, useQuote } from './booking-api';
import { partyLimitOf, partyTooLarge } from './party-limit';
import { quoteRequestOf, type BookingFormValues, type QuoteRequest } from './booking-form-state';

const QUOTE_DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The price of the form as it stands (`POST /api/quote`): cleared at once, priced 250 ms after the last change. */
export function useLiveQuote(form: BookingFormValues, today: string) {
  // A party larger than the package takes is not priced: the message under the field says why.
  const packages = usePackages();
  const request = partyTooLarge(form.people, partyLimitOf(packages.data, form.package)) ? null : quoteRequestOf(form, today);
  const requestKey = JSON.stringify(request);
  const debouncedKey = useDebounced(requestKey, QUOTE_DEBOUNCE_MS);
  const quoteRequest = request ? (JSON.parse(debouncedKey) as QuoteRequest | null) : null;
  const quote = useQuote(quoteRequest);
  const current = debouncedKey === requestKey;
  return {
    /** Whether the form has what a price needs. */
    ready: request !== null,
    quote,
    updating: request !== null && (!current || quote.isFetching),
    /** The whole-dollar total the visitor sees for these very details, if any. */
    shownTotal: (): number | undefined => {
      const shown = quote.data && !quote.isPlaceholderData && current ? quote.data : undefined;
      return shown ? Math.round(shown.totalCents / 100) : undefined;
    },
  };
}
