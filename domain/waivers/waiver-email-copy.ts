/**
 * Which email a signature sends to the address its signer typed. Anyone may type any address into
 * the waiver page, with any name and any words in its free fields: mailing those words (or the
 * PDF that carries them) to an address nobody confirmed would let a stranger write to whomever
 * they like in the business's name. So:
 * - 'copy': the signed copy, attached. Only when the address is the booking's own (the waiver
 *   names its booking through the reference only the booking's people have, and that address
 *   already received the confirmation);
 * - 'link': a note that a waiver was signed with this address, with a private link; the copy is
 *   given only to whoever follows it (adapters/waivers/waiver-copy.controller.ts);
 * - 'withheld': nothing, since a sending limit of the hour was reached. The waiver is signed all
 *   the same: a signature is never lost to a limit.
 */
export const WAIVER_EMAIL_COPIES = ['copy', 'link', 'withheld'] as const;
export type WaiverEmailCopy = (typeof WAIVER_EMAIL_COPIES)[number];

/** An email address as two are compared: case and surrounding spaces aside. */
export function emailKeyOf(email: string): string {
  return email.trim().toLowerCase();
}

/** The email a signature calls for, limits aside: the copy itself only to the booking's own address. */
export function emailCopyFor(signerEmail: string, bookingEmail: string | null): Exclude<WaiverEmailCopy, 'withheld'> {
  return bookingEmail !== null && emailKeyOf(bookingEmail) === emailKeyOf(signerEmail) ? 'copy' : 'link';
}
