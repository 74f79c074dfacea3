import { AREA_CORES } from '../area-cores';
import { CreateEvents1763800000000 } from './migrations/1763800000000-create-events';
import { CreateProjectionCheckpoints1763800000001 } from './migrations/1763800000001-create-projection-checkpoints';
import { CreateBatchRefusal1763800060000 } from './migrations/1763800060000-create-batch-refusal';

// The tables come from adapters/area-cores.ts, not from the manifests of adapters/areas.ts: those
// import the areas' Nest modules, and the migrations, the tests' databases and the command-line tools
// load this file without the app. .dependency-cruiser.cjs refuses a path from here to a Nest package.

/** Every TypeORM entity of the app: each business area's, in the order of adapters/areas.ts. */
export const schemaEntities = AREA_CORES.flatMap((area) => area.entities ?? []);

/**
 * Every migration of the app: first the log's own (the events, the consumers' checkpoints and the
 * function that refuses a projection batch another runner overtook), which belong to no area, then
 * each area's. TypeORM runs them by their timestamps.
 */
export const schemaMigrations = [
  CreateEvents1763800000000,
  CreateProjectionCheckpoints1763800000001,
  CreateBatchRefusal1763800060000,
  ...AREA_CORES.flatMap((area) => area.migrations ?? []),
];
