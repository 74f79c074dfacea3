import { Module } from '@nestjs/common';
import { RetentionPurges } from '../../application/privacy/retention-purges';
import { Clock } from '../../application/ports/clock';
import { AppConfig } from '../config/app-config';
import { Database } from '../persistence/database';
import { APP_CONFIG, CLOCK, DATABASE } from '../shared/tokens';
import { PrivacyController } from './privacy.controller';
import { RetentionSchedule } from './retention.schedule';
import { SqlRetainedRecords } from './sql-retained-records';

/** The retention periods the privacy policy states, and the hourly job that deletes by them. */
@Module({
  controllers: [PrivacyController],
  providers: [
    {
      provide: RetentionPurges,
      inject: [DATABASE, APP_CONFIG, CLOCK],
      useFactory: (db: Database, config: AppConfig, clock: Clock) =>
        new RetentionPurges(new SqlRetainedRecords(db.dataSource), config.retention, clock),
    },
    RetentionSchedule,
  ],
  exports: [RetentionPurges],
})
export class PrivacyModule {}
