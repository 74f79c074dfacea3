import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { AVAILABILITY_LIMITS, AVAILABILITY_MESSAGES, SLOT_STATUSES, SlotStatus } from '../../domain/availability/availability-rules';
import { TIME_SLOTS, TimeSlot } from '../../domain/availability/slot-windows';
import { Weekday } from '../../domain/availability/weekly-template';
import { PACKAGE_LIMITS, PACKAGE_MESSAGES } from '../../domain/catalogue/package-rules';
import { isCalendarDate } from '../../domain/shared/calendar';
import { toInt } from '../http/dto-transforms';

const calendarDate = () =>
  ValidateBy(
    { name: 'isCalendarDate', validator: { validate: (v) => typeof v === 'string' && isCalendarDate(v) } },
    { message: AVAILABILITY_MESSAGES.date },
  );

export class AvailabilityQueryDto {
  @ApiPropertyOptional({ example: '2026-11-23', description: 'First date, YYYY-MM-DD on the lake; default today' })
  @IsOptional()
  @calendarDate()
  from?: string;

  @ApiPropertyOptional({ default: AVAILABILITY_LIMITS.defaultDays, minimum: 1, maximum: AVAILABILITY_LIMITS.maxDays })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: AVAILABILITY_MESSAGES.days })
  @Min(1, { message: AVAILABILITY_MESSAGES.days })
  @Max(AVAILABILITY_LIMITS.maxDays, { message: AVAILABILITY_MESSAGES.days })
  days?: number;

  @ApiPropertyOptional({
    example: 'Half-Day Adventure',
    description: "A package's name: each slot then also says whether this package can be booked in it and its price per person",
  })
  @IsOptional()
  @IsString({ message: PACKAGE_MESSAGES.notFound })
  @MaxLength(PACKAGE_LIMITS.nameMax, { message: PACKAGE_MESSAGES.notFound })
  package?: string;
}

/** "Today or later" needs the clock, so the service checks it. */
export class SlotOverrideDto {
  @ApiProperty({ example: '2026-11-24', description: 'Calendar date YYYY-MM-DD (America/Edmonton)' })
  @calendarDate()
  date!: string;

  @ApiProperty({ enum: TIME_SLOTS })
  @IsIn(TIME_SLOTS, { message: AVAILABILITY_MESSAGES.time })
  timeSlot!: TimeSlot;

  @ApiProperty({ enum: SLOT_STATUSES })
  @IsIn(SLOT_STATUSES, { message: AVAILABILITY_MESSAGES.status })
  status!: SlotStatus;
}

const dayOfWeek = (): PropertyDecorator => {
  const decorators = [
    ApiProperty({ enum: TIME_SLOTS, isArray: true, example: ['morning', 'afternoon'] }),
    IsArray({ message: AVAILABILITY_MESSAGES.templateDay }),
    IsIn(TIME_SLOTS, { each: true, message: AVAILABILITY_MESSAGES.templateDay }),
    ArrayUnique({ message: AVAILABILITY_MESSAGES.templateDay }),
  ];
  return (target, property) => decorators.forEach((decorate) => decorate(target, property));
};

/** Every day is required: a day left out would otherwise silently close or keep its slots. */
export class TemplateDaysDto implements Record<Weekday, TimeSlot[]> {
  @dayOfWeek() monday!: TimeSlot[];
  @dayOfWeek() tuesday!: TimeSlot[];
  @dayOfWeek() wednesday!: TimeSlot[];
  @dayOfWeek() thursday!: TimeSlot[];
  @dayOfWeek() friday!: TimeSlot[];
  @dayOfWeek() saturday!: TimeSlot[];
  @dayOfWeek() sunday!: TimeSlot[];
}

/** The weekly template as the API answers it. */
export interface WeeklyTemplateBody {
  days: Record<Weekday, TimeSlot[]>;
}

/** Both what PUT /api/availability/template takes and what both template routes answer. */
export class WeeklyTemplateDto implements WeeklyTemplateBody {
  @ApiProperty({ type: TemplateDaysDto })
  @IsObject({ message: AVAILABILITY_MESSAGES.template })
  @ValidateNested()
  @Type(() => TemplateDaysDto)
  days!: TemplateDaysDto;
}
