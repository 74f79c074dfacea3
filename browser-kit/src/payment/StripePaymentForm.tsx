import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import {
  loadStripe,
  type Appearance,
  type PaymentIntentResult,
  type Stripe,
  type StripeElements,
  type StripeElementsOptionsClientSecret,
} from '@stripe/stripe-js';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { handled } from '../forms/handled';
import { toast } from '../toast/toast-store';
import type { DialogPayment } from './payment-api';
import { PAYMENT_TOASTS } from './payment-messages';
import { PAYMENT_RETURN_PATH, paymentReturnPath } from './payment-return';
import { PaymentActions } from './PaymentActions';

/*
 * The payment dialog's form when Stripe is the gateway: Stripe's Payment Element, confirmed with
 * the /booking-success return address, redirecting only when the payment method needs it. Loaded
 * on demand by PaymentDialog, so the @stripe packages stay out of the landing page's JavaScript.
 */

export interface StripePaymentFormProps {
  readonly publishableKey: string;
  readonly payment: DialogPayment;
  /** The amount as shown in the dialog ('$498.00'). */
  readonly amount: string;
  readonly busy: boolean;
  readonly setBusy: (busy: boolean) => void;
  /** Confirms the booking; the caller closes the dialog. */
  readonly onPaid: (paymentIntentId: string) => Promise<void>;
  readonly onCancel: () => void;
  /** Stripe.js or the Payment Element could not load: the dialog says so and gives the phone number. Stable (useCallback). */
  readonly onUnavailable: () => void;
  /** Shown until Stripe.js has loaded. */
  readonly loading: ReactNode;
  readonly failureTitle?: string;
}

/**
 * The Payment Element is drawn inside Stripe's frame, which cannot read this site's CSS: the
 * colours and type of browser-kit/src/styles/tokens.css, restated.
 */
const APPEARANCE: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#12506f',
    colorText: '#16212b',
    colorTextSecondary: '#4b5a66',
    colorDanger: '#b42318',
    colorBackground: '#ffffff',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontSizeBase: '16px',
    borderRadius: '6px',
  },
};

type LoadStripe = (publishableKey: string) => Promise<Stripe | null>;

/** Memoises `load` per publishable key; a failed load is forgotten, so the next dialog tries again. */
export function stripeLoader(load: LoadStripe): LoadStripe {
  const loaded = new Map<string, Promise<Stripe | null>>();
  return (publishableKey) => {
    let stripe = loaded.get(publishableKey);
    if (!stripe) {
      stripe = load(publishableKey);
      loaded.set(publishableKey, stripe);
      stripe.catch(() => loaded.delete(publishableKey));
    }
    return stripe;
  };
}

/** Stripe.js, set up once per publishable key however many times the dialog opens. */
export const stripeFor = stripeLoader((publishableKey) => loadStripe(publishableKey));

export interface StripePayment {
  readonly stripe: Pick<Stripe, 'confirmPayment'>;
  readonly elements: StripeElements;
  /** This page's origin: Stripe sends the visitor back to /booking-success there after a redirect. */
  readonly origin: string;
  readonly setBusy: (busy: boolean) => void;
  readonly onPaid: (paymentIntentId: string) => Promise<void>;
  /** Accepted, money not yet arrived: the return page explains; the server confirms later. */
  readonly onProcessing: (paymentIntentId: string) => void;
  /** Title of the toast when the card is refused (the admin's test system says 'Test Payment Failed'). */
  readonly failureTitle?: string;
}

/**
 * Confirms the payment with Stripe and carries on as the test gateway's form does: paid → the
 * booking is confirmed (`onPaid`), still busy until the caller closes the dialog; refused →
 * 'Payment Failed' with Stripe's words, and the dialog stays open for another try.
 */
export async function payWithStripe({
  stripe,
  elements,
  origin,
  setBusy,
  onPaid,
  onProcessing,
  failureTitle = PAYMENT_TOASTS.paymentFailed,
}: StripePayment): Promise<void> {
  setBusy(true);
  let result: PaymentIntentResult | undefined;
  try {
    result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${origin}${PAYMENT_RETURN_PATH}` },
      redirect: 'if_required',
    });
  } catch {
    // Stripe.js throws (rather than answers an error) only on a misuse: nothing was charged.
    result = undefined;
  }
  const intent = result?.paymentIntent;
  if (intent?.status === 'succeeded') {
    try {
      await onPaid(intent.id);
    } finally {
      setBusy(false);
    }
    return;
  }
  if (intent?.status === 'processing') {
    onProcessing(intent.id);
    return;
  }
  setBusy(false);
  toast({ title: failureTitle, description: result?.error?.message || PAYMENT_TOASTS.paymentFailedFallback, variant: 'destructive' });
}

/** Loads Stripe.js (in the browser only, after the first render) and then shows the Payment Element. */
export default function StripePaymentForm(props: StripePaymentFormProps) {
  const { publishableKey, payment, onUnavailable, loading } = props;
  const [stripe, setStripe] = useState<Stripe | null>(null);

  useEffect(() => {
    let mounted = true;
    stripeFor(publishableKey).then(
      (loaded) => {
        if (!mounted) return;
        if (loaded) setStripe(loaded);
        else onUnavailable();
      },
      () => {
        if (mounted) onUnavailable();
      },
    );
    return () => {
      mounted = false;
    };
  }, [publishableKey, onUnavailable]);

  // Stripe refuses a changed client secret: the options are made once per payment.
  const options = useMemo<StripeElementsOptionsClientSecret>(
    () => ({ clientSecret: payment.clientSecret, appearance: APPEARANCE }),
    [payment.clientSecret],
  );

  if (!stripe) return <>{loading}</>;
  return (
    <Elements stripe={stripe} options={options}>
      <StripeCheckoutForm {...props} />
    </Elements>
  );
}

/** The Payment Element with the dialog's Cancel and Pay buttons; inside <Elements>. */
export function StripeCheckoutForm({ amount, busy, setBusy, onPaid, onCancel, onUnavailable, failureTitle }: StripePaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !ready || !stripe || !elements) return;
    await payWithStripe({
      stripe,
      elements,
      origin: window.location.origin,
      setBusy,
      onPaid,
      // The declarative router's navigate() returns nothing; its type also allows a data router's promise.
      onProcessing: (paymentIntentId) => void navigate(paymentReturnPath(paymentIntentId, 'processing')),
      failureTitle,
    });
  };

  return (
    <form className="stripe-form" onSubmit={(event) => handled(submit(event))} aria-busy={busy || undefined}>
      <PaymentElement
        onReady={(element) => {
          setReady(true);
          // As with the test gateway's form, typing starts in the first card field.
          element.focus();
        }}
        onLoadError={() => onUnavailable()}
      />
      <PaymentActions amount={amount} busy={busy} ready={ready} onCancel={onCancel} />
    </form>
  );
}
