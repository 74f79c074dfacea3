import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { REPORT_BASIS, ReportService, ReportSummary } from '../../application/reports/report-service';
import { Access } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { ReportQueryDto } from './report-dtos';
import { ReportSummaryDto } from './report-responses';

/** Figures of customers and money: for staff only, never kept by a cache. */
const PRIVATE = 'private, no-store';

/** The admin's Reports tab: the figures of a date range, as JSON and as a CSV file. */
@ApiTags('reports')
@Controller('api/reports')
export class ReportsController {
  constructor(private readonly reports: ReportService) {}

  @Get('summary')
  @Access('staff')
  @Header('Cache-Control', PRIVATE)
  @ApiOperation({
    summary: 'Revenue, trips by package, weekday and month, occupancy, lead time, cancellations, referrals and gift cards of a date range',
    description: `${REPORT_BASIS} 400 with the field's message for a missing or wrong date, an end before the start, or a range too long.`,
  })
  @ApiOkResponse({ type: ReportSummaryDto })
  @ApiErrors(400)
  summary(@Query() query: ReportQueryDto): Promise<ReportSummary> {
    return this.reports.summary(query.from, query.to);
  }

  @Get('summary.csv')
  @Access('staff')
  @Header('Cache-Control', PRIVATE)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @ApiOperation({
    summary: 'The same figures as a CSV file (Section, Item, Measure, Value; amounts in CAD with cents)',
    description: REPORT_BASIS,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file', schema: { type: 'string' } })
  @ApiErrors(400)
  csv(@Query() query: ReportQueryDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.answerCsv(query, res);
  }

  /** The file, under its range's name (report-csv.ts). */
  private async answerCsv(query: ReportQueryDto, res: Response): Promise<string> {
    const file = await this.reports.csv(query.from, query.to);
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    return file.body;
  }
}
