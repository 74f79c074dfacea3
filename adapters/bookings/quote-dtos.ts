import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { BOOKING_MESSAGES, TIME_SLOTS, TimeSlot } from '../../domain/bookings/booking-rules';
import { PRICING_MESSAGES, REFERRAL_CODE_MAX_LENGTH } from '../../domain/bookings/pricing';
import { GIFT_CARD_MESSAGES } from '../../domain/giftcards/gift-card';
import { trim } from '../http/dto-transforms';
import { BookingDateField, BookingPackageField, KidsCountField, PartySizeField } from './booking-dtos';

/**
 * What the booking form sends for its live price: the booking's own fields with its rules and
 * messages, plus the referral code. Nothing that names a person: the answer must never tell
 * whether someone is a customer or holds credit (phone and email sent anyway are dropped). "Today or later" needs the clock, so the service checks it.
 * The time is optional (the price does not depend on it), but when sent, a package sold only in
 * some slots refuses the others before the visitor reaches the payment.
 */
export class QuoteRequestDto {
  @BookingPackageField()
  package!: string;

  @BookingDateField()
  date!: string;

  @ApiPropertyOptional({
    enum: TIME_SLOTS,
    description: 'Refused when the package does not run in this slot; left out, any slot of the package',
  })
  @IsOptional()
  @IsIn(TIME_SLOTS, { message: BOOKING_MESSAGES.time })
  time?: TimeSlot;

  @PartySizeField()
  people!: number;

  @KidsCountField()
  kidsCount?: number;

  @ApiPropertyOptional({
    example: 'FRIEND-42',
    maxLength: REFERRAL_CODE_MAX_LENGTH,
    description: 'Gives 50 CAD off once the code is recognised',
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: PRICING_MESSAGES.referralCode })
  @MaxLength(REFERRAL_CODE_MAX_LENGTH, { message: PRICING_MESSAGES.referralCode })
  referralCode?: string;

  @ApiPropertyOptional({
    example: 'ABCD-EFGH-JKMN-PQRS',
    description: "A gift card's code, as typed: the price shows the part its balance would pay (giftCardCents)",
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: GIFT_CARD_MESSAGES.notFound })
  @MaxLength(40, { message: GIFT_CARD_MESSAGES.notFound })
  giftCardCode?: string;
}
