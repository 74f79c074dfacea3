import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  Inject,
  InternalServerErrorException,
  Logger,
  NotFoundException,
  OnApplicationBootstrap,
  Post,
  RawBodyRequest,
  Req,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import Stripe from 'stripe';
import { CheckoutService } from '../../application/checkout/checkout-service';
import { GIFT_CARD_PAYMENT_KIND, GiftCardService } from '../../application/giftcards/gift-card-service';
import { MOVE_PAYMENT_KIND, MovePaymentService } from '../../application/manage/move-payment-service';
import { PaymentRefundedError } from '../../domain/checkout/checkout-rules';
import { PaymentNotFoundError } from '../../domain/payments/payment-errors';
import { Actor } from '../../domain/shared/actor';
import { Access } from '../auth/access';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../shared/tokens';
import { STRIPE_CLIENT } from './payments.tokens';

export interface WebhookReceipt {
  received: true;
  /** What the event did here; every one of these is final, so Stripe must not deliver it again. */
  outcome: 'confirmed' | 'moved' | 'refunded' | 'not-ours' | 'ignored';
}

export const STRIPE_WEBHOOK_ACTOR: Actor = { kind: 'system', process: 'stripe-webhook' };
export const WEBHOOK_MESSAGES = {
  invalidSignature: 'Invalid webhook signature',
  notConfigured: 'The Stripe webhook is off until STRIPE_WEBHOOK_SECRET is set to the signing secret of this endpoint: it answers 404.',
  retryLater: 'The event could not be processed now; Stripe will deliver it again.',
} as const;

/**
 * Stripe's word that a payment succeeded, so that a visitor who closed the tab after paying still
 * gets the booking. Only the signature makes the call trustworthy, and it is computed over the
 * exact bytes sent: it is checked on the raw body, never on re-serialised JSON. The event only
 * names the payment; its state is asked of Stripe again by the checkout, as for the browser.
 * Any answer but 2xx makes Stripe retry for days: given for failures that a retry may cure only.
 * Without the signing secret the route is off (404, as without Stripe at all), which the server
 * says once at start-up rather than as an error for every post anyone makes to it.
 */
@ApiTags('payments')
@Controller('api/stripe')
export class StripeWebhookController implements OnApplicationBootstrap {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly checkout: CheckoutService,
    private readonly moves: MovePaymentService,
    private readonly giftCards: GiftCardService,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.stripeWebhookSecret) this.logger.warn(WEBHOOK_MESSAGES.notConfigured);
  }

  @Post('webhook')
  @Access('public')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Stripe events, signed with STRIPE_WEBHOOK_SECRET: payment_intent.succeeded confirms the booking (or a dearer date's move, by the payment's metadata)",
  })
  async receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceipt> {
    const secret = this.config.stripeWebhookSecret;
    if (!secret) throw new NotFoundException(`No API route ${request.method} ${request.path}`);
    const event = this.verified(request.rawBody, signature, secret);
    if (event.type !== 'payment_intent.succeeded') return { received: true, outcome: 'ignored' };

    try {
      // A move's difference is never a booking's own payment: each goes its own way.
      if (event.data.object.metadata?.kind === MOVE_PAYMENT_KIND) {
        const moved = await this.moves.confirm(null, event.data.object.id, STRIPE_WEBHOOK_ACTOR);
        return { received: true, outcome: moved.kind === 'refunded' ? 'refunded' : 'moved' };
      }
      // A gift card's payment issues the card (application/giftcards/gift-card-service.ts).
      if (event.data.object.metadata?.kind === GIFT_CARD_PAYMENT_KIND) {
        await this.giftCards.confirmPayment(event.data.object.id, STRIPE_WEBHOOK_ACTOR);
        return { received: true, outcome: 'confirmed' };
      }
      await this.checkout.confirmPayment(event.data.object.id, STRIPE_WEBHOOK_ACTOR);
      return { received: true, outcome: 'confirmed' };
    } catch (error) {
      // The money went back and the booking says so: nothing is left for a retry to do.
      if (error instanceof PaymentRefundedError) return { received: true, outcome: 'refunded' };
      // Not a payment of this site's checkout (another app on the same Stripe account).
      if (error instanceof PaymentNotFoundError) return { received: true, outcome: 'not-ours' };
      this.logger.error(`Event ${event.id} for payment ${event.data.object.id} failed`, error instanceof Error ? error.stack : error);
      throw new InternalServerErrorException({ message: WEBHOOK_MESSAGES.retryLater });
    }
  }

  private verified(rawBody: Buffer | undefined, signature: string | undefined, secret: string): Stripe.Event {
    if (!rawBody || !signature) throw new BadRequestException({ message: WEBHOOK_MESSAGES.invalidSignature });
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw new BadRequestException({ message: WEBHOOK_MESSAGES.invalidSignature });
    }
  }
}
