import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AvailabilityService } from '../../application/availability/availability-service';
import { Closure } from '../../domain/availability/closures';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { RecordIdPipe } from '../http/record-id';
import { ClosureDto, ClosureResponseDto } from './closure-dtos';

/** The admin's closed days (Schedule tab): every change is audited like the overrides. */
@ApiTags('availability')
@Controller('api/closures')
export class ClosuresController {
  constructor(private readonly availability: AvailabilityService) {}

  @Get()
  @Access('admin')
  @ApiOperation({ summary: 'The closures ending today or later, soonest first' })
  @ApiOkResponse({ type: [ClosureResponseDto] })
  list(): Promise<Closure[]> {
    return this.availability.closures.ahead();
  }

  @Post()
  @Access('admin')
  @ApiOperation({ summary: 'Close a day or a range of days, for every package or one; nothing is offered on them' })
  @ApiCreatedResponse({ type: ClosureResponseDto })
  @ApiErrors(400)
  add(@Body() body: ClosureDto, @CurrentActor() actor: Actor): Promise<Closure> {
    return this.availability.closures.add({ from: body.from, to: body.to, packageId: body.packageId ?? null, reason: body.reason }, actor);
  }

  @Delete(':id')
  @Access('admin')
  @HttpCode(204)
  @ApiOperation({ summary: 'Reopen the days of a closure' })
  @ApiNoContentResponse({ description: 'Reopened' })
  @ApiErrors(400, 404)
  remove(@Param('id', RecordIdPipe) id: number, @CurrentActor() actor: Actor): Promise<void> {
    return this.availability.closures.remove(id, actor);
  }
}
