import { afterAll, describe, expect, test } from '@jest/globals';
import { INITIAL_SEED } from '../../adapters/seed/seed-on-start';
import { SEED_BLOG_POSTS, SEED_REVIEWS } from '../../adapters/seed/seed-content';
import { createServerDatabase, killLeftoverServers, ServerDatabase, startServerProcess } from '../support/server-process';

/** Servers of one deployment share one PostgreSQL database; PGlite is one process's own (data-dir-lock.ts). */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

afterAll(() => killLeftoverServers());

onPostgres('servers started at the same moment on an empty PostgreSQL schema', () => {
  let db: ServerDatabase | undefined;
  afterAll(async () => {
    killLeftoverServers();
    await db?.remove();
  });

  test('all of them come up, the schema is migrated once and the starting content seeded once', async () => {
    db = await createServerDatabase('postgres');
    const servers = await Promise.all([startServerProcess(db.env), startServerProcess(db.env)]);
    for (const server of servers) expect((await fetch(`${server.url}/api/packages`)).status).toBe(200);
    await Promise.all(servers.map((server) => server.kill('SIGTERM')));

    const database = await db.open();
    try {
      const count = async (sql: string) => ((await database.dataSource.query(sql)) as { n: number }[])[0]!.n;
      expect(await count(`SELECT count(*)::int AS n FROM seed_runs WHERE "name" = '${INITIAL_SEED}' AND "finishedAt" IS NOT NULL`)).toBe(1);
      expect(await count('SELECT count(*)::int AS n FROM reviews')).toBe(SEED_REVIEWS.length);
      expect(await count('SELECT count(*)::int AS n FROM blog_posts')).toBe(SEED_BLOG_POSTS.length);
    } finally {
      await database.close();
    }
  }, 90_000);
});
