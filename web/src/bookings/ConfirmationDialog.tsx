import { useId } from 'react';
import type { ConfirmedBooking } from './booking-api';
import { BookingConfirmation } from './BookingConfirmation';
import { ModalDialog } from '@browser-kit/dialogs/ModalDialog';
import './booking-dialogs.css';

/** 'Booking Confirmed!' after a paid booking; 'Done' or Escape closes it. */
export default function ConfirmationDialog({
  booking,
  onClose,
  returnFocusId,
}: {
  booking: ConfirmedBooking;
  onClose: () => void;
  returnFocusId?: string;
}) {
  const titleId = useId();
  const leadId = useId();
  return (
    <ModalDialog titleId={titleId} descriptionId={leadId} onCancel={onClose} className="confirmation-dialog" returnFocusId={returnFocusId}>
      <header className="modal__header">
        <p className="confirmation__check" aria-hidden="true">
          ✓
        </p>
        <h2 id={titleId} className="modal__title">
          Booking Confirmed!
        </h2>
        <p id={leadId} className="modal__lead">
          Thank you, {booking.name}. Your trip is booked and paid.
        </p>
      </header>
      <BookingConfirmation booking={booking} />
      <div className="modal__actions">
        <button type="button" className="btn btn--accent" onClick={onClose} data-autofocus>
          Done
        </button>
      </div>
    </ModalDialog>
  );
}
