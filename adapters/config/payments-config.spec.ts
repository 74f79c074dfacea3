import { describe, expect, test } from '@jest/globals';
import { loadConfig } from './app-config';
import { ConfigError } from './config-settings';

/** Payments fail closed: a live site never takes bookings on the test gateway by accident. */
describe('which gateway takes payments (PAYMENTS)', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' };
  const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://wabamunfishing.ca' };

  test('in development: Stripe when its key is set, the test gateway otherwise', () => {
    expect(loadConfig({}, '/srv').payments).toBe('test');
    expect(loadConfig(stripe, '/srv').payments).toBe('stripe');
    expect(loadConfig({ ...stripe, PAYMENTS: 'test' }, '/srv').payments).toBe('test');
  });

  test('in production without Stripe the server refuses to start, unless test payments are chosen explicitly', () => {
    expect(() => loadConfig(production, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig(production, '/srv')).toThrow(/PAYMENTS=test/);
    expect(loadConfig({ ...production, PAYMENTS: 'test' }, '/srv')).toMatchObject({ production: true, payments: 'test' });
    expect(loadConfig({ ...production, ...stripe }, '/srv')).toMatchObject({ production: true, payments: 'stripe' });
  });

  test('PAYMENTS=stripe needs the key; any other value is refused', () => {
    expect(() => loadConfig({ PAYMENTS: 'stripe' }, '/srv')).toThrow('PAYMENTS=stripe needs STRIPE_SECRET_KEY');
    expect(() => loadConfig({ PAYMENTS: 'paypal' }, '/srv')).toThrow("PAYMENTS must be 'stripe' or 'test', got 'paypal'");
  });

  test('PASSWORD_HASH_COST: standard by default, test for the suites only, never in production', () => {
    expect(loadConfig({}, '/srv').passwordHashCost).toBe('standard');
    expect(loadConfig({ PASSWORD_HASH_COST: 'test' }, '/srv').passwordHashCost).toBe('test');
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' }, '/srv')).toThrow(
      "PASSWORD_HASH_COST must be one of standard, test, got 'cheap'",
    );
    expect(() =>
      loadConfig({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://example.com', PAYMENTS: 'test' }, '/srv'),
    ).toThrow('PASSWORD_HASH_COST=test is for the test suites only, never in production');
  });

  test('the caps on open checkouts and checkout calls are whole numbers of at least 1', () => {
    expect(loadConfig({ HOLDS_PER_CLIENT: '3', CHECKOUT_RATE_LIMIT: '60', QUOTE_RATE_LIMIT: '90' }, '/srv')).toMatchObject({
      holdsPerClient: 3,
      checkoutRateLimit: 60,
      quoteRateLimit: 90,
    });
    expect(loadConfig({}, '/srv')).toMatchObject({ holdsPerClient: 2, checkoutRateLimit: 30, quoteRateLimit: 60 });
    expect(() => loadConfig({ HOLDS_PER_CLIENT: '0' }, '/srv')).toThrow('HOLDS_PER_CLIENT must be a whole number of at least 1');
    expect(() => loadConfig({ CHECKOUT_RATE_LIMIT: 'lots' }, '/srv')).toThrow(
      "CHECKOUT_RATE_LIMIT must be a whole number of at least 1, got 'lots'",
    );
  });

  test('the waitlist send limits per hour are whole numbers of at least 1', () => {
    const env = { WAITLIST_JOINS_PER_ADDRESS: '2', WAITLIST_JOINS_PER_RECIPIENT: '1', WAITLIST_JOINS_TOTAL: '50' };
    expect(loadConfig(env, '/srv').waitlistSendLimits).toEqual({ perAddress: 2, perRecipient: 1, total: 50 });
    expect(() => loadConfig({ WAITLIST_JOINS_TOTAL: '0' }, '/srv')).toThrow('WAITLIST_JOINS_TOTAL must be a whole number of at least 1');
  });
});
