import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { BookingsModule } from './bookings/bookings.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { AppConfig } from './config/app-config';
import { HealthController } from './health/health.controller';
import { PersistenceModule, PersistenceOptions } from './persistence/persistence.module';
import { ProjectionsModule } from './projections/projections.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: PersistenceOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ScheduleModule.forRoot(),
        PersistenceModule.forRoot(config, options),
        AuthModule,
        ProjectionsModule,
        BookingsModule,
        AuditModule,
        CatalogueModule,
      ],
      controllers: [HealthController],
    };
  }
}
