import { describe, expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { AuthService } from '../../application/auth/auth-service';
import { PACKAGE_MESSAGES } from '../../domain/catalogue/package-rules';
import { calendarDateOf } from '../../domain/shared/calendar';
import { browserAvailable } from '../support/browser';
import { useBrowserSite, VIEWPORTS, signInToDashboard } from '../support/browser-site';

const suite = browserAvailable() ? describe : describe.skip;

const GUIDE = { username: 'content-guide', password: 'a long password for the content guide' };
const READER = { username: 'content-reader', password: 'a long password for the content reader' };
const PHONE = VIEWPORTS[0][1];

async function signIn(page: Page, url: string, account: { username: string; password: string }): Promise<void> {
  await signInToDashboard(page, url, account);
}

/** A Website Content tab, whether the dashboard draws its tabs as tabs, buttons or links. */
async function openContentTab(page: Page, tab: 'Gallery' | 'Packages'): Promise<void> {
  const control = (name: string) =>
    page
      .getByRole('tab', { name, exact: true })
      .or(page.getByRole('button', { name, exact: true }))
      .or(page.getByRole('link', { name, exact: true }))
      .first();
  await control('Website Content').click();
  await control(tab).click();
  await page.getByRole('heading', { level: 2, name: tab, exact: true }).waitFor();
}

const openGallery = (page: Page) => openContentTab(page, 'Gallery');

/**
 * How many elements `locator` matches once that number is `expected`, or after `timeoutMs` the
 * last number seen. A list changes when its data is fetched again, which happens after the toast
 * of the write that changed it: a count read once, right after the toast, may still be the old one.
 */
async function settledCount(locator: Locator, expected: number, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let count = await locator.count();
  while (count !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    count = await locator.count();
  }
  return count;
}

/** A small PNG of one colour; a new colour per run gives new bytes, so a new media record. */
function photo(): Promise<Buffer> {
  const shade = Math.floor(Math.random() * 200);
  return sharp({ create: { width: 96, height: 72, channels: 3, background: { r: 20, g: shade, b: 140 } } })
    .png()
    .toBuffer();
}

suite('admin Website Content › Gallery and Packages in a real browser', () => {
  const site = useBrowserSite();
  const fishType = 'Lake Whitefish';
  const angler = 'Morgan Tremblay';
  const alt = `${fishType} caught by ${angler}`;

  test('the guide uploads a photo on a phone, and a fresh page of the landing page shows it in #gallery', async () => {
    if (!site.app) return; // external mode: the account must be made in-process
    await site.app.app.get(AuthService).createUser({ ...GUIDE, role: 'admin' });
    const page = await site.open(PHONE);
    await signIn(page, site.url, GUIDE);
    await openGallery(page);

    await page.getByRole('button', { name: 'Add Gallery Item', exact: true }).click();
    const submit = page.getByRole('button', { name: 'Add Gallery Item', exact: true });
    await page.getByLabel('Fish type').fill(fishType);
    await page.getByLabel('Angler').fill(angler);
    await page.getByLabel('Date of the catch').fill(calendarDateOf(new Date()));
    // Nothing to submit before an image exists.
    await expect(submit.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Catch photo').setInputFiles({ name: 'whitefish.png', mimeType: 'image/png', buffer: await photo() });
    await page.getByText('Image uploaded successfully!', { exact: true }).waitFor();
    await page.getByRole('img', { name: 'The chosen photo' }).waitFor();
    await submit.click();
    await page.getByText('Gallery item added successfully!', { exact: true }).waitFor();
    await page.getByRole('img', { name: alt }).waitFor();
    await page.close();

    const visitor = await site.open(PHONE);
    await visitor.goto(`${site.url}/`);
    const image = visitor.locator('#gallery').getByRole('img', { name: alt });
    await image.waitFor({ state: 'attached' });
    await expect(image.getAttribute('src')).resolves.toMatch(/^\/media\//);
    await visitor.close();
  });

  test('a future date is refused with the domain’s message', async () => {
    if (!site.app) return;
    const page = await site.open(PHONE);
    await signIn(page, site.url, GUIDE);
    await openGallery(page);
    await page.getByRole('button', { name: 'Add Gallery Item', exact: true }).click();
    await page.getByLabel('Fish type').fill('Walleye');
    await page.getByLabel('Angler').fill('Time Traveller');
    await page.getByLabel('Date of the catch').fill('2999-01-01');
    await page.getByLabel('Catch photo').setInputFiles({ name: 'walleye.png', mimeType: 'image/png', buffer: await photo() });
    await page.getByText('Image uploaded successfully!', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add Gallery Item', exact: true }).click();
    await page.getByText('The catch date cannot be in the future', { exact: true }).waitFor();
    await expect(page.getByLabel('Date of the catch').getAttribute('aria-invalid')).resolves.toBe('true');
    await page.close();
  });

  test('delete asks first, with its question, then the photo leaves the landing page', async () => {
    if (!site.app) return;
    const page = await site.open(VIEWPORTS[1][1]);
    await signIn(page, site.url, GUIDE);
    await openGallery(page);
    await page.getByRole('button', { name: `Delete ${alt}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this gallery item?', { exact: true }).waitFor();
    // The grid is fetched again only after the toast: that answer, drawn, is the state to check.
    const refetched = page.waitForResponse((res) => res.request().method() === 'GET' && new URL(res.url()).pathname === '/api/catches');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Gallery item deleted successfully!', { exact: true }).waitFor();
    await refetched;
    await expect(settledCount(page.getByRole('img', { name: alt }), 0)).resolves.toBe(0);
    await page.close();

    const visitor = await site.open(PHONE);
    await visitor.goto(`${site.url}/`);
    // Loaded: the gallery shows its photos (skeletons have none), or is gone because none is left.
    await visitor.locator('#gallery img, body:not(:has(#gallery))').first().waitFor({ state: 'attached' });
    await expect(settledCount(visitor.locator('#gallery').getByRole('img', { name: alt }), 0)).resolves.toBe(0);
    await visitor.close();
  });

  test('an auditor sees the gallery but no control that changes it', async () => {
    if (!site.app) return;
    await site.app.app.get(AuthService).createUser({ ...READER, role: 'auditor' });
    const page = await site.open(PHONE);
    await signIn(page, site.url, READER);
    await openGallery(page);
    await page.locator('.catch-tile, .admin-state--empty').first().waitFor();
    await expect(page.getByRole('button', { name: /^(Add Gallery Item|Edit|Delete)/ }).count()).resolves.toBe(0);
    await expect(page.getByLabel('Catch photo').count()).resolves.toBe(0);
    await page.close();
  });

  test('the guide chooses the times a package runs in; none at all is refused with the domain’s message', async () => {
    if (!site.app) return;
    const page = await site.open(VIEWPORTS[1][1]);
    await signIn(page, site.url, GUIDE);
    await openContentTab(page, 'Packages');
    await page.getByRole('button', { name: 'Edit Trophy Hunter', exact: true }).click();
    const form = page.locator('#package-form');
    await expect(form.getByLabel('Full day', { exact: true }).isChecked()).resolves.toBe(true);
    await form.getByLabel('Full day', { exact: true }).uncheck();
    await form.getByRole('button', { name: 'Update Package', exact: true }).click();
    await form.getByText(PACKAGE_MESSAGES.timeSlots, { exact: true }).waitFor();
    // Focus moves into the group, on its first box.
    await expect(page.locator('input:focus').getAttribute('id')).resolves.toBe(
      await form.getByLabel('Morning', { exact: true }).getAttribute('id'),
    );

    await form.getByLabel('Morning', { exact: true }).check();
    await form.getByLabel('Full day', { exact: true }).check();
    await form.getByRole('button', { name: 'Update Package', exact: true }).click();
    await page.getByText('Package updated successfully!', { exact: true }).waitFor();
    const card = page.getByRole('article', { name: 'Trophy Hunter' });
    await card.getByText('Runs in: Morning, Full day', { exact: true }).waitFor();
    const packages = (await (await fetch(`${site.url}/api/packages`)).json()) as { name: string; timeSlots: string[] }[];
    expect(packages.find((p) => p.name === 'Trophy Hunter')?.timeSlots).toEqual(['morning', 'full-day']);
    await page.close();
  });

  test('no page broke', () => {
    expect(site.pageErrors).toEqual([]);
  });
});
