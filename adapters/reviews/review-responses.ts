import { ApiProperty } from '@nestjs/swagger';
import { ReviewRow } from '../../application/reviews/review-service';
import { REVIEW_LIMITS } from '../../domain/reviews/review-rules';

export class ReviewResponse implements ReviewRow {
  @ApiProperty({ type: 'integer', example: 12 })
  id!: number;

  @ApiProperty({ example: 'Sarah Thompson' })
  name!: string;

  @ApiProperty({ example: 'Edmonton, AB' })
  location!: string;

  @ApiProperty({ type: 'integer', minimum: REVIEW_LIMITS.ratingMin, maximum: REVIEW_LIMITS.ratingMax, example: 5 })
  rating!: number;

  @ApiProperty({ description: 'Plain text' })
  comment!: string;

  @ApiProperty({ description: 'Badge letters, derived from the name', example: 'ST' })
  initials!: string;

  @ApiProperty({ type: Date })
  createdAt!: Date;

  @ApiProperty({ type: Date })
  updatedAt!: Date;
}
