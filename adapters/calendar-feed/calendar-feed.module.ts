import { Module } from '@nestjs/common';
import { CalendarFeedService } from '../../application/calendar-feed/calendar-feed-service';
import { Clock } from '../../application/ports/clock';
import { RecordStore } from '../../application/ports/records';
import { AppConfig } from '../config/app-config';
import { messageOriginOf } from '../http/request-origin';
import { Database } from '../persistence/database';
import { APP_CONFIG, CLOCK, DATABASE, RECORD_STORE } from '../shared/tokens';
import { CalendarFeedController } from './calendar-feed.controller';
import { TypeOrmFeedTrips } from './calendar-feed-tables';

/** The guide's calendar feed: its address in Settings and the feed itself. */
@Module({
  controllers: [CalendarFeedController],
  providers: [
    {
      provide: CalendarFeedService,
      inject: [RECORD_STORE, DATABASE, CLOCK, APP_CONFIG],
      useFactory: (store: RecordStore, db: Database, clock: Clock, config: AppConfig) =>
        new CalendarFeedService(store, new TypeOrmFeedTrips(db.dataSource), clock, messageOriginOf(config)),
    },
  ],
})
export class CalendarFeedModule {}
