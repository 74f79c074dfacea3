import { describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserAvailable } from '../support/browser';
import { useBrowserSite, VIEWPORTS } from '../support/browser-site';

const suite = browserAvailable() ? describe : describe.skip;

/** What the visitor types: none of it may ever be part of an address. */
const TYPED = {
  'First name': 'Quintessa',
  'Last name': 'Vandermolen',
  Email: 'quintessa.v@example.com',
  Phone: '7805550177',
  'Emergency contact name': 'Oswaldo Vandermolen',
  'Emergency contact phone': '7805550178',
};
const DATE_OF_BIRTH = '1979-04-23';
const PERSONAL = [...Object.values(TYPED), DATE_OF_BIRTH, 'quintessa.v%40example.com', 'Oswaldo'];

/**
 * The waiver page paints before its scripts load (adapters/http/deferred-scripts.ts), and a visitor
 * may fill in the form meanwhile or have no scripts at all. Whatever they do then, the browser
 * must not send the form by itself as a page load with their answers in its address, where the
 * access log, the history and any proxy would keep them. The scripts are held back here.
 */
suite('the waiver form before its scripts have run', () => {
  const site = useBrowserSite({ logs: true });

  const leaks = (text: string) => PERSONAL.filter((value) => text.includes(value));

  async function fillBeforeScripts(page: Page): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.url}/liability-waiver?booking=Zm9yZ2VkLXJlZmVyZW5jZQ`, { waitUntil: 'commit' });
    const form = page.locator('#waiver-form');
    for (const [label, value] of Object.entries(TYPED)) await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    await form.getByLabel('Date of birth').fill(DATE_OF_BIRTH);
    await form.getByRole('textbox', { name: 'Signature: type your full name' }).fill(`${TYPED['First name']} ${TYPED['Last name']}`);
    await expect(page.locator('html[data-hydrated]').count()).resolves.toBe(0);
    return release;
  }

  test('Enter in a field, or the form sent by force, puts no answer in an address or in the access log', async () => {
    const page = await site.open(VIEWPORTS[0][1]);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const release = await fillBeforeScripts(page);

    // The button waits for the scripts, and so does Enter (it presses the form's first button).
    await expect(page.getByRole('button', { name: 'Submit Waiver' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('textbox', { name: 'Email', exact: true }).press('Enter');
    // Whatever sends the form all the same (an extension, a browser of its own mind) posts it: the answers go in no address.
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'commit' }).catch(() => undefined),
      page.evaluate(() =>
        (globalThis as unknown as { document: { getElementById(id: string): { submit(): void } } }).document
          .getElementById('waiver-form')
          .submit(),
      ),
    ]);
    expect(new URL(page.url()).search).toBe('');
    expect(requested.flatMap(leaks)).toEqual([]);
    release();

    // The server's lines are written once each answer has gone out.
    if (site.logLines) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(site.logLines.some((line) => line.includes('/liability-waiver'))).toBe(true);
      expect(site.logLines.flatMap(leaks)).toEqual([]);
    }
    await page.close();
  });

  test('once the scripts have run, what was typed before is the form, and it is signed through the API', async () => {
    const page = await site.open(VIEWPORTS[1][1]);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const release = await fillBeforeScripts(page);
    release();
    await page.locator('html[data-hydrated~="waiver-form"]').waitFor({ state: 'attached' });
    await page.getByRole('checkbox', { name: /agree to the terms and conditions/ }).check();
    await page.getByRole('checkbox', { name: /understand the risks/ }).check();
    // The reference of the link is no booking's: cleared, the waiver is signed without one.
    await page.getByRole('textbox', { name: 'Booking reference (optional)' }).fill('');
    await page.getByRole('button', { name: 'Submit Waiver' }).click();
    await page.getByRole('heading', { name: 'Waiver Submitted Successfully!' }).waitFor();
    expect(requested.flatMap(leaks)).toEqual([]);
    expect(site.pageErrors).toEqual([]);
    await page.close();
  });
});
