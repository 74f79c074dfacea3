import { useEffect, useRef, useState } from 'react';
import { BusyLabel } from '@browser-kit/forms/form-field';
import { cancelManagedBooking } from './manage-api';
import type { ManageView } from './manage-types';
import {
  actionFailureOf,
  cancelOutcome,
  formatTripDate,
  MANAGE_MESSAGES,
  refundSentence,
  timeWindowOf,
  type ActionFailure,
} from './manage-view';
import { PhoneText } from './PhoneText';

/**
 * 'Cancel booking', second step: what the customer gets back, stated before anything happens,
 * then the cancellation itself. The refund shown is the server's at the moment the page was read;
 * the server applies the policy again when it cancels, and the result says what it refunded.
 */
export function CancelConfirm({
  token,
  view,
  onClose,
  onDone,
}: {
  token: string;
  view: ManageView;
  onClose: () => void;
  onDone: (next: ManageView, outcome: { title: string; lines: string[] }) => void;
}) {
  const { booking, cancellation, guide } = view;
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  // The buttons the customer pressed are gone: the focus goes to the question that replaced them.
  useEffect(() => heading.current?.focus(), []);

  const cancel = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const next = await cancelManagedBooking(token);
      onDone(next, cancelOutcome(view, next));
    } catch (error) {
      setFailure(actionFailureOf(error));
      setBusy(false);
    }
  };

  return (
    <section className="manage-panel manage-panel--danger" aria-labelledby="manage-cancel-title">
      <h3 id="manage-cancel-title" className="manage-panel__title" tabIndex={-1} ref={heading}>
        Cancel your booking?
      </h3>
      <p>
        Your {booking.package} trip on {formatTripDate(booking.date)}, {timeWindowOf(booking)}, will be cancelled and its place given to
        other anglers.
      </p>
      <p className="manage-refund__amount">{refundSentence(cancellation)}</p>
      {cancellation.refundCents > 0 ? <p className="hint">{MANAGE_MESSAGES.refundsTake}</p> : null}
      <div role="alert" className="manage-panel__failure">
        {failure ? <FailureText failure={failure} phone={guide.phone} /> : null}
      </div>
      <div className="manage-actions">
        <button type="button" className="btn btn--danger" onClick={() => void cancel()} aria-disabled={busy}>
          <BusyLabel busy={busy} busyText="Processing...">
            Yes, cancel my booking
          </BusyLabel>
        </button>
        <button type="button" className="btn btn--outline" onClick={onClose} disabled={busy}>
          Keep my booking
        </button>
      </div>
    </section>
  );
}

/** A refused or failed action, in the customer's words, with the guide's number. */
export function FailureText({ failure, phone }: { failure: ActionFailure; phone: string }) {
  const message =
    failure.kind === 'invalid-link'
      ? `${MANAGE_MESSAGES.invalidTitle}: it no longer matches a booking.`
      : failure.kind === 'refused'
        ? failure.message
        : failure.kind === 'unconfirmed'
          ? `${failure.message}${phone ? ` If it still does not work, please call ${phone}.` : ''}`
          : failure.kind === 'fields'
            ? (failure.message ?? 'Please check the date and time.')
            : (failure.message ?? MANAGE_MESSAGES.failed.replace(/, or call$/, '.'));
  return (
    <p className="alert alert--danger">
      <PhoneText message={message} phone={phone} />
    </p>
  );
}
