import { Module } from '@nestjs/common';
import { SiteContentService } from '../../application/content/site-content-service';
import { MessageTemplateService } from '../../application/messaging/message-template-service';
import { OutboxStore } from '../../application/messaging/outbox';
import { OptOutStore } from '../../application/messaging/sms-inbox';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import { Clock } from '../../application/ports/clock';
import { EventStore } from '../../application/ports/event-store';
import { ProjectionWaiter } from '../../application/projections/projection';
import { ReminderJob } from '../../application/reminders/reminder-job';
import { ReminderPlanner } from '../../application/reminders/reminder-planner';
import { ReminderService } from '../../application/reminders/reminder-service';
import { ContentModule } from '../content/content.module';
import { MessageSettingsModule } from '../messaging/message-settings.module';
import { MessagingModule } from '../messaging/messaging.module';
import { OUTBOX_STORE, SMS_OPT_OUTS } from '../messaging/messaging.tokens';
import { Database } from '../persistence/database';
import { ProjectionsModule } from '../projections/projections.module';
import { APP_CONFIG, CLOCK, DATABASE, EVENT_STORE, READ_YOUR_WRITES } from '../shared/tokens';
import { AppConfig } from '../config/app-config';
import { messageOriginOf } from '../http/request-origin';
import { AfterTripMessages } from '../../application/reminders/after-trip';
import { referralCodeFor } from '../../application/referrals/referral-code-issuer';
import { RemindersController } from './reminders.controller';
import { RemindersSchedule } from './reminders.schedule';
import { TypeOrmReminderBookings, TypeOrmReminderQueries } from './typeorm-reminder-queries';

/** Reminders (docs/product/reminders.md): the minute job, its read model and the admin's calls. The planning process is in ProjectionsModule. */
@Module({
  imports: [ProjectionsModule, ContentModule, MessagingModule, MessageSettingsModule],
  controllers: [RemindersController],
  providers: [
    {
      provide: ReminderJob,
      inject: [
        EVENT_STORE,
        DATABASE,
        SiteContentService,
        MessageTemplateService,
        OUTBOX_STORE,
        OutboxDispatcher,
        READ_YOUR_WRITES,
        CLOCK,
        SMS_OPT_OUTS,
        APP_CONFIG,
      ],
      useFactory: (
        events: EventStore,
        db: Database,
        content: SiteContentService,
        templates: MessageTemplateService,
        outbox: OutboxStore,
        dispatcher: OutboxDispatcher,
        settled: ProjectionWaiter,
        clock: Clock,
        optOuts: OptOutStore,
        config: AppConfig,
      ) =>
        new ReminderJob({
          events,
          reminders: new TypeOrmReminderQueries(db.dataSource),
          bookings: new TypeOrmReminderBookings(db.dataSource),
          content,
          outbox,
          dispatcher,
          planner: new ReminderPlanner(events, content, templates),
          settled,
          clock,
          templates,
          optOuts,
          afterTrip: new AfterTripMessages(events, new TypeOrmReminderQueries(db.dataSource), new TypeOrmReminderBookings(db.dataSource), {
            siteOrigin: messageOriginOf(config),
            referralCodeOf: (booking, at) => referralCodeFor(events, booking, at),
          }),
        }),
    },
    {
      provide: ReminderService,
      inject: [DATABASE, ReminderJob],
      useFactory: (db: Database, job: ReminderJob) => new ReminderService(new TypeOrmReminderQueries(db.dataSource), job),
    },
    RemindersSchedule,
  ],
})
export class RemindersModule {}
