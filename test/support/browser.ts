import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, or CHROME_PATH; never a downloaded browser (none can be fetched here). */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

export interface Browser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium found: install it (apt-get install chromium) or set CHROME_PATH');
  const profile = mkdtempSync(join(tmpdir(), 'fishing-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  for (const page of context.pages()) untilInteractiveOnNavigation(page);
  context.on('page', untilInteractiveOnNavigation);
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A public page paints before its scripts load (adapters/http/deferred-scripts.ts), so the `load`
 * event that `goto` and `reload` wait for no longer means that it works: they also wait until the
 * page says it is interactive (`<html data-hydrated>`, web/src/layout/hydrated-mark.ts), and the
 * booking form too where the page has it. `waitUntil: 'commit'` or `'domcontentloaded'` asks for
 * the document only: a test that acts before the scripts have run, or without them.
 */
function untilInteractiveOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!documentOnly(options?.waitUntil)) await untilInteractive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (!documentOnly(options?.waitUntil)) await untilInteractive(page);
    return response;
  };
}

const documentOnly = (waitUntil: string | undefined) => waitUntil === 'commit' || waitUntil === 'domcontentloaded';

async function untilInteractive(page: Page): Promise<void> {
  const path = new URL(page.url()).pathname;
  // The admin renders in the browser from its first script; other answers are no page of the site.
  if (path === '/admin' || path.startsWith('/admin/') || (await page.locator('#root').count()) === 0) return;
  await page.locator('html[data-hydrated~="site"]').waitFor({ state: 'attached', timeout: 20_000 });
  if ((await page.locator('#book form').count()) > 0) {
    await page.locator('html[data-hydrated~="booking-form"]').waitFor({ state: 'attached', timeout: 20_000 });
  }
}

/**
 * Browser suites run whenever a Chromium is installed. Without one they are skipped with a notice
 * on a developer's machine, but fail in CI, where .ci/run installs it.
 */
export function browserAvailable(): boolean {
  if (chromiumPath()) return true;
  if (process.env.CI) throw new Error('CI must run the browser suites, but no Chromium is installed');
  console.warn('Browser suites skipped: no Chromium found (apt-get install chromium, or set CHROME_PATH).');
  return false;
}
