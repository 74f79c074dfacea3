import { describe, expect, test } from '@jest/globals';
import { loadConfig } from './app-config';
import { ConfigError } from './config-settings';

describe('configuration from the environment', () => {
  test('retention periods: days each, never shorter than a message still needs', () => {
    expect(
      loadConfig({ RETENTION_CHAT_DAYS: '30', RETENTION_MESSAGE_DAYS: '60', RETENTION_SIGN_IN_LOG_DAYS: '7' }, '/srv').retention,
    ).toEqual({
      chatDays: 30,
      messageDays: 60,
      signInLogDays: 7,
    });
    expect(() => loadConfig({ RETENTION_MESSAGE_DAYS: '10' }, '/srv')).toThrow(
      "RETENTION_MESSAGE_DAYS must be a whole number of at least 30, got '10'",
    );
  });

  test('defaults: port 3000, ./data, embedded database, events beside it', () => {
    const config = loadConfig({}, '/srv/fishing', { stdoutIsTerminal: true });
    expect(config).toEqual({
      production: false,
      payments: 'test',
      holdsPerClient: 2,
      checkoutRateLimit: 30,
      passwordHashCost: 'standard',
      quoteRateLimit: 60,
      waitlistSendLimits: { perAddress: 5, perRecipient: 3, total: 200 },
      port: 3000,
      retention: { chatDays: 90, messageDays: 365, signInLogDays: 90 },
      dataDir: '/srv/fishing/data',
      mediaDir: '/srv/fishing/data/media',
      databaseUrl: undefined,
      databaseTimeouts: { connectMs: 3_000, queryMs: 5_000, startupMs: 600_000 },
      eventStoreUrl: undefined,
      trustProxy: undefined,
      publicOrigin: undefined,
      stripeSecretKey: undefined,
      stripePublishableKey: undefined,
      stripeWebhookSecret: undefined,
      stripeApiBase: undefined,
      smtp: undefined,
      twilio: undefined,
      webDist: '/srv/fishing/web/dist',
      adminDist: '/srv/fishing/admin-web/dist',
      webRenderer: '/srv/fishing/web/dist-server/entry-server.cjs',
      logFormat: 'text',
      logLevel: 'log',
      shutdownTimeoutMs: 10_000,
      leaseTtlMs: 30_000,
      outboxClaimTtlMs: 30_000,
    });
  });

  test('database timeouts: whole milliseconds, at least 1', () => {
    const env = { DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_QUERY_TIMEOUT_MS: '4000', DATABASE_STARTUP_TIMEOUT_MS: '60000' };
    expect(loadConfig(env, '/srv').databaseTimeouts).toEqual({ connectMs: 2_000, queryMs: 4_000, startupMs: 60_000 });
    expect(() => loadConfig({ DATABASE_QUERY_TIMEOUT_MS: '0' }, '/srv')).toThrow(
      /DATABASE_QUERY_TIMEOUT_MS must be a whole number of at least 1/,
    );
  });

  test('reads every variable, trimming blanks to unset', () => {
    const config = loadConfig(
      { PORT: '8080', DATA_DIR: '/var/lib/fishing', DATABASE_URL: ' postgres://db/fishing ', EVENTSTORE_URL: '  ' },
      '/srv/fishing',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/fishing',
      databaseUrl: 'postgres://db/fishing',
      eventStoreUrl: undefined,
    });
  });

  test('Stripe keys are read when set; blank ones count as unset', () => {
    const config = loadConfig(
      { STRIPE_SECRET_KEY: ' sk_test_123 ', STRIPE_PUBLISHABLE_KEY: 'pk_test_456', STRIPE_WEBHOOK_SECRET: 'whsec_789' },
      '/srv/fishing',
    );
    expect(config).toMatchObject({ stripeSecretKey: 'sk_test_123', stripePublishableKey: 'pk_test_456', stripeWebhookSecret: 'whsec_789' });
    expect(loadConfig({ STRIPE_SECRET_KEY: '  ' }, '/srv/fishing').stripeSecretKey).toBeUndefined();
  });

  test('a Stripe secret key without the publishable key is refused: the payment form could not take a card', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: ' ' }, '/srv')).toThrow(
      'STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY: the payment form needs it',
    );
  });

  test.each([
    ['http://127.0.0.1:4010', { protocol: 'http', host: '127.0.0.1', port: 4010 }],
    ['https://stripe-mock.local/', { protocol: 'https', host: 'stripe-mock.local', port: 443 }],
    ['http://localhost', { protocol: 'http', host: 'localhost', port: 80 }],
    ['http://[::1]:12111', { protocol: 'http', host: '::1', port: 12111 }],
  ])('STRIPE_API_BASE=%s points the Stripe SDK at %p', (value, expected) => {
    expect(loadConfig({ STRIPE_API_BASE: value }, '/srv').stripeApiBase).toEqual(expected);
  });

  test.each(['127.0.0.1:4010', 'ftp://host', 'http://host/v1', 'http://host?x=1', 'http://user:pw@host'])(
    'refuses STRIPE_API_BASE=%s, which the SDK could not honour',
    (value) => {
      expect(() => loadConfig({ STRIPE_API_BASE: value }, '/srv')).toThrow(ConfigError);
      expect(() => loadConfig({ STRIPE_API_BASE: value }, '/srv')).toThrow(`STRIPE_API_BASE must be an http(s) address without a path`);
    },
  );

  test('media live under DATA_DIR unless MEDIA_DIR moves them (relative to the project)', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/fishing' }, '/srv/fishing').mediaDir).toBe('/var/lib/fishing/media');
    expect(loadConfig({ DATA_DIR: '/var/lib/fishing', MEDIA_DIR: '/mnt/uploads' }, '/srv/fishing').mediaDir).toBe('/mnt/uploads');
    expect(loadConfig({ MEDIA_DIR: 'uploads' }, '/srv/fishing').mediaDir).toBe('/srv/fishing/uploads');
    expect(loadConfig({ MEDIA_DIR: '  ' }, '/srv/fishing').mediaDir).toBe('/srv/fishing/data/media');
  });

  test.each([
    ['1', 1],
    ['2', 2],
    ['loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
    [
      'uniquelocal,linklocal,192.168.1.10,::1,fd00::/8,10.0.0.0/255.0.0.0',
      ['uniquelocal', 'linklocal', '192.168.1.10', '::1', 'fd00::/8', '10.0.0.0/255.0.0.0'],
    ],
    ['false', undefined],
  ])('TRUST_PROXY=%s is read as %p', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, '/srv').trustProxy).toEqual(expected);
  });

  // With `true` the client's own first X-Forwarded-For entry would become its address.
  test.each(['true', 'TRUE', ' true '])('refuses TRUST_PROXY=%s and says what to set instead', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value }, '/srv')).toThrow(/TRUST_PROXY=1\) or their addresses \(such as TRUST_PROXY=loopback/);
  });

  test.each(['yes', '10.0.0.0/33', 'loopback,,10.0.0.1', '10.0.0.0/8/8', 'proxy.example.com', '1.5'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value }, '/srv')).toThrow(
      "TRUST_PROXY must be a hop count (such as 1) or the proxies' addresses",
    );
  });

  test.each([
    ['https://wabamunfishing.ca', 'https://wabamunfishing.ca'],
    [' https://WabamunFishing.ca/ ', 'https://wabamunfishing.ca'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['https://wabamunfishing.ca:443', 'https://wabamunfishing.ca'],
  ])('PUBLIC_ORIGIN=%s is read as %s', (value, expected) => {
    expect(loadConfig({ PUBLIC_ORIGIN: value }, '/srv').publicOrigin).toBe(expected);
  });

  test.each([
    'wabamunfishing.ca',
    'ftp://wabamunfishing.ca',
    'https://wabamunfishing.ca/fishing',
    'https://a.ca?x=1',
    'https://a.ca#top',
    'https://u:p@a.ca',
  ])('refuses PUBLIC_ORIGIN=%s: only an http(s) origin, without a path', (value) => {
    expect(() => loadConfig({ PUBLIC_ORIGIN: value }, '/srv')).toThrow('PUBLIC_ORIGIN must be an http(s) address without a path');
  });

  test('production needs PUBLIC_ORIGIN: the Host header must never name the site', () => {
    const production = { NODE_ENV: 'production', PAYMENTS: 'test' };
    expect(() => loadConfig(production, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig(production, '/srv')).toThrow('In production (NODE_ENV=production) set PUBLIC_ORIGIN');
    expect(loadConfig({ ...production, PUBLIC_ORIGIN: 'https://wabamunfishing.ca' }, '/srv').publicOrigin).toBe(
      'https://wabamunfishing.ca',
    );
  });

  test.each(['abc', '-1', '70000', '3.5'])('refuses PORT=%s with a clear message', (port) => {
    expect(() => loadConfig({ PORT: port }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port }, '/srv')).toThrow(`PORT must be a whole number from 0 to 65535, got '${port}'`);
  });

  test('SMTP_URL turns email on, from the business address unless MAIL_FROM says otherwise', () => {
    expect(loadConfig({ SMTP_URL: ' smtp://user:pw@mail.example.com:587 ' }, '/srv').smtp).toEqual({
      url: 'smtp://user:pw@mail.example.com:587',
      from: 'Wabamun Lake Fishing Tours <bookings@wabamunfishing.ca>',
    });
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.com', MAIL_FROM: 'Dale <dale@example.com>' }, '/srv').smtp?.from).toBe(
      'Dale <dale@example.com>',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail.example.com' }, '/srv')).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// address, such as smtp://user:pass@mail.example.com:587',
    );
  });

  test('Twilio needs its three variables together, an AC account id, and takes a stand-in host for tests', () => {
    const env = { TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15873550100' };
    expect(loadConfig(env, '/srv').twilio).toEqual({ accountSid: 'AC123', authToken: 'token', from: '+15873550100' });
    expect(loadConfig({ ...env, TWILIO_API_BASE: 'http://127.0.0.1:4020' }, '/srv').twilio?.apiBase).toBe('http://127.0.0.1:4020');
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC123' }, '/srv')).toThrow(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together',
    );
    expect(() => loadConfig({ ...env, TWILIO_ACCOUNT_SID: 'SK123' }, '/srv')).toThrow("TWILIO_ACCOUNT_SID must start with AC, got 'SK123'");
    expect(() => loadConfig({ ...env, TWILIO_API_BASE: 'ftp://x' }, '/srv')).toThrow(ConfigError);
    expect(loadConfig({ TWILIO_ACCOUNT_SID: ' ', TWILIO_FROM: '' }, '/srv').twilio).toBeUndefined();
  });

  test('logs are JSON lines in production or when stdout is not a terminal, readable text on a terminal, unless LOG_FORMAT says', () => {
    const terminal = { stdoutIsTerminal: true };
    const piped = { stdoutIsTerminal: false };
    const production = { NODE_ENV: 'production', PAYMENTS: 'test', PUBLIC_ORIGIN: 'https://wabamunfishing.ca' };
    expect(loadConfig({}, '/srv', terminal).logFormat).toBe('text');
    expect(loadConfig({}, '/srv', piped).logFormat).toBe('json');
    expect(loadConfig(production, '/srv', terminal).logFormat).toBe('json');
    expect(loadConfig({ ...production, LOG_FORMAT: 'text' }, '/srv', terminal).logFormat).toBe('text');
    expect(loadConfig({ LOG_FORMAT: ' JSON ' }, '/srv', terminal).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: ' ' }, '/srv', piped).logFormat).toBe('json');
  });

  test.each(['yaml', 'pretty', 'true'])('refuses LOG_FORMAT=%s, naming the variable', (value) => {
    expect(() => loadConfig({ LOG_FORMAT: value }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_FORMAT: value }, '/srv')).toThrow(`LOG_FORMAT must be 'json' or 'text', got '${value}'`);
  });

  test.each([
    [undefined, 'log'],
    ['error', 'error'],
    ['WARN', 'warn'],
    [' debug ', 'debug'],
    ['verbose', 'verbose'],
  ])('LOG_LEVEL=%s writes from %s up', (value, expected) => {
    expect(loadConfig({ LOG_LEVEL: value }, '/srv').logLevel).toBe(expected);
  });

  test.each(['info', 'trace', 'fatal', '2'])('refuses LOG_LEVEL=%s, naming the variable', (value) => {
    expect(() => loadConfig({ LOG_LEVEL: value }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: value }, '/srv')).toThrow(
      `LOG_LEVEL must be one of error, warn, log, debug, verbose, got '${value}'`,
    );
  });

  test('SHUTDOWN_TIMEOUT_MS bounds how long requests in flight may finish at shutdown', () => {
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '30000' }, '/srv').shutdownTimeoutMs).toBe(30_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' }, '/srv').shutdownTimeoutMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '10s' }, '/srv')).toThrow(
      "SHUTDOWN_TIMEOUT_MS must be a whole number of at least 0, got '10s'",
    );
  });

  test('LEASE_TTL_MS sets how long a lease on background work lasts unless renewed, a second at least', () => {
    expect(loadConfig({ LEASE_TTL_MS: '60000' }, '/srv').leaseTtlMs).toBe(60_000);
    expect(() => loadConfig({ LEASE_TTL_MS: '500' }, '/srv')).toThrow("LEASE_TTL_MS must be a whole number of at least 1000, got '500'");
  });

  test('OUTBOX_CLAIM_TTL_MS sets how long an outbox claim lasts unrenewed, a few seconds at least', () => {
    expect(loadConfig({ OUTBOX_CLAIM_TTL_MS: '60000' }, '/srv').outboxClaimTtlMs).toBe(60_000);
    expect(() => loadConfig({ OUTBOX_CLAIM_TTL_MS: '500' }, '/srv')).toThrow(
      "OUTBOX_CLAIM_TTL_MS must be a whole number of at least 3000, got '500'",
    );
  });
});
