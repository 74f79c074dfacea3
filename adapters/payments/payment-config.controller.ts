import { Controller, Get, Inject } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { PaymentGateway, TEST_MODE_LABEL } from '../../application/payments/payment-gateway';
import { TEST_CARDS } from '../../domain/payments/test-card-rules';
import { Access } from '../auth/access';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG, PAYMENT_GATEWAY } from '../shared/tokens';
import { PaymentConfigBody, StripePaymentConfigDto, TestPaymentConfigDto } from './payment-responses';

/** What the payment dialog needs to know before it shows a card form: whose form, and with what key. */
@ApiTags('payments')
@Controller('api/payment-config')
export class PaymentConfigController {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: "The active payment gateway: Stripe with its publishable key, or the test gateway's label and test cards" })
  @ApiExtraModels(StripePaymentConfigDto, TestPaymentConfigDto)
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(StripePaymentConfigDto) }, { $ref: getSchemaPath(TestPaymentConfigDto) }] } })
  paymentConfig(): PaymentConfigBody {
    // The publishable key is meant for browsers; the secret key never leaves the server.
    if (this.gateway.kind === 'stripe') return { gateway: 'stripe', publishableKey: this.config.stripePublishableKey ?? '' };
    return { gateway: 'test', label: TEST_MODE_LABEL, cards: TEST_CARDS };
  }
}
