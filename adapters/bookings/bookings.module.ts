import { Module } from '@nestjs/common';
import { BookingService } from '../../application/bookings/booking-service';
import { Clock, IdGenerator } from '../../application/ports/clock';
import { EventStore } from '../../application/ports/event-store';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { Database } from '../persistence/database';
import { ProjectionsModule } from '../projections/projections.module';
import { CLOCK, DATABASE, EVENT_STORE, ID_GENERATOR, PROJECTION_RUNNER } from '../shared/tokens';
import { BookingsController } from './bookings.controller';
import { BOOKING_QUERIES } from './bookings.tokens';
import { TypeOrmBookingQueries } from './typeorm-booking-queries';

@Module({
  imports: [ProjectionsModule],
  controllers: [BookingsController],
  providers: [
    { provide: BOOKING_QUERIES, inject: [DATABASE], useFactory: (db: Database) => new TypeOrmBookingQueries(db.dataSource) },
    {
      provide: BookingService,
      inject: [EVENT_STORE, BOOKING_QUERIES, PROJECTION_RUNNER, CLOCK, ID_GENERATOR],
      useFactory: (events: EventStore, queries: TypeOrmBookingQueries, runner: ProjectionRunner, clock: Clock, ids: IdGenerator) =>
        new BookingService(events, queries, runner, clock, ids),
    },
  ],
})
export class BookingsModule {}
