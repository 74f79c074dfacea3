import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SITE_DEFAULTS } from '../../domain/content/site-content-defaults';

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
  /** Checks the signature of Stripe's webhook calls (STRIPE_WEBHOOK_SECRET); without it the webhook answers 503. */
  readonly stripeWebhookSecret?: string;
  /**
   * Where the Stripe SDK sends its requests instead of https://api.stripe.com (STRIPE_API_BASE, e.g.
   * http://127.0.0.1:4010): for tests and local stand-ins only, never in production.
   */
  readonly stripeApiBase?: StripeApiBase;
  /** Sends booking emails through this SMTP server (SMTP_URL); unset: emails are only recorded in the outbox. */
  readonly smtp?: SmtpSettings;
  /** Sends booking SMS through Twilio (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM); unset: SMS are only recorded. */
  readonly twilio?: TwilioSettings;
  /** Built public and admin apps. */
  readonly webDist: string;
  readonly adminDist: string;
  /** The public site's server renderer (`vite build --ssr`), kept apart from webDist so it is never served. */
  readonly webRenderer: string;
}

export interface StripeApiBase {
  readonly protocol: 'http' | 'https';
  readonly host: string;
  readonly port: number;
}

export interface SmtpSettings {
  /** smtp://user:pass@host:587 or smtps://...:465; query parameters are nodemailer options (?ignoreTLS=true). */
  readonly url: string;
  /** The sender of every email (MAIL_FROM, default the business name and booking address). */
  readonly from: string;
}

export interface TwilioSettings {
  /** Starts with AC. */
  readonly accountSid: string;
  readonly authToken: string;
  /** The number (E.164) or messaging service id the texts come from. */
  readonly from: string;
  /**
   * Where the Twilio SDK sends its requests instead of https://api.twilio.com (TWILIO_API_BASE):
   * for tests and local stand-ins only, never in production.
   */
  readonly apiBase?: string;
}

export const DEFAULT_MAIL_FROM = `${SITE_DEFAULTS.name} <${SITE_DEFAULTS.email}>`;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = projectRoot()): AppConfig {
  const dataDir = resolve(root, nonEmpty(env.DATA_DIR) ?? 'data');
  const mediaDir = nonEmpty(env.MEDIA_DIR);
  // Without the publishable key the payment dialog could take no card: refuse to start half-configured.
  if (nonEmpty(env.STRIPE_SECRET_KEY) && !nonEmpty(env.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError('STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY: the payment form needs it');
  }
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
    stripeApiBase: parseStripeApiBase(env.STRIPE_API_BASE),
    smtp: parseSmtp(env),
    twilio: parseTwilio(env),
    webDist: join(root, 'web', 'dist'),
    adminDist: join(root, 'admin-web', 'dist'),
    webRenderer: join(root, 'web', 'dist-server', 'entry-server.cjs'),
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

function parseStripeApiBase(value: string | undefined): StripeApiBase | undefined {
  const v = nonEmpty(value);
  if (v === undefined) return undefined;
  const url = URL.canParse(v) ? new URL(v) : undefined;
  // The SDK takes a host, a port and a protocol, nothing more: a path or credentials would be dropped silently.
  const usable =
    url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname && url.pathname === '/' && !url.search && !url.username;
  if (!url || !usable) {
    throw new ConfigError(`STRIPE_API_BASE must be an http(s) address without a path, such as http://127.0.0.1:4010, got '${v}'`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443 };
}

function parseSmtp(env: NodeJS.ProcessEnv): SmtpSettings | undefined {
  const url = nonEmpty(env.SMTP_URL);
  if (url === undefined) return undefined;
  if (!URL.canParse(url) || !['smtp:', 'smtps:'].includes(new URL(url).protocol)) {
    // Not echoed: the address usually carries the mail account's password.
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// address, such as smtp://user:pass@mail.example.com:587');
  }
  return { url, from: nonEmpty(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM };
}

function parseTwilio(env: NodeJS.ProcessEnv): TwilioSettings | undefined {
  const accountSid = nonEmpty(env.TWILIO_ACCOUNT_SID);
  const authToken = nonEmpty(env.TWILIO_AUTH_TOKEN);
  const from = nonEmpty(env.TWILIO_FROM);
  if (!accountSid && !authToken && !from) return undefined;
  // Half a configuration would fail every SMS at send time: refuse to start instead.
  if (!accountSid || !authToken || !from) {
    throw new ConfigError('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together');
  }
  if (!accountSid.startsWith('AC')) throw new ConfigError(`TWILIO_ACCOUNT_SID must start with AC, got '${accountSid}'`);
  const apiBase = nonEmpty(env.TWILIO_API_BASE);
  if (apiBase !== undefined && (!URL.canParse(apiBase) || !['http:', 'https:'].includes(new URL(apiBase).protocol))) {
    throw new ConfigError(`TWILIO_API_BASE must be an http(s) address, such as http://127.0.0.1:4020, got '${apiBase}'`);
  }
  return { accountSid, authToken, from, ...(apiBase ? { apiBase } : {}) };
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
