import { Body, Controller, Delete, Get, Header, HttpCode, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MessageTemplateService, MessageTemplateView } from '../../application/messaging/message-template-service';
import { MESSAGE_TEMPLATE_KEYS } from '../../domain/messaging/template-rules';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { SaveMessageTemplateDto } from './message-template-dtos';
import { MessageTemplateDto } from './message-template-responses';

const KEY_PARAM = {
  name: 'key',
  enum: MESSAGE_TEMPLATE_KEYS,
  description: 'The template: confirmation, reminder (24 hours before), reminder48h, reminderDayOf, ... (GET lists them)',
};

/**
 * SMS Communications > Templates (docs/product/messaging.md): the texts of the site's messages.
 * Staff read them; the admin edits one, or puts its default back. The next message uses the edit.
 */
@ApiTags('messaging')
@Controller('api/message-templates')
export class MessageTemplatesController {
  constructor(private readonly templates: MessageTemplateService) {}

  @Get()
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'Every message template, SMS first: the text in use, the placeholders it may use, and its default',
    description:
      'Each template says in `sending` whether the site sends it by itself, when, and which Automation switch stops it: the ' +
      'confirmation, the cancellations, the customer reminders and the messages after a trip are sent; weatherUpdate, thankYou ' +
      'and the email templates (welcome, newsletter, promotion) are starting points for the admin’s own messages.',
  })
  @ApiOkResponse({ type: [MessageTemplateDto] })
  list(): Promise<MessageTemplateView[]> {
    return this.templates.list();
  }

  @Put(':key')
  @Access('admin')
  @ApiOperation({
    summary: "Saves the admin's text of one template (an email template also its subject)",
    description:
      'A text equal to the default puts the default back. Refusals name the field: `errors.body` (Message is required, Content is ' +
      'required, too long, or an unknown placeholder with the ones this template can use) and `errors.subject`.',
  })
  @ApiParam(KEY_PARAM)
  @ApiOkResponse({ type: MessageTemplateDto })
  @ApiErrors(400, 404)
  save(@Param('key') key: string, @Body() body: SaveMessageTemplateDto, @CurrentActor() actor: Actor): Promise<MessageTemplateView> {
    return this.templates.save(key, { body: body.body, subject: body.subject }, actor);
  }

  @Delete(':key')
  @Access('admin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Puts the default text back; answers with the template at its default' })
  @ApiParam(KEY_PARAM)
  @ApiOkResponse({ type: MessageTemplateDto })
  @ApiErrors(404)
  reset(@Param('key') key: string, @CurrentActor() actor: Actor): Promise<MessageTemplateView> {
    return this.templates.reset(key, actor);
  }
}
