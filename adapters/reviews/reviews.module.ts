import { Module } from '@nestjs/common';
import { Clock } from '../../application/ports/clock';
import { RecordStore } from '../../application/ports/records';
import { ReviewService } from '../../application/reviews/review-service';
import { CLOCK, RECORD_STORE } from '../shared/tokens';
import { ReviewsController } from './reviews.controller';

@Module({
  controllers: [ReviewsController],
  providers: [
    {
      provide: ReviewService,
      inject: [RECORD_STORE, CLOCK],
      useFactory: (store: RecordStore, clock: Clock) => new ReviewService(store, clock),
    },
  ],
  exports: [ReviewService],
})
export class ReviewsModule {}
