import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import { ApiExtraModels, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { AvailabilityService } from '../../application/availability/availability-service';
import { DayAvailability } from '../../domain/availability/day-availability';
import { PackageDayAvailability } from '../../domain/availability/package-day-availability';
import { TIME_SLOTS, TimeSlot } from '../../domain/availability/slot-windows';
import { Weekday, WEEK_FROM_MONDAY, WeeklyTemplate } from '../../domain/availability/weekly-template';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { AvailabilityQueryDto, SlotOverrideDto, WeeklyTemplateBody, WeeklyTemplateDto } from './availability-dtos';
import { DayAvailabilityDto, PackageDayAvailabilityDto } from './availability-responses';

@ApiTags('availability')
@Controller('api/availability')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get()
  @Access('public')
  @ApiOperation({
    summary:
      'Each date from `from` (default today on the lake) for `days` days (default 14, at most 62): status, timeSlots summary and per-slot status',
  })
  @ApiExtraModels(DayAvailabilityDto, PackageDayAvailabilityDto)
  @ApiOkResponse({
    description:
      'Without `package`: the general days. With it: the same days, each slot also saying `bookable` and `pricePerPerson` for that package',
    schema: {
      type: 'array',
      items: { anyOf: [{ $ref: getSchemaPath(DayAvailabilityDto) }, { $ref: getSchemaPath(PackageDayAvailabilityDto) }] },
    },
  })
  // 400: a bad span, or a package not sold (PACKAGE_MESSAGES.notFound under `package`).
  @ApiErrors(400)
  calendar(@Query() query: AvailabilityQueryDto): Promise<DayAvailability[] | PackageDayAvailability[]> {
    return query.package === undefined
      ? this.availability.calendar(query.from, query.days)
      : this.availability.packageCalendar(query.package, query.from, query.days);
  }

  @Put()
  @Access('admin')
  @ApiOperation({ summary: "Set one slot's status on one date (today or later); returns that date" })
  @ApiOkResponse({ type: DayAvailabilityDto })
  @ApiErrors(400)
  setOverride(@Body() body: SlotOverrideDto, @CurrentActor() actor: Actor): Promise<DayAvailability> {
    return this.availability.setOverride({ date: body.date, timeSlot: body.timeSlot, status: body.status }, actor);
  }

  @Get('template')
  @Access('public')
  @ApiOperation({ summary: 'The weekly template: which slots each weekday offers before overrides and bookings' })
  @ApiOkResponse({ type: WeeklyTemplateDto })
  async template(): Promise<WeeklyTemplateBody> {
    return bodyOf(await this.availability.template());
  }

  @Put('template')
  @Access('admin')
  @ApiOperation({ summary: 'Replace the weekly template; every day is required' })
  @ApiOkResponse({ type: WeeklyTemplateDto })
  @ApiErrors(400)
  async setTemplate(@Body() body: WeeklyTemplateDto, @CurrentActor() actor: Actor): Promise<WeeklyTemplateBody> {
    return bodyOf(await this.availability.setTemplate(body.days, actor));
  }

  @Delete(':date/:timeSlot')
  @Access('admin')
  @HttpCode(204)
  @ApiOperation({ summary: 'Put one slot of one date back to the weekly template' })
  @ApiNoContentResponse({ description: 'Cleared (also when the slot had no override)' })
  @ApiParam({ name: 'date', description: 'Calendar date YYYY-MM-DD (America/Edmonton), today or later', example: '2026-11-24' })
  @ApiParam({ name: 'timeSlot', enum: TIME_SLOTS })
  // 400: not a date, not a slot, or a past date. Clearing an unset slot succeeds: no 404.
  @ApiErrors(400)
  clearOverride(@Param('date') date: string, @Param('timeSlot') timeSlot: string, @CurrentActor() actor: Actor): Promise<void> {
    return this.availability.clearOverride(date, timeSlot as TimeSlot, actor);
  }
}

function bodyOf(template: WeeklyTemplate): WeeklyTemplateBody {
  return { days: Object.fromEntries(WEEK_FROM_MONDAY.map((day) => [day, [...template[day]]])) as Record<Weekday, TimeSlot[]> };
}
