import { Module } from '@nestjs/common';
import { SiteContentService } from '../../application/content/site-content-service';
import { Clock } from '../../application/ports/clock';
import { EventStore } from '../../application/ports/event-store';
import { RecordStore } from '../../application/ports/records';
import { ReviewRequestService } from '../../application/reviews/review-request-service';
import { ReviewService } from '../../application/reviews/review-service';
import { ContentModule } from '../content/content.module';
import { Database } from '../persistence/database';
import { CLOCK, DATABASE, EVENT_STORE, RECORD_STORE } from '../shared/tokens';
import { ReviewRequestsController } from './review-requests.controller';
import { ReviewsController } from './reviews.controller';
import { TypeOrmReviewRequestQueries } from './typeorm-review-request-queries';

/** The reviews on the landing page, and the review requests after trips (sent by the reminder job). */
@Module({
  imports: [ContentModule],
  controllers: [ReviewsController, ReviewRequestsController],
  providers: [
    {
      provide: ReviewService,
      inject: [RECORD_STORE, CLOCK],
      useFactory: (store: RecordStore, clock: Clock) => new ReviewService(store, clock),
    },
    {
      provide: ReviewRequestService,
      inject: [EVENT_STORE, DATABASE, SiteContentService, CLOCK],
      useFactory: (events: EventStore, db: Database, content: SiteContentService, clock: Clock) =>
        new ReviewRequestService(events, new TypeOrmReviewRequestQueries(db.dataSource), content, clock),
    },
  ],
  exports: [ReviewService],
})
export class ReviewsModule {}
