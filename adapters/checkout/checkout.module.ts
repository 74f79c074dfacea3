import { Module } from '@nestjs/common';
import { AvailabilityService } from '../../application/availability/availability-service';
import { BookingQueries } from '../../application/bookings/booking-queries';
import { QuoteService } from '../../application/bookings/quote-service';
import { CheckoutService } from '../../application/checkout/checkout-service';
import { PaymentGateway } from '../../application/payments/payment-gateway';
import { BookingReferenceDrawer } from '../../application/bookings/booking-references';
import { Clock, IdGenerator } from '../../application/ports/clock';
import { EventStore } from '../../application/ports/event-store';
import { ProjectionWaiter } from '../../application/projections/projection';
import { WaitlistOffers } from '../../application/waitlist/waitlist-service';
import { AvailabilityModule } from '../availability/availability.module';
import { BookingsModule } from '../bookings/bookings.module';
import { GiftCardsModule } from '../giftcards/giftcards.module';
import { BOOKING_QUERIES } from '../bookings/bookings.tokens';
import { scheduleOf } from '../bookings/schedule-of-availability';
import { AppConfig } from '../config/app-config';
import { Database } from '../persistence/database';
import { ProjectionsModule } from '../projections/projections.module';
import { TypeOrmReferralCodes } from '../referrals/typeorm-referral-queries';
import {
  APP_CONFIG,
  BOOKING_REFERENCE_DRAWER,
  CLOCK,
  DATABASE,
  EVENT_STORE,
  ID_GENERATOR,
  PAYMENT_GATEWAY,
  READ_YOUR_WRITES,
} from '../shared/tokens';
import { TypeOrmWaitlistLinks, TypeOrmWaitlistQueries } from '../waitlist/waitlist-tables';
import { CheckoutController } from './checkout.controller';
import { PaymentReconciliation } from './payment-reconciliation';
import { SqlHoldQuota } from './sql-hold-quota';

/**
 * The visitor's checkout: its public calls (docs/product/booking.md) and the reconciliation of
 * payments left without a booking. It prices and records bookings with the bookings area's quote
 * and queries (BookingsModule).
 */
@Module({
  imports: [BookingsModule, ProjectionsModule, AvailabilityModule, GiftCardsModule],
  controllers: [CheckoutController],
  providers: [
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
        BOOKING_REFERENCE_DRAWER,
      ],
      useFactory: (
        events: EventStore,
        queries: BookingQueries,
        settled: ProjectionWaiter,
        quotes: QuoteService,
        availability: AvailabilityService,
        gateway: PaymentGateway,
        clock: Clock,
        ids: IdGenerator,
        db: Database,
        config: AppConfig,
        drawReference: BookingReferenceDrawer,
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
          drawReference,
          limits: {
            holds: new SqlHoldQuota(db.dataSource),
            holdsPerClient: config.holdsPerClient,
            credit: new TypeOrmReferralCodes(db.dataSource),
          },
          waitlistOffers: new WaitlistOffers(new TypeOrmWaitlistLinks(db.dataSource), new TypeOrmWaitlistQueries(db.dataSource)),
        }),
    },
    PaymentReconciliation,
  ],
  // The Stripe webhook (adapters/payments) confirms payments through the same checkout.
  exports: [CheckoutService],
})
export class CheckoutModule {}
