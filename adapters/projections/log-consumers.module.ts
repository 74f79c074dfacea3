import { DynamicModule, Global, Module } from '@nestjs/common';
import { ProcessManager } from '../../application/process-managers/process-manager';
import { Projection } from '../../application/projections/projection';
import { ProcessManagerPorts } from './process-manager-ports';

/** The consumers of the log that ProjectionsModule runs: every area's projections and process managers. */
export interface LogConsumers {
  readonly projections: readonly Projection[];
  readonly processManagers: (ports: ProcessManagerPorts) => ProcessManager[];
}

export const LOG_CONSUMERS = Symbol('LogConsumers');

/**
 * Hands the areas' log consumers (all-projections.ts, all-process-managers.ts) from the composition
 * root to ProjectionsModule. ProjectionsModule cannot import those lists itself: they are read from
 * the areas' manifests (adapters/areas.ts), which import the areas' modules, several of which import
 * ProjectionsModule; the lists would then be read before the manifests exist.
 */
@Global()
@Module({})
export class LogConsumersModule {
  static forRoot(consumers: LogConsumers): DynamicModule {
    return { module: LogConsumersModule, providers: [{ provide: LOG_CONSUMERS, useValue: consumers }], exports: [LOG_CONSUMERS] };
  }
}
