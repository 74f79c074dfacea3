import { ApiProperty } from '@nestjs/swagger';
import { TEST_MODE_LABEL } from '../../application/payments/payment-gateway';
import { TEST_CARDS } from '../../domain/payments/test-card-rules';

export interface TestGatewayInfo {
  active: true;
  label: string;
  cards: typeof TEST_CARDS;
}

export interface ConfirmedTestPaymentBody {
  id: string;
  status: 'succeeded';
  amountCents: number;
  currency: string;
}

export type PaymentConfigBody =
  { gateway: 'stripe'; publishableKey: string } | { gateway: 'test'; label: string; cards: typeof TEST_CARDS };

/** The test gateway's card numbers: one that pays, one that is declined. */
export class TestCardsDto implements Record<keyof typeof TEST_CARDS, string> {
  @ApiProperty({ example: TEST_CARDS.success })
  success!: string;

  @ApiProperty({ example: TEST_CARDS.declined })
  declined!: string;
}

export class TestGatewayInfoDto implements TestGatewayInfo {
  @ApiProperty({ enum: [true], description: 'Always true: the route exists only while the test gateway is active' })
  active!: true;

  @ApiProperty({ example: TEST_MODE_LABEL })
  label!: string;

  @ApiProperty({ type: () => TestCardsDto })
  cards!: typeof TEST_CARDS;
}

export class ConfirmedTestPaymentDto implements ConfirmedTestPaymentBody {
  @ApiProperty({ example: 'pi_test_0123456789abcdef01234567' })
  id!: string;

  @ApiProperty({ enum: ['succeeded'] })
  status!: 'succeeded';

  @ApiProperty({ type: 'integer', example: 58_000 })
  amountCents!: number;

  @ApiProperty({ example: 'cad', description: "The gateway's currency code" })
  currency!: string;
}

export class StripePaymentConfigDto implements Extract<PaymentConfigBody, { gateway: 'stripe' }> {
  @ApiProperty({ enum: ['stripe'] })
  gateway!: 'stripe';

  @ApiProperty({
    example: 'pk_test_51H…',
    description: "Stripe's publishable key, for the browser's card form (empty when not configured)",
  })
  publishableKey!: string;
}

export class TestPaymentConfigDto implements Extract<PaymentConfigBody, { gateway: 'test' }> {
  @ApiProperty({ enum: ['test'] })
  gateway!: 'test';

  @ApiProperty({ example: TEST_MODE_LABEL })
  label!: string;

  @ApiProperty({ type: () => TestCardsDto })
  cards!: typeof TEST_CARDS;
}
