import { Body, Controller, Get, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { WaiverTermsVersion } from '../../application/waivers/waiver-terms';
import { SavedWaiverTerms, WaiverTermsService } from '../../application/waivers/waiver-terms-service';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { SaveWaiverTermsDto } from './waiver-terms-dtos';
import { PublicWaiverTermsDto, WaiverTermsVersionDto } from './waiver-terms-responses';
import { RecordIdPipe } from '../http/record-id';

/**
 * The terms only ever grow by a version: there is no PUT, PATCH or DELETE, because a signature
 * points at a version by id and hash and must keep finding the text it signed.
 */
@ApiTags('waiver-terms')
@Controller('api/waiver-terms')
export class WaiverTermsController {
  constructor(private readonly terms: WaiverTermsService) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'The terms the waiver page shows now, with the id and hash a signature records (who saved them is for staff)' })
  @ApiOkResponse({ type: PublicWaiverTermsDto })
  async current(): Promise<Omit<WaiverTermsVersion, 'createdBy'>> {
    return withoutAuthor(await this.terms.current());
  }

  // Declared before `:id`, which would otherwise take "versions" for an id.
  @Get('versions')
  @Access('staff')
  @ApiOperation({ summary: 'Every version of the terms, newest first' })
  @ApiOkResponse({ type: [WaiverTermsVersionDto] })
  list(): Promise<WaiverTermsVersion[]> {
    return this.terms.list();
  }

  @Get(':id')
  @Access('staff')
  @ApiOperation({ summary: 'One version of the terms: the exact text a signature with this id and hash was shown' })
  @ApiOkResponse({ type: WaiverTermsVersionDto })
  // 400: the id is not a whole number.
  @ApiErrors(400, 404)
  get(@Param('id', RecordIdPipe) id: number): Promise<WaiverTermsVersion> {
    return this.terms.get(id);
  }

  @Post()
  @Access('admin')
  @ApiOperation({ summary: 'Saves the terms as a new version (201); the same text as the current version stores nothing (200)' })
  @ApiCreatedResponse({ type: WaiverTermsVersionDto, description: 'A new version, which the waiver page shows from now on' })
  @ApiOkResponse({ type: WaiverTermsVersionDto, description: 'The text was the current version already: that version, unchanged' })
  @ApiErrors(400)
  async save(
    @Body() body: SaveWaiverTermsDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) res: Response,
  ): Promise<WaiverTermsVersion> {
    return answered(res, await this.terms.save(body.text, actor));
  }
}

function withoutAuthor({ id, text, sha256, createdAt }: WaiverTermsVersion): Omit<WaiverTermsVersion, 'createdBy'> {
  return { id, text, sha256, createdAt };
}

/** 201 when the save made a version, 200 when the text was already the current one. */
function answered(res: Response, saved: SavedWaiverTerms): WaiverTermsVersion {
  res.status(saved.created ? HttpStatus.CREATED : HttpStatus.OK);
  return saved.version;
}
