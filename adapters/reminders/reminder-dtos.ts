import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { REMINDER_LIST_LIMITS, ReminderListFilter } from '../../application/reminders/reminder-queries';
import { REMINDER_STATUSES, ReminderStatus } from '../../domain/reminders/reminder-rules';
import { toInt } from '../http/dto-transforms';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${REMINDER_LIST_LIMITS.maxLimit}`;
const OFFSET_MESSAGE = 'offset must be a whole number of at least 0';

/** GET /api/scheduled-reminders: every reminder, or those of one status or booking, a page at a time. */
export class ReminderListQueryDto {
  @ApiPropertyOptional({ enum: REMINDER_STATUSES, description: 'Without it: every status' })
  @IsOptional()
  @IsIn(REMINDER_STATUSES, { message: `Status must be one of ${REMINDER_STATUSES.join(', ')}` })
  status?: ReminderStatus;

  @ApiPropertyOptional({ format: 'uuid', description: "One booking's reminders" })
  @IsOptional()
  @IsUUID('all', { message: 'bookingId must be a booking id (a UUID)' })
  bookingId?: string;

  @ApiPropertyOptional({
    description: `Rows per page, ${REMINDER_LIST_LIMITS.defaultLimit} when left out`,
    minimum: 1,
    maximum: REMINDER_LIST_LIMITS.maxLimit,
  })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(REMINDER_LIST_LIMITS.maxLimit, { message: LIMIT_MESSAGE })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'Rows to skip: the X-Next-Offset header of the previous page' })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: OFFSET_MESSAGE })
  @Min(0, { message: OFFSET_MESSAGE })
  @Max(1_000_000, { message: OFFSET_MESSAGE })
  offset?: number;

  toFilter(): ReminderListFilter {
    return {
      ...(this.status ? { status: this.status } : {}),
      ...(this.bookingId ? { bookingId: this.bookingId } : {}),
      limit: this.limit ?? REMINDER_LIST_LIMITS.defaultLimit,
      offset: this.offset ?? 0,
    };
  }
}
