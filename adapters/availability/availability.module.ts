import { SqlHoldQuota } from '../checkout/sql-hold-quota';
import { Module } from '@nestjs/common';
import { AvailabilityService } from '../../application/availability/availability-service';
import { LapsedHolds } from '../../application/availability/lapsed-holds';
import { EventStore } from '../../application/ports/event-store';
import { Clock } from '../../application/ports/clock';
import { RecordStore } from '../../application/ports/records';
import { Database } from '../persistence/database';
import { CLOCK, DATABASE, EVENT_STORE, RECORD_STORE } from '../shared/tokens';
import { LapsedHoldsSchedule, typeOrmLapsedHolds } from './lapsed-holds.schedule';
import { AvailabilityController } from './availability.controller';
import { TypeOrmOverridesInRange } from './typeorm-overrides-in-range';
import { TypeOrmTakenSlots } from './typeorm-taken-slots';

@Module({
  controllers: [AvailabilityController],
  providers: [
    {
      provide: AvailabilityService,
      inject: [RECORD_STORE, DATABASE, CLOCK],
      useFactory: (store: RecordStore, db: Database, clock: Clock) =>
        new AvailabilityService(store, new TypeOrmOverridesInRange(db.dataSource), new TypeOrmTakenSlots(db.dataSource, clock), clock),
    },
    {
      provide: LapsedHolds,
      inject: [EVENT_STORE, DATABASE, CLOCK],
      useFactory: (events: EventStore, db: Database, clock: Clock) =>
        new LapsedHolds(events, typeOrmLapsedHolds(db.dataSource), clock, new SqlHoldQuota(db.dataSource)),
    },
    LapsedHoldsSchedule,
  ],
  exports: [AvailabilityService, LapsedHolds],
})
export class AvailabilityModule {}
