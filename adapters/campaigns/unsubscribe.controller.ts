import { Controller, Get, Head, Header, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { UnsubscribeSource } from '../../application/campaigns/campaign-ports';
import { UNSUBSCRIBE_PATH } from '../../application/campaigns/link-tokens';
import { UnsubscribeService } from '../../application/campaigns/unsubscribe-service';
import { SiteContentService } from '../../application/content/site-content-service';
import { Access } from '../auth/access';
import { LINK_PAGE_STYLES, LINK_PAGE_STYLES_PATH, linkPageBusiness, sendLinkCheck, sendLinkPage } from './link-page';
import { invalidLinkPage, unsubscribedPage } from './unsubscribe-page';

/**
 * The unsubscribe link of every campaign email (CASL): a page of the server's own (no sign-in,
 * no script) that unsubscribes at once and says so, the same on a second visit; and the one-click
 * POST a mail client's Unsubscribe button sends (RFC 8058, List-Unsubscribe-Post). Kept out of
 * search engines, caches and referrers: the address holds the contact's token.
 */
@ApiExcludeController()
@Controller()
export class UnsubscribeController {
  constructor(
    private readonly unsubscribes: UnsubscribeService,
    private readonly content: SiteContentService,
  ) {}

  /** A link checker's HEAD (Express would otherwise run the GET for it): whether the link works, and nothing more. */
  @Head(UNSUBSCRIBE_PATH.slice(1))
  @Access('public')
  async check(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    sendLinkCheck(res, await this.unsubscribes.knows(token));
  }

  @Get(UNSUBSCRIBE_PATH.slice(1))
  @Access('public')
  async page(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    await this.answer(token, 'link', res);
  }

  @Post(UNSUBSCRIBE_PATH.slice(1))
  @Access('public')
  @HttpCode(200)
  async oneClick(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    await this.answer(token, 'one-click', res);
  }

  @Get(LINK_PAGE_STYLES_PATH.slice(1))
  @Access('public')
  @Header('Content-Type', 'text/css; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  styles(): string {
    return LINK_PAGE_STYLES;
  }

  private async answer(token: unknown, source: UnsubscribeSource, res: Response): Promise<void> {
    const done = await this.unsubscribes.unsubscribe(token, source);
    const business = await linkPageBusiness(this.content);
    if (done) sendLinkPage(res, 200, unsubscribedPage(business, done.maskedEmail));
    else sendLinkPage(res, 404, invalidLinkPage(business));
  }
}
