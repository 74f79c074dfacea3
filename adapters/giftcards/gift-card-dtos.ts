import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { GiftCardOrderRequest } from '../../application/giftcards/gift-card-service';
import { BOOKING_MESSAGES, NAME_MIN_LENGTH, PARTY_LIMITS } from '../../domain/bookings/booking-rules';
import {
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  GIFT_CARD_MESSAGES,
  GIFT_CARD_MIN_CENTS,
} from '../../domain/giftcards/gift-card';
import { PAYMENT_MESSAGES } from '../../domain/payments/payment-errors';
import { toInt, trim } from '../http/dto-transforms';

const NAME_MAX_LENGTH = 120;

/** The /gift-cards form: an amount in whole dollars, or a package for a party; who buys it and who it is for. */
export class CreateGiftCardDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: GIFT_CARD_MIN_CENTS / 100,
    maximum: GIFT_CARD_MAX_CENTS / 100,
    example: 100,
    description: 'Whole CAD; required unless a package is chosen',
  })
  @ValidateIf((dto: CreateGiftCardDto) => dto.package === undefined || dto.amount !== undefined)
  @Transform(toInt)
  @IsInt({ message: GIFT_CARD_MESSAGES.amount })
  @Min(GIFT_CARD_MIN_CENTS / 100, { message: GIFT_CARD_MESSAGES.amount })
  @Max(GIFT_CARD_MAX_CENTS / 100, { message: GIFT_CARD_MESSAGES.amount })
  amount?: number;

  @ApiPropertyOptional({ example: 'Half-Day Adventure', description: "A package's name: the card is worth its price for `people`" })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: BOOKING_MESSAGES.package })
  @IsNotEmpty({ message: BOOKING_MESSAGES.package })
  @MaxLength(80, { message: BOOKING_MESSAGES.package })
  package?: string;

  @ApiPropertyOptional({ minimum: PARTY_LIMITS.minPeople, maximum: PARTY_LIMITS.maxPeople, description: 'With a package; default 1' })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: GIFT_CARD_MESSAGES.people })
  @Min(PARTY_LIMITS.minPeople, { message: GIFT_CARD_MESSAGES.people })
  @Max(PARTY_LIMITS.maxPeople, { message: GIFT_CARD_MESSAGES.people })
  people?: number;

  @ApiProperty({ example: 'Bea Buyer' })
  @Transform(trim)
  @IsString({ message: BOOKING_MESSAGES.name })
  @MinLength(NAME_MIN_LENGTH, { message: BOOKING_MESSAGES.name })
  @MaxLength(NAME_MAX_LENGTH, { message: BOOKING_MESSAGES.name })
  buyerName!: string;

  @ApiProperty({ example: 'bea@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: BOOKING_MESSAGES.email })
  buyerEmail!: string;

  @ApiProperty({ example: 'Ray Recipient' })
  @Transform(trim)
  @IsString({ message: BOOKING_MESSAGES.name })
  @MinLength(NAME_MIN_LENGTH, { message: BOOKING_MESSAGES.name })
  @MaxLength(NAME_MAX_LENGTH, { message: BOOKING_MESSAGES.name })
  recipientName!: string;

  @ApiProperty({ example: 'ray@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: BOOKING_MESSAGES.email })
  recipientEmail!: string;

  @ApiPropertyOptional({ maxLength: GIFT_CARD_MESSAGE_MAX_LENGTH, example: 'Happy birthday! Tight lines.' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(GIFT_CARD_MESSAGE_MAX_LENGTH, { message: `The message can be at most ${GIFT_CARD_MESSAGE_MAX_LENGTH} characters` })
  message?: string;

  toRequest(): GiftCardOrderRequest {
    return {
      ...(this.package !== undefined ? { package: this.package, people: this.people ?? 1 } : { amountCents: (this.amount ?? 0) * 100 }),
      buyer: { name: this.buyerName, email: this.buyerEmail },
      recipient: { name: this.recipientName, email: this.recipientEmail },
      ...(this.message ? { message: this.message } : {}),
    };
  }
}

export class ConfirmGiftCardPaymentDto {
  @ApiProperty({ example: 'pi_test_0123456789abcdef01234567' })
  @IsString({ message: 'The payment is missing' })
  @Matches(/^[A-Za-z0-9_]{3,255}$/, { message: 'The payment is missing' })
  paymentIntentId!: string;

  @ApiProperty({ description: "The payment's client secret, which only the buyer's browser has" })
  @IsString({ message: PAYMENT_MESSAGES.clientSecret })
  @IsNotEmpty({ message: PAYMENT_MESSAGES.clientSecret })
  @MaxLength(500)
  clientSecret!: string;
}
