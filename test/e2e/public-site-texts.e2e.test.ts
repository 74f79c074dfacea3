import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import { seriousViolations } from '../support/axe';
import { browserAvailable, launchBrowser } from '../support/browser';
import { signInToDashboard, useBrowserSite, VIEWPORTS } from '../support/browser-site';

const suite = browserAvailable() ? describe : describe.skip;
const PHONE = VIEWPORTS[0][1];
const DESKTOP = VIEWPORTS[1][1];

/** A dashboard tab or sub-tab by its visible name, however the shell draws it (tab, button or link). */
async function openTab(page: Page, name: string): Promise<void> {
  const byRole = (role: 'tab' | 'button' | 'link') => page.getByRole(role, { name, exact: true });
  await byRole('tab').or(byRole('button')).or(byRole('link')).first().click();
}

/** The first date at least `ahead` days from now that falls on `weekday` (0 Sunday ... 6 Saturday). */
function nextWeekday(weekday: number, ahead: number): string {
  const day = new Date(Date.now() + ahead * 86_400_000);
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * What a visitor reads on the public site: the admin's About texts and hero video reach the
 * landing page, the landing page's title fits a search result, the not-found page tells a person
 * what happened and where to go, and the booking form's date texts say what applies.
 */
suite('the public site says what the admin saved, and what applies', () => {
  const site = useBrowserSite();
  const external = process.env.E2E_BASE_URL !== undefined;
  let admin: { username: string; password: string };

  beforeAll(async () => {
    admin = external
      ? { username: process.env.E2E_ADMIN_USERNAME!, password: process.env.E2E_ADMIN_PASSWORD! }
      : { username: 'texts-guide', password: 'texts-guide has a long password' };
    if (!external) await site.app!.app.get(AuthService).createUser({ ...admin, role: 'admin' });
  });

  /** A page of a browser without the admin's cookies: a visitor on another device. */
  async function asVisitor<T>(viewport: { width: number; height: number }, visit: (page: Page) => Promise<T>): Promise<T> {
    const visitor = await launchBrowser();
    try {
      const page = await visitor.context.newPage();
      await page.setViewportSize(viewport);
      page.on('pageerror', (error) => site.pageErrors.push(error.message));
      // The video site is not reached from a test: its frame gets an empty page.
      await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
      );
      return await visit(page);
    } finally {
      await visitor.close();
    }
  }

  test('the About title and description saved in the admin are on the landing page a new visitor gets', async () => {
    const title = `Fishing Wabamun Since ${Math.floor(Math.random() * 1e6)}`;
    const description = `A family outfit with two boats and a lot of patience ${Math.floor(Math.random() * 1e6)}.`;
    const page = await site.open(PHONE);
    await signInToDashboard(page, site.url, admin);
    await openTab(page, 'Website Content');
    await openTab(page, 'Page Content');
    const about = page.getByRole('article', { name: 'About' });
    await about.getByLabel('Title', { exact: true }).fill(title);
    await about.getByLabel('Description', { exact: true }).fill(description);
    await about.getByRole('button', { name: 'Save About' }).click();
    await page.getByText('Content Updated', { exact: true }).waitFor();
    await page.close();

    // Rendered on the server into the page's markup (not only into the data the page carries), as the rest of the landing page.
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toMatch(new RegExp(`<h[2-4][^>]*>${title}</h[2-4]>`));
    expect(html).toContain(`>${description}</p>`);

    await asVisitor(PHONE, async (landing) => {
      await landing.goto(`${site.url}/`);
      const heading = landing.getByRole('heading', { name: title, exact: true });
      await heading.waitFor();
      await landing.getByText(description, { exact: true }).waitFor();
      await heading.scrollIntoViewIfNeeded();
      await expect(heading.isVisible()).resolves.toBe(true);
      await expect(seriousViolations(landing)).resolves.toEqual([]);
    });
  });

  test('a YouTube link saved as the hero video plays behind the hero through the privacy-enhanced player, as the CSP allows', async () => {
    const page = await site.open(DESKTOP);
    await signInToDashboard(page, site.url, admin);
    await openTab(page, 'Website Content');
    await openTab(page, 'Hero Video');
    await page.getByLabel('Video-site link').check();
    await page.getByLabel('YouTube or Vimeo link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
    await page.getByRole('button', { name: 'Save Video Link' }).click();
    await page.getByText('Hero Updated', { exact: true }).waitFor();
    await page.close();

    const res = await fetch(`${site.url}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const frameSrc = csp.split(';').find((d) => d.trim().startsWith('frame-src')) ?? '';
    expect(frameSrc).toContain('https://www.youtube-nocookie.com');

    await asVisitor(DESKTOP, async (landing) => {
      await landing.goto(`${site.url}/`);
      const frame = landing.locator('.hero iframe');
      await frame.waitFor({ state: 'attached' });
      const src = new URL((await frame.getAttribute('src'))!);
      expect(src.origin).toBe('https://www.youtube-nocookie.com');
      expect(src.pathname).toBe('/embed/dQw4w9WgXcQ');
      for (const [name, value] of Object.entries({ autoplay: '1', mute: '1', loop: '1', playlist: 'dQw4w9WgXcQ', controls: '0' })) {
        expect([name, src.searchParams.get(name)]).toEqual([name, value]);
      }
      await expect(frame.getAttribute('tabindex')).resolves.toBe('-1');
      // Behind the hero's text: out of the accessibility tree, and the title still on top.
      await expect(frame.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).resolves.toBe(true);
      await landing.getByRole('heading', { level: 1 }).click({ trial: true });
      await expect(seriousViolations(landing)).resolves.toEqual([]);
    });

    // A visitor who asked for less motion keeps the still picture.
    const calm = await site.open(DESKTOP);
    await calm.emulateMedia({ reducedMotion: 'reduce' });
    await calm.goto(`${site.url}/`);
    await expect(calm.locator('.hero iframe').count()).resolves.toBe(0);
    await calm.close();
  });

  test('a link the site cannot play is refused when saved, naming what it can play', async () => {
    const page = await site.open(PHONE);
    await signInToDashboard(page, site.url, admin);
    await openTab(page, 'Website Content');
    await openTab(page, 'Hero Video');
    await page.getByLabel('Video-site link').check();
    // A channel page, not a video.
    await page.getByLabel('YouTube or Vimeo link').fill('https://www.youtube.com/@WabamunFishing');
    await page.getByRole('button', { name: 'Save Video Link' }).click();
    await page.getByText(/^This link is not a video the site can play\..*YouTube.*Vimeo.*MP4 or WebM/).waitFor();
    await page.close();

    // The server refuses it too, with the same message.
    if (!external) {
      const client = await site.app!.signIn('admin', 'texts-api-admin');
      const answer = await client.request('POST', '/api/site-content', {
        section: 'hero',
        key: 'video_url',
        value: 'https://vimeo.com/channels/staffpicks',
      });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toMatch(/This link is not a video the site can play/);
    }
  });

  test('the landing page title fits a search result and names the business and its trips', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title.length).toBeGreaterThan(0);
    expect(title.length).toBeLessThanOrEqual(70);
    expect(title).toContain('Wabamun Lake Fishing Tours');
    expect(title).toMatch(/trips/i);
    await asVisitor(PHONE, async (landing) => {
      await landing.goto(`${site.url}/`);
      const shown = await landing.title();
      expect(shown.length).toBeLessThanOrEqual(70);
      expect(shown).toBe(title.replace(/&amp;/g, '&'));
    });
  });

  test.each(VIEWPORTS)('on %s: the not-found page explains itself and offers the way home and to booking', async (_name, viewport) => {
    const page = await site.open(viewport);
    const answer = await page.goto(`${site.url}/no-such-page-here`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    const card = page.locator('.not-found__card');
    const texts = await card.locator('p').allTextContents();
    const human = texts.findIndex((t) => /we couldn.t find|doesn.t exist|may have moved/i.test(t));
    const developer = texts.indexOf('Did you forget to add the page to the router?');
    expect(human).toBeGreaterThanOrEqual(0);
    expect(developer).toBeGreaterThan(human);
    await expect(card.getByRole('link', { name: /home page/i }).getAttribute('href')).resolves.toBe('/');
    const booking = card.getByRole('link', { name: /book/i });
    await expect(booking.getAttribute('href')).resolves.toMatch(/^\/(book|#book)/);
    await booking.click();
    await page.locator('#book').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  test('the booking form offers the weekday saving only where the chosen package can run that weekday', async () => {
    const page = await site.open(DESKTOP);
    const monday = nextWeekday(1, 8);
    const hint = page.locator('#booking-date-hint');
    await page.goto(`${site.url}/?package=Full-Day%20Adventure&date=${monday}#book`);
    await page
      .locator('#book')
      .getByRole('combobox', { name: /^Time/ })
      .locator('option', { hasText: 'not offered' })
      .first()
      .waitFor({ state: 'attached' });
    // A full-day trip does not run Monday to Thursday: no saving is promised for it.
    await expect(hint.textContent()).resolves.not.toMatch(/17%/);
    await expect(
      page
        .locator('#book')
        .getByText(/save 17%/i)
        .count(),
    ).resolves.toBe(0);

    // The half-day trip runs on that Monday: the saving is offered.
    await page.locator('#book').getByLabel('Package').selectOption('Half-Day Adventure');
    await page
      .locator('#book')
      .getByText(/Weekday trip .*save 17%/i)
      .waitFor();
    await page.close();
  });

  test('a past date says it has passed instead of asking for a date', async () => {
    const page = await site.open(PHONE);
    await page.goto(`${site.url}/#book`);
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await page.locator('#book').getByLabel('Date').fill(yesterday);
    await page.getByRole('button', { name: 'Book Now & Pay' }).click();
    const error = page.locator('#book').getByText(/This date has already passed/);
    await error.waitFor();
    await expect(page.locator('#book').getByText('Please select a date', { exact: true }).count()).resolves.toBe(0);
    await page.close();
  });

  test('no page threw', () => {
    expect(site.pageErrors).toEqual([]);
  });
});
