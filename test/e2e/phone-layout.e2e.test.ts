import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { browserAvailable } from '../support/browser';
import { useBrowserSite } from '../support/browser-site';
import { bookPaidTrip, fillBookingForm, freeWeekdayMornings, manageLinkPath, openPayment, pay } from '../support/paid-trips';

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

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;
const middle = (box: Box) => box.y + box.height / 2;

/** The little of the page's window these checks read (the tests are compiled without the DOM's types). */
interface PageWindow {
  innerWidth: number;
  innerHeight: number;
  getComputedStyle(el: unknown): { display: string; visibility: string; opacity: string };
  document: { elementFromPoint(x: number, y: number): { tagName: string; className: string } | null };
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not on the page`);
  return found;
}

/** The fixed things that float over a phone's page: its box while it shows, else null. */
async function shownBox(locator: Locator): Promise<Box | null> {
  if ((await locator.count()) === 0) return null;
  const shows = await locator.evaluate((el) => {
    const style = (globalThis as unknown as PageWindow).getComputedStyle(el);
    return style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  });
  return shows ? locator.boundingBox() : null;
}

/** What the topmost element at the centre of `locator` is, when it is on screen but neither the element nor inside it; else null. */
function coveredBy(locator: Locator): Promise<string | null> {
  return locator.evaluate((el) => {
    const { innerWidth, innerHeight, document } = globalThis as unknown as PageWindow;
    const r = el.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    // Scrolled out of sight is no covering: the caller scrolls to it.
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return null;
    const top = document.elementFromPoint(x, y);
    if (top && (top === el || el.contains(top as never))) return null;
    return top ? `${top.tagName.toLowerCase()}.${top.className}` : 'nothing';
  });
}

/** Checks `check` until it returns nothing, or gives the last thing it returned after `ms`. */
async function settles<T>(check: () => Promise<T | null>, ms = 2000): Promise<T | null> {
  const deadline = Date.now() + ms;
  let last = await check();
  while (last !== null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await check();
  }
  return last;
}

/**
 * How the public site fits on narrow phones (and a desktop where it matters): the header stays
 * one line with its menu button in it, the 'Book Your Trip' bar and the chat button never cover
 * the booking form, and the toast after paying never covers the confirmation's buttons.
 */
suite('the public site on narrow phones', () => {
  const site = useBrowserSite({ adminName: 'layout-admin' });
  let dates: string[];

  beforeAll(async () => {
    dates = await freeWeekdayMornings(site.url, 9);
  });

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

  describe.each(PHONES)('at %s', (_name, viewport) => {
    test('neither the Book Your Trip bar nor the chat button covers a control or message of the booking form', async () => {
      const page = await site.open(viewport);
      await page.goto(`${site.url}/`);
      // The chat button arrives with the visitor's first interaction.
      await page.mouse.move(10, 300);
      await page.locator('.chat-launcher').waitFor();
      await expect(shownBox(page.locator('.mobile-book-bar'))).resolves.not.toBeNull();

      const form = page.locator('#book form');
      // Every message shows: the form at its longest.
      await form.getByRole('button', { name: 'Book Now & Pay' }).click();
      await form.getByText('Please select a package').waitFor();
      const essentials = await form.locator('input, select, textarea, button, .field-error, [role="alert"]').all();
      const covered: string[] = [];
      for (const control of essentials) {
        if (!(await control.isVisible())) continue;
        // At the bottom of the screen, where the bar and the chat button are, then in its middle.
        for (const block of ['end', 'center'] as const) {
          await control.evaluate((el, where) => el.scrollIntoView({ block: where, behavior: 'instant' }), block);
          const over = await settles(async () => {
            const own = await box(control);
            for (const floating of ['.mobile-book-bar', '.chat-launcher']) {
              const other = await shownBox(page.locator(floating));
              if (other && intersects(own, other)) return floating;
            }
            return null;
          });
          if (over) covered.push(`${await control.evaluate((el) => el.outerHTML.slice(0, 80))} under ${over} (${block})`);
        }
      }
      expect(covered).toEqual([]);

      // Away from the form the bar is back, and the chat button above it.
      await page.evaluate('window.scrollTo({ top: 0, behavior: "instant" })');
      await expect(settles(async () => ((await shownBox(page.locator('.mobile-book-bar'))) ? null : 'hidden'))).resolves.toBeNull();
      const bar = (await shownBox(page.locator('.mobile-book-bar')))!;
      const chat = await shownBox(page.locator('.chat-launcher'));
      expect(chat).not.toBeNull();
      expect(intersects(chat!, bar)).toBe(false);
      await page.locator('.chat-launcher').click();
      await page.getByRole('button', { name: 'Close chat' }).waitFor();
      await page.close();
    }, 120_000);

    test('the Book Your Trip bar is not shown on a manage page', async () => {
      const bookingId = await bookPaidTrip(site.url, dates.pop()!, {
        name: 'Pat Phone',
        email: `pat.${viewport.width}@example.com`,
        phone: '(780) 555-0151',
      });
      const path = await manageLinkPath(site.app!, bookingId);
      const page = await site.open(viewport);
      await page.goto(`${site.url}${path}`);
      await page.getByRole('heading', { name: 'Manage Your Trip' }).waitFor();
      await page.mouse.move(10, 300);
      await page.locator('.chat-launcher').waitFor();
      for (const top of [0, 10_000]) {
        await page.evaluate(`window.scrollTo({ top: ${top}, behavior: "instant" })`);
        await expect(shownBox(page.locator('.mobile-book-bar'))).resolves.toBeNull();
      }
      await page.close();
    });
  });

  describe.each([...PHONES, DESKTOP])('at %s', (name, viewport) => {
    test("the 'Payment Successful' toast covers none of the confirmation's buttons, and is announced", async () => {
      const page = await site.open(viewport);
      await fillBookingForm(page, site.url, dates.shift()!, `Toast ${name}`);
      await openPayment(page);
      await pay(page);
      const toast = page.locator('.toast', { hasText: 'Payment Successful' });
      await toast.waitFor();
      // The pointer on it holds it open while every button is checked (it would close after 5 s).
      await toast.hover();
      // Announced: in the notifications region, a status a screen reader reads out.
      await page
        .getByRole('region', { name: /^Notifications/ })
        .locator('.toast', { hasText: 'Payment Successful' })
        .waitFor();

      const dialog = page.getByRole('dialog', { name: 'Booking Confirmed!' });
      const actions = () => dialog.locator('button, a[href]').all();
      const coveredActions = async () => {
        const found: string[] = [];
        for (const action of await actions()) {
          const by = await coveredBy(action);
          if (by) found.push(`${await action.textContent()} under ${by}`);
        }
        return found;
      };
      // As the dialog opens (its 'Done' focused), then with each button scrolled to, while the toast shows.
      expect(await coveredActions()).toEqual([]);
      for (const action of await actions()) {
        await action.scrollIntoViewIfNeeded();
        const by = await coveredBy(action);
        expect([await action.textContent(), by]).toEqual([await action.textContent(), null]);
      }
      await expect(toast.isVisible()).resolves.toBe(true);

      // 'Add to Calendar' shows its own toast: it covers none of the choices either.
      await dialog.getByRole('button', { name: 'Add to Calendar' }).click();
      await dialog.getByRole('button', { name: 'Download .ics file' }).click();
      await page.locator('.toast', { hasText: 'Calendar Event Created' }).waitFor();
      expect(await coveredActions()).toEqual([]);
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await page.close();
    }, 120_000);
  });

  test('nothing broke in any page', () => {
    expect(site.pageErrors).toEqual([]);
  });
});
