import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { apiRequest, errorStatus, getQueryFn, serverMessage, validationErrorsOf } from '../api/api';
import { telHref, useSiteInfo } from '../site/site-info';
import { toast } from '../toast/toast-store';
import type { RequestBodyOf } from '../api/api-types';
import { PAYMENT_CONFIG_KEY, type DialogPayment, type PaymentConfig } from './payment-api';
import { CARD_FIELDS, cardErrorsFrom, formatCardNumber, formatCvc, formatExpiry, type CardField } from './card-entry';
import { PAYMENT_TOASTS } from './payment-messages';
import { ModalDialog } from '../dialogs/ModalDialog';
import { PaymentActions } from './PaymentActions';
import { handled } from '../forms/handled';
import { formatCad } from '../format/money-format';
import type { StripePaymentFormProps } from './StripePaymentForm';
import './payment-dialog.css';

// Stripe's code (@stripe/stripe-js, @stripe/react-stripe-js) loads only when a Stripe payment is
// taken: it stays out of the landing page and of the test gateway's dialog. A chunk that cannot be
// fetched ends as 'could not be loaded', not as a broken page.
const StripePaymentForm = lazy<ComponentType<StripePaymentFormProps>>(() =>
  import('./StripePaymentForm').catch(() => ({ default: StripeFormMissing })),
);

function StripeFormMissing({ onUnavailable }: StripePaymentFormProps): ReactNode {
  useEffect(() => onUnavailable(), [onUnavailable]);
  return null;
}

/**
 * The payment dialog (docs/product/booking.md), loaded only when a payment has been set up. It shows
 * the active gateway's form: Stripe's Payment Element, or the built-in test gateway's card form.
 * A declined card keeps the dialog open for another try. `onPaid` confirms the booking; the
 * caller closes the dialog.
 */
export default function PaymentDialog({
  payment,
  onCancel,
  onPaid,
  returnFocusId,
  failureTitle = PAYMENT_TOASTS.paymentFailed,
  lead,
}: {
  payment: DialogPayment;
  onCancel: () => void;
  onPaid: (paymentIntentId: string) => Promise<void>;
  returnFocusId?: string;
  /** Title of the toast when the card is refused; the admin's test system has its own. */
  failureTitle?: string;
  /** What the payment is for, under the title (the manage page's difference of a dearer date); else the total due today. */
  lead?: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const [busy, setBusy] = useState(false);
  const [stripeFailed, setStripeFailed] = useState(false);
  const onStripeUnavailable = useCallback(() => {
    setBusy(false);
    setStripeFailed(true);
  }, []);
  const config = useQuery({ queryKey: PAYMENT_CONFIG_KEY, queryFn: getQueryFn<PaymentConfig>({ on401: 'throw' }) });
  const amount = formatCad(payment.amountCents);

  return (
    <ModalDialog
      titleId={titleId}
      descriptionId={descriptionId}
      onCancel={onCancel}
      busy={busy}
      className="payment-dialog"
      returnFocusId={returnFocusId}
    >
      <header className="modal__header">
        <h2 id={titleId} className="modal__title">
          Complete Your Payment
        </h2>
        <p id={descriptionId} className="modal__lead">
          {lead ?? (
            <>
              Total due today: <strong>{amount}</strong> (CAD, paid in full)
            </>
          )}
        </p>
      </header>

      {config.isPending ? (
        <FormLoading onCancel={onCancel} />
      ) : config.data?.gateway === 'test' ? (
        <TestCardForm
          payment={payment}
          config={config.data}
          amount={amount}
          busy={busy}
          setBusy={setBusy}
          onPaid={onPaid}
          onCancel={onCancel}
          failureTitle={failureTitle}
        />
      ) : config.data?.gateway === 'stripe' && config.data.publishableKey && !stripeFailed ? (
        <Suspense fallback={<FormLoading onCancel={onCancel} />}>
          <StripePaymentForm
            publishableKey={config.data.publishableKey}
            payment={payment}
            amount={amount}
            busy={busy}
            setBusy={setBusy}
            onPaid={onPaid}
            onCancel={onCancel}
            onUnavailable={onStripeUnavailable}
            failureTitle={failureTitle}
            loading={<FormLoading onCancel={onCancel} />}
          />
        </Suspense>
      ) : (
        <PaymentUnavailable onCancel={onCancel} reason={config.isError || stripeFailed ? 'unreachable' : 'not-set-up'} />
      )}
    </ModalDialog>
  );
}

function FormLoading({ onCancel }: { onCancel: () => void }): ReactNode {
  return (
    <>
      <p className="payment-dialog__status" role="status">
        <span className="spinner" aria-hidden="true" /> Loading the payment form...
      </p>
      <div className="modal__actions">
        <button type="button" className="btn btn--outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}

/**
 * No card form can be shown: the gateway's settings or Stripe.js could not be loaded, or Stripe
 * has no publishable key configured. The visitor is told plainly and given the phone number,
 * never a fake form.
 */
function PaymentUnavailable({ onCancel, reason }: { onCancel: () => void; reason: 'unreachable' | 'not-set-up' }) {
  const { phone } = useSiteInfo();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <>
      <div className="alert alert--warning payment-dialog__notice" role="alert">
        <p>
          {reason === 'unreachable'
            ? 'The payment form could not be loaded. Please try again in a moment.'
            : 'Online card payments are being set up and cannot be taken here yet.'}
        </p>
        <p>
          Please call us at <a href={telHref(phone)}>{phone}</a> and we will book your trip by phone.
        </p>
      </div>
      <div className="modal__actions">
        <button ref={cancel} type="button" className="btn btn--outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}

type CardValues = Record<CardField, string>;

const CARD_LABELS: Record<CardField, string> = { cardNumber: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC' };
const CARD_AUTOCOMPLETE: Record<CardField, string> = { cardNumber: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc' };
const CARD_FORMAT: Record<CardField, (value: string) => string> = { cardNumber: formatCardNumber, expiry: formatExpiry, cvc: formatCvc };
const CARD_PLACEHOLDER: Record<CardField, string> = { cardNumber: '1234 1234 1234 1234', expiry: 'MM/YY', cvc: '123' };

function TestCardForm({
  payment,
  config,
  amount,
  busy,
  setBusy,
  onPaid,
  onCancel,
  failureTitle,
}: {
  payment: DialogPayment;
  config: Extract<PaymentConfig, { gateway: 'test' }>;
  amount: string;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onPaid: (paymentIntentId: string) => Promise<void>;
  onCancel: () => void;
  failureTitle: string;
}) {
  const idBase = useId();
  const [values, setValues] = useState<CardValues>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const idOf = (field: CardField) => `${idBase}-${field}`;
  // The form may appear after the dialog opened (payment config loading): focus starts here.
  useEffect(() => {
    document.getElementById(`${idBase}-cardNumber`)?.focus();
  }, [idBase]);
  // The first wrong field takes the focus once its message is on screen.
  useEffect(() => {
    const invalid = CARD_FIELDS.find((field) => errors[field]);
    if (invalid) document.getElementById(`${idBase}-${invalid}`)?.focus();
  }, [errors, idBase]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    try {
      const body: RequestBodyOf<'/api/test-gateway/payment-intents/{id}/confirm', 'post'> = {
        clientSecret: payment.clientSecret,
        ...values,
      };
      await apiRequest('POST', `/api/test-gateway/payment-intents/${encodeURIComponent(payment.paymentIntentId)}/confirm`, body);
    } catch (error) {
      setBusy(false);
      const fieldErrors = errorStatus(error) === 400 ? cardErrorsFrom(validationErrorsOf(error)) : {};
      if (CARD_FIELDS.some((field) => fieldErrors[field])) {
        setErrors(fieldErrors);
        return;
      }
      toast({ title: failureTitle, description: serverMessage(error) ?? PAYMENT_TOASTS.paymentFailedFallback, variant: 'destructive' });
      return;
    }
    // Paid: the booking is confirmed next, still 'Processing...' until the caller closes the dialog.
    try {
      await onPaid(payment.paymentIntentId);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card-form" method="post" onSubmit={(event) => handled(submit(event))} noValidate aria-busy={busy || undefined}>
      <p className="card-form__mode">
        <span className="badge badge--pending card-form__mode-label">{payment.testModeLabel ?? config.label}</span>
      </p>
      <p className="hint card-form__cards">
        Test cards: <span className="card-form__number">{config.cards.success}</span> pays,{' '}
        <span className="card-form__number">{config.cards.declined}</span> is declined. Any future expiry date and any 3-digit CVC.
      </p>

      {CARD_FIELDS.map((field) => {
        const id = idOf(field);
        const error = errors[field];
        return (
          <div key={field} className={`field card-form__field card-form__field--${field}`}>
            <label className="label" htmlFor={id}>
              {CARD_LABELS[field]}
            </label>
            <input
              id={id}
              name={field}
              className="input"
              type="text"
              inputMode="numeric"
              autoComplete={CARD_AUTOCOMPLETE[field]}
              placeholder={CARD_PLACEHOLDER[field]}
              value={values[field]}
              onChange={(e) => setValues((v) => ({ ...v, [field]: CARD_FORMAT[field](e.target.value) }))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              required
            />
            {error ? (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}

      <PaymentActions amount={amount} busy={busy} onCancel={onCancel} />
    </form>
  );
}
