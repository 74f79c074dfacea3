import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Access } from '../auth/access';
import { LINK_PAGE_STYLES, LINK_PAGE_STYLES_PATH } from './link-page';

/** The one stylesheet of the private links' pages (link-page.ts), whichever area's link it is. */
@ApiExcludeController()
@Controller()
export class LinkPageStylesController {
  @Get(LINK_PAGE_STYLES_PATH.slice(1))
  @Access('public')
  @Header('Content-Type', 'text/css; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  styles(): string {
    return LINK_PAGE_STYLES;
  }
}
