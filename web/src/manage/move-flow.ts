import type { TimeSlot } from '../../../domain/bookings/booking-rules';
import { confirmManagedMove, rescheduleManagedBooking } from './manage-api';
import type { ManageView, MovePayment } from './manage-types';
import { actionFailureOf, moveConfirmFailureOf, reopensPayment, rescheduleOutcome, viewOf, type ActionFailure } from './manage-view';

/*
 * The reschedule form's two calls as steps, apart from React so that each answer's
 * meaning is unit-tested: 'Move my trip' moves the trip at once (200) or, for a dearer date, sets
 * up the payment of the difference (202) for the payment dialog; once the dialog took it, the
 * confirmation moves the trip or says why it did not.
 */

export interface Outcome {
  readonly title: string;
  readonly lines: string[];
}

/** What asking for a date led to. */
export type MoveStep =
  /** Moved: the page shows the booking as it is now, and the outcome. */
  | { readonly kind: 'moved'; readonly view: ManageView; readonly outcome: Outcome }
  /** A dearer date: nothing moved yet; the dialog opens for `payment` (`reopened`: the one set up before, still held). */
  | { readonly kind: 'pay'; readonly payment: MovePayment; readonly reopened: boolean }
  | { readonly kind: 'refused'; readonly failure: ActionFailure };

/** What confirming a paid move led to. */
export type PaidStep =
  | { readonly kind: 'moved'; readonly view: ManageView; readonly outcome: Outcome }
  | { readonly kind: 'refused'; readonly failure: ActionFailure };

/** The calls, replaceable in the specs. */
export interface MoveCalls {
  readonly reschedule: typeof rescheduleManagedBooking;
  readonly confirm: typeof confirmManagedMove;
}

const API: MoveCalls = { reschedule: rescheduleManagedBooking, confirm: confirmManagedMove };

/**
 * 'Move my trip' for `slot`. The same dearer choice again, while its slot is still held for the
 * customer (`pending`, the payment set up for it), reopens that payment without asking the server.
 */
export async function askToMove(
  token: string,
  slot: { date: string; time: TimeSlot },
  pending: MovePayment | null,
  now: Date,
  calls: MoveCalls = API,
): Promise<MoveStep> {
  if (reopensPayment(pending, slot, now)) return { kind: 'pay', payment: pending, reopened: true };
  try {
    const result = await calls.reschedule(token, slot);
    if (result.payment) return { kind: 'pay', payment: result.payment, reopened: false };
    return { kind: 'moved', view: viewOf(result), outcome: rescheduleOutcome(result) };
  } catch (error) {
    return { kind: 'refused', failure: actionFailureOf(error) };
  }
}

/** The payment dialog took `payment`: the trip moves, or the server says why not (the difference then refunded). */
export async function confirmPaidMove(token: string, payment: MovePayment, calls: MoveCalls = API): Promise<PaidStep> {
  try {
    const result = await calls.confirm(token, payment.paymentIntentId);
    return { kind: 'moved', view: viewOf(result), outcome: rescheduleOutcome(result, payment) };
  } catch (error) {
    return { kind: 'refused', failure: moveConfirmFailureOf(error, payment) };
  }
}
