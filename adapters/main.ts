// Before any import: argon2's prebuilt binary (loaded through ./create-app) kills Node 20 at load
// with a segfault, so on an older Node say what to do instead. `npm start` runs this file on the
// Node 24 that package.json brings (the `node` dependency, first on the PATH of every npm script).
if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(
    `This server needs Node 22 or later and this is Node ${process.versions.node}: start it with \`npm start\`, which runs it on the project's own Node 24 (node_modules/.bin/node).`,
  );
  process.exit(1);
}

import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from './config/app-config';
import { createApp } from './create-app';
import { Database } from './persistence/database';
import { DATABASE } from './shared/tokens';
import { redactText } from './logging/redact';

/** Past the drain, the remaining steps (catching up, closing the database) take seconds at most. */
const SHUTDOWN_STEPS_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  // The start-up work (the first-run seed, catching up, reconciling) runs before the lock that lets
  // another server start on the same database is released (persistence/startup-lock.ts).
  await app.init();
  await app.get<Database>(DATABASE).startupFinished();
  await app.listen(config.port);
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  const logger = new Logger('Main');
  logger.log(`Listening on http://localhost:${config.port} (data: ${where})`);
  if (!config.publicOrigin) {
    logger.warn("PUBLIC_ORIGIN is not set: pages and the sitemap name the site by each request's Host header. Set it on a public site.");
  }
  // Nest's own listeners (createApp) run the shutdown and exit 0; these only say why, and make sure
  // a stuck step cannot keep the process alive for ever.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.log(`${signal} received: shutting down`);
      setTimeout(() => {
        logger.error(`Shutdown still not finished ${config.shutdownTimeoutMs + SHUTDOWN_STEPS_MS} ms after ${signal}: exiting`);
        process.exit(1);
      }, config.shutdownTimeoutMs + SHUTDOWN_STEPS_MS).unref();
    });
  }
}

main().catch((error: unknown) => {
  // A failed connection's message can carry the address it was given, password included.
  console.error(redactText(error instanceof Error ? error.message : String(error)));
  process.exit(1);
});
