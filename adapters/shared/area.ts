import { DynamicModule, Type } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { AreaCore } from './area-core';

/**
 * Everything the app wires for one business area, in the manifest `adapters/<area>/<area>.area.ts`,
 * listed once in adapters/areas.ts: its core, `<area>.core.ts` (shared/area-core.ts: its name,
 * tables, read models and process managers), which the manifest spreads, and its Nest modules. The
 * app's Nest modules are read from that list (app.module.ts); the tables, read models and process
 * managers from adapters/area-cores.ts, in the same order (persistence/schema.ts,
 * projections/all-projections.ts, projections/all-process-managers.ts), so that loading them does not
 * load every area's Nest modules.
 */
export interface Area extends AreaCore {
  /**
   * Its Nest modules (controllers, services, schedules), given the app's configuration. Most areas
   * have one; messaging and waivers have two.
   */
  readonly modules?: (config: AppConfig) => readonly (Type<unknown> | DynamicModule)[];
}
