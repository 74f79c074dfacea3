import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { AuthService } from '../../application/auth/auth-service';
import type { Role } from '../../domain/auth/account-rules';
import { browserAvailable, launchBrowser } from '../support/browser';
import { useBrowserSite, VIEWPORTS, signInToDashboard } from '../support/browser-site';

const suite = browserAvailable() ? describe : describe.skip;
const PHONE = VIEWPORTS[0][1];

interface Account {
  username: string;
  password: string;
}

async function signIn(page: Page, url: string, { username, password }: Account): Promise<void> {
  await signInToDashboard(page, url, { username, password });
}

/** A dashboard tab or sub-tab by its visible name, however the shell draws it (tab, button or link). */
async function openTab(page: Page, name: string): Promise<void> {
  const byRole = (role: 'tab' | 'button' | 'link') => page.getByRole(role, { name, exact: true });
  await byRole('tab').or(byRole('button')).or(byRole('link')).first().click();
}

/**
 * Site content's acceptance (docs/product/content.md): the admin changes the logo and the hero
 * title in the dashboard and a visitor on another device (a fresh browser profile, without the
 * admin's cookies) sees both.
 */
suite('admin: website content in a real browser', () => {
  const site = useBrowserSite({ adminName: 'content-api-admin' });
  const external = process.env.E2E_BASE_URL !== undefined;
  let admin: Account;
  let logoUrl: string;

  const account = async (role: Role, username: string): Promise<Account> => {
    const password = `${username} has a long password`;
    await site.app!.app.get(AuthService).createUser({ username, password, role });
    return { username, password };
  };

  beforeAll(async () => {
    admin = external
      ? { username: process.env.E2E_ADMIN_USERNAME!, password: process.env.E2E_ADMIN_PASSWORD! }
      : await account('admin', 'content-guide');
    // An image the app itself serves: uploaded as the media library would store it.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f4a340' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('kind', 'image');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const res = await fetch(`${site.url}/api/media`, {
      method: 'POST',
      headers: { Cookie: site.admin.cookie!, 'X-Requested-With': 'test' },
      body: form,
    });
    expect(res.status).toBe(201);
    logoUrl = ((await res.json()) as { url: string }).url;
  });

  test('on a phone: the new logo and hero title reach a visitor on another device', async () => {
    const title = `Spring Pike Trips ${Math.floor(Math.random() * 1e6)}`;
    const page = await site.open(PHONE);
    await signIn(page, site.url, admin);
    await openTab(page, 'Website Content');

    await openTab(page, 'Logo');
    await page.getByRole('heading', { level: 2, name: 'Logo' }).waitFor();
    await page.getByLabel('Logo URL').fill(logoUrl);
    await page.getByRole('button', { name: 'Update Logo' }).click();
    await page.getByText('Logo Updated', { exact: true }).waitFor();
    await page.locator(`img[alt="Current logo"][src="${logoUrl}"]`).waitFor();

    await openTab(page, 'Page Content');
    const hero = page.getByRole('article', { name: 'Hero' });
    await hero.getByLabel('Title', { exact: true }).fill(title);
    await hero.getByRole('button', { name: 'Save Hero' }).click();
    await page.getByText('Content Updated', { exact: true }).waitFor();
    await page.close();

    const visitor = await launchBrowser();
    try {
      const landing = await visitor.context.newPage();
      await landing.setViewportSize(PHONE);
      await landing.goto(`${site.url}/`);
      await expect(landing.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
      const logo = landing.getByRole('banner').locator('img.logo-mark--image').first();
      await logo.waitFor();
      const id = logoUrl.replace(/^\/media\/|\.png$/g, '');
      // Functions, not strings: a string would be evaluated in the page, which its CSP refuses.
      await expect(logo.evaluate((img: { currentSrc: string }) => img.currentSrc)).resolves.toContain(id);
      await expect(logo.evaluate((img: { complete: boolean; naturalWidth: number }) => img.complete && img.naturalWidth > 0)).resolves.toBe(
        true,
      );
    } finally {
      await visitor.close();
    }
    expect(site.pageErrors).toEqual([]);
  });

  test('a bad logo address and a wrongly written phone number show the domain’s messages', async () => {
    const page = await site.open(VIEWPORTS[1][1]);
    await signIn(page, site.url, admin);
    await openTab(page, 'Website Content');
    await openTab(page, 'Logo');
    await page.getByLabel('Logo URL').fill('http://example.com/logo.png');
    await page.getByRole('button', { name: 'Update Logo' }).click();
    await page.getByText('Please use an uploaded image (/media/...) or an image address starting with https://').waitFor();

    await openTab(page, 'Settings');
    const phone = page.getByLabel('Guide phone number');
    await phone.fill('780-555-0199');
    await page.getByRole('button', { name: 'Update Phone Number' }).click();
    await page.getByText('Invalid Format: Please use format: (XXX) XXX-XXXX').waitFor();
    await phone.fill('(780) 555-0199');
    await page.getByRole('button', { name: 'Update Phone Number' }).click();
    await page.getByText('Guide phone number updated successfully', { exact: true }).waitFor();
    const stored = (await (await fetch(`${site.url}/api/site-content`)).json()) as { section: string; key: string; value: string }[];
    expect(stored.find((e) => e.section === 'guide' && e.key === 'phone')?.value).toBe('(780) 555-0199');
    await page.close();
  });

  (external ? test.skip : test)('an auditor sees the content tabs without any control that changes them', async () => {
    const auditor = await account('auditor', 'content-auditor');
    const page = await site.open(PHONE);
    await signIn(page, site.url, auditor);
    await openTab(page, 'Website Content');
    for (const tab of ['Page Content', 'Hero Video', 'Guide Profile', 'Logo']) {
      await openTab(page, tab);
      await page.getByRole('heading', { level: 2, name: tab }).waitFor();
      await expect(page.locator('main input, main textarea, main form').count()).resolves.toBe(0);
    }
    await expect(page.getByRole('button', { name: /Update Logo|Reset to Default|Save|Remove/ }).count()).resolves.toBe(0);
    await openTab(page, 'Settings');
    await page.getByRole('heading', { level: 2, name: 'Settings' }).waitFor();
    await expect(page.getByLabel('Guide phone number').count()).resolves.toBe(0);
    await page.close();
  });
});
