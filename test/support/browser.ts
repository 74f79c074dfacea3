import { existsSync } from 'node:fs';
import { type Browser as ChromiumBrowser, BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, or CHROME_PATH; never a downloaded browser (none can be fetched here). */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

export interface Browser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/**
 * One Chromium per module registry (a test file, or a bundle of them under npm test), started by
 * the first suite that asks and stopped after the registry's last test (browser-teardown.ts, a
 * setup file of the browser tier): starting Chromium costs about a second of both cores, and a
 * bundle holds a dozen suites.
 */
let chromiumProcess: Promise<ChromiumBrowser> | undefined;

function sharedChromium(): Promise<ChromiumBrowser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium found: install it (apt-get install chromium) or set CHROME_PATH');
  const running = chromiumProcess;
  if (running) return running.then((browser) => (browser.isConnected() ? browser : startChromium(executablePath)));
  return startChromium(executablePath);
}

function startChromium(executablePath: string): Promise<ChromiumBrowser> {
  chromiumProcess = chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // A failed start is not kept: the next suite tries again.
  chromiumProcess.catch(() => (chromiumProcess = undefined));
  return chromiumProcess;
}

/** Stops the registry's Chromium, if one was started (browser-teardown.ts). */
export async function closeSharedChromium(): Promise<void> {
  const running = chromiumProcess;
  chromiumProcess = undefined;
  await (await running?.catch(() => undefined))?.close();
}

/**
 * A browser of its own for a suite: a new context of the shared Chromium, which keeps its cookies,
 * storage and permissions apart from every other suite's, as a new profile would.
 */
export async function launchBrowser(): Promise<Browser> {
  const context = await (await sharedChromium()).newContext();
  for (const page of context.pages()) untilInteractiveOnNavigation(page);
  context.on('page', untilInteractiveOnNavigation);
  return { context, close: () => context.close() };
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
