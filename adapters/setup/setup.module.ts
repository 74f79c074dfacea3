import { Module } from '@nestjs/common';
import { AvailabilityService } from '../../application/availability/availability-service';
import { PackageService } from '../../application/catalogue/package-service';
import { SiteContentService } from '../../application/content/site-content-service';
import { CatchService } from '../../application/gallery/catch-service';
import { MessageChannels } from '../../application/messaging/outbox-dispatcher';
import { PaymentGateway } from '../../application/payments/payment-gateway';
import { ReviewService } from '../../application/reviews/review-service';
import { SetupChecklistService } from '../../application/setup/setup-checklist-service';
import { AvailabilityModule } from '../availability/availability.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ContentModule } from '../content/content.module';
import { GalleryModule } from '../gallery/gallery.module';
import { MESSAGE_CHANNELS } from '../messaging/messaging.tokens';
import { MessagingModule } from '../messaging/messaging.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { PAYMENT_GATEWAY } from '../shared/tokens';
import { seedSamples } from './seed-samples';
import { SetupChecklistController } from './setup-checklist.controller';

@Module({
  imports: [ContentModule, CatalogueModule, AvailabilityModule, ReviewsModule, GalleryModule, MessagingModule],
  controllers: [SetupChecklistController],
  providers: [
    {
      provide: SetupChecklistService,
      inject: [SiteContentService, PackageService, AvailabilityService, ReviewService, CatchService, PAYMENT_GATEWAY, MESSAGE_CHANNELS],
      useFactory: (
        content: SiteContentService,
        packages: PackageService,
        schedule: AvailabilityService,
        reviews: ReviewService,
        catches: CatchService,
        payments: PaymentGateway,
        channels: MessageChannels,
      ) =>
        new SetupChecklistService({ content, packages, schedule, reviews, catches }, seedSamples, {
          livePayments: payments.kind !== 'test',
          smsProvider: channels.sms !== undefined,
          emailProvider: channels.mailer !== undefined,
        }),
    },
  ],
})
export class SetupModule {}
