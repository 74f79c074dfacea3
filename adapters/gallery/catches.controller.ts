import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatchDraft, CatchService, GalleryCatch } from '../../application/gallery/catch-service';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { CatchDto } from './catch-dtos';
import { GalleryCatchDto } from './catch-responses';
import { RecordIdPipe } from '../http/record-id';

const draftOf = (body: CatchDto): CatchDraft => ({
  fishType: body.fishType,
  angler: body.angler,
  date: body.date,
  imageUrl: body.imageUrl,
});

@ApiTags('gallery')
@Controller('api/catches')
export class CatchesController {
  constructor(private readonly catches: CatchService) {}

  @Get()
  @Access('public')
  @ApiOperation({
    summary:
      'Recent catches, latest catch date first; `media` gives an uploaded image its pixel size and WebP copies (null for a link elsewhere)',
  })
  @ApiOkResponse({ type: [GalleryCatchDto] })
  list(): Promise<GalleryCatch[]> {
    return this.catches.list();
  }

  @Post()
  @Access('admin')
  @ApiOperation({ summary: 'Add a catch; its date may not be after today on the lake' })
  @ApiCreatedResponse({ type: GalleryCatchDto })
  @ApiErrors(400)
  create(@Body() body: CatchDto, @CurrentActor() actor: Actor): Promise<GalleryCatch> {
    return this.catches.create(draftOf(body), actor);
  }

  @Put(':id')
  @Access('admin')
  @ApiOperation({ summary: 'Edit a catch in place (never a copy)' })
  @ApiOkResponse({ type: GalleryCatchDto })
  // 400 also for an id that is not a number.
  @ApiErrors(400, 404)
  update(@Param('id', RecordIdPipe) id: number, @Body() body: CatchDto, @CurrentActor() actor: Actor): Promise<GalleryCatch> {
    return this.catches.update(id, draftOf(body), actor);
  }

  @Delete(':id')
  @Access('admin')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a catch' })
  @ApiNoContentResponse({ description: 'Deleted' })
  // 400: an id that is not a number.
  @ApiErrors(400, 404)
  remove(@Param('id', RecordIdPipe) id: number, @CurrentActor() actor: Actor): Promise<void> {
    return this.catches.remove(id, actor);
  }
}
