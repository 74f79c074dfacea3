import type { RequestBodyOf, ResponseOf } from '@browser-kit/api/api-types';

/*
 * The waitlist's API, from the generated schema (@browser-kit/api/api-schema.ts). Imported as types
 * only, so the booking form's join button brings none of the waitlist page's code into the
 * landing page.
 */

/** `POST /api/waitlist`'s body: the booking form's details for a booked time. */
export type WaitlistJoinRequest = RequestBodyOf<'/api/waitlist', 'post'>;

/** `POST /api/waitlist` (201): the new entry, its place in the queue and `link`, the absolute address of its private page. */
export type WaitlistJoined = ResponseOf<'/api/waitlist', 'post'>;

/** `GET /api/waitlist/{token}` (and `POST .../leave`). */
export type WaitlistView = ResponseOf<'/api/waitlist/{token}', 'get'>;

/** Where an entry stands: in line, holding an offered place, or done one way or another. */
export type WaitlistStatus = WaitlistView['status'];

/** The place held for an offered entry, and the booking form's link that takes it. */
export type WaitlistOffer = NonNullable<WaitlistView['offer']>;
