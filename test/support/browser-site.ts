import { afterAll, beforeAll } from '@jest/globals';
import type { Page } from 'playwright-core';
import { AppLogger } from '../../adapters/logging/app-logger';
import type { Database } from '../../adapters/persistence/database';
import { openTestPglite } from './databases';
import { Browser, launchBrowser } from './browser';
import { signInExternally } from './external-admin';
import { startTestApp, TestApp, TestClient } from './test-app';
import { STARTUP_CEILING_MS } from './startup-ceiling';

export const VIEWPORTS = [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1366, height: 900 }],
] as const;

export type Viewport = { readonly width: number; readonly height: number };

/** What a browser suite works with; only readable once the suite's beforeAll has run. */
export interface BrowserSite {
  /** The site's origin. */
  readonly url: string;
  /** The app when it runs in-process; undefined against CI's started server (E2E_BASE_URL). */
  readonly app: TestApp | undefined;
  /** An admin's API client, when the suite asked for one. */
  readonly admin: TestClient;
  readonly browser: Browser;
  /** Errors thrown in any page opened by `open` (a hydration mismatch lands here too). */
  readonly pageErrors: string[];
  /** The server's log lines (JSON), when the suite asked for them and the app runs in-process; else undefined. */
  readonly logLines: string[] | undefined;
  /** A new page at that size, its errors collected. */
  open(viewport: Viewport): Promise<Page>;
}

/**
 * The site a browser suite runs against: the app started in-process on a fresh embedded
 * database or, with E2E_BASE_URL set, a server that is already running (CI starts the built one
 * as `npm start` does, with the admin account it names in E2E_ADMIN_USERNAME/PASSWORD). With
 * `adminName`, an admin client is signed in as well; with `logs`, the in-process app's log lines are kept;
 * `env` adds to the in-process app's environment (a server already running keeps its own).
 */
export function useBrowserSite(options: { adminName?: string; logs?: boolean; env?: NodeJS.ProcessEnv } = {}): BrowserSite {
  const external = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  let database: Database | undefined;
  let app: TestApp | undefined;
  let url: string | undefined;
  let admin: TestClient | undefined;
  let browser: Browser | undefined;
  const pageErrors: string[] = [];
  const logLines: string[] | undefined = options.logs && !external ? [] : undefined;

  beforeAll(async () => {
    if (external) {
      url = external;
      if (options.adminName) admin = await signInExternally(url, process.env.E2E_ADMIN_USERNAME!, process.env.E2E_ADMIN_PASSWORD!);
    } else {
      database = await openTestPglite();
      const logger = logLines && new AppLogger({ format: 'json', level: 'log', write: (line) => logLines.push(line) });
      app = await startTestApp({ database, ...(logger ? { logger } : {}), ...(options.env ? { env: options.env } : {}) });
      url = app.url;
      if (options.adminName) admin = await app.signIn('admin', options.adminName);
    }
    browser = await launchBrowser();
  }, STARTUP_CEILING_MS);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await database?.close();
  });

  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`site.${name} is set in beforeAll: read it inside a test or hook`);
    return value;
  };
  return {
    get url() {
      return started(url, 'url');
    },
    get app() {
      return app;
    },
    get admin() {
      return started(admin, 'admin (pass adminName)');
    },
    get browser() {
      return started(browser, 'browser');
    },
    pageErrors,
    logLines,
    async open(viewport) {
      const page = await started(browser, 'browser').context.newPage();
      await page.setViewportSize(viewport);
      // A step that never happens fails with its locator named, well before the test's ceiling
      // (60 s). On CI three workers share two cores with browsers: a dialog's first answer there
      // has taken over 10 s.
      page.setDefaultTimeout(20_000);
      page.on('pageerror', (error) => pageErrors.push(error.message));
      return page;
    },
  };
}

/**
 * Signs in to the dashboard through its screen as `account`. The suite's pages share one browser
 * profile, so a session left by an earlier test is logged out first.
 */
export async function signInToDashboard(page: Page, url: string, account: { username: string; password: string }): Promise<void> {
  await page.goto(`${url}/admin`);
  const logout = page.getByRole('button', { name: 'Logout' });
  const username = page.getByLabel('Username');
  await logout.or(username).first().waitFor();
  if (await logout.isVisible()) {
    await logout.click();
    await username.waitFor();
  }
  await username.fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await logout.waitFor({ timeout: 15_000 });
  await closeToast(page, 'Welcome!');
}

/**
 * Closes the toast saying `text`, if it shows, as a person would. A toast stays five seconds and, on
 * a phone, lies over the lower cards' buttons; a click aimed at one of them lands on the toast, and
 * a pointer over a toast keeps it open, so a test that clicks there next closes it first.
 */
export async function closeToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('.toast').filter({ hasText: text });
  await toast
    .getByRole('button', { name: 'Close notification' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
}
