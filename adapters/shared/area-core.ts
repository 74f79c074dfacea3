import type { MigrationInterface } from 'typeorm';

/** A TypeORM entity: a class TypeORM maps to a table. */
export type EntityClass = new () => object;
/** A TypeORM migration: a class whose name ends with its timestamp, which orders the migrations. */
export type MigrationClass = new () => MigrationInterface;

/**
 * One business area's core: its tables, in `adapters/<area>/<area>.core.ts`, listed in adapters/area-cores.ts.
 * They are kept apart from the area's manifest (shared/area.ts), which imports the area's Nest modules
 * and with them most of the app: persistence/schema.ts reads the tables alone, and the migrations,
 * the tests' databases and the command-line tools that load it must not load the app as well.
 * .dependency-cruiser.cjs refuses any path from a core file to a Nest package.
 */
export interface AreaCore {
  /** The area's folder name, the same in domain/, application/ and adapters/. */
  readonly name: string;
  /** Its TypeORM entities and migrations; an area without tables of its own has neither. */
  readonly entities?: readonly EntityClass[];
  readonly migrations?: readonly MigrationClass[];
}
