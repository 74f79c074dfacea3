import { BadRequestException, Body, Controller, Get, Header, HttpCode, HttpException, Inject, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { OptOutStore } from '../../application/messaging/sms-inbox';
import { BulkSmsReceipt, InvalidSmsError, SmsReceipt, SmsService } from '../../application/messaging/sms-service';
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

const PhoneParam = () =>
  ApiParam({ name: 'phone', example: '+17805550123', description: 'The conversation: an E.164 number (or any common way of writing it)' });

const FAILED = { message: 'Failed to send SMS: Twilio 21211: The number is not a valid phone number.' };

/**
 * SMS Communications (SPEC section 2; issue 17): a text to one number, one message to many
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
    return refusedIfFailed(await withFieldErrors(() => this.sms.send(body.to, body.message, actor)));
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
    return withFieldErrors(() => this.sms.sendBulk(body.recipients, body.message, actor));
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
  @ApiOperation({ summary: 'Conversations: every number that texted in, the latest first, with unread counts' })
  @ApiOkResponse({ type: [SmsThreadSummaryDto] })
  threads() {
    return this.sms.threads();
  }

  @Get('sms-threads/:phone')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "One number's conversation: its texts and every text the site sent it, oldest first" })
  @ApiOkResponse({ type: SmsThreadDto })
  @PhoneParam()
  @ApiErrors(400, 404)
  thread(@Param('phone') phone: string) {
    return withFieldErrors(() => this.sms.thread(phone));
  }

  @Post('sms-threads/:phone/read')
  @Access('admin')
  @HttpCode(200)
  @ApiOperation({ summary: "Marks a conversation's received texts read" })
  @ApiOkResponse({ type: MarkedReadDto })
  @PhoneParam()
  @ApiErrors(400, 404)
  markRead(@Param('phone') phone: string, @CurrentActor() actor: Actor) {
    return withFieldErrors(() => this.sms.markRead(phone, actor));
  }

  @Post('sms-threads/:phone/reply')
  @Access('admin')
  @ApiOperation({ summary: 'Replies in a conversation (as POST /api/send-sms to its number)' })
  @ApiCreatedResponse({ type: SmsReceiptDto })
  @PhoneParam()
  @ApiErrors(400, 404, 409)
  @ApiErrorAnswer(502, 'The SMS provider refused it for good; the reason is in the message', FAILED)
  async reply(@Param('phone') phone: string, @Body() body: ReplySmsDto, @CurrentActor() actor: Actor): Promise<SmsReceipt> {
    return refusedIfFailed(await withFieldErrors(() => this.sms.send(phone, body.message, actor)));
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

async function withFieldErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof InvalidSmsError)
      throw new BadRequestException({ message: error.message, errors: error.errors } satisfies ErrorBody);
    throw error;
  }
}

function refusedIfFailed(receipt: SmsReceipt): SmsReceipt {
  if (receipt.status === 'failed')
    throw new HttpException({ message: `Failed to send SMS: ${receipt.error ?? 'unknown error'}` } satisfies ErrorBody, 502);
  return receipt;
}
