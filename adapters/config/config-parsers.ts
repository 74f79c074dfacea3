import { isIP } from 'node:net';
import { PASSWORD_HASH_COSTS, PasswordHashCost } from '../auth/argon2-hasher';
import {
  ConfigError,
  DEFAULT_MAIL_FROM,
  LOG_THRESHOLDS,
  LogFormat,
  LogThreshold,
  SmtpSettings,
  StripeApiBase,
  TwilioSettings,
} from './config-settings';

/* How each environment variable is read and checked; a wrong value stops the server with a ConfigError naming it. */

export function parsePasswordHashCost(value: string | undefined, production: boolean): PasswordHashCost {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === undefined) return 'standard';
  const cost = PASSWORD_HASH_COSTS.find((c) => c === v);
  if (!cost) throw new ConfigError(`PASSWORD_HASH_COST must be one of ${PASSWORD_HASH_COSTS.join(', ')}, got '${value?.trim()}'`);
  if (cost === 'test' && production) throw new ConfigError('PASSWORD_HASH_COST=test is for the test suites only, never in production');
  return cost;
}

export function parseLogFormat(value: string | undefined, jsonByDefault: boolean): LogFormat {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === undefined) return jsonByDefault ? 'json' : 'text';
  if (v !== 'json' && v !== 'text') throw new ConfigError(`LOG_FORMAT must be 'json' or 'text', got '${value?.trim()}'`);
  return v;
}

export function parseLogLevel(value: string | undefined): LogThreshold {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === undefined) return 'log';
  const level = LOG_THRESHOLDS.find((l) => l === v);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_THRESHOLDS.join(', ')}, got '${value?.trim()}'`);
  return level;
}

export function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got '${value}'`);
  }
  return port;
}

export function parsePayments(env: NodeJS.ProcessEnv, production: boolean): 'stripe' | 'test' {
  const chosen = nonEmpty(env.PAYMENTS);
  const stripeKey = nonEmpty(env.STRIPE_SECRET_KEY);
  if (chosen !== undefined && chosen !== 'stripe' && chosen !== 'test') {
    throw new ConfigError(`PAYMENTS must be 'stripe' or 'test', got '${chosen}'`);
  }
  if (chosen === 'stripe' && !stripeKey) throw new ConfigError('PAYMENTS=stripe needs STRIPE_SECRET_KEY');
  if (chosen) return chosen;
  if (stripeKey) return 'stripe';
  // A live site on the test gateway would take bookings that nobody paid for: fail closed.
  if (production) {
    throw new ConfigError(
      'In production (NODE_ENV=production) set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to take card payments, or PAYMENTS=test to run on the test gateway on purpose',
    );
  }
  return 'test';
}

/** Not echoed when refused: the address usually carries the database's password. */
export function parseDatabaseUrl(value: string | undefined): string | undefined {
  const v = nonEmpty(value);
  if (v === undefined) return undefined;
  const url = URL.canParse(v) ? new URL(v) : undefined;
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol) || !url.hostname) {
    throw new ConfigError('DATABASE_URL must be a postgres:// address, such as postgres://user:pass@localhost:5432/fishing');
  }
  return v;
}

export function parseEventStoreUrl(value: string | undefined): string | undefined {
  const v = nonEmpty(value);
  if (v === undefined) return undefined;
  if (!/^esdb(\+discover)?:\/\/[^/?#]+/.test(v)) {
    throw new ConfigError('EVENTSTORE_URL must be an esdb:// or esdb+discover:// address, such as esdb://localhost:2113?tls=false');
  }
  return v;
}

/** The SDKs' stand-in hosts are for tests: a live site must talk to the real services. */
export function standInOnly<T>(
  name: string,
  value: T | undefined,
  production: boolean,
  isStandIn: (v: T) => boolean = () => true,
): T | undefined {
  if (production && value !== undefined && isStandIn(value))
    throw new ConfigError(`${name} is for tests and local stand-ins only, and is refused in production`);
  return value;
}

export function parseWholeNumber(name: string, value: string | undefined, fallback: number, min: number): number {
  const v = nonEmpty(value);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new ConfigError(`${name} must be a whole number of at least ${min}, got '${v}'`);
  return n;
}

export function parseStripeApiBase(value: string | undefined): StripeApiBase | undefined {
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

export function parseSmtp(env: NodeJS.ProcessEnv): SmtpSettings | undefined {
  const url = nonEmpty(env.SMTP_URL);
  if (url === undefined) return undefined;
  if (!URL.canParse(url) || !['smtp:', 'smtps:'].includes(new URL(url).protocol)) {
    // Not echoed: the address usually carries the mail account's password.
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// address, such as smtp://user:pass@mail.example.com:587');
  }
  return { url, from: nonEmpty(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM };
}

export function parseTwilio(env: NodeJS.ProcessEnv): TwilioSettings | undefined {
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

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function parseTrustProxy(value: string | undefined): number | string[] | undefined {
  const v = nonEmpty(value);
  if (v === undefined || v.toLowerCase() === 'false') return undefined;
  if (v.toLowerCase() === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would take client addresses from the first X-Forwarded-For entry, which any client can forge: set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (such as TRUST_PROXY=loopback or TRUST_PROXY=10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count (such as 1) or the proxies' addresses, comma-separated: IPs, CIDR ranges, loopback, linklocal or uniquelocal; got '${wrong}'`,
    );
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [ip = '', bits, ...rest] = entry.split('/');
  const family = isIP(ip);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (/^\d+$/.test(bits)) return Number(bits) <= (family === 4 ? 32 : 128);
  // proxy-addr also takes an IPv4 netmask: 10.0.0.0/255.0.0.0.
  return family === 4 && isIP(bits) === 4;
}

export function parsePublicOrigin(value: string | undefined, production: boolean): string | undefined {
  const v = nonEmpty(value);
  if (v === undefined) {
    // Without it the Host header, which any client sets, would be written into cached pages.
    if (production) {
      throw new ConfigError(
        'In production (NODE_ENV=production) set PUBLIC_ORIGIN to the address visitors use, such as https://wabamunfishing.ca: pages, the sitemap and the cross-site check must not take it from the Host header',
      );
    }
    return undefined;
  }
  const url = URL.canParse(v) ? new URL(v) : undefined;
  const usable =
    url &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password;
  if (!url || !usable) {
    throw new ConfigError(`PUBLIC_ORIGIN must be an http(s) address without a path, such as https://wabamunfishing.ca, got '${v}'`);
  }
  return url.origin;
}

export function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}
