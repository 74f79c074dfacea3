import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { errorStatus, serverMessage, validationErrorsOf } from '@browser-kit/api/api';
import { BusyLabel, describedBy, FormField } from '@browser-kit/forms/form-field';
import { formatCad } from '@browser-kit/format/money-format';
import { usePageHead } from '@browser-kit/page-head/page-head';
import { PAYMENT_CONFIG_KEY } from '@browser-kit/payment/payment-api';
import { useSiteInfo } from '@browser-kit/site/site-info';
import { toast } from '@browser-kit/toast/toast-store';
import { GIFT_CARD_MESSAGE_MAX_LENGTH, GIFT_CARD_MESSAGES } from '../../../domain/giftcards/gift-card-rules';
import { PARTY_LIMITS } from '../../../domain/bookings/booking-rules';
import { usePackageOffers } from '../landing/package-api';
import { Link } from '../navigation/Link';
import {
  confirmGiftCardPayment,
  giftCardBalance,
  orderGiftCard,
  type GiftCardBalance,
  type PurchasedGiftCard,
  type StartedGiftCard,
} from './giftcard-api';
import {
  EMPTY_GIFT_CARD_FORM,
  GIFT_CARD_AMOUNTS,
  GIFT_CARD_MAX_DOLLARS,
  GIFT_CARD_MIN_DOLLARS,
  giftCardFormErrors,
  giftCardOrderOf,
  giftCardWorthCents,
  type GiftCardErrors,
  type GiftCardField,
  type GiftCardFormValues,
} from './giftcard-form';

// The payment dialog loads when a payment has been set up, as on the booking form.
const loadPaymentDialog = () => import('@browser-kit/payment/PaymentDialog');
const PaymentDialog = lazy(loadPaymentDialog);

const SUBMIT_ID = 'giftcard-submit';
const FIELDS: readonly GiftCardField[] = [
  'amount',
  'package',
  'people',
  'buyerName',
  'buyerEmail',
  'recipientName',
  'recipientEmail',
  'message',
];
const fieldId = (field: GiftCardField) => `giftcard-${field}`;

/**
 * /gift-cards: a visitor buys a gift card for an amount or for a trip, paid by card like a
 * booking (the same payment dialog and gateway); the recipient is emailed the code with a
 * printable card. Anyone can also check a card's balance by its code.
 */
export function GiftCardsPage() {
  const { name } = useSiteInfo();
  usePageHead({
    title: `Gift Cards | ${name}`,
    description: 'Give a guided fishing trip on Wabamun Lake: a gift card for any amount or for a trip, emailed with a printable card.',
    path: '/gift-cards',
  });
  return (
    <>
      <section className="page-hero on-dark" aria-labelledby="giftcards-title">
        <div className="container page-hero__inner">
          <p className="page-hero__eyebrow">Gift Cards</p>
          <h1 id="giftcards-title" className="page-hero__title">
            Give a Day on the Lake
          </h1>
          <p className="page-hero__lead">
            A gift card for any amount or for a trip, emailed to the person you choose with a printable card.{' '}
            {GIFT_CARD_MESSAGES.neverExpires}
          </p>
        </div>
      </section>
      <div className="container giftcards-page">
        <GiftCardPurchase />
        <BalanceCheck />
      </div>
    </>
  );
}

function GiftCardPurchase() {
  const queryClient = useQueryClient();
  const packages = usePackageOffers() ?? [];
  const [values, setValues] = useState<GiftCardFormValues>(EMPTY_GIFT_CARD_FORM);
  const [errors, setErrors] = useState<GiftCardErrors>({});
  const [busy, setBusy] = useState(false);
  const [payment, setPayment] = useState<StartedGiftCard | null>(null);
  const [purchased, setPurchased] = useState<PurchasedGiftCard | null>(null);
  const set = <K extends keyof GiftCardFormValues>(key: K, value: GiftCardFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key !== 'kind') setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const aria = (field: GiftCardField, hint = false) => ({
    id: fieldId(field),
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), { hint, error: errors[field] }),
  });
  const worth = giftCardWorthCents(values, packages);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = giftCardFormErrors(values);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setBusy(true);
    void loadPaymentDialog();
    void queryClient.prefetchQuery({ queryKey: PAYMENT_CONFIG_KEY });
    try {
      setPayment(await orderGiftCard(giftCardOrderOf(values)));
    } catch (error) {
      const refused = validationErrorsOf(error) ?? {};
      setErrors(
        Object.fromEntries(Object.entries(refused).filter(([key]) => (FIELDS as readonly string[]).includes(key))) as GiftCardErrors,
      );
      toast({ title: 'Payment could not be set up', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const paid = async (paymentIntentId: string) => {
    const started = payment;
    if (!started) return;
    try {
      setPurchased(await confirmGiftCardPayment(paymentIntentId, started.clientSecret));
      setPayment(null);
      toast({ title: 'Gift card sent', description: `It is on its way to ${values.recipientEmail.trim()}.` });
    } catch (error) {
      setPayment(null);
      toast({
        title: 'Your gift card could not be confirmed',
        description: serverMessage(error) ?? 'Your payment is safe: we will email the card, or call us.',
        variant: 'destructive',
      });
    }
  };

  if (purchased) {
    return (
      <section className="card giftcards-page__done" aria-labelledby="giftcard-done-title">
        <h2 id="giftcard-done-title">Your gift card is on its way</h2>
        <p>
          We have emailed {purchased.recipientName} ({purchased.recipientEmail}) a {formatCad(purchased.amountCents)} gift card with a
          printable copy, and sent you a receipt.
        </p>
        {purchased.code ? (
          <p>
            Gift card code: <strong className="giftcards-page__code">{purchased.code}</strong>
          </p>
        ) : null}
        <p>{GIFT_CARD_MESSAGES.neverExpires} It pays all or part of a booking: enter the code in the booking form.</p>
        <p>
          <Link to="/#booking">Book a trip</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="card giftcards-page__buy" aria-labelledby="giftcard-buy-title">
      <h2 id="giftcard-buy-title">Buy a gift card</h2>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <fieldset className="giftcards-page__group">
          <legend>Gift card for</legend>
          <div className="giftcards-page__choice">
            <input
              id="giftcard-kind-amount"
              type="radio"
              name="kind"
              checked={values.kind === 'amount'}
              onChange={() => set('kind', 'amount')}
            />
            <label htmlFor="giftcard-kind-amount">An amount</label>
          </div>
          <div className="giftcards-page__choice">
            <input
              id="giftcard-kind-package"
              type="radio"
              name="kind"
              checked={values.kind === 'package'}
              onChange={() => set('kind', 'package')}
            />
            <label htmlFor="giftcard-kind-package">A trip</label>
          </div>
        </fieldset>
        {values.kind === 'amount' ? (
          <FormField
            id={fieldId('amount')}
            label="Amount (CAD)"
            required
            hint={`Whole dollars, $${GIFT_CARD_MIN_DOLLARS} to $${GIFT_CARD_MAX_DOLLARS}. For example ${GIFT_CARD_AMOUNTS.map((a) => `$${a}`).join(', ')}.`}
            error={errors.amount}
          >
            <input
              {...aria('amount', true)}
              className="input"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={values.amount}
              onChange={(e) => set('amount', e.target.value)}
            />
          </FormField>
        ) : (
          <div className="giftcards-page__grid">
            <FormField id={fieldId('package')} label="Trip" required error={errors.package}>
              <select {...aria('package')} className="select" value={values.package} onChange={(e) => set('package', e.target.value)}>
                <option value="">Choose a trip</option>
                {packages.map((p) => (
                  <option key={p.name} value={p.name}>
                    {p.name} ({formatCad(p.price * 100)} per person)
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id={fieldId('people')} label="People" required error={errors.people}>
              <select {...aria('people')} className="select" value={values.people} onChange={(e) => set('people', e.target.value)}>
                {Array.from({ length: PARTY_LIMITS.maxPeople - PARTY_LIMITS.minPeople + 1 }, (_, i) => PARTY_LIMITS.minPeople + i).map(
                  (n) => (
                    <option key={n} value={String(n)}>
                      {n}
                    </option>
                  ),
                )}
              </select>
            </FormField>
          </div>
        )}
        <div className="giftcards-page__grid">
          <FormField id={fieldId('buyerName')} label="Your name" required error={errors.buyerName}>
            <input
              {...aria('buyerName')}
              className="input"
              type="text"
              autoComplete="name"
              maxLength={120}
              value={values.buyerName}
              onChange={(e) => set('buyerName', e.target.value)}
            />
          </FormField>
          <FormField id={fieldId('buyerEmail')} label="Your email" required error={errors.buyerEmail}>
            <input
              {...aria('buyerEmail')}
              className="input"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              value={values.buyerEmail}
              onChange={(e) => set('buyerEmail', e.target.value)}
            />
          </FormField>
          <FormField id={fieldId('recipientName')} label="Recipient's name" required error={errors.recipientName}>
            <input
              {...aria('recipientName')}
              className="input"
              type="text"
              autoComplete="off"
              maxLength={120}
              value={values.recipientName}
              onChange={(e) => set('recipientName', e.target.value)}
            />
          </FormField>
          <FormField id={fieldId('recipientEmail')} label="Recipient's email" required error={errors.recipientEmail}>
            <input
              {...aria('recipientEmail')}
              className="input"
              type="email"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              value={values.recipientEmail}
              onChange={(e) => set('recipientEmail', e.target.value)}
            />
          </FormField>
        </div>
        <FormField id={fieldId('message')} label="Message (optional)" error={errors.message}>
          <textarea
            {...aria('message')}
            className="textarea"
            rows={3}
            maxLength={GIFT_CARD_MESSAGE_MAX_LENGTH}
            value={values.message}
            onChange={(e) => set('message', e.target.value)}
          />
        </FormField>
        <p className="giftcards-page__total" aria-live="polite">
          {worth !== null ? (
            <>
              Gift card value: <strong>{formatCad(worth)}</strong>
            </>
          ) : null}
        </p>
        <button id={SUBMIT_ID} type="submit" className="btn btn--accent btn--lg" disabled={busy}>
          <BusyLabel busy={busy} busyText="Setting up payment...">
            Continue to payment
          </BusyLabel>
        </button>
      </form>
      {payment ? (
        <Suspense fallback={null}>
          <PaymentDialog
            payment={payment}
            onCancel={() => setPayment(null)}
            onPaid={paid}
            returnFocusId={SUBMIT_ID}
            lead={
              <>
                Gift card for {values.recipientName.trim()}: <strong>{formatCad(payment.amountCents)}</strong> (CAD)
              </>
            }
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** 'Check a balance': a card's balance by its code; nothing about who bought it or for whom. */
function BalanceCheck() {
  const inputId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<GiftCardBalance | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setAnswer(null);
    try {
      setAnswer(await giftCardBalance(code));
    } catch (failure) {
      setError(
        errorStatus(failure) === 404
          ? GIFT_CARD_MESSAGES.notFound
          : (serverMessage(failure) ?? 'The balance could not be checked. Please try again.'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card giftcards-page__balance" aria-labelledby="giftcard-balance-title">
      <h2 id="giftcard-balance-title">Check a balance</h2>
      <form noValidate onSubmit={(e) => void check(e)}>
        <FormField id={inputId} label="Gift card code" error={error}>
          <input
            id={inputId}
            className="input"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(inputId, { error })}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </FormField>
        <button type="submit" className="btn btn--outline" disabled={busy || !code.trim()}>
          <BusyLabel busy={busy} busyText="Checking...">
            Check balance
          </BusyLabel>
        </button>
      </form>
      <p aria-live="polite" className="giftcards-page__answer">
        {answer ? (
          <>
            {answer.code}: <strong>{formatCad(answer.balanceCents)}</strong> left
            {answer.status === 'used' ? ' (used up)' : ''}.
          </>
        ) : null}
      </p>
    </section>
  );
}
