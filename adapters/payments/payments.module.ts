import { DynamicModule, Global, Module } from '@nestjs/common';
import Stripe from 'stripe';
import { Clock } from '../../application/ports/clock';
import { CheckoutModule } from '../checkout/checkout.module';
import { GiftCardsModule } from '../giftcards/giftcards.module';
import { AppConfig } from '../config/app-config';
import { ManageModule } from '../manage/manage.module';
import { Database } from '../persistence/database';
import { CLOCK, DATABASE, PAYMENT_GATEWAY } from '../shared/tokens';
import { PaymentConfigController } from './payment-config.controller';
import { STRIPE_CLIENT } from './payments.tokens';
import { StripePaymentGateway } from './stripe-payment-gateway';
import { StripeWebhookController } from './stripe-webhook.controller';
import { TestGatewayController } from './test-gateway.controller';
import { TestPaymentGateway } from './test-payment-gateway';

/**
 * The payment provider for the whole app, chosen once from the configuration (PAYMENTS, see
 * app-config.ts): Stripe with its signed webhook, or the built-in test gateway and the routes of its
 * card form. Neither set of routes exists beside the other, so a Stripe site takes
 * no "test card" and a test site accepts no forged Stripe event.
 */
@Global()
@Module({})
export class PaymentsModule {
  static forRoot(config: AppConfig): DynamicModule {
    const secretKey = config.stripeSecretKey;
    if (config.payments === 'stripe' && secretKey) {
      return {
        module: PaymentsModule,
        // The webhook confirms bookings through the checkout, and moves' payments through the manage link's.
        imports: [CheckoutModule, ManageModule, GiftCardsModule],
        controllers: [PaymentConfigController, StripeWebhookController],
        providers: [
          { provide: STRIPE_CLIENT, useFactory: () => StripePaymentGateway.client(secretKey, config.stripeApiBase) },
          { provide: PAYMENT_GATEWAY, inject: [STRIPE_CLIENT], useFactory: (stripe: Stripe) => new StripePaymentGateway(stripe) },
        ],
        exports: [PAYMENT_GATEWAY],
      };
    }
    return {
      module: PaymentsModule,
      controllers: [PaymentConfigController, TestGatewayController],
      providers: [
        {
          provide: TestPaymentGateway,
          inject: [DATABASE, CLOCK],
          useFactory: (db: Database, clock: Clock) => new TestPaymentGateway(db.dataSource, clock),
        },
        { provide: PAYMENT_GATEWAY, useExisting: TestPaymentGateway },
      ],
      exports: [PAYMENT_GATEWAY, TestPaymentGateway],
    };
  }
}
