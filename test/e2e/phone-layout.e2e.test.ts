import { describe, expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { browserAvailable } from '../support/browser';
import { useBrowserSite } from '../support/browser-site';

const suite = browserAvailable() ? describe : describe.skip;

/** The narrow phones people use, the smallest first, at a common phone height. */
const PHONES = [320, 360, 375, 390].map((width) => [`${width} px`, { width, height: 740 }] as const);
const DESKTOP = ['1366 px', { width: 1366, height: 900 }] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;
const middle = (box: Box) => box.y + box.height / 2;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not on the page`);
  return found;
}

/**
 * How the public site fits on narrow phones (and a desktop where it matters): the header stays
 * one line with its menu button in it.
 */
suite('the public site on narrow phones', () => {
  const site = useBrowserSite();

  /** The header's parts, and that they sit on one line inside it. */
  async function headerOnOneLine(page: Page, phone: boolean): Promise<void> {
    const header = page.locator('.site-header');
    const headerBox = await box(header);
    const brand = await box(header.locator('.site-header__brand'));
    expect(inside(brand, headerBox)).toBe(true);
    // The name gives way (smaller, two lines at most), not the row: the brand is no taller than its logo.
    expect(brand.height).toBeLessThanOrEqual(44.5);
    await expect(header.locator('.site-header__name').evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
    const row: Box[] = [brand];
    if (phone) {
      const menu = await box(header.getByRole('button', { name: 'Menu' }));
      expect(inside(menu, headerBox)).toBe(true);
      expect(menu.x).toBeGreaterThanOrEqual(brand.x + brand.width);
      row.push(menu);
    } else {
      for (const link of await header.getByRole('navigation', { name: 'Main' }).locator('a, button').all()) row.push(await box(link));
    }
    for (const item of row) {
      expect(inside(item, headerBox)).toBe(true);
      expect(Math.abs(middle(item) - middle(brand))).toBeLessThan(4);
    }
    // One line high: the tallest item of the row and the bar's padding, not a second row.
    const tallest = Math.max(...row.map((item) => item.height));
    expect(headerBox.height).toBeLessThanOrEqual(tallest + 2 * 16 + 2);
    await expect(page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).resolves.toBe(true);
  }

  describe.each([...PHONES, DESKTOP])('at %s', (name, viewport) => {
    test('the header is one line with the menu button in it, at the top and once compact', async () => {
      const page = await site.open(viewport);
      await page.goto(`${site.url}/`);
      const phone = name !== DESKTOP[0];
      await headerOnOneLine(page, phone);
      await page.mouse.wheel(0, 600);
      await page.locator('.site-header--compact').waitFor();
      await page.waitForTimeout(300); // the padding's transition
      await headerOnOneLine(page, phone);
      await page.close();
    });
  });

  test('nothing broke in any page', () => {
    expect(site.pageErrors).toEqual([]);
  });
});
