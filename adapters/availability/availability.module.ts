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
import { ClosuresController } from './closures.controller';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { PackageService } from '../../application/catalogue/package-service';
import { TypeOrmOverridesInRange } from './typeorm-overrides-in-range';
import { TypeOrmTakenSlots } from './typeorm-taken-slots';

@Module({
  imports: [CatalogueModule],
  controllers: [AvailabilityController, ClosuresController],
  providers: [
    {
      provide: AvailabilityService,
      inject: [RECORD_STORE, DATABASE, CLOCK, PackageService],
      useFactory: (store: RecordStore, db: Database, clock: Clock, packages: PackageService) => {
        const availability = new AvailabilityService(
          store,
          new TypeOrmOverridesInRange(db.dataSource),
          new TypeOrmTakenSlots(db.dataSource, clock),
          clock,
          packages,
        );
        // A package's season decides which days the calendar offers: its edit drops the calendars kept.
        packages.onChange(() => availability.forgetCalendar());
        return availability;
      },
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
