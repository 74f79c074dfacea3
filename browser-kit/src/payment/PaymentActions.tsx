import { BusyLabel } from '../forms/form-field';

/** The payment forms' buttons: Cancel, and 'Pay $X' that reads 'Processing...' while the card is charged. */
export function PaymentActions({
  amount,
  busy,
  ready = true,
  onCancel,
}: {
  amount: string;
  busy: boolean;
  ready?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="modal__actions">
      <button type="button" className="btn btn--outline" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className="btn btn--accent" disabled={busy || !ready}>
        <BusyLabel busy={busy} busyText="Processing...">
          {`Pay ${amount}`}
        </BusyLabel>
      </button>
    </div>
  );
}
