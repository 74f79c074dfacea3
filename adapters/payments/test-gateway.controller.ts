import { Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Clock } from '../../application/ports/clock';
import { TEST_MODE_LABEL } from '../../application/payments/payment-gateway';
import { TEST_CARD_MESSAGES, TEST_CARDS } from '../../domain/payments/test-card-rules';
import { AnswersFromStreams } from '../http/fresh-read-models.guard';
import { Access } from '../auth/access';
import { CheckoutRateLimit } from '../rate-limits/checkout-rate-limit';
import { ApiErrorAnswer, ApiErrors } from '../http/openapi/api-errors';
import { CLOCK } from '../shared/tokens';
import { ConfirmTestPaymentDto } from './test-gateway-dtos';
import { ConfirmedTestPaymentBody, ConfirmedTestPaymentDto, TestGatewayInfo, TestGatewayInfoDto } from './payment-responses';
import { TestPaymentGateway } from './test-payment-gateway';

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
  @ApiOkResponse({ type: TestGatewayInfoDto })
  info(): TestGatewayInfo {
    return { active: true, label: TEST_MODE_LABEL, cards: TEST_CARDS };
  }

  @Post('payment-intents/:id/confirm')
  @Access('public')
  // The card network's stand-in reads only its own payments, as a real gateway's server would.
  @AnswersFromStreams()
  // Card attempts are checkout calls too: a script trying card after card is slowed like any other.
  @UseGuards(CheckoutRateLimit)
  @HttpCode(200)
  @ApiOperation({ summary: 'Pay a test payment with a test card (402 when declined; the payment stays open)' })
  @ApiParam({ name: 'id', description: 'The paymentIntentId from create-payment-intent', example: 'pi_test_0123456789abcdef01234567' })
  @ApiOkResponse({ type: ConfirmedTestPaymentDto, description: 'Paid (also when it had been paid before)' })
  // 400: a malformed card, each wrong field in `errors`; 404: no such payment, or not this client secret;
  // 409: the payment was cancelled (its checkout ended).
  @ApiErrors(400, 404, 409, 429)
  @ApiErrorAnswer(402, 'The card was declined; the payment stays open for another card', { message: TEST_CARD_MESSAGES.declined })
  async confirm(@Param('id') id: string, @Body() body: ConfirmTestPaymentDto): Promise<ConfirmedTestPaymentBody> {
    const { intent } = await this.gateway.confirmWithCard(id, body, this.clock.now());
    return { id: intent.id, status: 'succeeded', amountCents: intent.amountCents, currency: intent.currency };
  }
}
