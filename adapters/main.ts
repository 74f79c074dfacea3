import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from './config/app-config';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port);
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  const logger = new Logger('Main');
  logger.log(`Listening on http://localhost:${config.port} (data: ${where})`);
  if (!config.publicOrigin) {
    logger.warn("PUBLIC_ORIGIN is not set: pages and the sitemap name the site by each request's Host header. Set it on a public site.");
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
