import { Module } from '@nestjs/common';
import { PackageService } from '../../application/catalogue/package-service';
import { GiftCardService } from '../../application/giftcards/gift-card-service';
import { PaymentGateway } from '../../application/payments/payment-gateway';
import { Clock, IdGenerator } from '../../application/ports/clock';
import { EventStore } from '../../application/ports/event-store';
import { ProjectionWaiter } from '../../application/projections/projection';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { Database } from '../persistence/database';
import { ProjectionsModule } from '../projections/projections.module';
import { CLOCK, DATABASE, EVENT_STORE, ID_GENERATOR, PAYMENT_GATEWAY, READ_YOUR_WRITES } from '../shared/tokens';
import { GiftCardLookupRateLimit } from './gift-card-lookup-rate-limit';
import { GiftCardsController } from './giftcards.controller';
import { TypeOrmGiftCardQueries } from './typeorm-gift-card-queries';

/**
 * Gift cards: the purchase and balance calls and the staff's list. The processes that issue cards
 * and email them are in ProjectionsModule (gift-cards.core.ts); the checkout redeems them.
 */
@Module({
  imports: [ProjectionsModule, CatalogueModule],
  controllers: [GiftCardsController],
  providers: [
    {
      provide: GiftCardService,
      inject: [EVENT_STORE, PAYMENT_GATEWAY, PackageService, DATABASE, READ_YOUR_WRITES, CLOCK, ID_GENERATOR],
      useFactory: (
        events: EventStore,
        gateway: PaymentGateway,
        packages: PackageService,
        db: Database,
        settled: ProjectionWaiter,
        clock: Clock,
        ids: IdGenerator,
      ) => new GiftCardService({ events, gateway, packages, queries: new TypeOrmGiftCardQueries(db.dataSource), settled, clock, ids }),
    },
    GiftCardLookupRateLimit,
  ],
  // The Stripe webhook confirms gift card payments through the same service; the reports read its revenue.
  exports: [GiftCardService],
})
export class GiftCardsModule {}
