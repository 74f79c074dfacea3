import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Quote, QuoteService } from '../../application/bookings/quote-service';
import { GiftCardService } from '../../application/giftcards/gift-card-service';
import { Access } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { QuoteRateLimit } from '../rate-limits/checkout-rate-limit';
import { QuoteRequestDto } from './quote-dtos';
import { QuoteDto } from './quote-responses';

@ApiTags('bookings')
@Controller('api/quote')
export class QuoteController {
  constructor(
    private readonly quotes: QuoteService,
    private readonly giftCards: GiftCardService,
  ) {}

  @Post()
  @Access('public')
  @UseGuards(QuoteRateLimit)
  @HttpCode(200)
  @ApiOperation({
    summary: 'The price of a trip, as the booking form shows it live',
    description:
      "Integer cents, CAD: base (price × people), weekday discount (17% Monday to Thursday on the lake), family savings (children 25% off), referral credit (a friend's 50 off a first booking, for a recognised code: whether the customer may use it is judged at the checkout) gift card (giftCardCents, with a gift card's code: the part its balance would pay, taken from it only at the checkout) and total; account credit is always 0 here (a customer's own credit is applied at the checkout, which knows who they are), with the priced package id (packageId). A time the package does not run in is refused on that field. Discounted per-person prices are rounded to whole dollars, halves up.",
  })
  @ApiOkResponse({ type: QuoteDto })
  // An unknown package, a past or too distant date, a slot the package does not run in: 400 on that field.
  @ApiErrors(400, 429)
  quote(@Body() body: QuoteRequestDto): Promise<Quote> {
    return this.giftCards.withGiftCard(
      body.giftCardCode,
      this.quotes.formQuote({
        package: body.package,
        date: body.date,
        ...(body.time ? { time: body.time } : {}),
        people: body.people,
        kidsCount: body.kidsCount ?? 0,
        ...(body.referralCode ? { referralCode: body.referralCode } : {}),
      }),
    );
  }
}
