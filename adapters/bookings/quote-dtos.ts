import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { BOOKING_MESSAGES, TIME_SLOTS, TimeSlot } from '../../domain/bookings/booking-rules';
import { PRICING_MESSAGES, REFERRAL_CODE_MAX_LENGTH } from '../../domain/bookings/pricing';
import { trim } from '../http/dto-transforms';
import { BookingDateField, BookingPackageField, KidsCountField, PartySizeField } from './booking-dtos';

/**
 * What the booking form sends for its live price: the booking's own fields with its rules and
 * messages, plus the referral code. "Today or later" needs the clock, so the service checks it.
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
    example: '(780) 555-0123',
    description: "The customer's phone, once typed: a friend's 50 off is for a first booking, and the customer's own credit is found by it",
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(40)
  phone?: string;

  @ApiPropertyOptional({ example: 'casey@example.com', description: "The customer's email, once typed (as for phone)" })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(254)
  email?: string;
}
