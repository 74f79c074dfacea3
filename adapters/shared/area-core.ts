import type { MigrationInterface } from 'typeorm';
import { ProcessManager } from '../../application/process-managers/process-manager';
import { Projection } from '../../application/projections/projection';
import { ProcessManagerPorts } from '../projections/process-manager-ports';

/** A TypeORM entity: a class TypeORM maps to a table. */
export type EntityClass = new () => object;
/** A TypeORM migration: a class whose name ends with its timestamp, which orders the migrations. */
export type MigrationClass = new () => MigrationInterface;

/**
 * One business area's core, in `adapters/<area>/<area>.core.ts`, spread by its manifest
 * (shared/area.ts): its tables, read models and process managers, free of Nest, so that the schema
 * (persistence/schema.ts), the read models and the process managers (projections/all-projections.ts,
 * projections/all-process-managers.ts) load without the app; the manifest imports the area's Nest
 * modules only when the app is built. .dependency-cruiser.cjs refuses any path from a core file to
 * a Nest package.
 */
export interface AreaCore {
  /** The area's folder name, the same in domain/, application/ and adapters/. */
  readonly name: string;
  /** Its TypeORM entities and migrations; an area without tables of its own has neither. */
  readonly entities?: readonly EntityClass[];
  readonly migrations?: readonly MigrationClass[];
  /** Its read-model projections (rebuilt from the log). */
  readonly projections?: readonly Projection[];
  /** Its process managers (the side effects), built from the ports every manager shares. */
  readonly processManagers?: (ports: ProcessManagerPorts) => readonly ProcessManager[];
}
