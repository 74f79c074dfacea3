import { Body, Controller, Get, Header, HttpCode, HttpException, Inject, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { OptOutStore } from '../../application/messaging/sms-inbox';
import { BulkSmsReceipt, SmsReceipt, SmsService } from '../../application/messaging/sms-service';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ErrorBody } from '../http/json-errors.filter';
import { ApiErrorAnswer, ApiErrors } from '../http/openapi/api-errors';
import { SMS_OPT_OUTS } from './messaging.tokens';
import { ReplySmsDto, SendBulkSmsDto, SendSmsDto } from './sms-dtos';
import {
  BulkSmsReceiptDto,
  CustomerDto,
  MarkedReadDto,
  SmsOptOutDto,
  SmsReceiptDto,
  SmsThreadDto,
  SmsThreadSummaryDto,
} from './sms-responses';

/*
 * A conversation is addressed by its id, never by its number: an address is written to access logs
 * (ours, and those of any proxy in front, which our redaction never reaches) and to the browser's
 * history, where a customer's number has no business.
 */
const ThreadParam = () =>
  ApiParam({
    name: 'id',
    format: 'uuid',
    example: '0b9d6c52-8f0e-4f55-9d5c-3f2b1a7e6c10',
    description: 'The conversation, as the list gives it',
  });

const FAILED = { message: 'Failed to send SMS: Twilio 21211: The number is not a valid phone number.' };

/**
 * SMS Communications (docs/product/messaging.md): a text to one number, one message to many
 * customers, the customers they are chosen from, the conversations of the inbox and the opt-outs.
 * Customers' numbers and texts are the admin's to read; only the admin sends.
 */
@ApiTags('sms')
@Controller('api')
export class SmsController {
  constructor(
    private readonly sms: SmsService,
    @Inject(SMS_OPT_OUTS) private readonly optOuts: OptOutStore,
  ) {}

  @Post('send-sms')
  @Access('admin')
  @ApiOperation({
    summary: 'Text one number now',
    description:
      'Through the outbox, sent before the answer: `status` says how it went (recorded: SMS is not configured). 409 when the number replied STOP. ' +
      'A provider that is down leaves it pending, retried later.',
  })
  @ApiCreatedResponse({ type: SmsReceiptDto })
  @ApiErrors(400, 409)
  @ApiErrorAnswer(502, 'The SMS provider refused it for good; the reason is in the message', FAILED)
  async send(@Body() body: SendSmsDto, @CurrentActor() actor: Actor): Promise<SmsReceipt> {
    return refusedIfFailed(await this.sms.send(body.to, body.message, actor));
  }

  @Post('send-bulk-sms')
  @Access('admin')
  @ApiOperation({
    summary: 'Text one message to many numbers',
    description:
      'One outbox text per number, sent within seconds; numbers that opted out, take no texts or are listed twice are left out and listed.',
  })
  @ApiCreatedResponse({ type: BulkSmsReceiptDto })
  @ApiErrors(400)
  sendBulk(@Body() body: SendBulkSmsDto, @CurrentActor() actor: Actor): Promise<BulkSmsReceipt> {
    return this.sms.sendBulk(body.recipients, body.message, actor);
  }

  @Get('customers')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Customers from their bookings, one per phone number, the latest booker first (the Bulk SMS list)' })
  @ApiOkResponse({ type: [CustomerDto] })
  customers() {
    return this.sms.customers();
  }

  @Get('sms-threads')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'Conversations, the latest first, with unread counts',
    description:
      "One per number that texted in, and one per number a visitor typed in the website chat's hand-off " +
      "(`source: 'website-chat'`, `numberVerified: false`): never merged into, nor named after, the number's customer.",
  })
  @ApiOkResponse({ type: [SmsThreadSummaryDto] })
  threads() {
    return this.sms.threads();
  }

  @Get('sms-threads/:id')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'One conversation: its received texts and the texts the site sent in it, oldest first' })
  @ApiOkResponse({ type: SmsThreadDto })
  @ThreadParam()
  @ApiErrors(400, 404)
  thread(@Param('id', ParseUUIDPipe) id: string) {
    return this.sms.thread(id);
  }

  @Post('sms-threads/:id/read')
  @Access('admin')
  @HttpCode(200)
  @ApiOperation({ summary: "Marks a conversation's received texts read" })
  @ApiOkResponse({ type: MarkedReadDto })
  @ThreadParam()
  @ApiErrors(400, 404)
  markRead(@Param('id', ParseUUIDPipe) id: string, @CurrentActor() actor: Actor) {
    return this.sms.markRead(id, actor);
  }

  @Post('sms-threads/:id/reply')
  @Access('admin')
  @ApiOperation({ summary: 'Replies in a conversation: a text to its number (as POST /api/send-sms)' })
  @ApiCreatedResponse({ type: SmsReceiptDto })
  @ThreadParam()
  @ApiErrors(400, 404, 409)
  @ApiErrorAnswer(502, 'The SMS provider refused it for good; the reason is in the message', FAILED)
  async reply(@Param('id', ParseUUIDPipe) id: string, @Body() body: ReplySmsDto, @CurrentActor() actor: Actor): Promise<SmsReceipt> {
    return refusedIfFailed(await this.sms.reply(id, body.message, actor));
  }

  @Get('sms-opt-outs')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Numbers that texted a stop word (STOP, UNSUBSCRIBE, ...) and whether they opted back in (START)' })
  @ApiOkResponse({ type: [SmsOptOutDto] })
  optOutList() {
    return this.optOuts.list();
  }
}

function refusedIfFailed(receipt: SmsReceipt): SmsReceipt {
  if (receipt.status === 'failed')
    throw new HttpException({ message: `Failed to send SMS: ${receipt.error ?? 'unknown error'}` } satisfies ErrorBody, 502);
  return receipt;
}
