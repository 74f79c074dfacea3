import { beforeAll, describe, expect, test } from '@jest/globals';
import { AuthService } from '../../application/auth/auth-service';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, useBrowserSite, type Viewport } from '../support/browser-site';
import { seriousViolations } from '../support/axe';

const suite = browserAvailable() ? describe : describe.skip;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'a long password for the template sending suite';

interface Template {
  key: string;
  name: string;
  sending?: { automatic: boolean; description: string; setting: string | null };
}

/** The messages after a trip and the weather cancellation: the server sends them by itself. */
const SENT_BY_THE_SITE = ['reviewRequest', 'reviewReminder', 'referralRequest', 'weatherCancellation'];

/**
 * Whether and when each message goes out is said once, by the server that sends it: the Templates
 * tab shows each template's own account of it, the Referrals tab the same words for the review
 * request and the referral invitation, so the two tabs cannot disagree with each other or with
 * the code that sends them.
 */
suite('admin: the Templates and Referrals tabs say truthfully which messages the site sends', () => {
  const site = useBrowserSite({ adminName: 'template-sending-api' });
  const admin = { username: 'template-sending-guide', password: PASSWORD };
  let templates: Template[] = [];

  beforeAll(async () => {
    if (!site.app) return;
    await site.app.app.get(AuthService).createUser({ ...admin, role: 'admin' });
    const res = await site.admin.request('GET', '/api/message-templates');
    expect(res.status).toBe(200);
    templates = res.body as Template[];
  });

  const template = (key: string): Template => {
    const found = templates.find((t) => t.key === key);
    if (!found) throw new Error(`No template ${key}`);
    return found;
  };

  test('the server reports, for every template, whether and when it is sent', () => {
    if (!site.app) return;
    for (const t of templates) {
      expect(t.sending).toEqual({ automatic: expect.any(Boolean), description: expect.any(String), setting: t.sending?.setting ?? null });
      expect(t.sending?.setting === null || typeof t.sending?.setting === 'string').toBe(true);
    }
    for (const key of SENT_BY_THE_SITE) expect(template(key).sending).toMatchObject({ automatic: true });
    // The messages after a trip stop with the switch of customer reminders, as the reminder job does.
    for (const key of ['reviewRequest', 'reviewReminder', 'referralRequest'])
      expect(template(key).sending).toMatchObject({ setting: 'reminderMessages', description: expect.stringMatching(/Automation/) });
    expect(template('reviewRequest').sending!.description).toMatch(/a day after the trip/);
    expect(template('referralRequest').sending!.description).toMatch(/two days after the trip/);
    expect(template('reviewReminder').sending!.description).toMatch(/a week after the review request/);
    expect(template('weatherCancellation').sending!.description).toMatch(/unsafe weather/);
    expect(template('thankYou').sending).toMatchObject({ automatic: false, setting: null });
    expect(template('welcome').sending).toMatchObject({ automatic: false, setting: null });
  });

  test.each([
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ])(
    'on %s, each template card says what the server says, and the Referrals tab agrees',
    async (_, viewport) => {
      if (!site.app) return;
      const page = await site.open(viewport as Viewport);
      await signInToDashboard(page, site.url, admin);
      await page.goto(`${site.url}/admin/sms/templates`);
      await page.getByRole('heading', { level: 3, name: 'SMS templates' }).waitFor();

      const useOf = (t: Template) => page.getByRole('article', { name: t.name, exact: true }).locator('.sms-template__use');
      for (const key of SENT_BY_THE_SITE) await expect(useOf(template(key)).textContent()).resolves.not.toMatch(/Not sent automatically/);
      for (const t of templates) await expect(useOf(t).textContent()).resolves.toBe(t.sending?.description);
      // A message that depends on an Automation switch says so, with the switch as it stands.
      await page
        .getByRole('article', { name: template('reviewRequest').name, exact: true })
        .getByText(/^Automation: .+: On$/)
        .waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);

      await page.goto(`${site.url}/admin/referrals`);
      await page.getByRole('heading', { level: 2, name: 'Referrals' }).waitFor();
      const reviews = page.getByRole('region', { name: 'Review requests' });
      await reviews.getByText(template('reviewRequest').sending!.description, { exact: true }).waitFor();
      const invitations = page.getByRole('region', { name: 'Referral requests' });
      await invitations.getByText(template('referralRequest').sending!.description, { exact: true }).waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
      expect(site.pageErrors).toEqual([]);
      await page.close();
    },
    60_000,
  );
});
