import { Body, Controller, Get, Head, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { UNSUBSCRIBE_PATH } from '../../application/campaigns/link-tokens';
import { UnsubscribeLink, UnsubscribeService } from '../../application/campaigns/unsubscribe-service';
import { SiteContentService } from '../../application/content/site-content-service';
import { Access } from '../auth/access';
import { UnsubscribeFormDto } from './campaign-dtos';
import { linkPageBusiness, sendLinkCheck, sendLinkPage } from '../http/link-page';
import { askUnsubscribePage, invalidLinkPage, unsubscribedPage } from './unsubscribe-page';

/**
 * The unsubscribe link of every campaign email (CASL), no sign-in needed. Opening it (GET) shows
 * a page of the server's own (no script) that asks and changes nothing: mail scanners open every
 * link of an email. Its button posts back to the link and unsubscribes; so does the one-click POST
 * a mail client's Unsubscribe button sends (RFC 8058, List-Unsubscribe-Post), which the cross-site
 * check lets through on this path (create-app.ts).
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
    await this.answer(res, token, await this.unsubscribes.look(token));
  }

  @Post(UNSUBSCRIBE_PATH.slice(1))
  @Access('public')
  @HttpCode(200)
  async unsubscribe(@Query('token') token: unknown, @Body() form: UnsubscribeFormDto, @Res() res: Response): Promise<void> {
    await this.answer(res, token, await this.unsubscribes.unsubscribe(token, form.source()));
  }

  private async answer(res: Response, token: unknown, link: UnsubscribeLink | undefined): Promise<void> {
    const business = await linkPageBusiness(this.content);
    if (!link) return sendLinkPage(res, 404, invalidLinkPage(business));
    if (link.unsubscribedAt) return sendLinkPage(res, 200, unsubscribedPage(business, link.maskedEmail));
    // A token that named a contact is well formed: the link's own address again.
    sendLinkPage(
      res,
      200,
      askUnsubscribePage(business, link.maskedEmail, `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(String(token))}`),
    );
  }
}
