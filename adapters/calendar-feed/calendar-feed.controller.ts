import { Controller, Get, Header, HttpCode, Param, PipeTransform, Post, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CalendarFeedLink, CalendarFeedService } from '../../application/calendar-feed/calendar-feed-service';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { QuoteRateLimit } from '../rate-limits/checkout-rate-limit';
import { CalendarFeedLinkDto } from './calendar-feed-responses';

/**
 * A calendar document, never kept by a cache nor indexed: it names customers and their phones. Set
 * before the answer is known, so that a 404 is not kept either.
 */
function calendarAnswer(res: Response, document: Promise<string>): Promise<string> {
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  return document;
}

/** `{token}.ics` → the token; anything else → '' (which no token matches: 404). */
class IcsFileToken implements PipeTransform<string, string> {
  transform(file: string): string {
    return file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
  }
}

const PRIVATE = 'private, no-store';

/**
 * The guide's calendar feed: the private address a calendar app subscribes to, public but
 * answered only for the current token (the access log masks it, adapters/logging/redact.ts), and
 * the admin's reading and renewal of that address. The auditor never sees it: it is a credential.
 */
@ApiTags('calendar-feed')
@Controller('api')
export class CalendarFeedController {
  constructor(private readonly feed: CalendarFeedService) {}

  @Get('calendar/:file')
  @Access('public')
  // A calendar app polls every 15 minutes; the limit stops a script trying tokens, not the guide's apps.
  @UseGuards(QuoteRateLimit)
  @ApiOperation({
    summary: 'The guide’s trips as an iCalendar feed (RFC 5545): confirmed trips from 60 days back on, cancelled ones dropped',
    description: "`{token}.ics`. 404 'Calendar feed not found' for a wrong or renewed-away token.",
  })
  @ApiParam({ name: 'file', description: 'The private token of the feed followed by .ics', example: '{token}.ics' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'The calendar', schema: { type: 'string' } })
  @ApiErrors(404, 429)
  calendar(@Param('file', IcsFileToken) token: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    return calendarAnswer(res, this.feed.calendar(token));
  }

  @Get('calendar-feed')
  @Access('admin')
  @Header('Cache-Control', PRIVATE)
  @ApiOperation({ summary: 'The private address of the guide’s calendar feed (made on first look); admins only' })
  @ApiOkResponse({ type: CalendarFeedLinkDto })
  link(@CurrentActor() actor: Actor): Promise<CalendarFeedLink> {
    return this.feed.link(actor);
  }

  @Post('calendar-feed/renewal')
  @Access('admin')
  @HttpCode(200)
  @Header('Cache-Control', PRIVATE)
  @ApiOperation({ summary: 'A new address for the calendar feed; the old one answers 404 from now on' })
  @ApiOkResponse({ type: CalendarFeedLinkDto })
  renew(@CurrentActor() actor: Actor): Promise<CalendarFeedLink> {
    return this.feed.renew(actor);
  }
}
