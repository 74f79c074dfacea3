/*
 * Typing help for the test gateway's card form: digits only, grouped the way they are printed.
 * The server judges the card (domain/payments/test-card-rules.ts); nothing here decides validity.
 */

export type CardField = 'cardNumber' | 'expiry' | 'cvc';
export const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'expiry', 'cvc'];

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' → '12/30'; the slash appears once a third digit is typed, so backspace works. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Three or four digits. */
export function formatCvc(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

/** The card fields of a 400 answer (`{ errors: { cardNumber: ... } }`). */
export function cardErrorsFrom(errors: Record<string, unknown> | undefined): Partial<Record<CardField, string>> {
  const result: Partial<Record<CardField, string>> = {};
  for (const field of CARD_FIELDS) {
    const message = errors?.[field];
    if (typeof message === 'string') result[field] = message;
  }
  return result;
}
