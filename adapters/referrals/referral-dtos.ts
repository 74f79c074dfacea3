import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { REFERRAL_CODE_MAX_LENGTH } from '../../domain/bookings/pricing';
import { trim } from '../http/dto-transforms';

/** The share page's text when its link has no code. */
export const MISSING_REFERRAL_CODE = 'Missing Referral Code';

/** GET /api/social-share?ref=CODE */
export class SocialShareQueryDto {
  @ApiProperty({ example: 'K7MQ2XTA', maxLength: REFERRAL_CODE_MAX_LENGTH, description: 'The referral code to share (any case)' })
  @Transform(trim)
  @IsString({ message: MISSING_REFERRAL_CODE })
  @IsNotEmpty({ message: MISSING_REFERRAL_CODE })
  @MaxLength(REFERRAL_CODE_MAX_LENGTH, { message: 'Referral code not found' })
  ref!: string;
}
