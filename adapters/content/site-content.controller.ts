import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SiteContentListing, SiteContentService } from '../../application/content/site-content-service';
import { isStaffOnlySiteContent } from '../../domain/content/site-content-rules';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { SiteContentDto } from './site-content-dtos';
import { SiteContentEntryDto } from './site-content-responses';

@ApiTags('site-content')
@Controller('api/site-content')
export class SiteContentController {
  constructor(private readonly content: SiteContentService) {}

  @Get()
  @Access('public')
  @ApiOperation({
    summary:
      'Every editable text and picture of the site: section, key, value, updatedAt; pictures add `media` (size and WebP copies of an upload, else null). ' +
      'Staff settings (`guide.email`, `reminders.summary_hour`, the `automation` switches) are listed for signed-in accounts only.',
  })
  @ApiOkResponse({ type: [SiteContentEntryDto] })
  async list(@CurrentActor() actor: Actor, @Res({ passthrough: true }) res: Response): Promise<SiteContentListing[]> {
    // The answer depends on the session: a shared cache must not hand a staff answer to a visitor.
    res.setHeader('Vary', 'Cookie');
    const entries = await this.content.list();
    return actor.kind === 'user' ? entries : entries.filter((entry) => !isStaffOnlySiteContent(entry.section, entry.key));
  }

  @Post()
  @Access('admin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Saves one entry (created or replaced); every visitor sees it' })
  @ApiOkResponse({ type: SiteContentEntryDto })
  // Also 400 for a key the site does not have, or a value that does not suit its key.
  @ApiErrors(400)
  save(@Body() body: SiteContentDto, @CurrentActor() actor: Actor): Promise<SiteContentListing> {
    return this.content.save({ section: body.section, key: body.key, value: body.value }, actor);
  }
}
