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
 * root to ProjectionsModule. It was needed while the manifests (adapters/areas.ts) imported their
 * Nest modules, which import ProjectionsModule: the lists would have been read before the manifests
 * existed. The manifests import their modules only when the app is built now, so ProjectionsModule
 * could import the lists itself.
 */
@Global()
@Module({})
export class LogConsumersModule {
  static forRoot(consumers: LogConsumers): DynamicModule {
    return { module: LogConsumersModule, providers: [{ provide: LOG_CONSUMERS, useValue: consumers }], exports: [LOG_CONSUMERS] };
  }
}
