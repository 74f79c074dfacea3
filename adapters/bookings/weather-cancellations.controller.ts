import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  WeatherCancellationPreview,
  WeatherCancellationReport,
  WeatherCancellationService,
} from '../../application/bookings/weather-cancellation-service';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { WeatherCancellationDto, WeatherCancellationPreviewQueryDto } from './booking-dtos';
import { WeatherCancellationPreviewDto, WeatherCancellationReportDto } from './weather-cancellation-responses';

/** The admin's weather cancellation of a day (docs/product/refunds.md): a preview for staff, the run for the admin. */
@ApiTags('bookings')
@Controller('api/weather-cancellations')
export class WeatherCancellationsController {
  constructor(private readonly weather: WeatherCancellationService) {}

  @Get('preview')
  @Access('staff')
  @ApiOperation({ summary: 'Every booking of a date with the full refund a weather cancellation gives it, and those cancelled before' })
  @ApiOkResponse({ type: WeatherCancellationPreviewDto })
  @ApiErrors(400)
  preview(@Query() query: WeatherCancellationPreviewQueryDto): Promise<WeatherCancellationPreview> {
    return this.weather.preview(query.date);
  }

  @Post()
  @Access('admin')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Close the date in availability, then cancel every booking of it for the weather (a full refund each, once) and release its unpaid checkouts; a report per booking',
  })
  @ApiOkResponse({ type: WeatherCancellationReportDto })
  // 400: not a date, a past date, or no reason.
  @ApiErrors(400)
  run(@Body() body: WeatherCancellationDto, @CurrentActor() actor: Actor): Promise<WeatherCancellationReport> {
    return this.weather.run(body.date, body.reason, actor);
  }
}
