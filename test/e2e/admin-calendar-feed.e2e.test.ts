import { beforeAll, describe, expect, test } from '@jest/globals';
import { AuthService } from '../../application/auth/auth-service';
import { seriousViolations } from '../support/axe';
import { browserAvailable } from '../support/browser';
import { closeToast, signInToDashboard, useBrowserSite, VIEWPORTS } from '../support/browser-site';

const suite = browserAvailable() ? describe : describe.skip;
const [[, PHONE], [, DESKTOP]] = VIEWPORTS;
const PASSWORD = 'a long password for the calendar feed suite';

/**
 * The trips calendar's card in Settings, in a real browser: the admin reads and copies the private
 * link and renews it (after a confirmation, the old link then answers 404); an auditor is never shown it.
 */
suite('admin: the trips calendar link in Settings', () => {
  const site = useBrowserSite({ adminName: 'calendar-feed-api' });
  const admin = { username: 'calendar-feed-guide', password: PASSWORD };
  const auditor = { username: 'calendar-feed-auditor', password: PASSWORD };

  beforeAll(async () => {
    if (!site.app) return;
    const auth = site.app.app.get(AuthService);
    await auth.createUser({ ...admin, role: 'admin' });
    await auth.createUser({ ...auditor, role: 'auditor' });
  });

  test.each([
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ])(
    'on %s the admin copies the link and renews it; the old one stops working',
    async (_label, viewport) => {
      if (!site.app) return; // External mode has no way to make the UI accounts.
      const page = await site.open(viewport);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
      await signInToDashboard(page, site.url, admin);
      await page.goto(`${site.url}/admin/settings`);
      await page.getByRole('heading', { level: 3, name: 'Trips calendar' }).waitFor();
      const link = page.getByRole('textbox', { name: 'Private calendar link' });
      await link.waitFor();
      const first = await link.inputValue();
      expect(first).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      // The link names the site's public origin (PUBLIC_ORIGIN); here the app listens on a port of its own.
      const onSite = (address: string) => `${site.url}${new URL(address).pathname}`;
      const feed = await fetch(onSite(first));
      expect([feed.status, feed.headers.get('content-type')]).toEqual([200, 'text/calendar; charset=utf-8']);
      await expect(seriousViolations(page)).resolves.toEqual([]);
      // Nothing of the card is wider than the phone.
      await expect(page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).resolves.toBe(true);

      await page.getByRole('button', { name: 'Copy link' }).click();
      await page.getByText('Calendar link copied', { exact: true }).first().waitFor();
      await expect(page.evaluate('navigator.clipboard.readText()')).resolves.toBe(first);
      // On a phone the toast lies over the card's lower buttons, the next ones this test clicks.
      await closeToast(page, 'Calendar link copied');

      await page.getByText('How to subscribe').click();
      await page.getByText(/Add Subscribed Calendar/).waitFor();

      // Asked first; keeping it changes nothing.
      await page.getByRole('button', { name: 'Renew link' }).click();
      const dialog = page.getByRole('dialog', { name: 'Renew the calendar link?' });
      await dialog.getByText(/The old link stops working at once/).waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await dialog.getByRole('button', { name: 'Keep the link' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await link.inputValue()).toBe(first);

      await page.getByRole('button', { name: 'Renew link' }).click();
      await dialog.getByRole('button', { name: 'Renew link' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Calendar link renewed: subscribe again with the new link', { exact: true }).first().waitFor();
      // The new link is in place before the toast says so (calendar-feed-api.ts).
      const renewed = await link.inputValue();
      expect(renewed).not.toBe(first);
      expect((await fetch(onSite(first))).status).toBe(404);
      expect((await fetch(onSite(renewed))).status).toBe(200);
      await expect(page.getByRole('button', { name: 'Renew link' }).evaluate((el) => el.matches(':focus'))).resolves.toBe(true);
      expect(site.pageErrors).toEqual([]);
      await page.close();
    },
    90_000,
  );

  test('an auditor is told the link exists, never shown it', async () => {
    if (!site.app) return;
    const page = await site.open(PHONE);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/calendar')) calls.push(request.url());
    });
    await signInToDashboard(page, site.url, auditor);
    await page.goto(`${site.url}/admin/settings`);
    await page.getByText('Only an admin sees the calendar link: it is private.').waitFor();
    await expect(page.getByRole('textbox', { name: 'Private calendar link' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Renew link' }).count()).resolves.toBe(0);
    expect(calls).toEqual([]);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  }, 60_000);
});
