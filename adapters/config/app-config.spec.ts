import { describe, expect, test } from '@jest/globals';
import { ConfigError, loadConfig } from './app-config';

describe('configuration from the environment', () => {
  test('defaults: port 3000, ./data, embedded database, events beside it', () => {
    const config = loadConfig({}, '/srv/fishing');
    expect(config).toEqual({
      port: 3000,
      dataDir: '/srv/fishing/data',
      mediaDir: '/srv/fishing/data/media',
      databaseUrl: undefined,
      eventStoreUrl: undefined,
      trustProxy: undefined,
      stripeSecretKey: undefined,
      stripePublishableKey: undefined,
      stripeWebhookSecret: undefined,
      webDist: '/srv/fishing/web/dist',
      adminDist: '/srv/fishing/admin-web/dist',
    });
  });

  test('reads every variable, trimming blanks to unset', () => {
    const config = loadConfig(
      { PORT: '8080', DATA_DIR: '/var/lib/fishing', DATABASE_URL: ' postgres://db/fishing ', EVENTSTORE_URL: '  ' },
      '/srv/fishing',
    );
    expect(config).toMatchObject({ port: 8080, dataDir: '/var/lib/fishing', databaseUrl: 'postgres://db/fishing', eventStoreUrl: undefined });
  });

  test('Stripe keys are read when set; blank ones count as unset', () => {
    const config = loadConfig(
      { STRIPE_SECRET_KEY: ' sk_test_123 ', STRIPE_PUBLISHABLE_KEY: 'pk_test_456', STRIPE_WEBHOOK_SECRET: 'whsec_789' },
      '/srv/fishing',
    );
    expect(config).toMatchObject({ stripeSecretKey: 'sk_test_123', stripePublishableKey: 'pk_test_456', stripeWebhookSecret: 'whsec_789' });
    expect(loadConfig({ STRIPE_SECRET_KEY: '  ' }, '/srv/fishing').stripeSecretKey).toBeUndefined();
  });

  test('media live under DATA_DIR unless MEDIA_DIR moves them (relative to the project)', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/fishing' }, '/srv/fishing').mediaDir).toBe('/var/lib/fishing/media');
    expect(loadConfig({ DATA_DIR: '/var/lib/fishing', MEDIA_DIR: '/mnt/uploads' }, '/srv/fishing').mediaDir).toBe('/mnt/uploads');
    expect(loadConfig({ MEDIA_DIR: 'uploads' }, '/srv/fishing').mediaDir).toBe('/srv/fishing/uploads');
    expect(loadConfig({ MEDIA_DIR: '  ' }, '/srv/fishing').mediaDir).toBe('/srv/fishing/data/media');
  });

  test.each([
    ['true', true],
    ['1', 1],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
    ['false', undefined],
  ])('TRUST_PROXY=%s is read as %p', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, '/srv').trustProxy).toEqual(expected);
  });

  test.each(['abc', '-1', '70000', '3.5'])('refuses PORT=%s with a clear message', (port) => {
    expect(() => loadConfig({ PORT: port }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port }, '/srv')).toThrow(`PORT must be a whole number from 0 to 65535, got '${port}'`);
  });
});
