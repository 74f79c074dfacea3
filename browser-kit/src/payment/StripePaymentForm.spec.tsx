import { beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { StartedPayment } from './payment-api';
import type * as StripeFormModule from './StripePaymentForm';

/*
 * Stripe's packages are faked at the module boundary: what is under test is this form's own
 * behaviour (what it asks Stripe, and what it does with each answer), not Stripe's frame. The mocks
 * are registered before the form is imported (in beforeAll), since imports run first.
 */
const hooks: { stripe: unknown; elements: unknown } = { stripe: null, elements: null };
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  PaymentElement: () => <div className="fake-payment-element" />,
  useStripe: () => hooks.stripe,
  useElements: () => hooks.elements,
}));
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn((key: string) => Promise.resolve({ key })) }));
jest.mock('../toast/toast-store', () => ({ toast: jest.fn() }));

let form: typeof StripeFormModule;
let loadStripe: jest.Mock;
let toast: jest.Mock;

beforeAll(async () => {
  form = await import('./StripePaymentForm');
  loadStripe = (await import('@stripe/stripe-js')).loadStripe as unknown as jest.Mock;
  toast = (await import('../toast/toast-store')).toast as unknown as jest.Mock;
});

beforeEach(() => {
  toast.mockClear();
  loadStripe.mockClear();
});

const PAYMENT: StartedPayment = {
  clientSecret: 'pi_123_secret_abc',
  paymentIntentId: 'pi_123',
  bookingId: 'b-1',
  reference: 'K7M2QX',
  amountCents: 49800,
  amount: 498,
  currency: 'CAD',
  holdExpiresAt: '2026-06-01T16:15:00.000Z',
  breakdown: {} as StartedPayment['breakdown'],
  testMode: false,
};

/** A fake Stripe answering `confirmPayment` with `answer`, and the steps the form took. */
function attempt(answer: () => Promise<unknown>) {
  const elements = { fake: 'elements' };
  const confirmPayment = jest.fn((_options: unknown) => answer());
  const busy: boolean[] = [];
  const busyWhenPaid: boolean[][] = [];
  const onPaid = jest.fn(async (_id: string) => {
    busyWhenPaid.push([...busy]);
  });
  const onProcessing = jest.fn((_id: string) => undefined);
  const run = () =>
    form.payWithStripe({
      stripe: { confirmPayment } as never,
      elements: elements as never,
      origin: 'https://lake.example',
      setBusy: (value) => busy.push(value),
      onPaid,
      onProcessing,
    });
  return { run, confirmPayment, elements, busy, busyWhenPaid, onPaid, onProcessing };
}

describe('paying with Stripe', () => {
  test('asks Stripe to confirm with the return address, redirecting only when required; paid → the booking is confirmed with the intent id', async () => {
    const steps = attempt(async () => ({ paymentIntent: { id: 'pi_123', status: 'succeeded' } }));
    await steps.run();
    expect(steps.confirmPayment).toHaveBeenCalledTimes(1);
    expect(steps.confirmPayment).toHaveBeenCalledWith({
      elements: steps.elements,
      confirmParams: { return_url: 'https://lake.example/booking-success' },
      redirect: 'if_required',
    });
    expect(steps.onPaid).toHaveBeenCalledWith('pi_123');
    // Still 'Processing...' while the booking is confirmed; released afterwards.
    expect(steps.busyWhenPaid).toEqual([[true]]);
    expect(steps.busy).toEqual([true, false]);
    expect(toast).not.toHaveBeenCalled();
    expect(steps.onProcessing).not.toHaveBeenCalled();
  });

  test("a declined card: 'Payment Failed' with Stripe's message, nothing confirmed, the form usable again", async () => {
    const steps = attempt(async () => ({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }));
    await steps.run();
    expect(toast).toHaveBeenCalledWith({ title: 'Payment Failed', description: 'Your card was declined.', variant: 'destructive' });
    expect(steps.onPaid).not.toHaveBeenCalled();
    expect(steps.onProcessing).not.toHaveBeenCalled();
    expect(steps.busy).toEqual([true, false]);
  });

  test('an error without words, or Stripe.js throwing, gives the generic payment-failed text', async () => {
    await attempt(async () => ({ error: { type: 'api_connection_error' } })).run();
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Payment Failed',
      description: 'There was an error processing your payment.',
      variant: 'destructive',
    });
    const thrown = attempt(async () => {
      throw new Error('IntegrationError');
    });
    await thrown.run();
    expect(toast).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Payment Failed',
      description: 'There was an error processing your payment.',
      variant: 'destructive',
    });
    expect(thrown.onPaid).not.toHaveBeenCalled();
    expect(thrown.busy).toEqual([true, false]);
  });

  test('a payment still processing is not confirmed now: the visitor goes to the return page', async () => {
    const steps = attempt(async () => ({ paymentIntent: { id: 'pi_9', status: 'processing' } }));
    await steps.run();
    expect(steps.onProcessing).toHaveBeenCalledWith('pi_9');
    expect(steps.onPaid).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  test('an intent Stripe left unpaid without an error is a failure, not a booking', async () => {
    const steps = attempt(async () => ({ paymentIntent: { id: 'pi_5', status: 'requires_payment_method' } }));
    await steps.run();
    expect(steps.onPaid).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Payment Failed' }));
  });
});

describe('loading Stripe.js', () => {
  test('once per publishable key, however often the dialog opens', async () => {
    const first = form.stripeFor('pk_test_one');
    expect(form.stripeFor('pk_test_one')).toBe(first);
    await first;
    expect(form.stripeFor('pk_test_one')).toBe(first);
    expect(loadStripe).toHaveBeenCalledTimes(1);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_one');
    void form.stripeFor('pk_test_two');
    expect(loadStripe).toHaveBeenCalledTimes(2);
  });

  test('a failed load is forgotten, so the next dialog tries again', async () => {
    const load = jest.fn((_key: string) => Promise.reject(new Error('Failed to load Stripe.js')));
    const stripeFor = form.stripeLoader(load as never);
    await expect(stripeFor('pk_a')).rejects.toThrow('Failed to load Stripe.js');
    load.mockImplementation(() => Promise.resolve({} as never));
    await expect(stripeFor('pk_a')).resolves.toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the form', () => {
  const props = (over: Partial<StripeFormModule.StripePaymentFormProps> = {}): StripeFormModule.StripePaymentFormProps => ({
    publishableKey: 'pk_test_render',
    payment: PAYMENT,
    amount: '$498.00',
    busy: false,
    setBusy: () => undefined,
    onPaid: async () => undefined,
    onCancel: () => undefined,
    onUnavailable: () => undefined,
    loading: <p>Loading the payment form...</p>,
    ...over,
  });
  const render = (element: ReactNode) => renderToString(<MemoryRouter>{element}</MemoryRouter>);
  beforeEach(() => {
    hooks.stripe = { confirmPayment: jest.fn() };
    hooks.elements = {};
  });

  test('renders on the server without Stripe.js: the loading state, and no load started during render', () => {
    const html = render(<form.default {...props()} />);
    expect(html).toContain('Loading the payment form...');
    expect(html).not.toContain('Pay $');
    expect(loadStripe).not.toHaveBeenCalled();
  });

  test('the Payment Element with Cancel and Pay; Pay waits until the element is ready', () => {
    const html = render(<form.StripeCheckoutForm {...props()} />);
    expect(html).toContain('fake-payment-element');
    expect(html).toMatch(/<button type="button" class="btn btn--outline">Cancel<\/button>/);
    expect(html).toMatch(/<button type="submit" class="btn btn--accent" disabled="">Pay \$498\.00<\/button>/);
  });

  test('while paying: Processing..., both buttons disabled', () => {
    const html = render(<form.StripeCheckoutForm {...props({ busy: true })} />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Processing...');
    expect(html).toMatch(/<button type="button" class="btn btn--outline" disabled="">Cancel<\/button>/);
  });
});
