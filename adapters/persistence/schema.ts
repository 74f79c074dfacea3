import { AREAS } from '../areas';
import { CreateEvents1763800000000 } from './migrations/1763800000000-create-events';
import { CreateProjectionCheckpoints1763800000001 } from './migrations/1763800000001-create-projection-checkpoints';
import { CreateBatchRefusal1763800060000 } from './migrations/1763800060000-create-batch-refusal';

// The migrations, the tests' databases and the command-line tools load this file without the app:
// the areas' manifests import their Nest modules only when the app is built
// (test/unit/schema-without-nest.test.ts).

/** Every TypeORM entity of the app: each business area's, in the order of adapters/areas.ts. */
export const schemaEntities = AREAS.flatMap((area) => area.entities ?? []);

/**
 * Every migration of the app: first the log's own (the events, the consumers' checkpoints and the
 * function that refuses a projection batch another runner overtook), which belong to no area, then
 * each area's. TypeORM runs them by their timestamps.
 */
export const schemaMigrations = [
  CreateEvents1763800000000,
  CreateProjectionCheckpoints1763800000001,
  CreateBatchRefusal1763800060000,
  ...AREAS.flatMap((area) => area.migrations ?? []),
];
