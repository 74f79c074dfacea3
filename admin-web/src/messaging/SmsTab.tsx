import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { errorStatus } from '@browser-kit/api/api';
import { BusyLabel, describedBy, FieldError, FormField } from '@browser-kit/forms/form-field';
import { toast } from '@browser-kit/toast';
import { useSignedOut } from '../auth/auth-api';
import { useBookingList } from '../bookings/booking-api';
import { NO_FILTERS } from '../bookings/booking-filters';
import { formatBookingDate, STATUS_LABELS, timeSlotLabel } from '../bookings/booking-format';
import type { Booking } from '../bookings/booking-types';
import { fieldErrorsFrom } from '../shared/content-writes';
import { QueryState } from '../shared/QueryState';
import { useOptOuts, useSendSms } from './sms-api';
import {
  EMPTY_SMS_FORM,
  isOptedOut,
  isOverLimit,
  NO_RECENT_BOOKINGS,
  OPTED_OUT_LABEL,
  OPTED_OUT_NOTE,
  optedOutPhones,
  recentBookings,
  RECENT_BOOKINGS_SHOWN,
  SMS_FAILED,
  smsCounterText,
  smsFailureToast,
  smsSentToast,
  validateSms,
  type SmsErrors,
  type SmsField,
  type SmsForm,
} from './sms-format';

const SMS_FIELDS: readonly SmsField[] = ['to', 'message'];

/**
 * A message box with its counter (characters and SMS segments) and its error: the SMS form's, the
 * Bulk SMS form's and a conversation's reply.
 */
export function MessageField({
  id,
  label,
  value,
  onChange,
  error,
  disabled = false,
  rows = 4,
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  rows?: number;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const over = isOverLimit(value);
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <textarea
        ref={inputRef}
        id={id}
        className="textarea"
        rows={rows}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: true, error })}
      />
      <p id={`${id}-hint`} className={over ? 'hint sms-counter sms-counter--over' : 'hint sms-counter'}>
        {smsCounterText(value)}
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * 'SMS': the six most recent bookings, each a click away from a text to its
 * customer, and the form that texts one number. An auditor sees the bookings only.
 */
export function SmsTab({ canChange }: { canChange: boolean }) {
  const bookings = useBookingList(NO_FILTERS);
  const optOuts = useOptOuts();
  const optedOut = optedOutPhones(optOuts.data);
  const prefix = useId();
  const id = (field: SmsField) => `${prefix}-${field}`;
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const [form, setForm] = useState<SmsForm>(EMPTY_SMS_FORM);
  const [errors, setErrors] = useState<SmsErrors>({});
  const send = useSendSms();
  const signedOut = useSignedOut();

  const set = (field: SmsField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const focusFirst = (found: SmsErrors) => {
    const first = SMS_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(id(first))?.focus();
  };

  const textCustomer = (booking: Booking) => {
    set('to', booking.phone);
    messageRef.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = validateSms(form);
    if (!found.to && isOptedOut(form.to, optedOut)) found.to = OPTED_OUT_NOTE;
    setErrors(found);
    if (found.to || found.message) {
      focusFirst(found);
      return;
    }
    send.mutate(
      { to: form.to.trim(), message: form.message },
      {
        onSuccess: (receipt) => {
          toast(smsSentToast(receipt));
          setForm(EMPTY_SMS_FORM);
        },
        onError: (error) => {
          if (errorStatus(error) === 401) return signedOut();
          const fromServer = fieldErrorsFrom(error, SMS_FIELDS);
          setErrors(fromServer);
          focusFirst(fromServer);
          toast(smsFailureToast(SMS_FAILED, error));
        },
      },
    );
  };

  return (
    <div className={canChange ? 'sms-panel sms-panel--split' : 'sms-panel'}>
      <section className="sms-recent" aria-labelledby={`${prefix}-recent`}>
        <h3 id={`${prefix}-recent`} className="sms-panel__title">
          Recent bookings
        </h3>
        <p className="admin-section__summary">The {RECENT_BOOKINGS_SHOWN} bookings made most recently, the newest first.</p>
        <QueryState query={bookings} loading="Loading bookings..." failed="The bookings could not be loaded.">
          <RecentBookingList
            bookings={recentBookings(bookings.data ?? [])}
            optedOut={optedOut}
            onText={canChange ? textCustomer : undefined}
          />
        </QueryState>
      </section>

      {canChange ? (
        <form className="card sms-compose" onSubmit={submit} noValidate aria-labelledby={`${prefix}-compose`}>
          <h3 id={`${prefix}-compose`} className="sms-panel__title">
            Send an SMS
          </h3>
          <FormField id={id('to')} label="Phone number" required error={errors.to}>
            <input
              id={id('to')}
              className="input"
              type="tel"
              autoComplete="off"
              placeholder="(780) 555-0123"
              value={form.to}
              onChange={(event) => set('to', event.target.value)}
              aria-invalid={errors.to ? true : undefined}
              aria-describedby={describedBy(id('to'), { error: errors.to })}
            />
          </FormField>
          <MessageField
            id={id('message')}
            label="Message"
            value={form.message}
            onChange={(value) => set('message', value)}
            error={errors.message}
            inputRef={messageRef}
          />
          <div className="sms-compose__actions">
            <button type="submit" className="btn btn--primary" disabled={send.isPending}>
              <BusyLabel busy={send.isPending} busyText="Sending...">
                Send SMS
              </BusyLabel>
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

function RecentBookingList({
  bookings,
  optedOut,
  onText,
}: {
  bookings: readonly Booking[];
  optedOut: ReadonlySet<string>;
  /** Fills the form's number; absent for an auditor. */
  onText?: (booking: Booking) => void;
}) {
  if (bookings.length === 0) return <p className="admin-state admin-state--empty">{NO_RECENT_BOOKINGS}</p>;
  return (
    <ul className="sms-recent__list">
      {bookings.map((booking) => {
        const stopped = isOptedOut(booking.phone, optedOut);
        return (
          <li key={booking.id} className="card sms-recent__item">
            <div className="sms-recent__who">
              <p className="sms-recent__name">{booking.name}</p>
              <p className="sms-recent__phone">{booking.phone}</p>
              <p className="sms-recent__trip">
                {booking.package}: {formatBookingDate(booking.date)}, {timeSlotLabel(booking.time)}
              </p>
            </div>
            <div className="sms-recent__side">
              <span className={`badge badge--${booking.status}`}>
                <span className="visually-hidden">Status: </span>
                {STATUS_LABELS[booking.status] ?? booking.status}
              </span>
              {stopped ? (
                <span className="badge sms-badge--opted-out" title={OPTED_OUT_NOTE}>
                  {OPTED_OUT_LABEL}
                </span>
              ) : null}
              {onText && !stopped ? (
                <button type="button" className="btn btn--outline btn--sm" onClick={() => onText(booking)}>
                  Text {booking.name}
                </button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
