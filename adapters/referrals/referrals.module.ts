import { Module } from '@nestjs/common';
import { Clock } from '../../application/ports/clock';
import { EventStore } from '../../application/ports/event-store';
import { ProjectionWaiter } from '../../application/projections/projection';
import { ReferralJob } from '../../application/referrals/referral-job';
import { ReferralService } from '../../application/referrals/referral-service';
import { AppConfig } from '../config/app-config';
import { messageOriginOf } from '../http/request-origin';
import { Database } from '../persistence/database';
import { ProjectionsModule } from '../projections/projections.module';
import { APP_CONFIG, CLOCK, DATABASE, EVENT_STORE, READ_YOUR_WRITES } from '../shared/tokens';
import { ReferralsController } from './referrals.controller';
import { ReferralsSchedule } from './referrals.schedule';
import { TypeOrmReferralQueries } from './typeorm-referral-queries';

/**
 * Referrals (docs/product/referrals.md): the share data, the staff's reads and the minute job that
 * rewards completed trips. The processes that issue codes, record referrals and move credit are in
 * ProjectionsModule; the quote reads the codes and credits through BookingsModule.
 */
@Module({
  imports: [ProjectionsModule],
  controllers: [ReferralsController],
  providers: [
    {
      provide: ReferralJob,
      inject: [EVENT_STORE, DATABASE, READ_YOUR_WRITES, CLOCK],
      useFactory: (events: EventStore, db: Database, settled: ProjectionWaiter, clock: Clock) =>
        new ReferralJob(events, new TypeOrmReferralQueries(db.dataSource), settled, clock),
    },
    {
      provide: ReferralService,
      inject: [DATABASE, APP_CONFIG, CLOCK],
      useFactory: (db: Database, config: AppConfig, clock: Clock) =>
        new ReferralService(new TypeOrmReferralQueries(db.dataSource), messageOriginOf(config), clock),
    },
    ReferralsSchedule,
  ],
  exports: [ReferralJob],
})
export class ReferralsModule {}
