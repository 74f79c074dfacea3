import { BadRequestException, Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Clock } from '../../application/ports/clock';
import { TEST_MODE_LABEL } from '../../application/payments/payment-gateway';
import { InvalidTestCardError, TEST_CARDS } from '../../domain/payments/test-card-rules';
import { Access } from '../auth/access';
import { CheckoutRateLimit } from '../bookings/checkout-rate-limit';
import { ErrorBody } from '../http/json-errors.filter';
import { CLOCK } from '../shared/tokens';
import { ConfirmTestPaymentDto } from './test-gateway-dtos';
import { TestPaymentGateway } from './test-payment-gateway';

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

/** The built-in test checkout's card form talks to this; it exists only while that gateway is active. */
@ApiTags('payments')
@Controller('api/test-gateway')
export class TestGatewayController {
  constructor(
    private readonly gateway: TestPaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'Test mode is on: the label to show and the test card numbers' })
  info(): TestGatewayInfo {
    return { active: true, label: TEST_MODE_LABEL, cards: TEST_CARDS };
  }

  @Post('payment-intents/:id/confirm')
  @Access('public')
  // Card attempts are checkout calls too: a script trying card after card is slowed like any other.
  @UseGuards(CheckoutRateLimit)
  @HttpCode(200)
  @ApiOperation({ summary: 'Pay a test payment with a test card (402 when declined; the payment stays open)' })
  async confirm(@Param('id') id: string, @Body() body: ConfirmTestPaymentDto): Promise<ConfirmedTestPaymentBody> {
    try {
      const { intent } = await this.gateway.confirmWithCard(id, body, this.clock.now());
      return { id: intent.id, status: 'succeeded', amountCents: intent.amountCents, currency: intent.currency };
    } catch (error) {
      // Answered like a validation failure, so the form marks each wrong field.
      if (error instanceof InvalidTestCardError) {
        throw new BadRequestException({ message: error.message, errors: error.problems } satisfies ErrorBody);
      }
      throw error;
    }
  }
}
