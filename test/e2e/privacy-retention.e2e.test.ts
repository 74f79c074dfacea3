import { describe, expect, test } from '@jest/globals';
import { browserAvailable } from '../support/browser';
import { useBrowserSite, VIEWPORTS } from '../support/browser-site';
import { seriousViolations } from '../support/axe';

// The periods are the server's settings: a server already running (E2E_BASE_URL) keeps its own.
const suite = browserAvailable() && !process.env.E2E_BASE_URL ? describe : describe.skip;

/**
 * The privacy policy states how long the site keeps chats, messages and the sign-in log from the
 * very settings the retention jobs delete by: the site is started with settings other than the
 * defaults, and the page, as served and as the visitor reads it, says those.
 */
suite('the privacy policy follows the retention settings', () => {
  const site = useBrowserSite({ env: { RETENTION_CHAT_DAYS: '45', RETENTION_MESSAGE_DAYS: '200', RETENTION_SIGN_IN_LOG_DAYS: '31' } });

  const STATED = [
    'Chat conversations: 45 days after the last message, then deleted.',
    'Emails and text messages we send you, and texts you send us: 200 days, then deleted.',
    'The sign-in log of the admin area (the username tried, the internet address and whether it worked): 31 days, then deleted.',
  ];

  test('the page as served states the configured periods before any script runs', async () => {
    const html = await (await fetch(`${site.url}/privacy-policy`)).text();
    const text = html.replace(/<[^>]+>/g, '');
    for (const line of STATED) expect(text).toContain(line);
  });

  test.each(VIEWPORTS)('on %s: the periods, what a waiver records, and no serious axe violation', async (_name, viewport) => {
    const page = await site.open(viewport);
    await page.goto(`${site.url}/privacy-policy`);
    const keep = page.getByRole('region', { name: 'How long we keep it' });
    for (const line of STATED) await keep.getByText(line, { exact: true }).waitFor();
    await expect(keep.getByText('12 months').count()).resolves.toBe(0);
    const waiver = page.getByText('When you sign the liability waiver').locator('xpath=following-sibling::p[1]');
    for (const recorded of ['date of birth', 'typed signature', 'parent or guardian', 'internet address', 'browser']) {
      await expect(waiver.textContent()).resolves.toContain(recorded);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  test('nothing broke in any page', () => {
    expect(site.pageErrors).toEqual([]);
  });
});
