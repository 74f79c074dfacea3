import { Module } from '@nestjs/common';
import { AvailabilityService } from '../../application/availability/availability-service';
import { BookingService } from '../../application/bookings/booking-service';
import { QuoteService } from '../../application/bookings/quote-service';
import { SiteContentService } from '../../application/content/site-content-service';
import { ManageService } from '../../application/manage/manage-service';
import { MovePaymentService } from '../../application/manage/move-payment-service';
import { PaymentGateway } from '../../application/payments/payment-gateway';
import { Clock, IdGenerator } from '../../application/ports/clock';
import { EventStore } from '../../application/ports/event-store';
import { ProjectionWaiter } from '../../application/projections/projection';
import { AvailabilityModule } from '../availability/availability.module';
import { BookingsModule } from '../bookings/bookings.module';
import { scheduleOf } from '../bookings/schedule-of-availability';
import { AppConfig } from '../config/app-config';
import { ContentModule } from '../content/content.module';
import { messageOriginOf } from '../http/request-origin';
import { Database } from '../persistence/database';
import { ProjectionsModule } from '../projections/projections.module';
import { APP_CONFIG, CLOCK, DATABASE, EVENT_STORE, ID_GENERATOR, PAYMENT_GATEWAY, READ_YOUR_WRITES } from '../shared/tokens';
import { TypeOrmBookingWaivers } from '../waivers/typeorm-booking-waivers';
import { TypeOrmManageLinks } from './manage-links-table';
import { ManageController } from './manage.controller';

/**
 * The customer's manage link (docs/product/self-service.md): its routes, and the payment of a
 * dearer date's difference. It cancels through the guide's own path and prices moves with the
 * bookings area's services (BookingsModule).
 */
@Module({
  imports: [BookingsModule, ProjectionsModule, AvailabilityModule, ContentModule],
  controllers: [ManageController],
  providers: [
    {
      // The payment of a dearer date's difference, also confirmed by the Stripe webhook.
      provide: MovePaymentService,
      inject: [EVENT_STORE, PAYMENT_GATEWAY, ID_GENERATOR, READ_YOUR_WRITES, CLOCK],
      useFactory: (events: EventStore, gateway: PaymentGateway, ids: IdGenerator, settled: ProjectionWaiter, clock: Clock) =>
        new MovePaymentService({ events, gateway, ids, settled, clock }),
    },
    {
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
  // The Stripe webhook (adapters/payments) confirms moves' payments too.
  exports: [MovePaymentService],
})
export class ManageModule {}
