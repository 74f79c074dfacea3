import { Module } from '@nestjs/common';
import { AvailabilityService } from '../../application/availability/availability-service';
import { Clock } from '../../application/ports/clock';
import { RecordStore } from '../../application/ports/records';
import { Database } from '../persistence/database';
import { CLOCK, DATABASE, RECORD_STORE } from '../shared/tokens';
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
  ],
  exports: [AvailabilityService],
})
export class AvailabilityModule {}
