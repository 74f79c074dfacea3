import { useId, useState, type FormEvent } from 'react';
import { ModalDialog } from '@shared-ui/ModalDialog';
import { REASON_MAX_LENGTH } from '../../../domain/bookings/booking-rules';
import { useRefundPreview } from './booking-api';
import { refundText } from './booking-money';
import type { Booking } from './booking-types';
import { useBookingStatus } from './use-booking-status';

/**
 * Cancelling asks why and shows what the cancellation policy will refund before it happens; the
 * weather option (an operator's cancellation for unsafe weather) changes that to a full refund.
 */
export function CancelBookingDialog({ booking, onClose }: { booking: Pick<Booking, 'id' | 'name'>; onClose: () => void }) {
  const titleId = useId();
  const reasonId = useId();
  const weatherId = useId();
  const [reason, setReason] = useState('');
  const [weather, setWeather] = useState(false);
  const preview = useRefundPreview(booking.id, weather);
  const change = useBookingStatus(booking);
  const busy = change.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate({ status: 'cancelled', reason, weather }, { onSuccess: onClose });
  };

  return (
    <ModalDialog titleId={titleId} onCancel={onClose} busy={busy}>
      <form onSubmit={submit}>
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            Cancel {booking.name}'s booking
          </h2>
        </header>
        <div className="field">
          <label className="label" htmlFor={reasonId}>
            Reason for cancelling
          </label>
          <textarea
            id={reasonId}
            className="textarea"
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            data-autofocus
            onChange={(event) => setReason(event.target.value)}
          />
          <p className="hint">Kept in the booking's audit timeline.</p>
        </div>
        <div className="field booking-check">
          <input id={weatherId} type="checkbox" checked={weather} onChange={(event) => setWeather(event.target.checked)} />
          <label htmlFor={weatherId}>Cancelled by us for unsafe weather (full refund)</label>
        </div>
        <div className="booking-refund" role="status">
          <p className="booking-refund__title">Refund by the cancellation policy</p>
          {preview.isPending ? (
            <p>
              <span className="spinner" aria-hidden="true" /> Working out the refund...
            </p>
          ) : preview.isError ? (
            <p>The refund could not be worked out; the server applies the policy when you cancel.</p>
          ) : (
            <p>{refundText(preview.data.refund)}</p>
          )}
        </div>
        <div className="modal__actions">
          <button type="button" className="btn btn--outline" disabled={busy} onClick={onClose}>
            Keep Booking
          </button>
          <button type="submit" className="btn btn--danger" disabled={busy}>
            {busy ? 'Cancelling...' : 'Cancel Booking'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
