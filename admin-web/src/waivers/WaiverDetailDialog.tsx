import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { serverMessage } from '@browser-kit/api/api';
import { formatCalendarDate } from '@browser-kit/format/date-format';
import { BusyLabel, describedBy, FormField } from '@browser-kit/forms/form-field';
import { ModalDialog } from '@browser-kit/dialogs/ModalDialog';
import { telHref } from '@browser-kit/site/site-info';
import { isValidVoidReason, WAIVER_LIMITS, WAIVER_MESSAGES } from '../../../domain/waivers/waiver-rules';
import { formatBookingDate, formatInstant } from '../bookings/booking-format';
import { searchWithBooking } from '../bookings/booking-link';
import { TermsText } from './TermsText';
import { Facts, WaiverBadges } from './WaiverBadges';
import { refusalMessage, useLinkWaiver, useVoidWaiver, useWaiver } from './waiver-api';
import { isBookingId } from './waiver-filters';
import { signerName, yesNo } from './waiver-format';
import type { WaiverDetail } from './waiver-types';

/**
 * One waiver: every answer, the record of the signature, the exact text signed and its PDF. For
 * an admin, 'Void waiver' turns the dialog into the void form (a dialog over a dialog would fight
 * over the focus) and a waiver without a booking can be linked to one.
 */
export function WaiverDetailDialog({ waiverId, canChange, onClose }: { waiverId: string; canChange: boolean; onClose: () => void }) {
  const titleId = useId();
  const voidButtonId = useId();
  const waiver = useWaiver(waiverId);
  const voidWaiver = useVoidWaiver(waiverId);
  const [voiding, setVoiding] = useState(false);
  const wasVoiding = useRef(false);

  useEffect(() => {
    if (voiding) {
      wasVoiding.current = true;
      return;
    }
    if (!wasVoiding.current) return;
    wasVoiding.current = false;
    // Back from the void form: to the button that opened it, or to the title once the waiver is voided and the button gone.
    (document.getElementById(voidButtonId) ?? document.getElementById(titleId))?.focus();
  }, [voiding, voidButtonId, titleId]);

  const name = waiver.data ? signerName(waiver.data) : null;

  return (
    <ModalDialog
      titleId={titleId}
      onCancel={voiding ? () => setVoiding(false) : onClose}
      busy={voidWaiver.isPending}
      className="modal--wide booking-detail waiver-detail"
    >
      {voiding && canChange && name ? (
        <VoidWaiverForm titleId={titleId} name={name} voidWaiver={voidWaiver} onDone={() => setVoiding(false)} />
      ) : (
        <>
          <header className="booking-detail__head">
            <h2 id={titleId} className="modal__title" tabIndex={-1}>
              {name ? `${name}'s waiver` : 'Waiver'}
            </h2>
            <button type="button" className="btn btn--outline btn--sm" onClick={onClose}>
              Close
            </button>
          </header>
          {waiver.isPending ? (
            <p role="status">
              <span className="spinner" aria-hidden="true" /> Loading the waiver...
            </p>
          ) : waiver.isError ? (
            <p role="alert">This waiver could not be loaded ({serverMessage(waiver.error) ?? waiver.error.message}).</p>
          ) : (
            <WaiverDetailBody waiver={waiver.data} canChange={canChange} voidButtonId={voidButtonId} onVoid={() => setVoiding(true)} />
          )}
        </>
      )}
    </ModalDialog>
  );
}

/** The detail itself, outside the dialog so that it can be rendered on its own (the specs do). */
export function WaiverDetailBody({
  waiver,
  canChange,
  voidButtonId,
  onVoid,
}: {
  waiver: WaiverDetail;
  canChange: boolean;
  voidButtonId?: string;
  onVoid: () => void;
}) {
  const id = useId();
  const name = signerName(waiver);
  const guardianShown = waiver.minor || waiver.guardianName !== null;

  return (
    <>
      <p className="waiver-detail__status">
        <WaiverBadges waiver={waiver} />
      </p>
      <div className="waiver-detail__actions">
        <a className="btn btn--outline btn--sm" href={`/api/waivers/${encodeURIComponent(waiver.id)}/pdf`} target="_blank" rel="noopener">
          Download PDF<span className="visually-hidden"> of {name}'s waiver (opens in a new tab)</span>
        </a>
        {canChange && waiver.status === 'signed' ? (
          <button id={voidButtonId} type="button" className="btn btn--outline-danger btn--sm" aria-haspopup="dialog" onClick={onVoid}>
            Void waiver
          </button>
        ) : null}
      </div>

      {waiver.status === 'voided' ? (
        <section className="booking-detail__section waiver-detail__voided" aria-labelledby={`${id}-voided`}>
          <h3 id={`${id}-voided`}>Voided</h3>
          <Facts
            facts={[
              { label: 'Voided', value: waiver.voidedAt ? <time dateTime={waiver.voidedAt}>{formatInstant(waiver.voidedAt)}</time> : '' },
              { label: 'By', value: waiver.voidedBy ?? 'Not recorded' },
              { label: 'Reason', value: waiver.voidReason ?? '' },
            ]}
          />
        </section>
      ) : null}

      <section className="booking-detail__section" aria-labelledby={`${id}-signer`}>
        <h3 id={`${id}-signer`}>Participant</h3>
        <Facts
          facts={[
            { label: 'Name', value: name },
            { label: 'Date of birth', value: formatCalendarDate(waiver.dateOfBirth) },
            { label: 'Email', value: <a href={`mailto:${waiver.email}`}>{waiver.email}</a> },
            { label: 'Phone', value: <a href={telHref(waiver.phone)}>{waiver.phone}</a> },
            { label: 'Emergency contact', value: waiver.emergencyContactName },
            { label: 'Emergency phone', value: <a href={telHref(waiver.emergencyContactPhone)}>{waiver.emergencyContactPhone}</a> },
            {
              label: 'Medical conditions (staff only)',
              value: <span className="waiver-detail__free-text">{waiver.medicalConditions ?? 'None given'}</span>,
            },
            { label: 'Agreed to the terms', value: yesNo(waiver.agreeToTerms) },
            { label: 'Acknowledged the risks', value: yesNo(waiver.agreeToRisks) },
            { label: 'Photo consent', value: yesNo(waiver.agreeToPhotos) },
            { label: 'Signature (typed)', value: waiver.signature },
          ]}
        />
      </section>

      {guardianShown ? (
        <section className="booking-detail__section" aria-labelledby={`${id}-guardian`}>
          <h3 id={`${id}-guardian`}>Parent or guardian</h3>
          {waiver.guardianName ? (
            <Facts
              facts={[
                { label: 'Name', value: waiver.guardianName },
                { label: 'Relationship', value: waiver.guardianRelationship ?? '' },
                { label: 'Signature (typed)', value: waiver.guardianSignature ?? '' },
              ]}
            />
          ) : (
            <p>Under 18, and no parent or guardian signed: this waiver cannot cover a trip.</p>
          )}
        </section>
      ) : null}

      <section className="booking-detail__section" aria-labelledby={`${id}-booking`}>
        <h3 id={`${id}-booking`}>Booking</h3>
        {waiver.bookingId ? (
          <Facts
            facts={[
              { label: 'Trip', value: waiver.tripDate ? formatBookingDate(waiver.tripDate) : 'Unknown' },
              {
                label: 'Booking',
                value: (
                  <Link to={{ pathname: '/', search: searchWithBooking('', waiver.bookingId) }}>
                    Open the booking<span className="visually-hidden"> this waiver is for</span>
                  </Link>
                ),
              },
              ...(waiver.linkedAt
                ? [{ label: 'Linked', value: `${formatInstant(waiver.linkedAt)}${waiver.linkedBy ? ` by ${waiver.linkedBy}` : ''}` }]
                : []),
            ]}
          />
        ) : (
          <>
            <p>Signed without a booking reference: not linked to a booking.</p>
            {canChange && waiver.status === 'signed' ? <LinkWaiverForm waiverId={waiver.id} /> : null}
          </>
        )}
      </section>

      <section className="booking-detail__section" aria-labelledby={`${id}-record`}>
        <h3 id={`${id}-record`}>Signature record</h3>
        <Facts
          facts={[
            { label: 'Signed (lake time)', value: <time dateTime={waiver.signedAt}>{formatInstant(waiver.signedAt)}</time> },
            { label: 'From address', value: waiver.clientAddress ?? 'Not recorded' },
            { label: 'Browser', value: waiver.userAgent ?? 'Not recorded' },
            { label: 'Terms version', value: String(waiver.termsVersionId) },
            { label: 'Terms SHA-256', value: <code className="waiver-hash">{waiver.termsSha256}</code> },
          ]}
        />
      </section>

      <section className="booking-detail__section" aria-labelledby={`${id}-text`}>
        <h3 id={`${id}-text`}>Signed text (version {waiver.termsVersionId})</h3>
        {waiver.termsText === null ? (
          <p role="alert">The text of terms version {waiver.termsVersionId} is missing from the database.</p>
        ) : (
          <TermsText text={waiver.termsText} />
        )}
      </section>
    </>
  );
}

function VoidWaiverForm({
  titleId,
  name,
  voidWaiver,
  onDone,
}: {
  titleId: string;
  name: string;
  voidWaiver: ReturnType<typeof useVoidWaiver>;
  onDone: () => void;
}) {
  const reasonId = useId();
  const leadId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  const busy = voidWaiver.isPending;

  // The dialog focused its first control when it opened; this form replaces what it showed.
  useEffect(() => {
    field.current?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidVoidReason(reason)) {
      setError(WAIVER_MESSAGES.voidReason);
      return;
    }
    setError(undefined);
    voidWaiver.mutate({ reason: reason.trim() }, { onSuccess: onDone, onError: (failure) => setError(refusalMessage(failure, 'reason')) });
  };

  return (
    <form noValidate onSubmit={submit} aria-describedby={leadId}>
      <header className="modal__header">
        <h2 id={titleId} className="modal__title">
          Void {name}'s waiver
        </h2>
        <p id={leadId} className="modal__lead">
          It stays on record, marked voided with your reason, and no longer counts for a booking.
        </p>
      </header>
      <FormField
        id={reasonId}
        label="Reason for voiding"
        required
        hint={`Kept with the waiver; up to ${WAIVER_LIMITS.voidReasonMax} characters.`}
        error={error}
      >
        <textarea
          ref={field}
          id={reasonId}
          className="textarea"
          rows={3}
          required
          maxLength={WAIVER_LIMITS.voidReasonMax}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(reasonId, { hint: true, error })}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      <div className="modal__actions">
        <button type="button" className="btn btn--outline" disabled={busy} onClick={onDone}>
          Keep waiver
        </button>
        <button type="submit" className="btn btn--danger" disabled={busy}>
          <BusyLabel busy={busy} busyText="Voiding...">
            Void this waiver
          </BusyLabel>
        </button>
      </div>
    </form>
  );
}

function LinkWaiverForm({ waiverId }: { waiverId: string }) {
  const inputId = useId();
  const link = useLinkWaiver(waiverId);
  const [bookingId, setBookingId] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = bookingId.trim();
    if (!isBookingId(id)) {
      setError(WAIVER_MESSAGES.bookingId);
      return;
    }
    setError(undefined);
    link.mutate({ bookingId: id.toLowerCase() }, { onError: (failure) => setError(refusalMessage(failure, 'bookingId')) });
  };

  return (
    <form noValidate className="waiver-link-form" onSubmit={submit}>
      <FormField
        id={inputId}
        label="Booking id"
        hint="From the booking's address in Manage Bookings (?booking=...) or its confirmation email. A waiver is linked once."
        error={error}
      >
        <input
          id={inputId}
          className="input"
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={bookingId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, { hint: true, error })}
          onChange={(event) => setBookingId(event.target.value)}
        />
      </FormField>
      <button type="submit" className="btn btn--primary btn--sm" disabled={link.isPending}>
        <BusyLabel busy={link.isPending} busyText="Linking...">
          Link to booking
        </BusyLabel>
      </button>
    </form>
  );
}
