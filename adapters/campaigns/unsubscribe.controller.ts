import { Controller, Get, Head, Header, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { UnsubscribeSource } from '../../application/campaigns/campaign-ports';
import { UnsubscribeService } from '../../application/campaigns/unsubscribe-service';
import { SiteContentService } from '../../application/content/site-content-service';
import { SITE_DEFAULTS } from '../../domain/content/site-content-defaults';
import { Access } from '../auth/access';
import {
  invalidLinkPage,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_STYLES,
  UNSUBSCRIBE_STYLES_PATH,
  unsubscribedPage,
  UnsubscribePageBusiness,
} from './unsubscribe-page';

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
    const known = typeof token === 'string' && (await this.unsubscribes.knows(token));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res
      .status(known ? 200 : 404)
      .type('html')
      .end();
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

  @Get(UNSUBSCRIBE_STYLES_PATH.slice(1))
  @Access('public')
  @Header('Content-Type', 'text/css; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  styles(): string {
    return UNSUBSCRIBE_STYLES;
  }

  private async answer(token: unknown, source: UnsubscribeSource, res: Response): Promise<void> {
    const done = typeof token === 'string' ? await this.unsubscribes.unsubscribe(token, source) : undefined;
    const business = await this.business();
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
    if (done) res.status(200).type('html').send(unsubscribedPage(business, done.maskedEmail));
    else res.status(404).type('html').send(invalidLinkPage(business));
  }

  private async business(): Promise<UnsubscribePageBusiness> {
    const entries = await this.content.contactEntries();
    const contact = (key: string, fallback: string) => entries.find((e) => e.section === 'contact' && e.key === key)?.value || fallback;
    return { name: SITE_DEFAULTS.name, phone: contact('phone', SITE_DEFAULTS.phone), email: contact('email', SITE_DEFAULTS.email) };
  }
}
