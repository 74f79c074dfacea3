import { DynamicModule, Global, Logger, Module } from '@nestjs/common';
import { Clock } from '../../application/ports/clock';
import { AppConfig } from '../config/app-config';
import { Database } from '../persistence/database';
import { CLOCK, DATABASE, PAYMENT_GATEWAY } from '../shared/tokens';
import { TestGatewayController } from './test-gateway.controller';
import { TestPaymentGateway } from './test-payment-gateway';

/**
 * The payment provider for the whole app. The gateway is chosen here from the configuration:
 * Stripe when STRIPE_SECRET_KEY is set, as soon as its adapter exists; this build has only the
 * built-in test gateway, so it serves every configuration and its card form's routes are on.
 */
@Global()
@Module({})
export class PaymentsModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: PaymentsModule,
      controllers: [TestGatewayController],
      providers: [
        {
          provide: TestPaymentGateway,
          inject: [DATABASE, CLOCK],
          useFactory: (db: Database, clock: Clock) => {
            if (config.stripeSecretKey) {
              new Logger('Payments').warn(
                'STRIPE_SECRET_KEY is set, but this build has no Stripe adapter: payments use the test gateway and no money moves.',
              );
            }
            return new TestPaymentGateway(db.dataSource, clock);
          },
        },
        { provide: PAYMENT_GATEWAY, useExisting: TestPaymentGateway },
      ],
      exports: [PAYMENT_GATEWAY, TestPaymentGateway],
    };
  }
}
