import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PaidBooking } from '../../application/checkout/checkout-answers';
import { CheckoutService } from '../../application/checkout/checkout-service';
import { TEST_MODE_LABEL } from '../../application/payments/payment-gateway';
import { Actor } from '../../domain/shared/actor';
import { AnswersFromStreams } from '../http/fresh-read-models.guard';
import { Access, CurrentActor } from '../auth/access';
import { ClientAddress } from '../http/client-address';
import { ApiErrors } from '../http/openapi/api-errors';
import { CheckoutRateLimit } from '../rate-limits/checkout-rate-limit';
import { ConfirmBookingPaymentDto, CreatePaymentIntentDto, ReleasePaymentHoldDto, TestBookingDto } from './checkout-dtos';
import { PaidBookingDto, PaymentIntentCreatedDto, PaymentStartedDto } from './checkout-responses';

/** The public site's booking and payment calls (docs/product/booking.md). */
@ApiTags('checkout')
@Controller('api')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post('create-payment-intent')
  @Access('public')
  @UseGuards(CheckoutRateLimit)
  @ApiOperation({ summary: 'Validates the booking, prices it on the server, holds the slot for 15 minutes and sets up the card payment' })
  @ApiCreatedResponse({ type: PaymentIntentCreatedDto })
  // 409: the slot is taken or not offered; 429: too many calls, or too many open checkouts of this client.
  @ApiErrors(400, 409, 429)
  async createPaymentIntent(
    @Body() body: CreatePaymentIntentDto,
    @CurrentActor() actor: Actor,
    @ClientAddress() address: string | null,
  ): Promise<PaymentIntentCreatedDto> {
    const { bookingData, waitlistToken } = body;
    const started = await this.checkout.startPayment(
      bookingData.toDetails(),
      bookingData.referralCode,
      actor,
      address,
      waitlistToken,
      bookingData.giftCardCode,
    );
    return {
      clientSecret: started.clientSecret,
      paymentIntentId: started.paymentIntentId,
      bookingId: started.bookingId,
      reference: started.reference,
      amountCents: started.amountCents,
      /** Whole CAD, as the booking form sends it: what is charged, which may differ from what it sent. */
      amount: started.amountCents / 100,
      currency: started.currency,
      holdExpiresAt: started.holdExpiresAt,
      breakdown: started.quote,
      testMode: started.gateway === 'test',
      ...(started.gateway === 'test' ? { testModeLabel: TEST_MODE_LABEL } : {}),
      ...(started.paidBooking ? { booking: started.paidBooking } : {}),
    };
  }

  @Post('test-booking')
  @Access('admin')
  @ApiOperation({ summary: "The admin's Test System: a 1.00 CAD payment for a booking marked as test (no slot taken)" })
  @ApiCreatedResponse({ type: PaymentStartedDto })
  @ApiErrors(400)
  async testBooking(@Body() body: TestBookingDto, @CurrentActor() actor: Actor): Promise<PaymentStartedDto> {
    const started = await this.checkout.startTestPayment(body.toDetails(), actor);
    return {
      clientSecret: started.clientSecret,
      paymentIntentId: started.paymentIntentId,
      bookingId: started.bookingId,
      reference: started.reference,
      amountCents: started.amountCents,
      amount: started.amountCents / 100,
      currency: started.currency,
      testMode: started.gateway === 'test',
    };
  }

  @Post('release-payment-hold')
  @Access('public')
  @UseGuards(CheckoutRateLimit)
  @HttpCode(204)
  @ApiOperation({ summary: "Frees the slot of the visitor's unpaid checkout (they changed a detail and start again)" })
  @ApiNoContentResponse({ description: 'The slot is free (or the checkout had already ended)' })
  // 404: no such payment, or not this client secret; 409: the payment went through.
  @ApiErrors(400, 404, 409, 429)
  async releasePaymentHold(@Body() body: ReleasePaymentHoldDto, @CurrentActor() actor: Actor): Promise<void> {
    await this.checkout.releaseHold(body.paymentIntentId, body.clientSecret, actor);
  }

  @Post('confirm-booking-payment')
  @Access('public')
  // The payment and the booking are read from the gateway and the booking's stream.
  @AnswersFromStreams()
  @UseGuards(CheckoutRateLimit)
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirms the booking of a succeeded payment; calling it again returns the same booking' })
  @ApiOkResponse({ type: PaidBookingDto })
  // 404: no such payment, or not this client secret; 409: not paid yet, or refunded because the slot was taken meanwhile.
  @ApiErrors(400, 404, 409, 429)
  confirmBookingPayment(@Body() body: ConfirmBookingPaymentDto, @CurrentActor() actor: Actor): Promise<PaidBooking> {
    return this.checkout.confirmPayment(body.paymentIntentId, actor, body.clientSecret);
  }
}
