import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from './config/app-config';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port);
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  new Logger('Main').log(`Listening on http://localhost:${config.port} (data: ${where})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
