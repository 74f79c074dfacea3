import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { AvailabilityModule } from './availability/availability.module';
import { BlogModule } from './blog/blog.module';
import { BookingsModule } from './bookings/bookings.module';
import { CampaignsModule } from './campaigns/campaigns.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { ChatModule } from './chat/chat.module';
import { WaitlistModule } from './waitlist/waitlist.module';
import { AppConfig } from './config/app-config';
import { ContentModule } from './content/content.module';
import { GalleryModule } from './gallery/gallery.module';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health/health.controller';
import { LinkPageStylesController } from './http/link-page-styles.controller';
import { ReadinessController } from './health/readiness.controller';
import { OutboxBacklog } from './health/outbox-backlog';
import { MediaModule } from './media/media.module';
import { MessagingModule } from './messaging/messaging.module';
import { MessageSettingsModule } from './messaging/message-settings.module';
import { PaymentsModule } from './payments/payments.module';
import { PersistenceModule, PersistenceOptions } from './persistence/persistence.module';
import { LeasesModule } from './leases/leases.module';
import { ProjectionsModule } from './projections/projections.module';
import { PublicReadsModule } from './public-reads/public-reads.module';
import { RateLimitsModule } from './rate-limits/rate-limits.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SeedModule } from './seed/seed.module';
import { SeoModule } from './seo/seo.module';
import { ReferralsModule } from './referrals/referrals.module';
import { RemindersModule } from './reminders/reminders.module';
import { WaiverTermsModule } from './waivers/waiver-terms.module';
import { WaiversModule } from './waivers/waivers.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: PersistenceOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ScheduleModule.forRoot(),
        PersistenceModule.forRoot(config, options),
        LeasesModule,
        PaymentsModule.forRoot(config),
        RateLimitsModule,
        AuthModule,
        ProjectionsModule,
        PublicReadsModule,
        BookingsModule,
        AuditModule,
        CatalogueModule,
        MediaModule,
        BlogModule,
        ContentModule,
        ReviewsModule,
        GalleryModule,
        SeedModule,
        SeoModule,
        AvailabilityModule,
        MessagingModule,
        MessageSettingsModule,
        WaiverTermsModule,
        WaiversModule,
        RemindersModule,
        ReferralsModule,
        CampaignsModule,
        ChatModule,
        WaitlistModule,
        // The probes' check runner: a failing check is logged as one line, and the 503 names it.
        TerminusModule.forRoot({ errorLogStyle: 'json' }),
      ],
      controllers: [HealthController, ReadinessController, LinkPageStylesController],
      providers: [OutboxBacklog],
    };
  }
}
