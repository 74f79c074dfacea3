import {
  Controller,
  ForbiddenException,
  Header,
  HttpCode,
  Inject,
  Logger,
  NotFoundException,
  OnApplicationBootstrap,
  Post,
  Req,
} from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import twilio from 'twilio';
import { SmsService } from '../../application/messaging/sms-service';
import { toE164 } from '../../domain/messaging/phone-numbers';
import { Clock } from '../../application/ports/clock';
import { Access } from '../auth/access';
import { AppConfig } from '../config/app-config';
import { ApiErrorAnswer } from '../http/openapi/api-errors';
import { publicOriginOf } from '../http/request-origin';
import { APP_CONFIG, CLOCK } from '../shared/tokens';

export const TWILIO_INBOUND_MESSAGES = {
  notConfigured:
    'Inbound SMS is off on this server until TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set: its webhook answers 404.',
  badSignature: 'Invalid Twilio signature',
} as const;

/** An empty TwiML answer: the message is kept, nothing is replied (Twilio answers stop words itself). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * Texts people send to the business number, as Twilio posts them. Only the signature makes the
 * call trustworthy: it is Twilio's HMAC of the public URL it called and the form's fields, checked
 * with the SDK's own validator. A stop word (STOP, UNSUBSCRIBE, ...) opts the number out, a start
 * word (START, UNSTOP, YES) back in. Twilio retries a message that got no 2xx: stored once.
 * Without Twilio settings the route is not there (404, as any unknown route), not a failure of the
 * server: anyone may post to it, and each such post would otherwise be an error in the log. The
 * server says once, at start-up, that inbound SMS is off.
 */
@ApiTags('sms')
@Controller('api/twilio')
export class TwilioInboundController implements OnApplicationBootstrap {
  private readonly logger = new Logger('Sms');

  constructor(
    private readonly sms: SmsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.twilio) this.logger.warn(TWILIO_INBOUND_MESSAGES.notConfigured);
  }

  @Post('inbound-sms')
  @Access('public')
  @HttpCode(200)
  @Header('Content-Type', 'text/xml')
  @ApiOperation({
    summary:
      "Twilio's webhook for texts to the business number (form fields MessageSid, AccountSid, From, To, Body), signed in X-Twilio-Signature",
  })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({
    description: 'An empty TwiML <Response/>',
    content: { 'text/xml': { schema: { type: 'string', example: EMPTY_TWIML } } },
  })
  @ApiErrorAnswer(403, 'The signature does not match the URL and fields (not from Twilio), or the account is not ours', {
    message: TWILIO_INBOUND_MESSAGES.badSignature,
  })
  @ApiErrorAnswer(404, 'Twilio is not configured on this server: the route is off', {
    message: 'No API route POST /api/twilio/inbound-sms',
  })
  async receive(@Req() req: Request): Promise<string> {
    const settings = this.config.twilio;
    if (!settings) throw new NotFoundException(`No API route ${req.method} ${req.path}`);
    const fields = formFieldsOf(req.body);
    const signature = req.get('x-twilio-signature') ?? '';
    const url = `${publicOriginOf(req, this.config.publicOrigin)}${req.originalUrl}`;
    if (
      !fields ||
      !signature ||
      !twilio.validateRequest(settings.authToken, signature, url, fields) ||
      fields.AccountSid !== settings.accountSid
    ) {
      throw new ForbiddenException(TWILIO_INBOUND_MESSAGES.badSignature);
    }
    const from = toE164(fields.From ?? '') ?? fields.From ?? '';
    if (fields.MessageSid && from) {
      await this.sms.receive({
        source: 'sms',
        providerId: fields.MessageSid,
        from,
        to: fields.To ?? '',
        body: (fields.Body ?? '').slice(0, 2000),
        receivedAt: this.clock.now(),
      });
    }
    return EMPTY_TWIML;
  }
}

/** The parsed form as string fields, or undefined when the body was no form. */
function formFieldsOf(body: unknown): Record<string, string> | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const entries = Object.entries(body as Record<string, unknown>);
  if (entries.some(([, value]) => typeof value !== 'string')) return undefined;
  return Object.fromEntries(entries) as Record<string, string>;
}
