import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OutboxStore } from '../../application/messaging/outbox';
import { Access } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { OUTBOX_STORE } from './messaging.tokens';
import { OutboxQueryDto } from './outbox-dtos';
import { OutboxMessageDto, OutboxMessageView, outboxMessageView } from './outbox-responses';

@ApiTags('messaging')
@Controller('api/outbox')
export class OutboxController {
  constructor(@Inject(OUTBOX_STORE) private readonly outbox: OutboxStore) {}

  @Get()
  // Customers' addresses, phone numbers and the texts sent to them: for the admin only.
  @Access('admin')
  @ApiOperation({
    summary: 'Emails and SMS of the outbox, newest first: sent, recorded (no channel configured), pending retries and failures',
  })
  @ApiOkResponse({ type: [OutboxMessageDto] })
  @ApiErrors(400)
  async list(@Query() query: OutboxQueryDto): Promise<OutboxMessageView[]> {
    return (await this.outbox.list({ status: query.status, limit: query.limit })).map(outboxMessageView);
  }
}
