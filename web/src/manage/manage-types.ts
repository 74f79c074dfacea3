import type { RequestBodyOf, ResponseOf, Schema } from '@browser-kit/api/api-types';

/*
 * The manage link's API, from the generated schema (@browser-kit/api/api-schema.ts) as every other
 * page's types are: a changed answer fails the typecheck instead of the page.
 */

/** `GET /api/manage/{token}` (and `POST .../cancel`): the booking, what cancelling or moving allows, the waivers, the guide. */
export type ManageView = ResponseOf<'/api/manage/{token}', 'get'>;

/** The booking as its customer sees it through the link. */
export type ManagedBooking = ManageView['booking'];

/** What cancelling now would give, by the refund policy (docs/product/refunds.md). */
export type CancellationTerms = ManageView['cancellation'];

/** Whether the trip may still be moved online, and until when (48 hours before it). */
export type RescheduleTerms = ManageView['reschedule'];

export type WaiverProgress = ManageView['waivers'];

export type GuideContact = ManageView['guide'];

/** `POST /api/manage/{token}/reschedule`'s body. */
export type RescheduleRequest = RequestBodyOf<'/api/manage/{token}/reschedule', 'post'>;

/**
 * `POST /api/manage/{token}/reschedule`: 200 with the view after the move (a cheaper date, its
 * refund), or 202 for a dearer date with the view as it was and the `payment` of the difference;
 * `POST .../reschedule/confirm` answers it too, once that payment moved the trip.
 */
export type RescheduleResult = ResponseOf<'/api/manage/{token}/reschedule', 'post'>;

/** A dearer date's difference to pay in the payment dialog, its new slot held until `holdExpiresAt`. */
export type MovePayment = Schema<'MovePaymentDto'>;

/** `POST /api/manage/{token}/reschedule/confirm`'s body: the move's payment, once the dialog took it. */
export type ConfirmMoveRequest = RequestBodyOf<'/api/manage/{token}/reschedule/confirm', 'post'>;

/** `POST /api/manage/{token}/reschedule/confirm` (200): the view after the paid move. */
export type ConfirmMoveResult = ResponseOf<'/api/manage/{token}/reschedule/confirm', 'post'>;
