import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { apiRequest, errorStatus, serverMessage, validationErrorsOf } from '@browser-kit/api/api';
import { handled } from '@browser-kit/forms/handled';
import { useLakeTodayInBrowser } from '@browser-kit/forms/use-lake-today';
import { formatCalendarDate } from '@browser-kit/format/date-format';
import { BusyLabel, describedBy, FormField } from '@browser-kit/forms/form-field';
import { confirmBookingPayment, type ConfirmedBooking } from '@browser-kit/payment/payment-api';
import { toast } from '@browser-kit/toast';
import { useSignedOut } from '../auth/auth-api';
import { PACKAGES_KEY, type Package } from '../catalogue/package-api';
import {
  EMPTY_TEST_BOOKING,
  firstInvalidTestField,
  TEST_AMOUNT_TEXT,
  TEST_PEOPLE_OPTIONS,
  TEST_SYSTEM_TOASTS as TOASTS,
  TEST_TIME_OPTIONS,
  testBookingBody,
  testBookingErrorsFromServer,
  testPackageChoices,
  validateTestBooking,
  type TestBookingAnswer,
  type TestBookingErrors,
  type TestBookingField,
  type TestBookingValues,
} from './test-booking-form';
import './test-system.css';

// The public site's own payment dialog, loaded when a test payment is set up.
const PaymentDialog = lazy(() => import('@browser-kit/payment/PaymentDialog'));

const SUBMIT_ID = 'test-booking-submit';

/** What the success note names of the confirmed booking. */
type Confirmed = Pick<ConfirmedBooking, 'name' | 'package' | 'date'>;

/**
 * Test System (docs/product/admin.md): a 1.00 CAD payment through the active gateway, paid
 * in the same dialog as the public site, that runs the confirmation, email and SMS path without
 * selling a trip. An auditor sees what it does, but no form.
 */
export function TestSystemView({ canChange }: { canChange: boolean }) {
  const titleId = useId();
  return (
    <section className="admin-section test-system" aria-labelledby={titleId}>
      <div className="admin-section__head">
        <div>
          <h2 id={titleId}>Test System</h2>
          <p className="admin-section__summary">
            Test Booking &amp; Notifications: a real {TEST_AMOUNT_TEXT} payment through the active payment gateway. The booking is marked as
            a test and takes no slot.
          </p>
        </div>
      </div>
      {canChange ? <TestBookingForm /> : <p className="admin-state admin-state--empty">Only an administrator can run a test booking.</p>}
    </section>
  );
}

function TestBookingForm() {
  const queryClient = useQueryClient();
  const signedOut = useSignedOut();
  const idBase = useId();
  const packages = useQuery<Package[]>({ queryKey: PACKAGES_KEY });
  const packageChoices = testPackageChoices(packages.data);
  const [values, setValues] = useState<TestBookingValues>(EMPTY_TEST_BOOKING);
  const [errors, setErrors] = useState<TestBookingErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [payment, setPayment] = useState<TestBookingAnswer | null>(null);
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
  const sent = useRef<TestBookingValues | null>(null);
  // The picker's minimum needs the clock: set after mount, so server and first render agree.
  const today = useLakeTodayInBrowser();

  const idOf = (field: TestBookingField) => `${idBase}-${field}`;
  const focusNext = useRef<TestBookingField | null>(null);
  useEffect(() => {
    const field = focusNext.current;
    if (!field) return;
    focusNext.current = null;
    document.getElementById(idOf(field))?.focus();
  });

  const set = (field: TestBookingField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateTestBooking(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setConfirmed(null);
    const found = validateTestBooking(values);
    setErrors(found);
    const invalid = firstInvalidTestField(found);
    if (invalid) {
      focusNext.current = invalid;
      return;
    }
    setSubmitting(true);
    try {
      const res = await apiRequest('POST', '/api/test-booking', testBookingBody(values));
      sent.current = values;
      setPayment((await res.json()) as TestBookingAnswer);
    } catch (error) {
      if (errorStatus(error) === 401) {
        signedOut();
        return;
      }
      const serverErrors = testBookingErrorsFromServer(validationErrorsOf(error));
      const serverInvalid = firstInvalidTestField(serverErrors);
      if (serverInvalid) {
        setErrors(serverErrors);
        focusNext.current = serverInvalid;
      }
      toast({ title: TOASTS.createFailedTitle, description: serverMessage(error) ?? TOASTS.createFailed, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  const onPaid = async (paymentIntentId: string) => {
    try {
      const booking = await confirmBookingPayment(paymentIntentId, payment?.clientSecret ?? '');
      setPayment(null);
      setConfirmed({ name: booking.name, package: booking.package, date: booking.date });
      setValues(EMPTY_TEST_BOOKING);
      setErrors({});
      setSubmitted(false);
      toast({ title: TOASTS.successTitle, description: TOASTS.success });
      void queryClient.invalidateQueries({ queryKey: ['/api/bookings'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/availability'] });
    } catch (error) {
      setPayment(null);
      toast({ title: TOASTS.unexpectedTitle, description: serverMessage(error) ?? TOASTS.unexpected, variant: 'destructive' });
    }
  };

  const field = (name: TestBookingField, label: string, control: (props: FieldProps) => ReactNode, hint?: string) => {
    const id = idOf(name);
    const error = errors[name];
    return (
      <FormField id={id} label={label} required hint={hint} error={error}>
        {control({
          id,
          name,
          'aria-invalid': error ? true : undefined,
          'aria-required': true,
          'aria-describedby': describedBy(id, { hint: Boolean(hint), error }),
        })}
      </FormField>
    );
  };

  return (
    <>
      {confirmed ? (
        <div className="alert test-system__success" role="status">
          <p className="test-system__success-title">{TOASTS.successTitle}</p>
          <p>
            {confirmed.name}, {confirmed.package}, {formatCalendarDate(confirmed.date)}. {TOASTS.success}
          </p>
        </div>
      ) : null}
      <form className="card test-system__form" onSubmit={(event) => handled(onSubmit(event))} noValidate>
        <p className="hint">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
        <div className="test-system__grid">
          {field('name', 'Name', (p) => (
            <input
              {...p}
              className="input"
              type="text"
              autoComplete="name"
              maxLength={120}
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
            />
          ))}
          {field(
            'email',
            'Email',
            (p) => (
              <input
                {...p}
                className="input"
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                value={values.email}
                onChange={(e) => set('email', e.target.value)}
              />
            ),
            'The confirmation email goes here.',
          )}
          {field(
            'phone',
            'Phone',
            (p) => (
              <input
                {...p}
                className="input"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={30}
                value={values.phone}
                onChange={(e) => set('phone', e.target.value)}
              />
            ),
            'The confirmation SMS goes here.',
          )}
          {field('package', 'Package', (p) => (
            <select {...p} className="select" value={values.package} onChange={(e) => set('package', e.target.value)}>
              <option value="" disabled>
                {packages.isPending ? 'Loading packages...' : 'Select a package'}
              </option>
              {packageChoices.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          ))}
          {field('date', 'Date', (p) => (
            <input {...p} className="input" type="date" min={today} value={values.date} onChange={(e) => set('date', e.target.value)} />
          ))}
          {field('time', 'Time', (p) => (
            <select {...p} className="select" value={values.time} onChange={(e) => set('time', e.target.value)}>
              <option value="" disabled>
                Select a time
              </option>
              {TEST_TIME_OPTIONS.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          ))}
          {field('people', 'Number of people', (p) => (
            <select {...p} className="select" value={values.people} onChange={(e) => set('people', e.target.value)}>
              <option value="" disabled>
                Select number of people
              </option>
              {TEST_PEOPLE_OPTIONS.map((n) => (
                <option key={n} value={String(n)}>
                  {n === 1 ? '1 person' : `${n} people`}
                </option>
              ))}
            </select>
          ))}
        </div>
        <button id={SUBMIT_ID} type="submit" className="btn btn--accent btn--block" disabled={submitting}>
          <BusyLabel busy={submitting} busyText="Processing...">
            {`Create Test Booking (${TEST_AMOUNT_TEXT})`}
          </BusyLabel>
        </button>
      </form>

      {payment ? (
        <Suspense
          fallback={
            <p className="visually-hidden" role="status">
              Loading...
            </p>
          }
        >
          <PaymentDialog
            payment={payment}
            onCancel={() => setPayment(null)}
            onPaid={onPaid}
            returnFocusId={SUBMIT_ID}
            failureTitle={TOASTS.paymentFailedTitle}
          />
        </Suspense>
      ) : null}
    </>
  );
}

interface FieldProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-required': true;
  'aria-describedby': string | undefined;
}
