import { Controller, Get, Header, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { SiteContentService } from '../../application/content/site-content-service';
import { WaiverCopies } from '../../application/waivers/waiver-copies';
import { waiverPdfFilename } from '../../application/waivers/waiver-pdf-attachments';
import { SITE_DEFAULTS } from '../../domain/content/site-content-defaults';
import { WAIVER_COPY_PATH } from '../../domain/waivers/waiver-page';
import { Access } from '../auth/access';
import { CheckoutRateLimit } from '../bookings/checkout-rate-limit';
import {
  invalidWaiverCopyPage,
  WAIVER_COPY_STYLES,
  WAIVER_COPY_STYLES_PATH,
  waiverCopyPage,
  WaiverCopyPageBusiness,
} from './waiver-copy-page';

const LINK = `${WAIVER_COPY_PATH.slice(1)}/:token`;

/**
 * The private link of a signer's email (application/waivers/waiver-copies.ts): pages of the
 * server's own, no sign-in and no script. A GET only shows a button, so that a mail scanner
 * following the link takes nothing; the button's POST (a plain form, from the site's own page:
 * adapters/http/cross-site.ts) answers the PDF. Kept out of search engines, caches and referrers:
 * the address holds the token.
 */
@ApiExcludeController()
@Controller()
export class WaiverCopyController {
  constructor(
    private readonly copies: WaiverCopies,
    private readonly content: SiteContentService,
  ) {}

  @Get(LINK)
  @Access('public')
  page(@Param('token') token: string, @Res() res: Response): Promise<void> {
    return this.answerPage(token, res);
  }

  @Post(LINK)
  @Access('public')
  @HttpCode(200)
  // Each copy is a PDF rendered anew: one link holder cannot keep the server busy with them.
  @UseGuards(CheckoutRateLimit)
  copy(@Param('token') token: string, @Res() res: Response): Promise<void> {
    return this.answerCopy(token, res);
  }

  @Get(WAIVER_COPY_STYLES_PATH.slice(1))
  @Access('public')
  @Header('Content-Type', 'text/css; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  styles(): string {
    return WAIVER_COPY_STYLES;
  }

  private async answerPage(token: string, res: Response): Promise<void> {
    const opened = await this.copies.opened(token);
    const business = await this.business();
    privately(res);
    if (opened)
      res
        .status(200)
        .type('html')
        .send(waiverCopyPage(business, token, opened.signedAt));
    else res.status(404).type('html').send(invalidWaiverCopyPage(business));
  }

  private async answerCopy(token: string, res: Response): Promise<void> {
    const copy = await this.copies.copy(token);
    privately(res);
    if (!copy) {
      res
        .status(404)
        .type('html')
        .send(invalidWaiverCopyPage(await this.business()));
      return;
    }
    res.setHeader('Content-Disposition', `attachment; filename="${waiverPdfFilename(copy.waiverId)}"`);
    res.status(200).type('application/pdf').send(Buffer.from(copy.pdf));
  }

  private async business(): Promise<WaiverCopyPageBusiness> {
    const entries = await this.content.contactEntries();
    const phone = entries.find((e) => e.section === 'contact' && e.key === 'phone')?.value.trim() || SITE_DEFAULTS.phone;
    return { name: SITE_DEFAULTS.name, phone };
  }
}

/** The address is the key to someone's waiver: no cache, no search engine, no Referer keeps it. */
function privately(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Referrer-Policy', 'no-referrer');
}
