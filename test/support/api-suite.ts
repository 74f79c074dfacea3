import { afterAll, beforeAll } from '@jest/globals';
import { BookingReferenceDrawer } from '../../application/bookings/booking-references';
import { Clock } from '../../application/ports/clock';
import { ProcessManagerRunner } from '../../application/process-managers/process-manager-runner';
import { Database } from '../../adapters/persistence/database';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { BACKGROUND_RUNNER, PROJECTION_RUNNER } from '../../adapters/shared/tokens';
import { TestDatabase } from './databases';
import { startTestApp, TestApp, TestClient } from './test-app';
import { untilLogVisible } from './visible-log';
import { STARTUP_CEILING_MS } from './startup-ceiling';

/**
 * Waits until the app's background process managers (the messages) have handled every event
 * written so far: commands answer before those run. Everything the API wrote has committed by
 * the time it answered, so the newest row of the events table is the position to wait for.
 */
export async function messagesSettled(app: TestApp, database: Database): Promise<void> {
  const background = app.app.get<ProcessManagerRunner>(BACKGROUND_RUNNER);
  // What they append (a waitlist offer) they react to in turn: wait until the log stops growing.
  for (let round = 0, seen = ''; round < 5; round++) {
    const [last] = (await database.dataSource.query(
      'SELECT transaction_id::text AS commit, global_position::text AS prepare FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
    )) as { commit: string; prepare: string }[];
    if (!last || `${last.commit}:${last.prepare}` === seen) return;
    seen = `${last.commit}:${last.prepare}`;
    if (!(await background.waitFor({ commit: BigInt(last.commit), prepare: BigInt(last.prepare) }, 10_000))) {
      throw new Error('The background process managers did not catch up within 10 s');
    }
  }
}

/**
 * The background process managers caught up, then the read models with what they appended (the
 * reminders they plan are read from a projection).
 */
export async function logSettled(app: TestApp, database: Database): Promise<void> {
  await untilLogVisible(database);
  await messagesSettled(app, database);
  await app.app.get<ProjectionRunner>(PROJECTION_RUNNER).catchUp();
}

/** What an API suite's tests talk to; only readable once the suite's beforeAll has run. */
export interface ApiSuite {
  readonly database: Database;
  /** The running app; as a client it sends no session (an anonymous visitor). */
  readonly app: TestApp;
  /** Signed in as the admin account 'guide'. */
  readonly admin: TestClient;
}

/**
 * Opens `db`, starts the app on it and signs in an admin before the suite's tests, and closes both
 * after them. The objects only exist once beforeAll has run, so keep the returned holder and read
 * `suite.admin.request(...)` inside tests and hooks: destructuring it at describe time would throw.
 */
export function useApiApp(
  db: TestDatabase,
  options: { clock?: Clock; env?: NodeJS.ProcessEnv; drawBookingReference?: BookingReferenceDrawer } = {},
): ApiSuite {
  let database: Database | undefined;
  let app: TestApp | undefined;
  let admin: TestClient | undefined;

  beforeAll(async () => {
    database = await db.open();
    app = await startTestApp({ database, clock: options.clock, env: options.env, drawBookingReference: options.drawBookingReference });
    admin = await app.signIn('admin', 'guide');
  }, STARTUP_CEILING_MS);
  afterAll(async () => {
    // Whatever beforeAll got to open is closed, even when a later step of it failed.
    await app?.close();
    await database?.close();
  });

  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`suite.${name} is set in beforeAll: read it inside a test or hook`);
    return value;
  };
  return {
    get database() {
      return started(database, 'database');
    },
    get app() {
      return started(app, 'app');
    },
    get admin() {
      return started(admin, 'admin');
    },
  };
}

/**
 * The admin's client for suites that move the clock by days: sessions expire on that clock, so it
 * signs in again once its session is an hour old (or the clock went back).
 */
export function adminOnClock(suite: ApiSuite, clock: Clock): () => Promise<TestClient> {
  let session: { client: TestClient; at: number } | undefined;
  return async () => {
    const now = clock.now().getTime();
    if (!session || Math.abs(now - session.at) > 3_600_000) session = { client: await suite.app.signIn('admin', 'guide'), at: now };
    return session.client;
  };
}
