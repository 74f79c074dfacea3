import { INestApplication } from '@nestjs/common';
import { Clock } from '../../application/ports/clock';
import { AppConfig, loadConfig } from '../../adapters/config/app-config';
import { createApp } from '../../adapters/create-app';
import { Database } from '../../adapters/persistence/database';

export interface TestApp {
  readonly app: INestApplication;
  readonly url: string;
  readonly config: AppConfig;
  /** fetch against the app; JSON bodies get the JSON content type. */
  /** Redirects are returned, not followed. */
  request(method: string, path: string, body?: unknown): Promise<{ status: number; body: any; headers: Headers; text: string }>;
  close(): Promise<void>;
}

/** The real app on a free port, on the given database (or on PGlite under `env.DATA_DIR`). */
export async function startTestApp(
  options: { database?: Database; env?: NodeJS.ProcessEnv; clock?: Clock } = {},
): Promise<TestApp> {
  const config = { ...loadConfig({ PORT: '0', ...options.env }) };
  const app = await createApp(config, { database: options.database, clock: options.clock, logger: false });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    url,
    config,
    async request(method, path, body) {
      const response = await fetch(url + path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
      const text = await response.text();
      let parsed: unknown = undefined;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: response.status, body: parsed, headers: response.headers, text };
    },
    close: () => app.close(),
  };
}
