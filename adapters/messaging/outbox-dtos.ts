import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Transform } from 'class-transformer';
import { OUTBOX_STATUSES, OutboxStatus } from '../../application/messaging/outbox';
import { toInt } from '../http/dto-transforms';

export class OutboxQueryDto {
  @ApiPropertyOptional({ enum: OUTBOX_STATUSES })
  @IsOptional()
  @IsIn(OUTBOX_STATUSES, { message: `status must be one of ${OUTBOX_STATUSES.join(', ')}` })
  status?: OutboxStatus;

  @ApiPropertyOptional({ default: 200, minimum: 1, maximum: 1000 })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'limit must be a whole number from 1 to 1000' })
  @Min(1, { message: 'limit must be a whole number from 1 to 1000' })
  @Max(1000, { message: 'limit must be a whole number from 1 to 1000' })
  limit?: number;
}
