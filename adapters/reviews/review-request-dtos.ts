import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ReviewRequestView } from '../../application/reviews/review-request-read-models';
import { REMINDER_STATUSES, ReminderStatus } from '../../domain/reminders/reminder-rules';
import { REVIEW_REQUEST_STATUSES, ReviewRequestStatus, ReviewRequestType } from '../../domain/reviews/review-requests';

/** GET /api/review-requests */
export class ReviewRequestListQueryDto {
  @ApiPropertyOptional({ enum: REVIEW_REQUEST_STATUSES, description: 'Without it: every status' })
  @IsOptional()
  @IsIn(REVIEW_REQUEST_STATUSES, { message: `Status must be one of ${REVIEW_REQUEST_STATUSES.join(', ')}` })
  status?: ReviewRequestStatus;
}

/** A review request, with the follow-up's state. */
export class ReviewRequestDto implements ReviewRequestView {
  @ApiProperty({ description: "The id of the request's reminder (GET /api/scheduled-reminders)" })
  id!: string;
  @ApiProperty({ format: 'uuid', description: 'The booking whose trip it follows: one request per trip' })
  bookingId!: string;
  @ApiProperty({ example: 'Alex Angler' })
  customerName!: string;
  @ApiProperty({ example: 'alex@example.com' })
  customerEmail!: string;
  @ApiProperty({ example: '(780) 555-0123' })
  customerPhone!: string;
  @ApiProperty({ enum: ['sms', 'email'], description: 'By SMS, or by email to a customer who does not take texts' })
  requestType!: ReviewRequestType;
  @ApiProperty({ enum: REVIEW_REQUEST_STATUSES })
  status!: ReviewRequestStatus;
  @ApiProperty({ type: String, format: 'date-time', description: 'A day after the trip ended, out of quiet hours' })
  scheduledFor!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the customer followed the link to the review site' })
  completedAt!: Date | null;
  @ApiProperty({ type: String, nullable: true, example: 'google' })
  reviewPlatform!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'https://g.page/r/example/review' })
  reviewUrl!: string | null;
  @ApiProperty({ description: 'Always false: reviews are never rewarded' })
  incentiveOffered!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Why it was cancelled, skipped or failed' })
  notes!: string | null;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;
  @ApiProperty({ example: '2026-07-04', description: 'The date of the trip' })
  tripDate!: string;
  @ApiProperty({ enum: REMINDER_STATUSES, nullable: true, description: "The one follow-up's status (a week after the request)" })
  followUpStatus!: ReminderStatus | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  followUpScheduledFor!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  followUpSentAt!: Date | null;
}
