import { newManageToken } from '../manage/manage-links';

/**
 * The booking's waiver reference: what the confirmation email and the manage page put in the
 * waiver page's link (`?booking=<reference>`), so that the guests of a party sign against their
 * booking. 128 random bits, one per booking, never its id: ids travel in other links (the admin's,
 * the booking's history), and a guessed one must not attach waivers to someone's trip. Not the
 * manage token either: the party shares this link, and the manage token can cancel the booking.
 *
 * It is kept as issued, unlike a manage token (kept hashed): the manage page shows it again each
 * time, and it opens nothing but the signing of a waiver for that trip (no booking details, no
 * change to the booking), which is what a leak of it would give.
 */
export interface WaiverReferences {
  /** The booking's reference: made the first time it is asked for, the same ever after, whichever server asks. */
  referenceOf(bookingId: string, at: Date): Promise<string>;
}

/** 16 random bytes, URL-safe: 22 characters, made like a manage link's token. */
export const newWaiverReference = newManageToken;
