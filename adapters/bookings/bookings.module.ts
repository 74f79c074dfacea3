import { SiteContentService } from '../../application/content/site-content-service';
import { ContentModule } from '../content/content.module';
import { WaitlistOffers } from '../../application/waitlist/waitlist-service';
import { TypeOrmWaitlistLinks, TypeOrmWaitlistQueries } from '../waitlist/waitlist-tables';
import { Module } from '@nestjs/common';
import { AvailabilityService } from '../../application/availability/availability-service';
import { BookingService } from '../../application/bookings/booking-service';
import { CheckoutService } from '../../application/checkout/checkout-service';
import { QuoteService } from '../../application/bookings/quote-service';
import { ReferralCodes } from '../../application/bookings/referral-codes';
import { PackageService } from '../../application/catalogue/package-service';
import { PaymentGateway } from '../../application/payments/payment-gateway';
import { Clock, IdGenerator } from '../../application/ports/clock';
import { EventStore } from '../../application/ports/event-store';
import { ProjectionWaiter } from '../../application/projections/projection';
import { Database } from '../persistence/database';
import { ProjectionsModule } from '../projections/projections.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { AvailabilityModule } from '../availability/availability.module';
import { APP_CONFIG, CLOCK, DATABASE, EVENT_STORE, ID_GENERATOR, PAYMENT_GATEWAY, READ_YOUR_WRITES } from '../shared/tokens';
import { BookingsController } from './bookings.controller';
import { CheckoutController } from '../checkout/checkout.controller';
import { PaymentReconciliation } from '../checkout/payment-reconciliation';
import { scheduleOf } from './schedule-of-availability';
import { BOOKING_QUERIES, REFERRAL_CODES } from './bookings.tokens';
import { QuoteController } from './quote.controller';
import { TypeOrmReferralCodes } from '../referrals/typeorm-referral-queries';
import { TypeOrmBookingQueries } from './typeorm-booking-queries';
import { SqlHoldQuota } from '../checkout/sql-hold-quota';
import { AppConfig } from '../config/app-config';
import { MovePaymentService } from '../../application/manage/move-payment-service';
import { ManageService } from '../../application/manage/manage-service';
import { messageOriginOf } from '../http/request-origin';
import { ManageController } from '../manage/manage.controller';
import { TypeOrmManageLinks } from '../manage/manage-links-table';
import { TypeOrmBookingWaivers } from '../waivers/typeorm-booking-waivers';
import { WeatherCancellationService } from '../../application/bookings/weather-cancellation-service';
import { WeatherCancellationsController } from './weather-cancellations.controller';
import { StatusChangePreviewer } from '../../application/bookings/status-change-preview';
import { MessageTemplateService } from '../../application/messaging/message-template-service';
import { MessageSettingsModule } from '../messaging/message-settings.module';
import { TypeOrmReminderQueries } from '../reminders/typeorm-reminder-queries';

@Module({
  imports: [ProjectionsModule, CatalogueModule, AvailabilityModule, ContentModule, MessageSettingsModule],
  controllers: [BookingsController, QuoteController, CheckoutController, ManageController, WeatherCancellationsController],
  providers: [
    { provide: REFERRAL_CODES, inject: [DATABASE], useFactory: (db: Database) => new TypeOrmReferralCodes(db.dataSource) },
    {
      provide: QuoteService,
      inject: [PackageService, REFERRAL_CODES, CLOCK, SiteContentService],
      useFactory: (packages: PackageService, referralCodes: ReferralCodes, clock: Clock, content: SiteContentService) =>
        new QuoteService({ packages, referralCodes, clock, horizon: content }),
    },
    { provide: BOOKING_QUERIES, inject: [DATABASE], useFactory: (db: Database) => new TypeOrmBookingQueries(db.dataSource) },
    {
      provide: BookingService,
      inject: [EVENT_STORE, BOOKING_QUERIES, READ_YOUR_WRITES, QuoteService, CLOCK, ID_GENERATOR],
      useFactory: (
        events: EventStore,
        queries: TypeOrmBookingQueries,
        settled: ProjectionWaiter,
        quotes: QuoteService,
        clock: Clock,
        ids: IdGenerator,
      ) => new BookingService({ events, queries, settled, quotes, clock, ids }),
    },
    {
      provide: CheckoutService,
      inject: [
        EVENT_STORE,
        BOOKING_QUERIES,
        READ_YOUR_WRITES,
        QuoteService,
        AvailabilityService,
        PAYMENT_GATEWAY,
        CLOCK,
        ID_GENERATOR,
        DATABASE,
        APP_CONFIG,
      ],
      useFactory: (
        events: EventStore,
        queries: TypeOrmBookingQueries,
        settled: ProjectionWaiter,
        quotes: QuoteService,
        availability: AvailabilityService,
        gateway: PaymentGateway,
        clock: Clock,
        ids: IdGenerator,
        db: Database,
        config: AppConfig,
      ) =>
        new CheckoutService({
          events,
          queries,
          settled,
          quotes,
          schedule: scheduleOf(availability),
          gateway,
          clock,
          ids,
          limits: {
            holds: new SqlHoldQuota(db.dataSource),
            holdsPerClient: config.holdsPerClient,
            credit: new TypeOrmReferralCodes(db.dataSource),
          },
          waitlistOffers: new WaitlistOffers(new TypeOrmWaitlistLinks(db.dataSource), new TypeOrmWaitlistQueries(db.dataSource)),
        }),
    },
    PaymentReconciliation,
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
      // The admin's weather cancellation of a day (issue 20).
      provide: WeatherCancellationService,
      inject: [BookingService, BOOKING_QUERIES, AvailabilityService, CLOCK],
      useFactory: (bookings: BookingService, queries: TypeOrmBookingQueries, availability: AvailabilityService, clock: Clock) =>
        new WeatherCancellationService({ bookings, queries, availability, clock }),
    },
    {
      // The payment of a dearer date's difference (issue 20), also confirmed by the Stripe webhook.
      provide: MovePaymentService,
      inject: [EVENT_STORE, PAYMENT_GATEWAY, ID_GENERATOR, READ_YOUR_WRITES, CLOCK],
      useFactory: (events: EventStore, gateway: PaymentGateway, ids: IdGenerator, settled: ProjectionWaiter, clock: Clock) =>
        new MovePaymentService({ events, gateway, ids, settled, clock }),
    },
    {
      // The customer's manage link (issue 20).
      provide: ManageService,
      inject: [
        EVENT_STORE,
        BookingService,
        QuoteService,
        AvailabilityService,
        SiteContentService,
        READ_YOUR_WRITES,
        CLOCK,
        DATABASE,
        APP_CONFIG,
        MovePaymentService,
      ],
      useFactory: (
        events: EventStore,
        bookings: BookingService,
        quotes: QuoteService,
        availability: AvailabilityService,
        content: SiteContentService,
        settled: ProjectionWaiter,
        clock: Clock,
        db: Database,
        config: AppConfig,
        movePayments: MovePaymentService,
      ) =>
        new ManageService({
          events,
          links: new TypeOrmManageLinks(db.dataSource),
          bookings,
          quotes,
          schedule: scheduleOf(availability),
          waivers: new TypeOrmBookingWaivers(db.dataSource),
          content,
          settled,
          clock,
          siteOrigin: messageOriginOf(config),
          movePayments,
        }),
    },
  ],
  // The Stripe webhook (adapters/payments) confirms payments through the same checkout, and moves' payments.
  exports: [CheckoutService, MovePaymentService],
})
export class BookingsModule {}
