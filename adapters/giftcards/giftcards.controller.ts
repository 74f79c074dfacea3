import { Body, Controller, Get, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { GiftCardBalance, GiftCardService, PurchasedGiftCard } from '../../application/giftcards/gift-card-service';
import { GiftCardView } from '../../application/giftcards/gift-card-read-models';
import { GIFT_CARD_MESSAGES } from '../../domain/giftcards/gift-card';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { AnswersFromStreams } from '../http/fresh-read-models.guard';
import { ApiErrorAnswer, ApiErrors } from '../http/openapi/api-errors';
import { CheckoutRateLimit } from '../rate-limits/checkout-rate-limit';
import { ConfirmGiftCardPaymentDto, CreateGiftCardDto } from './gift-card-dtos';
import { GiftCardLookupRateLimit } from './gift-card-lookup-rate-limit';
import { GiftCardBalanceDto, GiftCardDto, GiftCardPaymentStartedDto, PurchasedGiftCardDto } from './gift-card-responses';

/** Gift cards: bought on /gift-cards, looked up by code, and the staff's list with each card's history. */
@ApiTags('gift-cards')
@Controller('api/gift-cards')
export class GiftCardsController {
  constructor(private readonly giftCards: GiftCardService) {}

  @Post()
  @Access('public')
  @UseGuards(CheckoutRateLimit)
  @ApiOperation({ summary: 'Validates a gift card order, prices it on the server and sets up its card payment' })
  @ApiCreatedResponse({ type: GiftCardPaymentStartedDto })
  @ApiErrors(400, 429)
  async create(@Body() body: CreateGiftCardDto, @CurrentActor() actor: Actor): Promise<GiftCardPaymentStartedDto> {
    return GiftCardPaymentStartedDto.of(await this.giftCards.startPurchase(body.toRequest(), actor));
  }

  @Post('confirm-payment')
  @Access('public')
  @AnswersFromStreams()
  @UseGuards(CheckoutRateLimit)
  @HttpCode(200)
  @ApiOperation({ summary: 'Issues the gift card of a succeeded payment; calling it again returns the same card' })
  @ApiOkResponse({ type: PurchasedGiftCardDto })
  // 404: no such payment, or not this client secret; 409: not paid yet.
  @ApiErrors(400, 404, 409, 429)
  confirmPayment(@Body() body: ConfirmGiftCardPaymentDto, @CurrentActor() actor: Actor): Promise<PurchasedGiftCard> {
    return this.giftCards.confirmPayment(body.paymentIntentId, actor, body.clientSecret);
  }

  @Get(':code/balance')
  @Access('public')
  @AnswersFromStreams()
  @UseGuards(GiftCardLookupRateLimit)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "A gift card's balance and status, by its code as typed (nothing of who bought it or for whom)" })
  @ApiParam({ name: 'code', example: 'ABCD-EFGH-JKMN-PQRS' })
  @ApiOkResponse({ type: GiftCardBalanceDto })
  @ApiErrorAnswer(404, 'No gift card has this code', { message: GIFT_CARD_MESSAGES.notFound })
  @ApiErrors(429)
  balance(@Param('code') code: string): Promise<GiftCardBalance> {
    return this.giftCards.balance(code);
  }

  @Get()
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Every gift card with its balance and history, the newest first' })
  @ApiOkResponse({ type: [GiftCardDto] })
  list(): Promise<GiftCardView[]> {
    return this.giftCards.list();
  }

  @Post(':id/resend')
  @Access('admin')
  @HttpCode(204)
  @ApiOperation({ summary: "Sends the recipient's email (with the printable card) again" })
  @ApiNoContentResponse({ description: 'The email is on its way (the outbox sends it)' })
  @ApiErrors(403, 404, 409)
  resend(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<void> {
    return this.giftCards.resend(id, actor);
  }
}
