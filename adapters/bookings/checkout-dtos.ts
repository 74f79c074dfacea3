import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsNumber, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { PRICING_MESSAGES, REFERRAL_CODE_MAX_LENGTH } from '../../domain/bookings/pricing';
import { trim } from '../http/dto-transforms';
import { CreateBookingDto } from './booking-dtos';

/** The public booking form (SPEC section 5) plus the referral fields it carries. */
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
}

export class CreatePaymentIntentDto {
  @ApiPropertyOptional({ description: 'What the browser shows, in whole CAD. Never charged: the server computes the price.' })
  @IsOptional()
  @IsNumber()
  amount?: number;

  @ApiProperty({ type: PublicBookingDto })
  @IsDefined({ message: 'The booking details are missing' })
  @ValidateNested()
  @Type(() => PublicBookingDto)
  bookingData!: PublicBookingDto;
}

export class ConfirmBookingPaymentDto {
  @ApiProperty({ example: 'pi_test_0123456789abcdef01234567' })
  @IsString({ message: 'The payment is missing' })
  @Matches(/^[A-Za-z0-9_]{3,255}$/, { message: 'The payment is missing' })
  paymentIntentId!: string;

  @ApiPropertyOptional({ description: 'The form as sent to create-payment-intent; the stored booking is what counts.' })
  @IsOptional()
  bookingData?: unknown;
}
