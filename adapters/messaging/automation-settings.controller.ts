import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AutomationSettingsService } from '../../application/messaging/automation-settings';
import { AutomationSettings } from '../../domain/messaging/automation-rules';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { AutomationSettingsDto, SaveAutomationSettingsDto } from './automation-settings-dtos';

/**
 * SMS Communications > Automation (docs/product/messaging.md): which messages the site sends by
 * itself, and the guide phone. Stored as site content (every change audited under site-content):
 * the switches in section `automation`, the phone as `guide.phone`, the same entry as Settings.
 */
@ApiTags('messaging')
@Controller('api/automation-settings')
export class AutomationSettingsController {
  constructor(private readonly settings: AutomationSettingsService) {}

  @Get()
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Which messages go out by themselves, and the guide phone; a switch never set is on' })
  @ApiOkResponse({ type: AutomationSettingsDto })
  get(): Promise<AutomationSettings> {
    return this.settings.get();
  }

  @Put()
  @Access('admin')
  @ApiOperation({
    summary: 'Changes the settings given (a field left out keeps its value); all are stored, or none',
    description:
      "bookingConfirmationSms: false stops the customer's confirmation SMS, autoEmailReceipts: false the confirmation email, " +
      "reminderMessages: false the customer reminders (a due one is skipped, with the reason). Cancellations and the guide's " +
      "texts always go. guideNotificationPhone must be (XXX) XXX-XXXX ('Invalid Format: Please use format: (XXX) XXX-XXXX').",
  })
  @ApiOkResponse({ type: AutomationSettingsDto })
  @ApiErrors(400)
  save(@Body() body: SaveAutomationSettingsDto, @CurrentActor() actor: Actor): Promise<AutomationSettings> {
    return this.settings.save(
      {
        bookingConfirmationSms: body.bookingConfirmationSms,
        guideNotificationPhone: body.guideNotificationPhone,
        autoEmailReceipts: body.autoEmailReceipts,
        reminderMessages: body.reminderMessages,
      },
      actor,
    );
  }
}
