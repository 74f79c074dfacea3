import { describe, expect, test } from '@jest/globals';
import { cardErrorsFrom, formatCardNumber, formatCvc, formatExpiry } from './card-entry';
import { paymentReturnOf, paymentReturnPath } from './payment-return';

describe('card entry', () => {
  test('card numbers are grouped by four, digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  test('expiry gets its slash once a third digit is typed, so backspace is not fought', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('12/3099')).toBe('12/30');
  });

  test('CVC keeps up to four digits', () => {
    expect(formatCvc('12a3 45')).toBe('1234');
  });

  test("a 400's card fields become field errors; other keys are ignored", () => {
    expect(
      cardErrorsFrom({ cardNumber: 'Your card number is invalid.', cvc: "Your card's security code is invalid.", other: 'x' }),
    ).toEqual({
      cardNumber: 'Your card number is invalid.',
      cvc: "Your card's security code is invalid.",
    });
    expect(cardErrorsFrom(undefined)).toEqual({});
  });
});

describe('the return from a redirect-based payment', () => {
  test('reads payment_intent, its client secret and whether the redirect failed or is still processing', () => {
    expect(paymentReturnOf('?payment_intent=pi_123&payment_intent_client_secret=s&redirect_status=succeeded')).toEqual({
      paymentIntentId: 'pi_123',
      clientSecret: 's',
      failed: false,
      processing: false,
    });
    expect(paymentReturnOf('?payment_intent=pi_123&redirect_status=failed')).toEqual({
      paymentIntentId: 'pi_123',
      clientSecret: null,
      failed: true,
      processing: false,
    });
    expect(paymentReturnOf('?payment_intent=pi_123&redirect_status=requires_payment_method').failed).toBe(true);
    expect(paymentReturnOf('?payment_intent=pi_123&redirect_status=processing')).toEqual({
      paymentIntentId: 'pi_123',
      clientSecret: null,
      failed: false,
      processing: true,
    });
    expect(paymentReturnOf('')).toEqual({ paymentIntentId: null, clientSecret: null, failed: false, processing: false });
    expect(paymentReturnOf('?payment_intent=%20')).toEqual({ paymentIntentId: null, clientSecret: null, failed: false, processing: false });
  });

  test('a payment still processing without a redirect is sent to the same page the way Stripe would send it', () => {
    const path = paymentReturnPath('pi_1&x=y', 'processing');
    expect(path.startsWith('/booking-success?')).toBe(true);
    expect(paymentReturnOf(path.slice(path.indexOf('?')))).toEqual({
      paymentIntentId: 'pi_1&x=y',
      clientSecret: null,
      failed: false,
      processing: true,
    });
  });
});
