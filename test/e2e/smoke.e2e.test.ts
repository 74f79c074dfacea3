import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import type { Database } from '../../adapters/persistence/database';
import { openTestPglite } from '../support/databases';
import { Browser, browserAvailable, launchBrowser } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

const suite = browserAvailable() ? describe : describe.skip;

async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByRole('button', { name: 'Logout' }).waitFor({ timeout: 10_000 });
}

/**
 * Runs against the app started in-process, or, with E2E_BASE_URL set, against a server that is
 * already running (CI starts the built server exactly as `npm start` does, with an admin account
 * made by `user:create` whose name and password it passes in E2E_ADMIN_USERNAME/PASSWORD).
 */
suite('the built site in a real browser', () => {
  const external = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  const admin = {
    username: process.env.E2E_ADMIN_USERNAME ?? 'guide',
    password: process.env.E2E_ADMIN_PASSWORD ?? 'the guide has a long password',
  };
  let database: Database | undefined;
  let app: TestApp | undefined;
  let url: string;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const cspViolations: string[] = [];

  beforeAll(async () => {
    if (external) {
      url = external;
    } else {
      database = await openTestPglite();
      app = await startTestApp({ database });
      url = app.url;
    }
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await browser.context.exposeFunction('reportCspViolation', (text: string) => cspViolations.push(text));
    // Runs in every page before its own scripts (a string: this project's types have no DOM).
    await browser.context.addInitScript({
      content: `document.addEventListener('securitypolicyviolation', (e) =>
        window.reportCspViolation(e.violatedDirective + ' ' + e.blockedURI));`,
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await database?.close();
  });

  test('the landing page shows the header, the hero and the footer', async () => {
    await page.goto(`${url}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Fishing Tips' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    await expect(page.getByText('500+').first().isVisible()).resolves.toBe(true);
    const footer = page.locator('footer#contact');
    await expect(footer.getByRole('link', { name: /Privacy/i }).getAttribute('href')).resolves.toBe('/privacy-policy');
  });

  test('an unknown path shows the fallback screen', async () => {
    await page.goto(`${url}/no/such/page`);
    await page.getByText('Page Not Found').waitFor();
    await expect(page.getByText('Did you forget to add the page to the router?').isVisible()).resolves.toBe(true);
  });

  (external ? test.skip : test)('while no account exists, /admin says how to create the first one', async () => {
    await page.goto(`${url}/admin`);
    await page.getByText('No admin account yet').waitFor();
    await expect(page.getByText('npm run user:create -- --username <name> --role admin').isVisible()).resolves.toBe(true);
    await app!.app.get(AuthService).createUser({ username: admin.username, password: admin.password, role: 'admin' });
  });

  test('/admin, also after a reload of a deep link, shows the sign-in screen', async () => {
    for (const path of ['/admin', '/admin/anything/deeper']) {
      await page.goto(`${url}${path}`);
      await page.getByLabel('Password').waitFor();
      await page.reload();
      await page.getByLabel('Password').waitFor();
      await expect(page.getByLabel('Username').isVisible()).resolves.toBe(true);
    }
  });

  test('a wrong password: Access Denied, one toast at a time, the password cleared', async () => {
    await page.goto(`${url}/admin`);
    for (const attempt of ['first wrong password', 'second wrong password']) {
      await page.getByLabel('Username').fill(admin.username);
      await page.getByLabel('Password').fill(attempt);
      await page.getByRole('button', { name: /sign in/i }).click();
      await page.getByText('Authenticating...').waitFor();
      await page.getByText('Authenticating...').waitFor({ state: 'detached', timeout: 10_000 });
      await expect(page.getByLabel('Password').inputValue()).resolves.toBe('');
    }
    await expect(page.locator('li[data-state="open"]').count()).resolves.toBe(1);
    await expect(page.getByText('Incorrect admin password.', { exact: true }).isVisible()).resolves.toBe(true);
  });

  test('signs in, stays signed in after a reload, and logs out', async () => {
    await page.goto(`${url}/admin`);
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByText('You have been authenticated as admin.', { exact: true }).waitFor({ timeout: 10_000 });
    const logout = page.getByRole('button', { name: 'Logout' });
    await logout.waitFor();
    await page.reload();
    await logout.waitFor();
    await expect(page.getByText(admin.username).first().isVisible()).resolves.toBe(true);
    await logout.click();
    await page.getByLabel('Password').waitFor();
    await page.reload();
    await page.getByLabel('Password').waitFor();
    await expect(logout.count()).resolves.toBe(0);
  });

  (external ? test.skip : test)('an admin changes a booking status; an auditor sees it without any control', async () => {
    const api = await app!.signIn('admin', 'api-admin');
    const booking = (
      await api.request('POST', '/api/bookings', {
        package: 'Full-Day Adventure',
        date: '2026-12-19',
        time: 'full-day',
        name: 'Jordan Entwistle',
        email: 'jordan@example.com',
        phone: '(780) 555-0177',
        people: 3,
      })
    ).body;
    await app!.signIn('auditor', 'reader');

    await page.goto(`${url}/admin`);
    await signInAs(page, admin.username, admin.password);
    const card = page.locator('article, li, div').filter({ hasText: 'Jordan Entwistle' }).last();
    await card.getByRole('button', { name: 'Confirm' }).click();
    // The change is made from its dialog, which shows first what it sends.
    const dialog = page.getByRole('dialog', { name: "Confirm Jordan Entwistle's booking" });
    await dialog.getByText(/^Email to the customer, jordan@example\.com/).waitFor();
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText('Status Updated', { exact: true }).waitFor();
    const history = (await api.request('GET', `/api/bookings/${booking.id}/history`)).body;
    expect(history.at(-1)).toMatchObject({
      changes: { status: { from: 'pending', to: 'confirmed' } },
      actor: { username: admin.username },
    });
    await page.getByRole('button', { name: 'Logout' }).click();

    await signInAs(page, 'reader', 'correct horse battery staple');
    await page.getByRole('article', { name: 'Jordan Entwistle' }).waitFor();
    await expect(page.getByRole('button', { name: /^(Confirm|Set Pending|Cancel)$/ }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Logout' }).click();
  });

  test('no page broke and nothing was blocked by the Content-Security-Policy', () => {
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
});
