/**
 * Codes people read aloud, copy by hand and type on a phone (referral codes, booking references,
 * gift-card codes): upper-case letters and digits without the look-alikes 0/O and 1/I/L, so every
 * sign is read one way only. 31 signs.
 */
export const READABLE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `length` signs from `random(n)`, a uniform integer below n (crypto's randomInt in production). */
export function readableCode(length: number, random: (below: number) => number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += READABLE_CODE_ALPHABET[random(READABLE_CODE_ALPHABET.length)];
  return code;
}

/** Whether `code` has exactly `length` signs, each of the alphabet (a code as typed is normalised first). */
export function isReadableCode(code: string, length: number): boolean {
  return code.length === length && [...code].every((sign) => READABLE_CODE_ALPHABET.includes(sign));
}

/** A code as typed: spaces and dashes dropped, letters upper-cased (codes are shared by voice and by hand). */
export function normaliseReadableCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}
