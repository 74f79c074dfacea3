import { Controller, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { SiteContentService } from '../../application/content/site-content-service';
import { WaiverCopies } from '../../application/waivers/waiver-copies';
import { waiverPdfFilename } from '../../application/waivers/waiver-pdf-attachments';
import { WAIVER_COPY_PATH } from '../../domain/waivers/waiver-page';
import { Access } from '../auth/access';
import { CheckoutRateLimit } from '../rate-limits/checkout-rate-limit';
import { LinkPageBusiness, linkPageBusiness, sendLinkPage } from '../http/link-page';
import { invalidWaiverCopyPage, waiverCopyPage } from './waiver-copy-page';

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

  private async answerPage(token: string, res: Response): Promise<void> {
    const opened = await this.copies.opened(token);
    const business = await this.business();
    if (opened) sendLinkPage(res, 200, waiverCopyPage(business, token, opened.signedAt));
    else sendLinkPage(res, 404, invalidWaiverCopyPage(business));
  }

  private async answerCopy(token: string, res: Response): Promise<void> {
    const copy = await this.copies.copy(token);
    if (!copy) return sendLinkPage(res, 404, invalidWaiverCopyPage(await this.business()));
    privately(res);
    res.setHeader('Content-Disposition', `attachment; filename="${waiverPdfFilename(copy.waiverId)}"`);
    res.status(200).type('application/pdf').send(Buffer.from(copy.pdf));
  }

  private business(): Promise<LinkPageBusiness> {
    return linkPageBusiness(this.content);
  }
}

/** The address is the key to someone's waiver: no cache, no search engine, no Referer keeps it. */
function privately(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Referrer-Policy', 'no-referrer');
}
