import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TerminusModule } from '@nestjs/terminus';
import { AREAS } from './areas';
import { AppConfig } from './config/app-config';
import { HealthController } from './health/health.controller';
import { OutboxBacklog } from './health/outbox-backlog';
import { ReadinessController } from './health/readiness.controller';
import { LinkPageStylesController } from './http/link-page-styles.controller';
import { PersistenceModule, PersistenceOptions } from './persistence/persistence.module';
import { allProcessManagers } from './projections/all-process-managers';
import { allProjections } from './projections/all-projections';
import { LogConsumersModule } from './projections/log-consumers.module';

/**
 * The composition root: the infrastructure every area runs on, then each business area's modules
 * (adapters/areas.ts, imported here, in the list's order), then the health probes.
 */
@Module({})
export class AppModule {
  static async forRoot(config: AppConfig, options: PersistenceOptions = {}): Promise<DynamicModule> {
    const areaModules = await Promise.all(AREAS.map((area) => area.modules?.(config) ?? Promise.resolve([])));
    return {
      module: AppModule,
      imports: [
        ScheduleModule.forRoot(),
        PersistenceModule.forRoot(config, options),
        LogConsumersModule.forRoot({ projections: allProjections, processManagers: allProcessManagers }),
        ...areaModules.flat(),
        // The probes' check runner: a failing check is logged as one line, and the 503 names it.
        TerminusModule.forRoot({ errorLogStyle: 'json' }),
      ],
      controllers: [HealthController, ReadinessController, LinkPageStylesController],
      providers: [OutboxBacklog],
    };
  }
}
