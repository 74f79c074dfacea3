import { Module } from '@nestjs/common';
import { AvailabilityService } from '../../application/availability/availability-service';
import { GiftCardService } from '../../application/giftcards/gift-card-service';
import { ReportService } from '../../application/reports/report-service';
import { AvailabilityModule } from '../availability/availability.module';
import { GiftCardsModule } from '../giftcards/giftcards.module';
import { GiftCardReportFigures } from './gift-card-report-figures';
import { Database } from '../persistence/database';
import { DATABASE } from '../shared/tokens';
import { ReportsController } from './reports.controller';
import { AvailabilityReportSchedule, TypeOrmReportBookings } from './report-tables';

/** The admin's reports, read from the reports' read model and the schedule. */
@Module({
  imports: [AvailabilityModule, GiftCardsModule],
  controllers: [ReportsController],
  providers: [
    {
      provide: ReportService,
      inject: [DATABASE, AvailabilityService, GiftCardService],
      useFactory: (db: Database, availability: AvailabilityService, giftCards: GiftCardService) =>
        new ReportService(
          new TypeOrmReportBookings(db.dataSource),
          new AvailabilityReportSchedule(availability, db.dataSource),
          new GiftCardReportFigures(giftCards),
        ),
    },
  ],
})
export class ReportsModule {}
