import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { ROOT, TYPESCRIPT_HOOK } from '../support/server-process';

/*
 * The migrations, the tests' databases, the benchmarks and `npm run projections:rebuild` load the
 * schema, the read models and the process managers without the app. They read them from the one
 * list of areas (adapters/areas.ts), whose manifests import their Nest modules only when the app is
 * built: a manifest that imported one at the top would load every module of the app, and Nest with
 * them, into each of those tools. The files are loaded here one after the other in a fresh Node
 * process, which reports the Nest files loaded after each (the first file to load one is the culprit).
 */

/** What those tools load: the schema, the lists of consumers, the database and the rebuild command's own imports. */
const LOADED_WITHOUT_THE_APP = [
  'adapters/areas.ts',
  'adapters/persistence/schema.ts',
  'adapters/persistence/database.ts',
  'adapters/projections/all-projections.ts',
  'adapters/projections/all-process-managers.ts',
  'adapters/config/app-config.ts',
  'adapters/persistence/postgres-event-store.ts',
  'adapters/persistence/eventstoredb-event-store.ts',
  'adapters/persistence/sql-projection-store.ts',
];

/** The files of Nest packages a fresh process has loaded once it has required each file in turn, by file. */
function nestFilesLoadedBy(files: readonly string[]): Record<string, string[]> {
  const script = `${TYPESCRIPT_HOOK}
const nest = () => Object.keys(require.cache).filter((loaded) => loaded.includes('/node_modules/@nestjs/'));
const loaded = {};
for (const file of ${JSON.stringify(files)}) {
  require('./' + file);
  loaded[file] = nest();
}
process.stdout.write(JSON.stringify(loaded));
`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' })) as Record<string, string[]>;
}

describe('what loads without the app', () => {
  test('none of the files those tools load loads a Nest package', () => {
    const loaded = nestFilesLoadedBy(LOADED_WITHOUT_THE_APP);
    expect(Object.keys(loaded)).toEqual(LOADED_WITHOUT_THE_APP);
    expect(Object.entries(loaded).filter(([, nest]) => nest.length > 0)).toEqual([]);
  });

  test('the app itself does load them: the check sees a Nest module when one is loaded', () => {
    expect(nestFilesLoadedBy(['adapters/app.module.ts'])['adapters/app.module.ts']!.length).toBeGreaterThan(0);
  });
});
