import { Controller, Get, Head, Header, Query, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { REVIEW_LINK_PATH } from '../../application/reminders/after-trip';
import { ReviewRequestView } from '../../application/reviews/review-request-read-models';
import { ReviewRequestService } from '../../application/reviews/review-request-service';
import { Access } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { ReviewRequestDto, ReviewRequestListQueryDto } from './review-request-dtos';

/** The review requests after trips (docs/product/reminders.md): the staff's list, and the tracked link of each message. */
@ApiTags('reviews')
@Controller()
export class ReviewRequestsController {
  constructor(private readonly requests: ReviewRequestService) {}

  @Get('api/review-requests')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'The review request of every completed trip, the latest first (at most 1,000)' })
  @ApiOkResponse({ type: [ReviewRequestDto] })
  @ApiErrors(400)
  list(@Query() query: ReviewRequestListQueryDto): Promise<ReviewRequestView[]> {
    return this.requests.list(query.status);
  }

  /** A link checker's HEAD (Express would otherwise run the GET): the redirect, recording nothing. */
  @Head(REVIEW_LINK_PATH.slice(1))
  @Access('public')
  @ApiExcludeEndpoint()
  async check(@Res() res: Response): Promise<void> {
    noStore(res);
    res.redirect(302, await this.requests.followLink(undefined));
  }

  /** The link in a review request: straight on to the review site, the request recorded as completed. */
  @Get(REVIEW_LINK_PATH.slice(1))
  @Access('public')
  @ApiExcludeEndpoint()
  async follow(@Query('t') token: unknown, @Res() res: Response): Promise<void> {
    noStore(res);
    res.redirect(302, await this.requests.followLink(token));
  }
}

/** The address holds the customer's token: kept out of caches, search engines and the review site's referrer. */
function noStore(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Referrer-Policy', 'no-referrer');
}
