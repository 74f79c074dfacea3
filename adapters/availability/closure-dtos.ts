import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { Closure, CLOSURE_LIMITS, CLOSURE_MESSAGES } from '../../domain/availability/closures';
import { isCalendarDate } from '../../domain/shared/calendar';
import { toInt, trim } from '../http/dto-transforms';
import { RECORD_ID_MAX } from '../http/record-id';

const calendarDate = (message: string) =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: (v) => typeof v === 'string' && isCalendarDate(v) } }, { message });

/** "Today or later" and "to on or after from" need the clock and both dates: the service checks them. */
export class ClosureDto {
  @ApiProperty({ example: '2026-12-25', description: 'First day closed, YYYY-MM-DD on the lake, today or later' })
  @calendarDate(CLOSURE_MESSAGES.from)
  from!: string;

  @ApiProperty({ example: '2026-12-26', description: 'Last day closed (the same as `from` for one day)' })
  @calendarDate(CLOSURE_MESSAGES.to)
  to!: string;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'The one package closed; left out or null: every package' })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: CLOSURE_MESSAGES.packageId })
  @Min(1, { message: CLOSURE_MESSAGES.packageId })
  @Max(RECORD_ID_MAX, { message: CLOSURE_MESSAGES.packageId })
  packageId?: number | null;

  @ApiProperty({ example: 'Holiday', maxLength: CLOSURE_LIMITS.reasonMax })
  @Transform(trim)
  @IsString({ message: CLOSURE_MESSAGES.reason })
  @MinLength(1, { message: CLOSURE_MESSAGES.reason })
  @MaxLength(CLOSURE_LIMITS.reasonMax, { message: CLOSURE_MESSAGES.reason })
  reason!: string;
}

export class ClosureResponseDto implements Closure {
  @ApiProperty({ type: 'integer', example: 3 })
  id!: number;

  @ApiProperty({ format: 'date', example: '2026-12-25' })
  from!: string;

  @ApiProperty({ format: 'date', example: '2026-12-26' })
  to!: string;

  @ApiProperty({ type: 'integer', nullable: true, description: 'null: every package is closed' })
  packageId!: number | null;

  @ApiProperty({ example: 'Holiday' })
  reason!: string;
}
