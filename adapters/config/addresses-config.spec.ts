import { describe, expect, test } from '@jest/globals';
import { loadConfig } from './app-config';

describe('a bad address names its variable', () => {
  test.each([
    ['DATABASE_URL', 'nonsense', 'DATABASE_URL must be a postgres:// address'],
    ['DATABASE_URL', 'mysql://root@localhost/db', 'DATABASE_URL must be a postgres:// address'],
    ['EVENTSTORE_URL', 'localhost:2113', 'EVENTSTORE_URL must be an esdb:// or esdb+discover:// address'],
  ])('%s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value }, '/srv')).toThrow(message);
  });

  test('good addresses are taken as given', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgresql://u:p@db:5432/fishing', EVENTSTORE_URL: 'esdb+discover://es:2113?tls=false' }, '/srv'),
    ).toMatchObject({
      databaseUrl: 'postgresql://u:p@db:5432/fishing',
      eventStoreUrl: 'esdb+discover://es:2113?tls=false',
    });
  });

  test("the SDKs' stand-in hosts are refused in production", () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://wabamunfishing.ca',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
    };
    expect(() => loadConfig({ ...production, STRIPE_API_BASE: 'http://127.0.0.1:4010' }, '/srv')).toThrow(
      'STRIPE_API_BASE is for tests and local stand-ins only',
    );
    const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+17805550100' };
    expect(() => loadConfig({ ...production, ...twilio, TWILIO_API_BASE: 'http://127.0.0.1:4020' }, '/srv')).toThrow(
      'TWILIO_API_BASE is for tests and local stand-ins only',
    );
    expect(loadConfig({ ...production, ...twilio }, '/srv').twilio).toMatchObject({ accountSid: 'AC1' });
    expect(loadConfig({ STRIPE_API_BASE: 'http://127.0.0.1:4010' }, '/srv').stripeApiBase).toMatchObject({ port: 4010 });
  });
});
