import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatchDraft, CatchService, GalleryCatch } from '../../application/gallery/catch-service';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { CatchDto } from './catch-dtos';

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
    summary: 'Recent catches, latest catch date first; `media` gives an uploaded image its pixel size and WebP copies (null for a link elsewhere)',
  })
  list(): Promise<GalleryCatch[]> {
    return this.catches.list();
  }

  @Post()
  @Access('admin')
  create(@Body() body: CatchDto, @CurrentActor() actor: Actor): Promise<GalleryCatch> {
    return this.catches.create(draftOf(body), actor);
  }

  @Put(':id')
  @Access('admin')
  @ApiOperation({ summary: 'Edit a catch in place (never a copy)' })
  update(@Param('id', ParseIntPipe) id: number, @Body() body: CatchDto, @CurrentActor() actor: Actor): Promise<GalleryCatch> {
    return this.catches.update(id, draftOf(body), actor);
  }

  @Delete(':id')
  @Access('admin')
  @HttpCode(204)
  remove(@Param('id', ParseIntPipe) id: number, @CurrentActor() actor: Actor): Promise<void> {
    return this.catches.remove(id, actor);
  }
}
