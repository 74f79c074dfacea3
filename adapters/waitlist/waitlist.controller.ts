import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { JoinedWaitlist, WaitlistService, WaitlistView } from '../../application/waitlist/waitlist-service';
import { WaitlistEntryRow } from '../../application/waitlist/waitlist-read-models';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { CheckoutRateLimit } from '../rate-limits/checkout-rate-limit';
import { ClientAddress } from '../http/client-address';
import { ApiErrors } from '../http/openapi/api-errors';
import { JoinWaitlistDto, WaitlistListQueryDto } from './waitlist-dtos';
import { JoinedWaitlistDto, WaitlistEntryDto, WaitlistViewDto } from './waitlist-responses';

const TokenParam = () =>
  ApiParam({ name: 'token', description: "The private token of the entry's page, from the join answer or a message" });

/**
 * The waitlist of booked dates. Joining is public: only for a time that is taken,
 * rate-limited like the checkout and under the send limits per hour (it sends an email, and an
 * offer an SMS); an entry's page answers only the holder of its token, never cached or indexed.
 */
@ApiTags('waitlist')
@Controller('api/waitlist')
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Post()
  @Access('public')
  @UseGuards(CheckoutRateLimit)
  @ApiOperation({
    summary: 'Joins the waitlist of a booked slot; when a fitting place frees it is held for the person and offered by SMS and email',
    description:
      "400 with the booking form's messages; 409 'This time is still available: book it now.' (with `bookable: \"true\"`), " +
      "'You are already on the waitlist for this time.' or 'A place for this time was already offered to you and not taken...'; " +
      '429 with Retry-After past the joins allowed per hour (per client address, per email or phone named, in total).',
  })
  @ApiCreatedResponse({ type: JoinedWaitlistDto })
  @ApiErrors(400, 409, 429)
  join(
    @Body() body: JoinWaitlistDto,
    @CurrentActor() actor: Actor,
    @ClientAddress() address: string | null,
    @Res({ passthrough: true }) res: Response,
  ): Promise<JoinedWaitlist> {
    privateAnswer(res);
    return this.waitlist.join(body.date, body.toRequest(), actor, address);
  }

  @Get()
  @Access('staff')
  @ApiOperation({ summary: 'The waitlist entries from a date on, by date, slot and order of joining' })
  @ApiOkResponse({ type: [WaitlistEntryDto] })
  @ApiErrors(400, 401, 403)
  list(@Query() query: WaitlistListQueryDto): Promise<WaitlistEntryRow[]> {
    return this.waitlist.list(query);
  }

  @Get(':token')
  @Access('public')
  @ApiOperation({
    summary: 'An entry as its private page shows it: place in line, or the place held for the person',
    description: "404 'Waitlist entry not found'.",
  })
  @ApiOkResponse({ type: WaitlistViewDto })
  @TokenParam()
  @ApiErrors(404)
  view(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<WaitlistView> {
    privateAnswer(res);
    return this.waitlist.view(token);
  }

  @Post(':token/leave')
  @Access('public')
  @UseGuards(CheckoutRateLimit)
  @HttpCode(200)
  @ApiOperation({ summary: 'Leaves the waitlist in one click (a place held for the person passes to the next); a repeat answers the same' })
  @ApiOkResponse({ type: WaitlistViewDto })
  @TokenParam()
  @ApiErrors(404, 409, 429)
  leave(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<WaitlistView> {
    privateAnswer(res);
    return this.waitlist.leave(token);
  }
}

/** Set before anything can fail, so that a refusal is not cached or indexed either. */
function privateAnswer(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}
