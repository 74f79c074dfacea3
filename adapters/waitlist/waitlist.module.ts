import { Module } from '@nestjs/common';
import { AvailabilityService } from '../../application/availability/availability-service';
import { SendQuota } from '../../application/messaging/send-quota';
import { QuoteService } from '../../application/bookings/quote-service';
import { PackageService } from '../../application/catalogue/package-service';
import { SiteContentService } from '../../application/content/site-content-service';
import { Clock, IdGenerator } from '../../application/ports/clock';
import { EventStore } from '../../application/ports/event-store';
import { ProjectionWaiter } from '../../application/projections/projection';
import { WaitlistLinkIssuer } from '../../application/waitlist/waitlist-links';
import { WaitlistService } from '../../application/waitlist/waitlist-service';
import { AvailabilityModule } from '../availability/availability.module';
import { scheduleOf } from '../bookings/schedule-of-availability';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { AppConfig } from '../config/app-config';
import { ContentModule } from '../content/content.module';
import { messageOriginOf } from '../http/request-origin';
import { MessagingModule } from '../messaging/messaging.module';
import { SEND_QUOTA } from '../messaging/messaging.tokens';
import { Database } from '../persistence/database';
import { ProjectionsModule } from '../projections/projections.module';
import { TypeOrmReferralCodes } from '../referrals/typeorm-referral-queries';
import { APP_CONFIG, CLOCK, DATABASE, EVENT_STORE, ID_GENERATOR, READ_YOUR_WRITES } from '../shared/tokens';
import { TypeOrmWaitlistLinks, TypeOrmWaitlistQueries } from './waitlist-tables';
import { WaitlistController } from './waitlist.controller';

/** The waitlist of booked dates (docs/product/self-service.md): joining, the entry's page, the staff's list. */
@Module({
  imports: [ProjectionsModule, CatalogueModule, ContentModule, AvailabilityModule, MessagingModule],
  controllers: [WaitlistController],
  providers: [
    {
      provide: WaitlistService,
      inject: [
        EVENT_STORE,
        PackageService,
        SiteContentService,
        READ_YOUR_WRITES,
        CLOCK,
        ID_GENERATOR,
        DATABASE,
        APP_CONFIG,
        AvailabilityService,
        SEND_QUOTA,
      ],
      useFactory: (
        events: EventStore,
        packages: PackageService,
        content: SiteContentService,
        settled: ProjectionWaiter,
        clock: Clock,
        ids: IdGenerator,
        db: Database,
        config: AppConfig,
        availability: AvailabilityService,
        sendQuota: SendQuota,
      ) => {
        const links = new TypeOrmWaitlistLinks(db.dataSource);
        const quotes = new QuoteService({
          packages,
          referralCodes: new TypeOrmReferralCodes(db.dataSource),
          clock,
          horizon: content,
          runs: availability,
        });
        return new WaitlistService(
          events,
          new WaitlistLinkIssuer(links, messageOriginOf(config)),
          links,
          new TypeOrmWaitlistQueries(db.dataSource),
          quotes,
          content,
          settled,
          clock,
          ids,
          scheduleOf(availability),
          { quota: sendQuota, limits: config.waitlistSendLimits },
        );
      },
    },
  ],
})
export class WaitlistModule {}
