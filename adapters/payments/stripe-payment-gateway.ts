import Stripe from 'stripe';
import {
  CreatePaymentIntent,
  PaymentGateway,
  PaymentIntent,
  PaymentIntentStatus,
  Refund,
} from '../../application/payments/payment-gateway';
import { IdempotencyKeyReusedError } from '../../domain/payments/payment-errors';
import { StripeApiBase } from '../config/config-settings';

/**
 * Card payments through Stripe's PaymentIntents: the browser's Payment Element pays with the
 * client secret, and the server only ever learns the outcome by asking Stripe (or from a signed
 * webhook). Every write carries the caller's idempotency key, so a retried request never charges
 * or refunds twice.
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  /** The SDK for a secret key; `apiBase` sends its requests to a stand-in (tests, local mocks). */
  static client(secretKey: string, apiBase?: StripeApiBase): Stripe {
    return new Stripe(secretKey, apiBase ? { host: apiBase.host, port: apiBase.port, protocol: apiBase.protocol } : {});
  }

  async createIntent(input: CreatePaymentIntent): Promise<PaymentIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        // The methods offered are the ones enabled in the Stripe dashboard (cards, wallets...).
        automatic_payment_methods: { enabled: true },
        description: input.description,
        metadata: { ...input.metadata },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return intentOf(intent);
  }

  async retrieveIntent(paymentIntentId: string): Promise<PaymentIntent | null> {
    try {
      return intentOf(await this.stripe.paymentIntents.retrieve(paymentIntentId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw error;
    }
  }

  async cancelIntent(paymentIntentId: string): Promise<PaymentIntent | null> {
    try {
      return intentOf(await this.stripe.paymentIntents.cancel(paymentIntentId, { cancellation_reason: 'abandoned' }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      // Succeeded, processing or cancelled already: Stripe refuses, and the payment as it is answers.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state')
        return this.retrieveIntent(paymentIntentId);
      throw error;
    }
  }

  async refund(paymentIntentId: string, options: { amountCents?: number; idempotencyKey: string; reason: string }): Promise<Refund> {
    let refund: Stripe.Refund;
    try {
      refund = await this.stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          // No amount: Stripe refunds whatever is left of the payment.
          ...(options.amountCents === undefined ? {} : { amount: options.amountCents }),
          metadata: { reason: options.reason, idempotency_key: options.idempotencyKey },
        },
        { idempotencyKey: options.idempotencyKey },
      );
    } catch (error) {
      // Stripe refuses a key sent again with any other parameter, a reworded reason included; the
      // port promises the first refund back for the same payment and amount (as the test gateway does).
      if (!(error instanceof Stripe.errors.StripeIdempotencyError)) throw error;
      refund = await this.earlierRefund(paymentIntentId, options);
    }
    return { id: refund.id, paymentIntentId, amountCents: refund.amount, status: refundStatusOf(refund.status) };
  }

  private async earlierRefund(paymentIntentId: string, options: { amountCents?: number; idempotencyKey: string }): Promise<Stripe.Refund> {
    for await (const refund of this.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
      if (refund.metadata?.idempotency_key !== options.idempotencyKey) continue;
      if (options.amountCents !== undefined && options.amountCents !== refund.amount) break;
      return refund;
    }
    // The key belongs to another payment, or to another amount: a bug of the caller, not a retry.
    throw new IdempotencyKeyReusedError();
  }
}

function intentOf(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intentStatusOf(intent.status),
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    lastError: intent.last_payment_error?.message ?? null,
  };
}

const PORT_STATUSES: ReadonlySet<string> = new Set<PaymentIntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
]);

function intentStatusOf(status: Stripe.PaymentIntent.Status): PaymentIntentStatus {
  // 'requires_capture' (authorised, not captured; this app never asks for manual capture) and any
  // status added after this was written are not money received: not yet succeeded.
  return PORT_STATUSES.has(status) ? (status as PaymentIntentStatus) : 'processing';
}

function refundStatusOf(status: string | null): Refund['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  // 'pending' and 'requires_action' (the customer's bank must act): not done yet.
  return 'pending';
}
