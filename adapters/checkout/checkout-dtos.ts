import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { isCalendarDate, PARTY_LIMITS, PHONE_MIN_LENGTH } from '../../domain/bookings/booking-rules';
import { TEST_BOOKING_MESSAGES, TEST_BOOKING_TIMES } from '../../domain/bookings/test-booking-rules';
import { PRICING_MESSAGES, REFERRAL_CODE_MAX_LENGTH } from '../../domain/bookings/pricing';
import { GIFT_CARD_MESSAGES } from '../../domain/giftcards/gift-card';
import { toInt, trim } from '../http/dto-transforms';
import { PAYMENT_MESSAGES } from '../../domain/payments/payment-errors';
import { BookingDetails } from '../../domain/bookings/booking';
import { CreateBookingDto } from '../bookings/booking-dtos';

/** The public booking form (docs/product/booking.md) plus the referral fields it carries. */
export class PublicBookingDto extends CreateBookingDto {
  @ApiPropertyOptional({ description: 'Who referred the visitor (from the share link)' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(120)
  referredBy?: string;

  @ApiPropertyOptional({ maxLength: REFERRAL_CODE_MAX_LENGTH })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: PRICING_MESSAGES.referralCode })
  @MaxLength(REFERRAL_CODE_MAX_LENGTH, { message: PRICING_MESSAGES.referralCode })
  referralCode?: string;

  @ApiPropertyOptional({
    example: 'ABCD-EFGH-JKMN-PQRS',
    description: "A gift card's code, as typed: it pays all or part of the price from its balance",
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: GIFT_CARD_MESSAGES.notFound })
  @MaxLength(40, { message: GIFT_CARD_MESSAGES.notFound })
  giftCardCode?: string;

  /** The public form says whether there are children by their number alone; the referral code is priced, not stored here. */
  override toDetails(): BookingDetails {
    const details = super.toDetails();
    return { ...details, hasKids: details.kidsCount > 0, ...(this.referredBy ? { referredBy: this.referredBy } : {}) };
  }
}

export class CreatePaymentIntentDto {
  @ApiPropertyOptional({ description: 'What the browser shows, in whole CAD. Never charged: the server computes the price.' })
  @IsOptional()
  @IsNumber()
  amount?: number;

  @ApiProperty({ type: PublicBookingDto })
  @IsDefined({ message: 'The booking details are missing' })
  @IsObject({ message: 'The booking details are missing' })
  @ValidateNested()
  @Type(() => PublicBookingDto)
  bookingData!: PublicBookingDto;

  @ApiPropertyOptional({
    description: "A waitlisted visitor's token (from their offer's link): the checkout takes the place held for them",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  waitlistToken?: string;
}

export class ConfirmBookingPaymentDto {
  @ApiProperty({ example: 'pi_test_0123456789abcdef01234567' })
  @IsString({ message: 'The payment is missing' })
  @Matches(/^[A-Za-z0-9_]{3,255}$/, { message: 'The payment is missing' })
  paymentIntentId!: string;

  @ApiProperty({
    description: "The payment's client secret, which only the visitor's browser has (it travels with Stripe's return address)",
  })
  @IsString({ message: PAYMENT_MESSAGES.clientSecret })
  @IsNotEmpty({ message: PAYMENT_MESSAGES.clientSecret })
  @MaxLength(500)
  clientSecret!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'The form as sent to create-payment-intent; ignored: the stored booking is what counts.',
  })
  @IsOptional()
  bookingData?: unknown;
}

/** The admin's Test System form (docs/product/admin.md). */
export class TestBookingDto {
  @ApiProperty({ example: 'Test Guide' })
  @Transform(trim)
  @IsString({ message: TEST_BOOKING_MESSAGES.name })
  @IsNotEmpty({ message: TEST_BOOKING_MESSAGES.name })
  @MaxLength(120, { message: TEST_BOOKING_MESSAGES.name })
  name!: string;

  @ApiProperty({ example: 'guide@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: TEST_BOOKING_MESSAGES.email })
  email!: string;

  @ApiProperty({ example: '(780) 555-0142' })
  @Transform(trim)
  @IsString({ message: TEST_BOOKING_MESSAGES.phone })
  @MinLength(PHONE_MIN_LENGTH, { message: TEST_BOOKING_MESSAGES.phone })
  @MaxLength(30, { message: TEST_BOOKING_MESSAGES.phone })
  phone!: string;

  @ApiProperty({ example: 'Half-Day Adventure' })
  @Transform(trim)
  @IsString({ message: TEST_BOOKING_MESSAGES.package })
  @IsNotEmpty({ message: TEST_BOOKING_MESSAGES.package })
  @MaxLength(80, { message: TEST_BOOKING_MESSAGES.package })
  package!: string;

  @ApiProperty({ example: '2026-12-03' })
  @IsString({ message: TEST_BOOKING_MESSAGES.date })
  @ValidateBy(
    { name: 'isCalendarDate', validator: { validate: (v) => typeof v === 'string' && isCalendarDate(v) } },
    { message: TEST_BOOKING_MESSAGES.date },
  )
  date!: string;

  @ApiProperty({ enum: Object.keys(TEST_BOOKING_TIMES) })
  @IsIn(Object.keys(TEST_BOOKING_TIMES), { message: TEST_BOOKING_MESSAGES.time })
  time!: string;

  @ApiProperty({ minimum: PARTY_LIMITS.minPeople, maximum: PARTY_LIMITS.maxPeople })
  @Transform(toInt)
  @IsInt({ message: TEST_BOOKING_MESSAGES.people })
  @Min(PARTY_LIMITS.minPeople, { message: TEST_BOOKING_MESSAGES.people })
  @Max(PARTY_LIMITS.maxPeople, { message: TEST_BOOKING_MESSAGES.people })
  people!: number;

  /** A test booking's details: its slot from the start time the form gives, no children. */
  toDetails(): BookingDetails {
    return {
      package: this.package,
      date: this.date,
      time: TEST_BOOKING_TIMES[this.time]!,
      startTime: this.time,
      name: this.name,
      email: this.email,
      phone: this.phone,
      people: this.people,
      hasKids: false,
      kidsCount: 0,
    };
  }
}

export class ReleasePaymentHoldDto {
  @ApiProperty()
  @IsString({ message: 'The payment is missing' })
  @Matches(/^[A-Za-z0-9_]{3,255}$/, { message: 'The payment is missing' })
  paymentIntentId!: string;

  @ApiProperty({ description: "The payment's client secret, which only the visitor's browser has" })
  @IsString({ message: PAYMENT_MESSAGES.clientSecret })
  @IsNotEmpty({ message: PAYMENT_MESSAGES.clientSecret })
  @MaxLength(500)
  clientSecret!: string;
}
