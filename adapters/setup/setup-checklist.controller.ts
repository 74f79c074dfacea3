import { Controller, Get, Param, ParseEnumPipe, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { SetupChecklist, SetupChecklistService } from '../../application/setup/setup-checklist-service';
import { CONFIRMABLE_ITEMS, ConfirmableItem } from '../../domain/setup/setup-checklist';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { SetupChecklistDto } from './setup-checklist-responses';

@ApiTags('setup')
@Controller('api/setup-checklist')
export class SetupChecklistController {
  constructor(private readonly setup: SetupChecklistService) {}

  @Get()
  @Access('staff')
  @ApiOperation({ summary: 'What a new site still needs before its first customers, each item with where it is done' })
  @ApiOkResponse({ type: SetupChecklistDto })
  checklist(): Promise<SetupChecklist> {
    return this.setup.checklist();
  }

  @Put(':item/confirmed')
  @Access('admin')
  @ApiOperation({ summary: 'Mark an item done as the site started with it (packages, schedule, landing page numbers)' })
  @ApiParam({ name: 'item', enum: CONFIRMABLE_ITEMS })
  @ApiOkResponse({ type: SetupChecklistDto })
  @ApiErrors(400)
  confirm(
    @Param('item', new ParseEnumPipe(Object.fromEntries(CONFIRMABLE_ITEMS.map((id) => [id, id])))) item: ConfirmableItem,
    @CurrentActor() actor: Actor,
  ): Promise<SetupChecklist> {
    return this.setup.confirm(item, actor);
  }
}
