import { Controller, Get, Header, HttpCode, HttpException, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DailySummaryReceipt, ReminderRow, ReminderRunCounts } from '../../application/reminders/reminder-read-models';
import { ReminderService } from '../../application/reminders/reminder-service';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ApiErrorAnswer, ApiErrors } from '../http/openapi/api-errors';
import { ReminderListQueryDto } from './reminder-dtos';
import { DailySummaryReceiptDto, ReminderRowDto, ReminderRunCountsDto } from './reminder-responses';

/**
 * Reminders (docs/product/reminders.md): staff read them; the admin sends what is due now and the
 * guide's daily summary now. The rows carry customers' phone numbers, so nothing keeps a copy.
 */
@ApiTags('reminders')
@Controller('api')
export class RemindersController {
  constructor(private readonly reminders: ReminderService) {}

  @Get('scheduled-reminders')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'Every reminder, the latest moment first',
    description: `Pages of \`limit\` rows (default 100); the X-Next-Offset header is the \`offset\` of the next page.`,
  })
  @ApiOkResponse({
    type: [ReminderRowDto],
    headers: { 'X-Next-Offset': { description: 'Present when more rows follow: pass it as `offset`', schema: { type: 'integer' } } },
  })
  @ApiErrors(400)
  async list(@Query() query: ReminderListQueryDto, @Res({ passthrough: true }) res: Response): Promise<ReminderRow[]> {
    const page = await this.reminders.list(query.toFilter());
    if (page.nextOffset !== null) res.setHeader('X-Next-Offset', String(page.nextOffset));
    return page.rows;
  }

  @Get('pending-reminders')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Reminders waiting to go out, the soonest first' })
  @ApiOkResponse({ type: [ReminderRowDto] })
  pending(): Promise<ReminderRow[]> {
    return this.reminders.pending();
  }

  @Post('process-reminders')
  @Access('admin')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send every reminder that is due now',
    description:
      'What the minute job does, at once, and the outbox sends them before the answer: how many were sent, skipped (too late, or ' +
      'their booking is no longer confirmed), failed, held for quiet hours (21:00-08:00) and still on their way.',
  })
  @ApiOkResponse({ type: ReminderRunCountsDto })
  process(@CurrentActor() actor: Actor): Promise<ReminderRunCounts> {
    return this.reminders.process(actor);
  }

  @Post('send-daily-summary')
  @Access('admin')
  @HttpCode(200)
  @ApiOperation({
    summary: "Send the guide's summary of tomorrow's trips now",
    description: 'To the guide phone of Settings (and the guide email, if set); the answer says to whom, and how it went.',
  })
  @ApiOkResponse({ type: DailySummaryReceiptDto })
  @ApiErrorAnswer(502, 'The SMS provider refused it; the reason is in the message (the outbox tries again later unless it gave up)', {
    message: 'The daily summary could not be sent: The number is not a valid phone number',
  })
  async sendDailySummary(@CurrentActor() actor: Actor): Promise<DailySummaryReceipt> {
    const receipt = await this.reminders.sendDailySummary(actor);
    if (receipt.status === 'failed')
      throw new HttpException({ message: `The daily summary could not be sent: ${receipt.failureReason ?? 'unknown error'}` }, 502);
    return receipt;
  }
}
