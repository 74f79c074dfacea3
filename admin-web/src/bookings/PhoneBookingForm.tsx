import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorStatus, serverMessage, validationErrorsOf } from '@browser-kit/api/api';
import { describedBy, FormField } from '@browser-kit/forms/form-field';
import { toast } from '@browser-kit/toast';
import { maxKidsFor, PARTY_LIMITS, TIME_SLOTS } from '../../../domain/bookings/booking-rules';
import { useSignedOut } from '../auth/auth-api';
import { useCreatePhoneBooking, usePackages } from './booking-api';
import { timeSlotLabel } from './booking-format';
import {
  EMPTY_PHONE_BOOKING,
  firstInvalid,
  PHONE_MARKETING_CONSENT_LABEL,
  phoneBookingErrorsFromServer,
  validatePhoneBooking,
  withPeople,
  type PhoneBookingErrors,
  type PhoneBookingField,
  type PhoneBookingForm as Form,
} from './phone-booking-form';

const PEOPLE = Array.from({ length: PARTY_LIMITS.maxPeople }, (_, i) => String(i + 1));

/** 'Add phone booking': a booking the guide takes by phone (the public form's rules); it starts pending. */
export function PhoneBookingForm({ onDone }: { onDone: () => void }) {
  const prefix = useId();
  const id = (field: PhoneBookingField) => `${prefix}-${field}`;
  const packages = usePackages();
  const create = useCreatePhoneBooking();
  const signedOut = useSignedOut();
  const [form, setForm] = useState<Form>(EMPTY_PHONE_BOOKING);
  const [errors, setErrors] = useState<PhoneBookingErrors>({});

  const set = (field: PhoneBookingField, value: string) => {
    setForm((current) => (field === 'people' ? withPeople(current, value) : { ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const focus = (field: PhoneBookingField | undefined) => {
    if (field) document.getElementById(id(field))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePhoneBooking(form, packages.data ?? []);
    setErrors(found);
    if (firstInvalid(found)) {
      focus(firstInvalid(found));
      return;
    }
    create.mutate(form, {
      onSuccess: () => {
        setForm(EMPTY_PHONE_BOOKING);
        onDone();
      },
      onError: (error) => {
        if (errorStatus(error) === 401) return signedOut();
        const fromServer = phoneBookingErrorsFromServer(validationErrorsOf(error));
        setErrors(fromServer);
        focus(firstInvalid(fromServer));
        toast({ title: 'Booking Error', description: serverMessage(error) ?? 'Failed to create booking.', variant: 'destructive' });
      },
    });
  };

  const field = (name: PhoneBookingField, label: string, control: ReactNode) => (
    <FormField id={id(name)} label={label} error={errors[name]}>
      {control}
    </FormField>
  );
  const a11y = (name: PhoneBookingField) => ({
    id: id(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(id(name), { error: errors[name] }),
  });

  const people = Number(form.people);
  const kidsOptions = form.people ? Array.from({ length: maxKidsFor(people) + 1 }, (_, i) => String(i)) : ['0'];

  return (
    <form className="card phone-booking" onSubmit={submit} noValidate aria-labelledby={`${prefix}-title`}>
      <h3 id={`${prefix}-title`}>Add phone booking</h3>
      <div className="phone-booking__grid">
        {field(
          'package',
          'Package',
          <select {...a11y('package')} className="select" value={form.package} onChange={(e) => set('package', e.target.value)}>
            <option value="" disabled>
              {packages.isPending ? 'Loading packages...' : 'Select a package'}
            </option>
            {(packages.data ?? []).map((p) => (
              <option key={p.name} value={p.name}>
                {p.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'date',
          'Date',
          <input {...a11y('date')} className="input" type="date" value={form.date} onChange={(e) => set('date', e.target.value)} />,
        )}
        {field(
          'time',
          'Time',
          <select {...a11y('time')} className="select" value={form.time} onChange={(e) => set('time', e.target.value)}>
            <option value="" disabled>
              Select a time
            </option>
            {TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {timeSlotLabel(slot)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'name',
          'Name',
          <input {...a11y('name')} className="input" autoComplete="off" value={form.name} onChange={(e) => set('name', e.target.value)} />,
        )}
        {field(
          'email',
          'Email',
          <input
            {...a11y('email')}
            className="input"
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
          />,
        )}
        {field(
          'phone',
          'Phone',
          <input
            {...a11y('phone')}
            className="input"
            type="tel"
            autoComplete="off"
            value={form.phone}
            onChange={(e) => set('phone', e.target.value)}
          />,
        )}
        {field(
          'people',
          'People',
          <select {...a11y('people')} className="select" value={form.people} onChange={(e) => set('people', e.target.value)}>
            <option value="" disabled>
              Number of people
            </option>
            {PEOPLE.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>,
        )}
        {field(
          'kidsCount',
          'Children',
          <select {...a11y('kidsCount')} className="select" value={form.kidsCount} onChange={(e) => set('kidsCount', e.target.value)}>
            {kidsOptions.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field(
        'message',
        'Message (optional)',
        <textarea
          {...a11y('message')}
          className="textarea"
          rows={2}
          maxLength={2000}
          value={form.message}
          onChange={(e) => set('message', e.target.value)}
        />,
      )}
      {/* Never ticked in advance: only the customer's own yes on the call is consent (CASL). */}
      <div className="phone-booking__consent">
        <input
          id={`${prefix}-marketingConsent`}
          type="checkbox"
          checked={form.marketingConsent}
          onChange={(e) => setForm((current) => ({ ...current, marketingConsent: e.target.checked }))}
          aria-describedby={`${prefix}-marketingConsent-hint`}
        />
        <label htmlFor={`${prefix}-marketingConsent`}>{PHONE_MARKETING_CONSENT_LABEL}</label>
        <p id={`${prefix}-marketingConsent-hint`} className="hint">
          Tick it only when they said yes. It is recorded with the booking, the time and that it was given by phone; every email lets them
          unsubscribe.
        </p>
      </div>
      <div className="phone-booking__actions">
        <button type="submit" className="btn btn--primary" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add Booking'}
        </button>
        <button type="button" className="btn btn--outline" disabled={create.isPending} onClick={onDone}>
          Close form
        </button>
      </div>
    </form>
  );
}
