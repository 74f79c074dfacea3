import { DynamicModule, Type } from '@nestjs/common';
import { MigrationInterface } from 'typeorm';
import { ProcessManager } from '../../application/process-managers/process-manager';
import { Projection } from '../../application/projections/projection';
import { AppConfig } from '../config/app-config';
import { ProcessManagerPorts } from '../projections/process-manager-ports';

/** A TypeORM entity: a class TypeORM maps to a table. */
export type EntityClass = new () => object;
/** A TypeORM migration: a class whose name ends with its timestamp, which orders the migrations. */
export type MigrationClass = new () => MigrationInterface;

/**
 * Everything the app wires for one business area, in the manifest `adapters/<area>/<area>.area.ts`,
 * listed once in adapters/areas.ts. The app's tables, read models, process managers and Nest modules
 * are all read from that list (persistence/schema.ts, projections/all-projections.ts,
 * projections/all-process-managers.ts, app.module.ts), so a new area is wired by its manifest alone.
 */
export interface Area {
  /** The area's folder name, the same in domain/, application/ and adapters/. */
  readonly name: string;
  /**
   * Its Nest modules (controllers, services, schedules), given the app's configuration. Most areas
   * have one; messaging and waivers have two.
   */
  readonly modules?: (config: AppConfig) => readonly (Type<unknown> | DynamicModule)[];
  /** Its tables: TypeORM entities and migrations. */
  readonly entities?: readonly EntityClass[];
  readonly migrations?: readonly MigrationClass[];
  /** Its read-model projections (rebuilt from the log). */
  readonly projections?: readonly Projection[];
  /** Its process managers (the side effects), built from the ports every manager shares. */
  readonly processManagers?: (ports: ProcessManagerPorts) => readonly ProcessManager[];
}
