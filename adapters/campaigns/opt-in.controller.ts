import { Controller, Get, Head, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { OPT_IN_PATH } from '../../application/campaigns/link-tokens';
import { OptInAnswer, OptInLink, OptInService } from '../../application/campaigns/opt-in-service';
import { SiteContentService } from '../../application/content/site-content-service';
import { Access } from '../auth/access';
import { linkPageBusiness, sendLinkCheck, sendLinkPage } from '../http/link-page';
import { askOptInPage, expiredOptInPage, invalidOptInPage, subscribedPage, usedOptInPage } from './opt-in-page';

/**
 * The link of the opt-in email (application/campaigns/marketing-opt-in.process.ts), no sign-in
 * needed: the one way an unsubscribed contact becomes reachable again. Opening it (GET) shows a
 * page of the server's own (no script) that asks and changes nothing, so a mail scanner that opens
 * every link confirms nothing; its button posts back to the link and confirms, once.
 */
@ApiExcludeController()
@Controller()
export class OptInController {
  constructor(
    private readonly optIns: OptInService,
    private readonly content: SiteContentService,
  ) {}

  /** A link checker's HEAD (Express would otherwise run the GET for it): whether the link works, and nothing more. */
  @Head(OPT_IN_PATH.slice(1))
  @Access('public')
  async check(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    sendLinkCheck(res, await this.optIns.knows(token));
  }

  @Get(OPT_IN_PATH.slice(1))
  @Access('public')
  async page(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    await this.answer(res, token, await this.optIns.look(token));
  }

  @Post(OPT_IN_PATH.slice(1))
  @Access('public')
  @HttpCode(200)
  async confirm(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    await this.answer(res, token, await this.optIns.confirm(token));
  }

  private async answer(res: Response, token: unknown, link: OptInLink | OptInAnswer | undefined): Promise<void> {
    const business = await linkPageBusiness(this.content);
    if (!link) return sendLinkPage(res, 404, invalidOptInPage(business));
    if ('confirmed' in link && link.confirmed) return sendLinkPage(res, 200, subscribedPage(business, link.maskedEmail));
    if (link.state === 'used') return sendLinkPage(res, 200, usedOptInPage(business));
    if (link.state === 'expired') return sendLinkPage(res, 410, expiredOptInPage(business));
    // A token that named a link is well formed: the link's own address again.
    sendLinkPage(res, 200, askOptInPage(business, link.maskedEmail, `${OPT_IN_PATH}?token=${encodeURIComponent(String(token))}`));
  }
}
