import { DynamicModule, Type } from '@nestjs/common';
import { ProcessManager } from '../../application/process-managers/process-manager';
import { Projection } from '../../application/projections/projection';
import { AppConfig } from '../config/app-config';
import { ProcessManagerPorts } from '../projections/process-manager-ports';
import { AreaCore } from './area-core';

/**
 * Everything the app wires for one business area, in the manifest `adapters/<area>/<area>.area.ts`,
 * listed once in adapters/areas.ts. The app's read models, process managers and Nest modules are read
 * from that list (projections/all-projections.ts, projections/all-process-managers.ts, app.module.ts).
 * Its name and tables are those of `<area>.core.ts` (shared/area-core.ts), which the manifest
 * spreads: persistence/schema.ts reads the tables from adapters/area-cores.ts, in the same order,
 * so that loading the schema does not load every area's Nest modules.
 */
export interface Area extends AreaCore {
  /**
   * Its Nest modules (controllers, services, schedules), given the app's configuration. Most areas
   * have one; messaging and waivers have two.
   */
  readonly modules?: (config: AppConfig) => readonly (Type<unknown> | DynamicModule)[];
  /** Its read-model projections (rebuilt from the log). */
  readonly projections?: readonly Projection[];
  /** Its process managers (the side effects), built from the ports every manager shares. */
  readonly processManagers?: (ports: ProcessManagerPorts) => readonly ProcessManager[];
}
