import { beforeAll, describe, expect, test } from '@jest/globals';
import { AuthService } from '../../application/auth/auth-service';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, useBrowserSite, VIEWPORTS } from '../support/browser-site';
import { seriousViolations } from '../support/axe';

const suite = browserAvailable() ? describe : describe.skip;

/** Every dashboard tab (Waitlist and Chats included) and the sub-tabs of Website Content, Reminders and SMS Communications, by address under /admin. */
const TABS = [
  '/',
  '/waivers',
  '/waitlist',
  '/content/page-content',
  '/content/hero-video',
  '/content/schedule',
  '/content/guide-profile',
  '/content/logo',
  '/content/packages',
  '/content/reviews',
  '/content/gallery',
  '/content/waiver-terms',
  '/blog',
  '/reminders/pending',
  '/reminders/all',
  '/referrals',
  '/gift-cards',
  '/chats',
  '/reports',
  '/settings',
  '/test-system',
  '/sms/sms',
  '/sms/bulk-sms',
  '/sms/email-campaigns',
  '/sms/inbox',
  '/sms/automation',
  '/sms/templates',
];

/**
 * axe-core on every tab of the dashboard, signed in, at phone and desktop sizes: no serious or
 * critical violation of WCAG 2.1 A/AA. Also the sign-in screen itself.
 */
suite('the admin dashboard passes axe', () => {
  const site = useBrowserSite();
  const account = {
    username: process.env.E2E_ADMIN_USERNAME ?? 'axe-admin',
    password: process.env.E2E_ADMIN_PASSWORD ?? 'the axe admin has a long password',
  };

  beforeAll(async () => {
    if (site.app) await site.app.app.get(AuthService).createUser({ ...account, role: 'admin' });
  });

  test('the sign-in screen', async () => {
    const page = await site.open(VIEWPORTS[0][1]);
    await page.goto(`${site.url}/admin`);
    const logout = page.getByRole('button', { name: 'Logout' });
    await logout.or(page.getByLabel('Username')).first().waitFor();
    if (await logout.isVisible()) await logout.click();
    await page.getByLabel('Username').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  describe.each(VIEWPORTS)('on %s', (_name, viewport) => {
    test('every tab', async () => {
      const page = await site.open(viewport);
      await signInToDashboard(page, site.url, account);
      const found: string[] = [];
      for (const tab of TABS) {
        await page.goto(`${site.url}/admin${tab}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        found.push(...(await seriousViolations(page)).map((v) => `${tab}: ${v}`));
      }
      expect(found).toEqual([]);
      await page.close();
      // A ceiling, not a speed check: axe on every tab takes about 65 s on a quiet machine.
    }, 180_000);
  });

  test('the package form showing its messages, with the time slot boxes', async () => {
    const page = await site.open(VIEWPORTS[0][1]);
    await signInToDashboard(page, site.url, account);
    await page.goto(`${site.url}/admin/content/packages`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Add Package', exact: true }).click();
    await page.getByRole('button', { name: 'Create Package', exact: true }).click();
    await page.locator('#package-form .field-error').first().waitFor();
    await page.getByRole('group', { name: 'Runs in' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });
});
