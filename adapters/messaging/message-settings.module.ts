import { Module } from '@nestjs/common';
import { SiteContentService } from '../../application/content/site-content-service';
import { AutomationSettingsService } from '../../application/messaging/automation-settings';
import { MessageTemplateService } from '../../application/messaging/message-template-service';
import { Clock } from '../../application/ports/clock';
import { RecordStore } from '../../application/ports/records';
import { ContentModule } from '../content/content.module';
import { CLOCK, RECORD_STORE } from '../shared/tokens';
import { AutomationSettingsController } from './automation-settings.controller';
import { MessageTemplatesController } from './message-templates.controller';

/**
 * SMS Communications > Templates and Automation (docs/product/messaging.md): the texts of the
 * site's messages and which of them go out. The notifications process and the reminders read both.
 */
@Module({
  imports: [ContentModule],
  controllers: [MessageTemplatesController, AutomationSettingsController],
  providers: [
    {
      provide: MessageTemplateService,
      inject: [RECORD_STORE, CLOCK],
      useFactory: (store: RecordStore, clock: Clock) => new MessageTemplateService(store, clock),
    },
    {
      provide: AutomationSettingsService,
      inject: [SiteContentService],
      useFactory: (content: SiteContentService) => new AutomationSettingsService(content),
    },
  ],
  exports: [MessageTemplateService],
})
export class MessageSettingsModule {}
