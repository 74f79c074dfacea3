import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PRICING_MESSAGES, REFERRAL_CODE_MAX_LENGTH } from '../../domain/bookings/pricing';
import { trim } from '../http/dto-transforms';
import { BookingDateField, BookingPackageField, KidsCountField, PartySizeField } from './booking-dtos';

/**
 * What the booking form sends for its live price: the booking's own fields with its rules and
 * messages, plus the referral code. "Today or later" needs the clock, so the service checks it.
 */
export class QuoteRequestDto {
  @BookingPackageField()
  package!: string;

  @BookingDateField()
  date!: string;

  @PartySizeField()
  people!: number;

  @KidsCountField()
  kidsCount?: number;

  @ApiPropertyOptional({ example: 'FRIEND-42', maxLength: REFERRAL_CODE_MAX_LENGTH, description: 'Gives 50 CAD off once the code is recognised' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: PRICING_MESSAGES.referralCode })
  @MaxLength(REFERRAL_CODE_MAX_LENGTH, { message: PRICING_MESSAGES.referralCode })
  referralCode?: string;
}
