import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, ValidateBy } from 'class-validator';
import { CATCH_LIMITS, CATCH_MESSAGES, isSafeImageUrl } from '../../domain/gallery/catch-rules';
import { isCalendarDate } from '../../domain/shared/calendar';
import { trim } from '../http/dto-transforms';

const calendarDate = () =>
  ValidateBy(
    { name: 'isCalendarDate', validator: { validate: (v) => typeof v === 'string' && isCalendarDate(v) } },
    { message: CATCH_MESSAGES.date },
  );

const safeImageUrl = () =>
  ValidateBy(
    { name: 'isSafeImageUrl', validator: { validate: (v) => typeof v === 'string' && isSafeImageUrl(v) } },
    { message: CATCH_MESSAGES.imageUnsafe },
  );

/**
 * A catch as the admin gallery form sends it. "Not in the future" needs the clock, so the service
 * checks it. A field breaking several rules reports the most basic one (adapters/http/validation.ts).
 */
export class CatchDto {
  @ApiProperty({ example: 'Northern Pike', maxLength: CATCH_LIMITS.fishTypeMax })
  @Transform(trim)
  @MaxLength(CATCH_LIMITS.fishTypeMax, { message: CATCH_MESSAGES.fishTypeTooLong })
  @IsNotEmpty({ message: CATCH_MESSAGES.fishType })
  @IsString({ message: CATCH_MESSAGES.fishType })
  fishType!: string;

  @ApiProperty({ example: 'Robin Shore', maxLength: CATCH_LIMITS.anglerMax })
  @Transform(trim)
  @MaxLength(CATCH_LIMITS.anglerMax, { message: CATCH_MESSAGES.anglerTooLong })
  @IsNotEmpty({ message: CATCH_MESSAGES.angler })
  @IsString({ message: CATCH_MESSAGES.angler })
  angler!: string;

  @ApiProperty({ example: '2026-08-14', description: 'Calendar date YYYY-MM-DD on the lake (America/Edmonton), not after today' })
  @Transform(trim)
  @calendarDate()
  @IsString({ message: CATCH_MESSAGES.date })
  date!: string;

  @ApiProperty({ example: '/media/pike-0c1d2e.jpg', description: 'An uploaded image (/media/...) or an https:// link' })
  @Transform(trim)
  @safeImageUrl()
  @MaxLength(CATCH_LIMITS.imageUrlMax, { message: CATCH_MESSAGES.imageTooLong })
  @IsNotEmpty({ message: CATCH_MESSAGES.image })
  @IsString({ message: CATCH_MESSAGES.image })
  imageUrl!: string;
}
