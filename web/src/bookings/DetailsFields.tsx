import { REFERRAL_CODE_MAX_LENGTH, REFERRAL_CREDIT_CENTS } from '../../../domain/bookings/pricing';
import { MARKETING_CONSENT_LABEL } from '../../../domain/campaigns/consent-rules';
import { FormField } from '@browser-kit/forms/form-field';
import { formatCad, formatCadShort } from '@browser-kit/format/money-format';
import type { QuoteAnswer } from './booking-api';
import { fieldId } from './booking-form-state';
import type { BookingFormState } from './use-booking-form';

/** 'Your details': who is coming, how to reach them, their requests, a referral code and the (unticked) marketing consent. */
export function DetailsFields({ state, quote }: { state: BookingFormState; quote: QuoteAnswer | undefined }) {
  const { form, errors, aria, set } = state;
  // What the price says of the code, once it has been priced with the code as it now reads.
  const referral = quote?.referralCode && quote.referralCode.code === form.referralCode.trim() ? quote.referralCode : null;

  return (
    <fieldset className="booking-form__group">
      <legend className="booking-form__legend">Your details</legend>
      <div className="booking-form__grid">
        <FormField id={fieldId('name')} label="Full name" required error={errors.name} className="booking-form__wide">
          <input
            {...aria('name')}
            className="input"
            type="text"
            autoComplete="name"
            maxLength={120}
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
          />
        </FormField>
        <FormField id={fieldId('email')} label="Email" required error={errors.email}>
          <input
            {...aria('email')}
            className="input"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
          />
        </FormField>
        <FormField id={fieldId('phone')} label="Phone" required error={errors.phone}>
          <input
            {...aria('phone', true)}
            className="input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={30}
            value={form.phone}
            onChange={(e) => set('phone', e.target.value)}
          />
          <p id={`${fieldId('phone')}-hint`} className="hint">
            For trip updates and your SMS reminder.
          </p>
        </FormField>
        <FormField
          id={fieldId('message')}
          label="Special requests or questions (optional)"
          error={errors.message}
          className="booking-form__wide"
        >
          <textarea
            {...aria('message')}
            className="textarea"
            rows={3}
            maxLength={2000}
            value={form.message}
            onChange={(e) => set('message', e.target.value)}
          />
        </FormField>
        <FormField id={fieldId('referralCode')} label="Referral code (optional)" error={errors.referralCode} className="booking-form__wide">
          <input
            {...aria('referralCode', referral !== null)}
            className="input"
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={REFERRAL_CODE_MAX_LENGTH}
            value={form.referralCode}
            onChange={(e) => set('referralCode', e.target.value)}
          />
          <p
            id={referral ? `${fieldId('referralCode')}-hint` : undefined}
            className={referral && !referral.applied ? 'field-error' : 'hint booking-form__referral-ok'}
            aria-live="polite"
          >
            {referral
              ? referral.applied
                ? `Referral code applied: ${formatCadShort(REFERRAL_CREDIT_CENTS)} off your total (for a new customer's first booking).`
                : referral.reason
              : null}
          </p>
        </FormField>
        <GiftCardCodeField state={state} quote={quote} />
        <div className="booking-form__check booking-form__wide">
          <input
            id="booking-marketingConsent"
            name="marketingConsent"
            type="checkbox"
            checked={form.marketingConsent}
            onChange={(e) => set('marketingConsent', e.target.checked)}
          />
          <label htmlFor="booking-marketingConsent">{MARKETING_CONSENT_LABEL}</label>
        </div>
      </div>
    </fieldset>
  );
}

/** 'Gift card code (optional)': the part of the price the card pays shows under it once priced. */
function GiftCardCodeField({ state, quote }: { state: BookingFormState; quote: QuoteAnswer | undefined }) {
  const { form, errors, aria, set } = state;
  const paid = form.giftCardCode.trim() && (quote?.giftCardCents ?? 0) > 0 ? (quote?.giftCardCents ?? 0) : 0;
  return (
    <FormField id={fieldId('giftCardCode')} label="Gift card code (optional)" error={errors.giftCardCode} className="booking-form__wide">
      <input
        {...aria('giftCardCode', paid > 0)}
        className="input"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        placeholder="XXXX-XXXX-XXXX-XXXX"
        value={form.giftCardCode}
        onChange={(e) => set('giftCardCode', e.target.value)}
      />
      <p id={paid > 0 ? `${fieldId('giftCardCode')}-hint` : undefined} className="hint booking-form__referral-ok" aria-live="polite">
        {paid > 0 ? `Gift card applied: ${formatCad(paid)} of your price is paid by the card.` : null}
      </p>
    </FormField>
  );
}
