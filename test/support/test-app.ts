import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INestApplication, LoggerService } from '@nestjs/common';
import { AuthService } from '../../application/auth/auth-service';
import { BookingReferenceDrawer } from '../../application/bookings/booking-references';
import { Clock } from '../../application/ports/clock';
import { Role } from '../../domain/auth/account-rules';
import { AppConfig, loadConfig } from '../../adapters/config/app-config';
import { createApp } from '../../adapters/create-app';
import { Database } from '../../adapters/persistence/database';
import { Answer, answerChecker } from './openapi-answers';

export interface TestResponse {
  status: number;
  body: any;
  headers: Headers;
  text: string;
}

export interface TestClient {
  /** The session cookie this client sends, if signed in. */
  readonly cookie?: string;
  /**
   * fetch against the app: JSON bodies get the JSON content type, every call the X-Requested-With
   * header a browser's script would send (pass `headers` to override). Redirects are returned.
   */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
}

export interface TestApp extends TestClient {
  readonly app: INestApplication;
  readonly url: string;
  readonly config: AppConfig;
  /** Creates the account (once) and signs it in through the API. */
  signIn(role: Role, username?: string): Promise<TestClient>;
  /** A client sending this session cookie (for example one from before a restart). */
  withCookie(cookie: string): TestClient;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'correct horse battery staple';

/** The real app on a free port, on the given database (or on PGlite under `env.DATA_DIR`); silent unless given a logger. */
export async function startTestApp(
  options: {
    database?: Database;
    env?: NodeJS.ProcessEnv;
    clock?: Clock;
    logger?: LoggerService | false;
    drawBookingReference?: BookingReferenceDrawer;
  } = {},
): Promise<TestApp> {
  // Uploaded and seeded media land under DATA_DIR: never in the project's own ./data.
  const ownDataDir = options.env?.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'fishing-test-data-'));
  // Hundreds of sign-ins: argon2id at its test cost (the same algorithm, 1 MiB and one pass),
  // except in the suites that run as production, which refuses it.
  // Every suite's visitor is 127.0.0.1 with one email: the caps on open checkouts, on checkout
  // calls, on quotes and on waitlist joins would stop a suite that books many trips. The suites of those limits set their own.
  const limits = {
    ...(options.env?.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: 'test' }),
    HOLDS_PER_CLIENT: '1000',
    CHECKOUT_RATE_LIMIT: '100000',
    QUOTE_RATE_LIMIT: '100000',
    WAITLIST_JOINS_PER_ADDRESS: '1000',
  };
  const config = { ...loadConfig({ PORT: '0', ...limits, ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}), ...options.env }) };
  const app = await createApp(config, {
    database: options.database,
    clock: options.clock,
    logger: options.logger ?? false,
    drawBookingReference: options.drawBookingReference,
  });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  const client = (cookie?: string): TestClient => ({
    cookie,
    request: (method, path, body, headers) => send(url, method, path, body, { ...(cookie ? { Cookie: cookie } : {}), ...headers }),
  });
  const anonymous = client();
  return {
    ...anonymous,
    app,
    url,
    config,
    async signIn(role, username = `test-${role}`) {
      const auth = app.get(AuthService);
      try {
        await auth.createUser({ username, password: TEST_PASSWORD, role });
      } catch {
        // already there from an earlier sign-in of this suite
      }
      const res = await anonymous.request('POST', '/api/auth/login', { username, password: TEST_PASSWORD });
      if (res.status !== 200) throw new Error(`Sign-in of ${username} failed: ${res.status} ${res.text}`);
      return client(sessionCookieOf(res));
    },
    withCookie: (cookie) => client(cookie),
    close: async () => {
      await app.close();
      // Its port may be another app's next.
      checkersByApp.delete(url);
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** `name=value` of the session cookie a response sets. */
export function sessionCookieOf(res: TestResponse): string {
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('fishing_session='));
  if (!setCookie) throw new Error('No session cookie was set');
  return setCookie.split(';')[0]!;
}

async function send(url: string, method: string, path: string, body: unknown, headers: Record<string, string>): Promise<TestResponse> {
  const response = await fetch(url + path, {
    method,
    headers: {
      'X-Requested-With': 'test',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a page, a file): the text is there.
  }
  const answer = { method, path, status: response.status, contentType: response.headers.get('content-type'), body: parsed };
  const problem = (await checkerOf(url))(answer);
  if (problem) throw new Error(`The answer does not conform to the OpenAPI document (adapters/http/openapi): ${problem}`);
  return { status: response.status, body: parsed, headers: response.headers, text };
}

/**
 * Each app's OpenAPI document, read from it once: the apps of a module registry mostly serve the
 * same one (a bundle of files runs many), whose checker is made once; an app configured otherwise
 * (Stripe rather than the test gateway) serves another, checked against its own.
 */
type Checker = (answer: Answer) => string | undefined;
const checkersByApp = new Map<string, Promise<Checker>>();
const checkersByDocument = new Map<string, Checker>();
function checkerOf(url: string): Promise<Checker> {
  let checker = checkersByApp.get(url);
  if (!checker) {
    checker = fetch(`${url}/api/docs/openapi.json`).then(async (res) => {
      if (!res.ok) throw new Error(`GET /api/docs/openapi.json answered ${res.status}`);
      const text = await res.text();
      let made = checkersByDocument.get(text);
      if (!made) {
        made = answerChecker(JSON.parse(text) as Parameters<typeof answerChecker>[0]);
        checkersByDocument.set(text, made);
      }
      return made;
    });
    checkersByApp.set(url, checker);
    void checker.catch(() => checkersByApp.delete(url));
  }
  return checker;
}
