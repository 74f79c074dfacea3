import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Everything the server reads from the environment; README.md documents each variable. */
export interface AppConfig {
  /** HTTP port (PORT, default 3000; 0 picks a free port). */
  readonly port: number;
  /** Where embedded data lives: the PGlite database and, by default, uploaded media (DATA_DIR, default ./data). */
  readonly dataDir: string;
  /** Uploaded images and videos (MEDIA_DIR, default <DATA_DIR>/media). */
  readonly mediaDir: string;
  /** PostgreSQL for events and read models instead of embedded PGlite (DATABASE_URL). */
  readonly databaseUrl?: string;
  /** Moves events to EventStoreDB; read models stay in PostgreSQL/PGlite (EVENTSTORE_URL). */
  readonly eventStoreUrl?: string;
  /**
   * Express "trust proxy" (TRUST_PROXY): set behind a TLS-terminating proxy so that client
   * addresses and https (for Secure cookies) are read from X-Forwarded-* headers.
   */
  readonly trustProxy?: boolean | number | string;
  /** Takes card payments through Stripe (STRIPE_SECRET_KEY); unset: the built-in test gateway, no money moves. */
  readonly stripeSecretKey?: string;
  /** Handed to the browser's Stripe payment form (STRIPE_PUBLISHABLE_KEY). */
  readonly stripePublishableKey?: string;
  /** Checks the signature of Stripe's webhook calls (STRIPE_WEBHOOK_SECRET). */
  readonly stripeWebhookSecret?: string;
  /** Built public and admin apps. */
  readonly webDist: string;
  readonly adminDist: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = projectRoot()): AppConfig {
  const dataDir = resolve(root, nonEmpty(env.DATA_DIR) ?? 'data');
  const mediaDir = nonEmpty(env.MEDIA_DIR);
  return {
    port: parsePort(env.PORT),
    dataDir,
    mediaDir: mediaDir ? resolve(root, mediaDir) : join(dataDir, 'media'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    eventStoreUrl: nonEmpty(env.EVENTSTORE_URL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    stripeSecretKey: nonEmpty(env.STRIPE_SECRET_KEY),
    stripePublishableKey: nonEmpty(env.STRIPE_PUBLISHABLE_KEY),
    stripeWebhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET),
    webDist: join(root, 'web', 'dist'),
    adminDist: join(root, 'admin-web', 'dist'),
  };
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got '${value}'`);
  }
  return port;
}

function parseTrustProxy(value: string | undefined): boolean | number | string | undefined {
  const v = nonEmpty(value);
  if (v === undefined || v === 'false') return undefined;
  if (v === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/** The folder holding package.json, whether running from source (tests) or from dist/. */
export function projectRoot(from = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'domain'))) return dir;
    if (dirname(dir) === dir) throw new ConfigError(`No project root above ${from}`);
  }
}
