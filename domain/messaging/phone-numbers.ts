/**
 * Phone numbers as customers type them ('(780) 555-0123', '780.555.0123', '1-780-555-0123') turned
 * into the E.164 form an SMS provider accepts. The business is in Alberta, so a number without a
 * country code is read as North American; one written with '+' is taken as international.
 */
export function toE164(phone: string): string | undefined {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+') && !trimmed.startsWith('+1')) {
    // E.164 allows at most 15 digits; fewer than 8 is no real international number.
    return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : undefined;
  }
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // North American numbering plan: area code and exchange both start with 2-9.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+1${national}` : undefined;
}

/** How messages to one person are matched: an SMS by its E.164 number, an email by its lower-cased address. */
export function recipientKeyOf(channel: 'sms' | 'email', recipient: string): string | null {
  return channel === 'sms' ? (toE164(recipient) ?? null) : recipient.trim().toLowerCase();
}

export const PHONE_NUMBER_MESSAGES = {
  unusable: (phone: string) => `Not a phone number that can receive SMS: '${phone}'`,
} as const;
