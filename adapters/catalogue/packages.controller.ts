import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PackageDraft, PackageRow, PackageService } from '../../application/catalogue/package-service';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { PackageDto } from './package-dtos';

const draftOf = (body: PackageDto): PackageDraft => ({
  name: body.name,
  price: body.price,
  duration: body.duration,
  description: body.description,
  features: body.features,
  featured: body.featured ?? false,
  ...(body.timeSlots ? { timeSlots: body.timeSlots } : {}),
});

@ApiTags('packages')
@Controller('api/packages')
export class PackagesController {
  constructor(private readonly packages: PackageService) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'Trip packages, price in whole CAD per person' })
  list(): Promise<PackageRow[]> {
    return this.packages.list();
  }

  @Get(':id')
  @Access('public')
  get(@Param('id', ParseIntPipe) id: number): Promise<PackageRow> {
    return this.packages.get(id);
  }

  @Post()
  @Access('admin')
  create(@Body() body: PackageDto, @CurrentActor() actor: Actor): Promise<PackageRow> {
    return this.packages.create(draftOf(body), actor);
  }

  @Put(':id')
  @Access('admin')
  update(@Param('id', ParseIntPipe) id: number, @Body() body: PackageDto, @CurrentActor() actor: Actor): Promise<PackageRow> {
    return this.packages.update(id, draftOf(body), actor);
  }

  @Delete(':id')
  @Access('admin')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a package; refused while upcoming bookings use it' })
  remove(@Param('id', ParseIntPipe) id: number, @CurrentActor() actor: Actor): Promise<void> {
    return this.packages.remove(id, actor);
  }
}
