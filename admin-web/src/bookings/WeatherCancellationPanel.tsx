import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorStatus, serverMessage, validationErrorsOf } from '@browser-kit/api/api';
import { BusyLabel, describedBy, FormField } from '@browser-kit/forms/form-field';
import { formatCad } from '@browser-kit/format/money-format';
import { REASON_MAX_LENGTH } from '../../../domain/bookings/booking-rules';
import { useSignedOut } from '../auth/auth-api';
import { formatBookingDate } from './booking-format';
import {
  confirmationText,
  reportSummary,
  useWeatherCancellation,
  useWeatherPreview,
  weatherDateError,
  weatherReasonError,
  type WeatherPreview,
  type WeatherReport,
} from './weather-cancellation';

type Field = 'date' | 'reason';
type Errors = Partial<Record<Field, string>>;

/**
 * 'Weather cancellation' (docs/product/refunds.md): the admin picks a date, previews every booking on it with the
 * full refund the weather rule gives, gives a reason and, after a confirmation step, cancels them
 * all; the report says what was cancelled, skipped and failed. `canChange` false (an auditor): the
 * preview only.
 */
export function WeatherCancellationPanel({ canChange, onClose }: { canChange: boolean; onClose: () => void }) {
  const prefix = useId();
  const id = (field: Field) => `${prefix}-${field}`;
  const [date, setDate] = useState('');
  const [previewDate, setPreviewDate] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [report, setReport] = useState<WeatherReport | null>(null);
  const [runError, setRunError] = useState<string | null>(null);
  const preview = useWeatherPreview(previewDate);
  const cancel = useWeatherCancellation();
  const signedOut = useSignedOut();
  const confirmRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const focus = (field: Field | undefined) => {
    if (field) document.getElementById(id(field))?.focus();
  };

  const showPreview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = weatherDateError(date);
    setErrors({ date: error });
    setConfirming(false);
    setReport(null);
    setRunError(null);
    if (error) return focus('date');
    setPreviewDate(date);
    if (previewDate === date) void preview.refetch();
  };

  const askToConfirm = () => {
    const error = weatherReasonError(reason);
    setErrors((current) => ({ ...current, reason: error }));
    if (error) return focus('reason');
    setConfirming(true);
  };

  const run = () => {
    if (!previewDate) return;
    setRunError(null);
    cancel.mutate(
      { date: previewDate, reason },
      {
        onSuccess: (answer) => {
          setReport(answer);
          setConfirming(false);
        },
        onError: (error) => {
          if (errorStatus(error) === 401) return signedOut();
          const fields = validationErrorsOf(error) ?? {};
          const found: Errors = {
            date: typeof fields.date === 'string' ? fields.date : undefined,
            reason: typeof fields.reason === 'string' ? fields.reason : undefined,
          };
          setErrors(found);
          setConfirming(false);
          setRunError(serverMessage(error) ?? 'The weather cancellation could not be run. Please try again.');
        },
      },
    );
  };

  const dateError = errors.date ?? (preview.isError ? (validationErrorsOf(preview.error)?.date as string | undefined) : undefined);
  const data = preview.isSuccess && previewDate ? preview.data : null;

  return (
    <section className="card weather-panel" aria-labelledby={`${prefix}-title`}>
      <div className="weather-panel__head">
        <h3 id={`${prefix}-title`}>Weather cancellation</h3>
        <button type="button" className="btn btn--outline btn--sm" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="hint">
        Cancels every trip of a day for unsafe weather: each customer is refunded in full and gets an SMS and an email with a link to
        rebook, and the day is closed for new bookings.
      </p>

      <form className="weather-panel__date" onSubmit={showPreview} noValidate>
        <FormField id={id('date')} label="Trip date" error={dateError}>
          <input
            id={id('date')}
            className="input"
            type="date"
            value={date}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={describedBy(id('date'), { error: dateError })}
            onChange={(event) => {
              setDate(event.target.value);
              if (errors.date) setErrors((current) => ({ ...current, date: undefined }));
            }}
          />
        </FormField>
        <button type="submit" className="btn btn--primary" disabled={preview.isFetching}>
          <BusyLabel busy={preview.isFetching} busyText="Loading...">
            Preview
          </BusyLabel>
        </button>
      </form>

      {preview.isError && !dateError ? (
        <p className="alert alert--danger admin-state" role="alert">
          {serverMessage(preview.error) ?? 'The preview could not be loaded.'}
        </p>
      ) : null}

      {data ? <PreviewTable preview={data} /> : null}

      {data && canChange && !report ? (
        <div className="weather-panel__run">
          <FormField
            id={id('reason')}
            label="Reason"
            required
            hint="Kept in each booking's audit history and told to the customer by email."
            error={errors.reason}
          >
            <textarea
              id={id('reason')}
              className="textarea"
              rows={2}
              maxLength={REASON_MAX_LENGTH}
              value={reason}
              aria-required="true"
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={describedBy(id('reason'), { hint: true, error: errors.reason })}
              onChange={(event) => {
                setReason(event.target.value);
                if (errors.reason) setErrors((current) => ({ ...current, reason: undefined }));
              }}
            />
          </FormField>
          {confirming ? (
            <div className="weather-panel__confirm" role="group" aria-labelledby={`${prefix}-confirm`}>
              <h4 id={`${prefix}-confirm`} ref={confirmRef} tabIndex={-1}>
                Cancel all trips on {formatBookingDate(data.date)}?
              </h4>
              <p>{confirmationText(data)}</p>
              <div className="weather-panel__actions">
                <button type="button" className="btn btn--outline" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
                  Go back
                </button>
                <button type="button" className="btn btn--danger" disabled={cancel.isPending} onClick={run}>
                  <BusyLabel busy={cancel.isPending} busyText="Cancelling...">
                    Yes, cancel all trips
                  </BusyLabel>
                </button>
              </div>
            </div>
          ) : (
            <button type="button" className="btn btn--danger" onClick={askToConfirm}>
              Cancel all trips on this day
            </button>
          )}
        </div>
      ) : null}

      <div className="weather-panel__report" role="status" aria-live="polite" aria-atomic="true">
        {runError ? <p className="field-error">{runError}</p> : null}
        {report ? <ReportView report={report} /> : null}
      </div>
    </section>
  );
}

function PreviewTable({ preview }: { preview: WeatherPreview }) {
  const captionId = useId();
  return (
    <div className="weather-panel__preview">
      <p className="weather-panel__status">
        {formatBookingDate(preview.date)}: {preview.dayClosed ? 'the day is closed for new bookings.' : 'the day is open for bookings.'}
      </p>
      {preview.bookings.length === 0 ? (
        <p className="admin-state admin-state--empty">No trips to cancel on this day.</p>
      ) : (
        <div className="sms-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="sms-table">
            <caption id={captionId} className="weather-panel__caption">
              Bookings on {formatBookingDate(preview.date)} and their refunds
            </caption>
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Time</th>
                <th scope="col">Package</th>
                <th scope="col">People</th>
                <th scope="col">Status</th>
                <th scope="col">Paid</th>
                <th scope="col">Refund</th>
              </tr>
            </thead>
            <tbody>
              {preview.bookings.map((b) => (
                <tr key={b.id}>
                  <th scope="row">
                    {b.name}
                    <span className="weather-panel__contact">
                      {b.phone} · {b.email}
                    </span>
                  </th>
                  <td className="sms-table__nowrap">{b.timeLabel}</td>
                  <td>{b.package}</td>
                  <td>{b.people}</td>
                  <td>{b.action === 'release' ? 'Awaiting payment (released)' : b.status}</td>
                  <td className="sms-table__nowrap">{formatCad(b.amountPaidCents)}</td>
                  <td className="sms-table__nowrap">{formatCad(b.refundCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={6}>
                  Total: {preview.totals.bookings} {preview.totals.bookings === 1 ? 'booking' : 'bookings'}
                </th>
                <td className="sms-table__nowrap">{formatCad(preview.totals.refundCents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {preview.alreadyCancelled.length > 0 ? (
        <div className="weather-panel__cancelled">
          <h4>Already cancelled (left alone)</h4>
          <ul>
            {preview.alreadyCancelled.map((c) => (
              <li key={c.id}>
                {c.name}: {formatCad(c.refundedCents)} refunded
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function ReportView({ report }: { report: WeatherReport }) {
  return (
    <div className="weather-panel__result">
      <h4>Weather cancellation of {formatBookingDate(report.date)}</h4>
      <p>{reportSummary(report)}</p>
      {report.cancelled.length > 0 ? (
        <>
          <h5>Cancelled</h5>
          <ul>
            {report.cancelled.map((c) => (
              <li key={c.id}>
                {c.name}: {formatCad(c.refundCents)} refunded
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {report.released.length > 0 ? (
        <>
          <h5>Released (unpaid checkouts)</h5>
          <ul>
            {report.released.map((r) => (
              <li key={r.id}>{r.name}</li>
            ))}
          </ul>
        </>
      ) : null}
      {report.skipped.length > 0 ? (
        <>
          <h5>Skipped</h5>
          <ul>
            {report.skipped.map((s) => (
              <li key={s.id}>
                {s.name}: {s.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {report.failed.length > 0 ? (
        <>
          <h5>Failed</h5>
          <ul>
            {report.failed.map((f) => (
              <li key={f.id}>
                {f.name}: {f.error}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
