import { describe, expect, jest, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getMetadataArgsStorage } from 'typeorm';
import { ProcessManager, ReactingProcessManager } from '../application/process-managers/process-manager';
import { Projection } from '../application/projections/projection';
import { AREAS } from './areas';
import { schemaEntities, schemaMigrations } from './persistence/schema';
import { allProcessManagers } from './projections/all-process-managers';
import { allProjections } from './projections/all-projections';
import { ProcessManagerPorts } from './projections/process-manager-ports';
import { Area } from './shared/area';
import { AreaCore } from './shared/area-core';

const ROOT = join(__dirname, '..');

/** Ports nothing is asked of: building a manager only keeps them. */
const PORTS: ProcessManagerPorts = {
  events: {} as never,
  gateway: {} as never,
  schedule: {} as never,
  outbox: {} as never,
  content: {} as never,
  templates: {} as never,
  clock: { now: () => new Date('2026-11-24T15:00:00Z') },
  siteOrigin: 'https://example.test',
  waiverDocuments: {} as never,
  waiverCopyLinks: {} as never,
  waiverReferences: {} as never,
  creditAccounts: {} as never,
  waitlistLinks: {} as never,
  holdLimits: {} as never,
  marketingChoices: { unsubscribes: {} as never, optIns: {} as never },
};

/** The TypeScript files under a folder of the project, specs left out. */
function sources(folder: string, name: RegExp = /\.ts$/): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => name.test(file) && !file.endsWith('.spec.ts'))
    .map((file) => join(ROOT, folder, file));
}

/** Every value each file exports, with where it comes from. */
async function exportsOf(files: string[]): Promise<{ where: string; value: unknown }[]> {
  const found: { where: string; value: unknown }[] = [];
  for (const file of files) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) found.push({ where: `${relative(ROOT, file)}: ${name}`, value });
  }
  return found;
}

const isProjection = (value: unknown): value is Projection =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Projection).name === 'string' &&
  Array.isArray((value as Projection).tables) &&
  typeof (value as Projection).applyBatch === 'function';

type ManagerClass = abstract new (...args: never[]) => ProcessManager;
const isManagerClass = (value: unknown): value is ManagerClass =>
  typeof value === 'function' &&
  value !== ReactingProcessManager &&
  typeof (value.prototype as Partial<ProcessManager> | undefined)?.handle === 'function' &&
  typeof (value.prototype as Partial<ProcessManager> | undefined)?.handles === 'function';

/** The areas whose core `has` holds for, by name: a failure says where something is listed twice, or that it is nowhere. */
const areasWith = (has: (area: AreaCore) => boolean) => AREAS.filter(has).map((area) => area.name);

describe('the areas of adapters/areas.ts', () => {
  test('each is named after a folder of adapters/ that holds its manifest, <name>/<name>.area.ts', () => {
    const misplaced = AREAS.filter((area) => !existsSync(join(__dirname, area.name, `${area.name}.area.ts`)));
    expect(misplaced.map((area) => area.name)).toEqual([]);
  });

  test('no two share a name', () => {
    const names = AREAS.map((area) => area.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  test("each has its core in <name>/<name>.core.ts, spread by its manifest, and every core file under adapters/ is an area's", async () => {
    const misplaced = AREAS.filter((area) => !existsSync(join(__dirname, area.name, `${area.name}.core.ts`)));
    expect(misplaced.map((area) => area.name)).toEqual([]);
    const cores = (await exportsOf(sources('adapters', /\.core\.ts$/))).filter(({ value }) => typeof value === 'object');
    expect(cores.length).toBeGreaterThan(0);
    // The manifest spreads its core: the same lists, not copies that could differ.
    const keys = ['name', 'entities', 'migrations', 'projections', 'processManagers'] as const;
    const spread = (core: AreaCore) => AREAS.some((area) => keys.every((key) => area[key] === core[key]));
    expect(cores.filter(({ value }) => !spread(value as AreaCore)).map(({ where }) => where)).toEqual([]);
    expect(cores).toHaveLength(AREAS.length);
  });

  test('every manifest under adapters/ is listed', async () => {
    const manifests = (await exportsOf(sources('adapters', /\.area\.ts$/))).filter(({ value }) => typeof value === 'object');
    expect(manifests.length).toBeGreaterThan(0);
    const unlisted = manifests.filter(({ value }) => !AREAS.includes(value as Area));
    expect(unlisted.map(({ where }) => where)).toEqual([]);
  });

  test("every projection exported under application/ is in exactly one area's core", async () => {
    const projections = (await exportsOf(sources('application'))).filter(({ value }) => isProjection(value));
    expect(projections.length).toBeGreaterThan(0);
    const listed = projections.map(({ where, value }) => ({
      where,
      areas: areasWith((area) => area.projections?.includes(value as Projection) ?? false),
    }));
    expect(listed.filter(({ areas }) => areas.length !== 1)).toEqual([]);
    expect(new Set(allProjections).size).toBe(allProjections.length);
  });

  test("every process manager under application/ is built by exactly one area's core", async () => {
    const classes = (await exportsOf(sources('application'))).filter(({ value }) => isManagerClass(value));
    expect(classes.length).toBeGreaterThan(0);
    const built = new Map(AREAS.map((area) => [area, area.processManagers?.(PORTS) ?? []]));
    const listed = classes.map(({ where, value }) => ({
      where,
      areas: areasWith((area) => built.get(area)!.some((manager) => manager instanceof (value as ManagerClass))),
    }));
    expect(listed.filter(({ areas }) => areas.length !== 1)).toEqual([]);
    expect(allProcessManagers(PORTS)).toHaveLength(classes.length);
  });

  test("every TypeORM entity under adapters/ is in exactly one area's core, and no migration is twice", async () => {
    // Before the tests below load the files again, on their own: TypeORM keeps one list of entities.
    await exportsOf(sources('adapters').filter((file) => readFileSync(file, 'utf8').includes('@Entity(')));
    const entities = getMetadataArgsStorage().tables.map((table) => table.target);
    expect(entities.length).toBeGreaterThan(0);
    const listed = entities.map((entity) => ({
      entity: typeof entity === 'function' ? entity.name : entity,
      areas: areasWith((area) => area.entities?.includes(entity as never) ?? false),
    }));
    expect(listed.filter(({ areas }) => areas.length !== 1)).toEqual([]);
    expect(schemaEntities).toHaveLength(entities.length);
    const names = schemaMigrations.map((migration) => migration.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});

describe('the lists read from the areas', () => {
  /**
   * The cores import much of adapters/: were one of the files they load to import a list read from
   * AREAS (or a file that does), the list would be read before AREAS exists whenever the areas are
   * loaded first. Each file is loaded here first, on its own.
   */
  test.each([
    'areas',
    'app.module',
    'persistence/schema',
    'persistence/database',
    'projections/all-projections',
    'projections/all-process-managers',
    'projections/projections.module',
  ])('are whole whichever file is loaded first: %s', (first) => {
    let lists: unknown[] = [];
    jest.isolateModules(() => {
      jest.requireActual(`./${first}`);
      const schema = jest.requireActual<typeof import('./persistence/schema')>('./persistence/schema');
      const projections = jest.requireActual<typeof import('./projections/all-projections')>('./projections/all-projections');
      const managers = jest.requireActual<typeof import('./projections/all-process-managers')>('./projections/all-process-managers');
      lists = [schema.schemaEntities, schema.schemaMigrations, projections.allProjections, managers.allProcessManagers(PORTS)];
    });
    const names = (list: unknown) => (list as { name: string }[]).map((item) => item.name);
    expect(lists.map(names)).toEqual([schemaEntities, schemaMigrations, allProjections, allProcessManagers(PORTS)].map(names));
  });
});
