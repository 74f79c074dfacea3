import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '../../domain/reviews/review-rules';
import { toInt, trim } from '../http/dto-transforms';

/**
 * A review as the admin form sends it. `initials` is not a field here: the server derives them
 * from the name, and the validation pipe drops any the client sends. A field breaking several
 * rules reports the most basic one (adapters/http/validation.ts): missing is "required".
 */
export class ReviewDto {
  @ApiProperty({ example: 'Sarah Thompson', maxLength: REVIEW_LIMITS.nameMax })
  @Transform(trim)
  @Matches(/\p{L}/u, { message: REVIEW_MESSAGES.nameLetter })
  @MaxLength(REVIEW_LIMITS.nameMax, { message: REVIEW_MESSAGES.nameTooLong })
  @IsNotEmpty({ message: REVIEW_MESSAGES.name })
  @IsString({ message: REVIEW_MESSAGES.name })
  name!: string;

  @ApiProperty({ example: 'Edmonton, AB', maxLength: REVIEW_LIMITS.locationMax })
  @Transform(trim)
  @MaxLength(REVIEW_LIMITS.locationMax, { message: REVIEW_MESSAGES.locationTooLong })
  @IsNotEmpty({ message: REVIEW_MESSAGES.location })
  @IsString({ message: REVIEW_MESSAGES.location })
  location!: string;

  @ApiProperty({ example: 5, minimum: REVIEW_LIMITS.ratingMin, maximum: REVIEW_LIMITS.ratingMax })
  @Transform(toInt)
  @Max(REVIEW_LIMITS.ratingMax, { message: REVIEW_MESSAGES.rating })
  @Min(REVIEW_LIMITS.ratingMin, { message: REVIEW_MESSAGES.rating })
  @IsInt({ message: REVIEW_MESSAGES.rating })
  rating!: number;

  @ApiProperty({ maxLength: REVIEW_LIMITS.commentMax, description: 'Plain text; pages render it as text, never as HTML' })
  @Transform(trim)
  @MaxLength(REVIEW_LIMITS.commentMax, { message: REVIEW_MESSAGES.commentTooLong })
  @IsNotEmpty({ message: REVIEW_MESSAGES.comment })
  @IsString({ message: REVIEW_MESSAGES.comment })
  comment!: string;
}
