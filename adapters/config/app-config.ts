import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { SendLimits } from '../../application/messaging/send-quota';
import { PasswordHashCost } from '../auth/argon2-hasher';
import { DEFAULT_RETENTION, RETENTION_MINIMUM_DAYS, RetentionPeriods } from '../../domain/privacy/retention-rules';
import { DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from '../persistence/postgres-pool-options';
import { ConfigError, LogFormat, LogThreshold, SmtpSettings, StripeApiBase, TwilioSettings } from './config-settings';
import {
  nonEmpty,
  parseDatabaseUrl,
  parseEventStoreUrl,
  parseLogFormat,
  parseLogLevel,
  parsePasswordHashCost,
  parsePayments,
  parsePort,
  parsePublicOrigin,
  parseSmtp,
  parseStripeApiBase,
  parseTrustProxy,
  parseTwilio,
  parseWholeNumber,
  standInOnly,
} from './config-parsers';

/** Everything the server reads from the environment; docs/operations/configuration.md documents each variable. */
export interface AppConfig {
  /** NODE_ENV=production: refuses to start half-configured (payments, public origin) and hardens cookies. */
  readonly production: boolean;
  /**
   * Which gateway takes card payments (PAYMENTS): 'stripe' (needs STRIPE_SECRET_KEY) or 'test', the
   * built-in test gateway where no money moves. Unset: Stripe when its key is set, otherwise the test
   * gateway, which production refuses unless chosen explicitly with PAYMENTS=test.
   */
  readonly payments: 'stripe' | 'test';
  /**
   * At most this many unpaid checkouts (held slots) at once per client address, per email and per
   * phone (HOLDS_PER_CLIENT, default 2): one script cannot hold the calendar.
   */
  readonly holdsPerClient: number;
  /**
   * Requests per minute one client address may make to each public checkout call (payment intent,
   * confirmation, release, the test gateway's card form) and to the waiver (CHECKOUT_RATE_LIMIT, default 30).
   */
  readonly checkoutRateLimit: number;
  /**
   * The work of a password hash (PASSWORD_HASH_COST): `standard` (argon2id's defaults), or `test`
   * for the test suites only; production refuses `test` (adapters/auth/argon2-hasher.ts).
   */
  readonly passwordHashCost: PasswordHashCost;
  /** Requests per minute one client address may make to the live price, POST /api/quote (QUOTE_RATE_LIMIT, default 60). */
  readonly quoteRateLimit: number;
  /**
   * Waitlist joins per hour (each join sends an email now, and an SMS and an email if a place is
   * offered): per client address (WAITLIST_JOINS_PER_ADDRESS, default 5), per email and per phone
   * named in them (WAITLIST_JOINS_PER_RECIPIENT, default 3) and over the whole site
   * (WAITLIST_JOINS_TOTAL, default 200). A join past any of them is refused with 429.
   */
  readonly waitlistSendLimits: SendLimits;
  /** HTTP port (PORT, default 3000; 0 picks a free port). */
  readonly port: number;
  /**
   * How long personal information is kept before the retention jobs delete it, in days, as the
   * privacy policy states it: chat conversations after their last message (RETENTION_CHAT_DAYS,
   * default 90), emails and texts (RETENTION_MESSAGE_DAYS, default 365, at least 30) and the
   * admin sign-in log (RETENTION_SIGN_IN_LOG_DAYS, default 90).
   */
  readonly retention: RetentionPeriods;
  /** Where embedded data lives: the PGlite database and, by default, uploaded media (DATA_DIR, default ./data). */
  readonly dataDir: string;
  /** Uploaded images and videos (MEDIA_DIR, default <DATA_DIR>/media). */
  readonly mediaDir: string;
  /** PostgreSQL for events and read models instead of embedded PGlite (DATABASE_URL). */
  readonly databaseUrl?: string;
  /**
   * PostgreSQL's limits (persistence/postgres-pool-options.ts): connecting or waiting for a pooled
   * connection (DATABASE_CONNECT_TIMEOUT_MS, default 3000), one statement of a request
   * (DATABASE_QUERY_TIMEOUT_MS, default 5000) and start-up's migrations and wait for another
   * server's start-up (DATABASE_STARTUP_TIMEOUT_MS, default 600000).
   */
  readonly databaseTimeouts: DatabaseTimeouts;
  /** Moves events to EventStoreDB; read models stay in PostgreSQL/PGlite (EVENTSTORE_URL). */
  readonly eventStoreUrl?: string;
  /**
   * Express "trust proxy" (TRUST_PROXY): behind a TLS-terminating proxy, how many proxies stand in
   * front (a hop count) or their addresses, so that client addresses and https (for Secure cookies)
   * are read from X-Forwarded-* only as far as those proxies wrote them. Never `true`: that takes the
   * first X-Forwarded-For entry, which the client itself writes.
   */
  readonly trustProxy?: number | readonly string[];
  /**
   * The site's own address as visitors reach it (PUBLIC_ORIGIN, e.g. https://wabamunfishing.ca): written
   * into canonical and Open Graph addresses, the sitemap and robots.txt, and the only Origin a
   * state-changing request may come from. Required in production; unset elsewhere, each request's own
   * address stands in (its Host header, which a client chooses: fine on a developer's machine only).
   */
  readonly publicOrigin?: string;
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
  /**
   * How log lines are written (LOG_FORMAT): 'json', one JSON object a line for a log collector, or
   * 'text', readable lines, coloured on a terminal only. Default: json in production or when stdout
   * is not a terminal (a container, a pipe, a file), text otherwise.
   */
  readonly logFormat: LogFormat;
  /** The least severe level written (LOG_LEVEL): error, warn, log (the default, with one line per request), debug or verbose. */
  readonly logLevel: LogThreshold;
  /**
   * On SIGTERM or SIGINT, how long requests in flight (an upload) may take to finish before their
   * connections are cut (SHUTDOWN_TIMEOUT_MS, default 10000); no new connection is taken meanwhile.
   */
  readonly shutdownTimeoutMs: number;
  /**
   * How long a server's lease on a piece of background work (a scheduled job, the process managers'
   * polling) lasts unless renewed, a third of it apart (LEASE_TTL_MS, default 30000): one server runs
   * each, and another takes over within TTL + a third of it after the holder dies.
   */
  readonly leaseTtlMs: number;
  /**
   * How long an outbox claim lasts unless its server renews it (OUTBOX_CLAIM_TTL_MS, default 30000,
   * at least 3000): the messages a crashed server had claimed are sent by another, or by it once
   * restarted, after this. Renewed every third of it.
   */
  readonly outboxClaimTtlMs: number;
}

/** What the defaults depend on besides the environment. */
export interface ConfigContext {
  /** Whether stdout is a terminal (LOG_FORMAT's default). */
  readonly stdoutIsTerminal: boolean;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  root = projectRoot(),
  context: ConfigContext = { stdoutIsTerminal: process.stdout.isTTY === true },
): AppConfig {
  const dataDir = resolve(root, nonEmpty(env.DATA_DIR) ?? 'data');
  const mediaDir = nonEmpty(env.MEDIA_DIR);
  // Without the publishable key the payment dialog could take no card: refuse to start half-configured.
  if (nonEmpty(env.STRIPE_SECRET_KEY) && !nonEmpty(env.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError('STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY: the payment form needs it');
  }
  const production = env.NODE_ENV === 'production';
  return {
    production,
    payments: parsePayments(env, production),
    holdsPerClient: parseWholeNumber('HOLDS_PER_CLIENT', env.HOLDS_PER_CLIENT, 2, 1),
    checkoutRateLimit: parseWholeNumber('CHECKOUT_RATE_LIMIT', env.CHECKOUT_RATE_LIMIT, 30, 1),
    passwordHashCost: parsePasswordHashCost(env.PASSWORD_HASH_COST, production),
    quoteRateLimit: parseWholeNumber('QUOTE_RATE_LIMIT', env.QUOTE_RATE_LIMIT, 60, 1),
    waitlistSendLimits: {
      perAddress: parseWholeNumber('WAITLIST_JOINS_PER_ADDRESS', env.WAITLIST_JOINS_PER_ADDRESS, 5, 1),
      perRecipient: parseWholeNumber('WAITLIST_JOINS_PER_RECIPIENT', env.WAITLIST_JOINS_PER_RECIPIENT, 3, 1),
      total: parseWholeNumber('WAITLIST_JOINS_TOTAL', env.WAITLIST_JOINS_TOTAL, 200, 1),
    },
    port: parsePort(env.PORT),
    retention: {
      chatDays: parseWholeNumber(
        'RETENTION_CHAT_DAYS',
        env.RETENTION_CHAT_DAYS,
        DEFAULT_RETENTION.chatDays,
        RETENTION_MINIMUM_DAYS.chatDays,
      ),
      messageDays: parseWholeNumber(
        'RETENTION_MESSAGE_DAYS',
        env.RETENTION_MESSAGE_DAYS,
        DEFAULT_RETENTION.messageDays,
        RETENTION_MINIMUM_DAYS.messageDays,
      ),
      signInLogDays: parseWholeNumber(
        'RETENTION_SIGN_IN_LOG_DAYS',
        env.RETENTION_SIGN_IN_LOG_DAYS,
        DEFAULT_RETENTION.signInLogDays,
        RETENTION_MINIMUM_DAYS.signInLogDays,
      ),
    },
    dataDir,
    mediaDir: mediaDir ? resolve(root, mediaDir) : join(dataDir, 'media'),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    databaseTimeouts: {
      connectMs: parseWholeNumber('DATABASE_CONNECT_TIMEOUT_MS', env.DATABASE_CONNECT_TIMEOUT_MS, DEFAULT_DATABASE_TIMEOUTS.connectMs, 1),
      queryMs: parseWholeNumber('DATABASE_QUERY_TIMEOUT_MS', env.DATABASE_QUERY_TIMEOUT_MS, DEFAULT_DATABASE_TIMEOUTS.queryMs, 1),
      startupMs: parseWholeNumber('DATABASE_STARTUP_TIMEOUT_MS', env.DATABASE_STARTUP_TIMEOUT_MS, DEFAULT_DATABASE_TIMEOUTS.startupMs, 1),
    },
    eventStoreUrl: parseEventStoreUrl(env.EVENTSTORE_URL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN, production),
    stripeSecretKey: nonEmpty(env.STRIPE_SECRET_KEY),
    stripePublishableKey: nonEmpty(env.STRIPE_PUBLISHABLE_KEY),
    stripeWebhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET),
    stripeApiBase: standInOnly('STRIPE_API_BASE', parseStripeApiBase(env.STRIPE_API_BASE), production),
    smtp: parseSmtp(env),
    twilio: standInOnly('TWILIO_API_BASE', parseTwilio(env), production, (t) => t.apiBase !== undefined),
    webDist: join(root, 'web', 'dist'),
    adminDist: join(root, 'admin-web', 'dist'),
    webRenderer: join(root, 'web', 'dist-server', 'entry-server.cjs'),
    logFormat: parseLogFormat(env.LOG_FORMAT, production || !context.stdoutIsTerminal),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    shutdownTimeoutMs: parseWholeNumber('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000, 0),
    leaseTtlMs: parseWholeNumber('LEASE_TTL_MS', env.LEASE_TTL_MS, 30_000, 1_000),
    outboxClaimTtlMs: parseWholeNumber('OUTBOX_CLAIM_TTL_MS', env.OUTBOX_CLAIM_TTL_MS, 30_000, 3_000),
  };
}

/**
 * The folder holding package.json and adapters/, whether running from source (tests) or from dist/:
 * the Docker image's runtime stage has no sources, only the files adapters/ reads at run time.
 */
export function projectRoot(from = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'adapters'))) return dir;
    if (dirname(dir) === dir) throw new ConfigError(`No project root above ${from}`);
  }
}
