import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, useBrowserSite, type Viewport } from '../support/browser-site';
import { seriousViolations } from '../support/axe';

const suite = browserAvailable() ? describe : describe.skip;
const PASSWORD = 'a long password for the tab bar suite';
const SIZES: [string, { width: number; height: number }][] = [
  ['a desktop', { width: 1366, height: 900 }],
  ['a phone', { width: 390, height: 844 }],
];

/** Whether the element is on screen: inside the viewport, not clipped by a scrolling parent, and the one a tap at its centre reaches. */
async function onScreen(page: Page, element: Locator): Promise<boolean> {
  const viewport = page.viewportSize()!;
  const box = await element.boundingBox();
  if (!box) return false;
  const inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
  if (!inside) return false;
  return element.evaluate(
    (el, at) => {
      const hit = el.ownerDocument.elementFromPoint(at.x, at.y);
      return hit !== null && (hit === el || el.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

/**
 * The dashboard's tabs at a desktop's and a phone's width: every tab is on screen without
 * scrolling the bar sideways, and the tab chosen is in view, also the last one.
 */
suite('admin: every dashboard tab is within reach', () => {
  const site = useBrowserSite();
  const admin = { username: 'tab-bar-guide', password: PASSWORD };

  beforeAll(async () => {
    if (!site.app) return;
    await site.app.app.get(AuthService).createUser({ ...admin, role: 'admin' });
  });

  test.each(SIZES)(
    'on %s, every tab is visible, and the last one chosen is in view',
    async (_, viewport) => {
      if (!site.app) return;
      const page = await site.open(viewport as Viewport);
      await signInToDashboard(page, site.url, admin);
      const nav = page.getByRole('navigation', { name: 'Dashboard' });
      const tabs = nav.getByRole('link');
      const labels = await tabs.allTextContents();
      expect(labels).toEqual(expect.arrayContaining(['Manage Bookings', 'Test System', 'SMS Communications']));
      // Nothing of the bar is hidden behind a sideways scroll.
      await expect(nav.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
      for (const label of labels) {
        const tab = nav.getByRole('link', { name: label, exact: true });
        expect([label, await onScreen(page, tab)]).toEqual([label, true]);
      }

      const last = nav.getByRole('link', { name: labels.at(-1)!, exact: true });
      await last.click();
      // The tab's view is loaded on demand: its heading first, then the tab says it is the current page.
      await page.getByRole('heading', { level: 2, name: labels.at(-1)! }).waitFor();
      await expect(last.getAttribute('aria-current')).resolves.toBe('page');
      expect(await onScreen(page, last)).toBe(true);

      // From the keyboard too: the tabs are links in reading order.
      await page.goto(`${site.url}/admin`);
      await nav.getByRole('link', { name: 'Manage Bookings', exact: true }).focus();
      for (let i = 1; i < labels.length; i++) await page.keyboard.press('Tab');
      await expect(page.locator(':focus').textContent()).resolves.toBe(labels.at(-1));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 2, name: labels.at(-1)! }).waitFor();
      expect(await onScreen(page, last)).toBe(true);
      await expect(seriousViolations(page)).resolves.toEqual([]);
      expect(site.pageErrors).toEqual([]);
      await page.close();
    },
    60_000,
  );
});
