import { Module } from '@nestjs/common';
import { AvailabilityService } from '../../application/availability/availability-service';
import { BookingService } from '../../application/bookings/booking-service';
import { QuoteService } from '../../application/bookings/quote-service';
import { ReferralCodes } from '../../application/bookings/referral-codes';
import { StatusChangePreviewer } from '../../application/bookings/status-change-preview';
import { WeatherCancellationService } from '../../application/bookings/weather-cancellation-service';
import { PackageService } from '../../application/catalogue/package-service';
import { SiteContentService } from '../../application/content/site-content-service';
import { MessageTemplateService } from '../../application/messaging/message-template-service';
import { BookingReferenceBackfill } from '../../application/bookings/booking-reference-backfill';
import { BookingReferenceDrawer } from '../../application/bookings/booking-references';
import { Clock, IdGenerator } from '../../application/ports/clock';
import { EventStore } from '../../application/ports/event-store';
import { ProjectionWaiter } from '../../application/projections/projection';
import { AvailabilityModule } from '../availability/availability.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { GiftCardsModule } from '../giftcards/giftcards.module';
import { AppConfig } from '../config/app-config';
import { ContentModule } from '../content/content.module';
import { messageOriginOf } from '../http/request-origin';
import { MessageSettingsModule } from '../messaging/message-settings.module';
import { Database } from '../persistence/database';
import { ProjectionsModule } from '../projections/projections.module';
import { TypeOrmReferralCodes } from '../referrals/typeorm-referral-queries';
import { TypeOrmReminderQueries } from '../reminders/typeorm-reminder-queries';
import { APP_CONFIG, BOOKING_REFERENCE_DRAWER, CLOCK, DATABASE, EVENT_STORE, ID_GENERATOR, READ_YOUR_WRITES } from '../shared/tokens';
import { BookingReferencesSchedule } from './booking-references.schedule';
import { BookingsController } from './bookings.controller';
import { BOOKING_QUERIES, REFERRAL_CODES } from './bookings.tokens';
import { QuoteController } from './quote.controller';
import { TypeOrmBookingQueries } from './typeorm-booking-queries';
import { WeatherCancellationsController } from './weather-cancellations.controller';

/**
 * The bookings area's routes: the guide's bookings and their changes, the live quote and the
 * weather cancellations. The checkout (CheckoutModule) and the manage link (ManageModule) import
 * this module for the services they build on; it imports neither.
 */
@Module({
  imports: [ProjectionsModule, CatalogueModule, AvailabilityModule, ContentModule, MessageSettingsModule, GiftCardsModule],
  controllers: [BookingsController, QuoteController, WeatherCancellationsController],
  providers: [
    { provide: REFERRAL_CODES, inject: [DATABASE], useFactory: (db: Database) => new TypeOrmReferralCodes(db.dataSource) },
    {
      provide: QuoteService,
      inject: [PackageService, REFERRAL_CODES, CLOCK, SiteContentService, AvailabilityService],
      useFactory: (
        packages: PackageService,
        referralCodes: ReferralCodes,
        clock: Clock,
        content: SiteContentService,
        availability: AvailabilityService,
      ) => new QuoteService({ packages, referralCodes, clock, horizon: content, runs: availability }),
    },
    { provide: BOOKING_QUERIES, inject: [DATABASE], useFactory: (db: Database) => new TypeOrmBookingQueries(db.dataSource) },
    {
      provide: BookingService,
      inject: [EVENT_STORE, BOOKING_QUERIES, READ_YOUR_WRITES, QuoteService, CLOCK, ID_GENERATOR, BOOKING_REFERENCE_DRAWER],
      useFactory: (
        events: EventStore,
        queries: TypeOrmBookingQueries,
        settled: ProjectionWaiter,
        quotes: QuoteService,
        clock: Clock,
        ids: IdGenerator,
        drawReference: BookingReferenceDrawer,
      ) => new BookingService({ events, queries, settled, quotes, clock, ids, drawReference }),
    },
    {
      // The admin's look at a status change before making it: its messages, money and reminders.
      provide: StatusChangePreviewer,
      inject: [EVENT_STORE, SiteContentService, APP_CONFIG, MessageTemplateService, DATABASE, CLOCK],
      useFactory: (
        events: EventStore,
        content: SiteContentService,
        config: AppConfig,
        templates: MessageTemplateService,
        db: Database,
        clock: Clock,
      ) =>
        new StatusChangePreviewer({
          events,
          content,
          siteOrigin: messageOriginOf(config),
          templates,
          reminders: new TypeOrmReminderQueries(db.dataSource),
          clock,
        }),
    },
    {
      // The admin's weather cancellation of a day (docs/product/refunds.md).
      provide: WeatherCancellationService,
      inject: [BookingService, BOOKING_QUERIES, AvailabilityService, CLOCK],
      useFactory: (bookings: BookingService, queries: TypeOrmBookingQueries, availability: AvailabilityService, clock: Clock) =>
        new WeatherCancellationService({ bookings, queries, availability, clock }),
    },
    {
      // Bookings made before references were drawn get theirs (booking-references.schedule.ts).
      provide: BookingReferenceBackfill,
      inject: [EVENT_STORE, BOOKING_QUERIES, READ_YOUR_WRITES, CLOCK, BOOKING_REFERENCE_DRAWER],
      useFactory: (
        events: EventStore,
        queries: TypeOrmBookingQueries,
        settled: ProjectionWaiter,
        clock: Clock,
        draw: BookingReferenceDrawer,
      ) => new BookingReferenceBackfill(events, queries, settled, clock, draw),
    },
    BookingReferencesSchedule,
  ],
  // The checkout prices and records bookings with the bookings' quote and queries; the manage link
  // cancels through the guide's own path (BookingService) and prices its moves with the quote.
  exports: [BookingService, QuoteService, BOOKING_QUERIES, BookingReferenceBackfill],
})
export class BookingsModule {}
