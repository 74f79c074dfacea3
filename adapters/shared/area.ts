import type { DynamicModule, Type } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { AreaCore } from './area-core';

/**
 * Everything the app wires for one business area, in its manifest `adapters/<area>/<area>.area.ts`,
 * listed once in adapters/areas.ts: its core, `<area>.core.ts` (shared/area-core.ts: its name,
 * tables, read models and process managers), which the manifest spreads, and its Nest modules,
 * imported only when the app is built. The schema (persistence/schema.ts), the read models and the
 * process managers (projections/all-projections.ts, projections/all-process-managers.ts) are read
 * from the same list, and loading them loads no Nest module: the migrations, the tests' databases
 * and the command-line tools load them without the app (test/unit/schema-without-nest.test.ts).
 */
export interface Area extends AreaCore {
  /**
   * Its Nest modules (controllers, services, schedules), given the app's configuration, imported
   * when called (app.module.ts), never when the list is loaded. Most areas have one; messaging and
   * waivers have two.
   */
  readonly modules?: (config: AppConfig) => Promise<readonly (Type<unknown> | DynamicModule)[]>;
}
