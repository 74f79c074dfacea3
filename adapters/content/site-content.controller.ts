import { BadRequestException, Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SiteContentListing, SiteContentService } from '../../application/content/site-content-service';
import { InvalidSiteContentError, UnknownSiteContentError } from '../../domain/content/site-content-rules';
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
      'Every editable text and picture of the site: section, key, value, updatedAt; pictures add `media` (size and WebP copies of an upload, else null)',
  })
  @ApiOkResponse({ type: [SiteContentEntryDto] })
  list(): Promise<SiteContentListing[]> {
    return this.content.list();
  }

  @Post()
  @Access('admin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Saves one entry (created or replaced); every visitor sees it' })
  @ApiOkResponse({ type: SiteContentEntryDto })
  // Also 400 for a key the site does not have, or a value that does not suit its key.
  @ApiErrors(400)
  async save(@Body() body: SiteContentDto, @CurrentActor() actor: Actor): Promise<SiteContentListing> {
    try {
      return await this.content.save({ section: body.section, key: body.key, value: body.value }, actor);
    } catch (error) {
      throw asFieldError(error);
    }
  }
}

/** The form shows a refusal under the field it is about: the value, or the key nobody has. */
function asFieldError(error: unknown): unknown {
  if (error instanceof InvalidSiteContentError)
    return new BadRequestException({ message: error.message, errors: { value: error.message } });
  if (error instanceof UnknownSiteContentError) return new BadRequestException({ message: error.message, errors: { key: error.message } });
  return error;
}
