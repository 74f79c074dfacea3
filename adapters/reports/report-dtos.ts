import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { REPORT_MAX_DAYS, REPORT_MESSAGES } from '../../domain/reports/report-range';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class ReportQueryDto {
  @ApiProperty({ example: '2026-06-01', description: 'First trip date counted (YYYY-MM-DD, lake calendar)' })
  @Matches(DATE, { message: REPORT_MESSAGES.from })
  from!: string;

  @ApiProperty({
    example: '2026-06-30',
    description: `Last trip date counted (YYYY-MM-DD), on or after \`from\`, at most ${REPORT_MAX_DAYS} days after it counting both`,
  })
  @Matches(DATE, { message: REPORT_MESSAGES.to })
  to!: string;
}
