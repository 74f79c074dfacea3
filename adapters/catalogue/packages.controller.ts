import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PackageDraft, PackageRow, PackageService } from '../../application/catalogue/package-service';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { PackageDto } from './package-dtos';
import { PackageRowDto } from './package-responses';
import { RecordIdPipe } from '../http/record-id';

const draftOf = (body: PackageDto): PackageDraft => ({
  name: body.name,
  price: body.price,
  duration: body.duration,
  description: body.description,
  features: body.features,
  featured: body.featured ?? false,
  ...(body.timeSlots ? { timeSlots: body.timeSlots } : {}),
  ...(body.maxPeople !== undefined ? { maxPeople: body.maxPeople } : {}),
  ...(body.sale !== undefined ? { sale: body.sale } : {}),
  ...(body.boatCapacity !== undefined ? { boatCapacity: body.boatCapacity } : {}),
  ...(body.season ? { season: body.season } : {}),
});

@ApiTags('packages')
@Controller('api/packages')
export class PackagesController {
  constructor(private readonly packages: PackageService) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'Trip packages, price in whole CAD per person' })
  @ApiOkResponse({ type: [PackageRowDto] })
  list(): Promise<PackageRow[]> {
    return this.packages.list();
  }

  @Get(':id')
  @Access('public')
  @ApiOperation({ summary: 'One package' })
  @ApiOkResponse({ type: PackageRowDto })
  // 400: the id is not a whole number.
  @ApiErrors(400, 404)
  get(@Param('id', RecordIdPipe) id: number): Promise<PackageRow> {
    return this.packages.get(id);
  }

  @Post()
  @Access('admin')
  @ApiOperation({ summary: 'Add a package' })
  @ApiCreatedResponse({ type: PackageRowDto })
  // 409: another package has that name.
  @ApiErrors(400, 409)
  create(@Body() body: PackageDto, @CurrentActor() actor: Actor): Promise<PackageRow> {
    return this.packages.create(draftOf(body), actor);
  }

  @Put(':id')
  @Access('admin')
  @ApiOperation({ summary: 'Edit a package; bookings keep the price they were sold at' })
  @ApiOkResponse({ type: PackageRowDto })
  @ApiErrors(400, 404, 409)
  update(@Param('id', RecordIdPipe) id: number, @Body() body: PackageDto, @CurrentActor() actor: Actor): Promise<PackageRow> {
    return this.packages.update(id, draftOf(body), actor);
  }

  @Delete(':id')
  @Access('admin')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a package; refused while upcoming bookings use it' })
  @ApiNoContentResponse({ description: 'Deleted' })
  // 409: upcoming bookings use it.
  @ApiErrors(400, 404, 409)
  remove(@Param('id', RecordIdPipe) id: number, @CurrentActor() actor: Actor): Promise<void> {
    return this.packages.remove(id, actor);
  }
}
