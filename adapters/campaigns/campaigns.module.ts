import { Module } from '@nestjs/common';
import { CampaignService } from '../../application/campaigns/campaign-service';
import { OptInService } from '../../application/campaigns/opt-in-service';
import { UnsubscribeService } from '../../application/campaigns/unsubscribe-service';
import { SiteContentService } from '../../application/content/site-content-service';
import { OutboxStore } from '../../application/messaging/outbox';
import { Clock } from '../../application/ports/clock';
import { AppConfig } from '../config/app-config';
import { ContentModule } from '../content/content.module';
import { messageOriginOf } from '../http/request-origin';
import { MessagingModule } from '../messaging/messaging.module';
import { OUTBOX_STORE } from '../messaging/messaging.tokens';
import { Database } from '../persistence/database';
import { APP_CONFIG, CLOCK, DATABASE } from '../shared/tokens';
import { CampaignsSchedule } from './campaigns.schedule';
import { EmailCampaignsController } from './email-campaigns.controller';
import { OptInController } from './opt-in.controller';
import { TypeOrmCampaignStore, TypeOrmMarketingContacts, TypeOrmOptInStore, TypeOrmUnsubscribeStore } from './typeorm-campaign-store';
import { UnsubscribeController } from './unsubscribe.controller';

/**
 * Email campaigns: the admin's calls, the minute job and the public pages of the
 * unsubscribe and opt-in links. The contacts read model is a projection and the opt-in emails come
 * from a process manager, both listed in the area's core (campaigns.core.ts).
 */
@Module({
  imports: [ContentModule, MessagingModule],
  controllers: [EmailCampaignsController, UnsubscribeController, OptInController],
  providers: [
    {
      provide: CampaignService,
      inject: [DATABASE, OUTBOX_STORE, SiteContentService, CLOCK, APP_CONFIG],
      useFactory: (db: Database, outbox: OutboxStore, content: SiteContentService, clock: Clock, config: AppConfig) =>
        new CampaignService(
          new TypeOrmCampaignStore(db.dataSource),
          new TypeOrmMarketingContacts(db.dataSource),
          new TypeOrmUnsubscribeStore(db.dataSource),
          outbox,
          content,
          clock,
          messageOriginOf(config),
        ),
    },
    {
      provide: UnsubscribeService,
      inject: [DATABASE, OUTBOX_STORE, CLOCK],
      useFactory: (db: Database, outbox: OutboxStore, clock: Clock) =>
        new UnsubscribeService(new TypeOrmUnsubscribeStore(db.dataSource), new TypeOrmOptInStore(db.dataSource), outbox, clock),
    },
    {
      provide: OptInService,
      inject: [DATABASE, CLOCK],
      useFactory: (db: Database, clock: Clock) => new OptInService(new TypeOrmOptInStore(db.dataSource), clock),
    },
    CampaignsSchedule,
  ],
  exports: [CampaignService],
})
export class CampaignsModule {}
