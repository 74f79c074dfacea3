import { beforeAll, describe, expect, test } from '@jest/globals';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import { CAMPAIGN_MESSAGES } from '../../domain/campaigns/campaign-rules';
import { addDays, calendarDateOf } from '../../domain/shared/calendar';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, VIEWPORTS } from '../support/browser-site';
import { TestApp, TestClient } from '../support/test-app';
import { seriousViolations } from '../support/axe';
import { DAY, EVA, EXPIRED, IAN, MAILING_ADDRESS, NOEL, OLGA, PAT, TRIP_DATES, useCampaignsSite } from '../support/campaigns-site';

const suite = browserAvailable() ? describe : describe.skip;
const [[, PHONE], [, DESKTOP]] = VIEWPORTS;

/**
 * The Email Campaigns tab (docs/product/messaging.md) in a real browser: the site runs in-process
 * with SMTP pointed at a local mail server, so campaign emails really go out through nodemailer.
 * Contacts come from bookings: the phone booking form's consent box (express consent), a confirmed
 * booking (implied consent), a booking without either, and a purchase over two years old.
 */
suite('admin: Email Campaigns in a real browser', () => {
  const site = useCampaignsSite();
  const {
    admin,
    auditor,
    pageErrors,
    contactsEventually,
    open,
    openCampaignsTab,
    preview,
    campaignCard,
    campaignMails,
    unsubscribeLinkOf,
    onThisServer,
    eventually,
  } = site;
  let app: TestApp | undefined;
  let api: TestClient;

  beforeAll(() => {
    ({ app, api } = site);
  });

  test("Manage Bookings: the phone booking form's consent box starts unticked and records the customer's yes", async () => {
    if (!app) return;
    const page = await open(DESKTOP);
    await signInToDashboard(page, app.url, admin);
    await page.getByRole('button', { name: 'Add phone booking' }).click();
    const form = page.getByRole('form', { name: 'Add phone booking' });
    const consent = form.getByRole('checkbox', { name: 'The customer agreed to receive emails with fishing reports and offers' });
    await expect(consent.isChecked()).resolves.toBe(false);

    await form.getByLabel('Package', { exact: true }).selectOption('Half-Day Adventure');
    await form.getByLabel('Date', { exact: true }).fill(TRIP_DATES[3]);
    await form.getByLabel('Time', { exact: true }).selectOption('afternoon');
    await form.getByLabel('Name', { exact: true }).fill(PAT.name);
    await form.getByLabel('Email', { exact: true }).fill(PAT.email);
    await form.getByLabel('Phone', { exact: true }).fill(PAT.phone);
    await form.getByLabel('People', { exact: true }).selectOption('2');
    await consent.check();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await form.getByRole('button', { name: 'Add Booking' }).click();
    await page.getByText('Booking Added', { exact: true }).first().waitFor();

    const contacts = await contactsEventually((list) => list.some((c) => c.email === PAT.email));
    expect(contacts.find((c) => c.email === PAT.email)).toMatchObject({ consent: 'express', expressConsentSource: 'phone-booking' });
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 60_000);

  test('Email Campaigns: the reach and why others are left out, a campaign sent now, its emails with the mailing address and an unsubscribe link', async () => {
    if (!app) return;
    const page = await open(DESKTOP);
    await signInToDashboard(page, app.url, admin);

    // The mailing address every campaign email carries, in Website Content > Page Content.
    await page.goto(`${app.url}/admin/content/page-content`);
    const contactCard = page.getByRole('article', { name: 'Contact', exact: true });
    await contactCard.getByLabel('Mailing address (in every campaign email)').fill(MAILING_ADDRESS);
    await contactCard.getByRole('button', { name: 'Save Contact' }).click();
    await page.getByText('Content Updated', { exact: true }).first().waitFor();

    await openCampaignsTab(page);
    await page.getByRole('heading', { level: 3, name: 'Write a campaign' }).waitFor();
    await page.getByText(`its mailing address (${MAILING_ADDRESS})`).waitFor();
    // Five contacts: Eva and Pat ticked the box, Ian bought a trip, Noel did neither, Olga's trip is too old.
    await preview(page).getByText(`Will reach 3 of 5: 1 no consent, 1 ${EXPIRED}`, { exact: true }).waitFor();
    await preview(page)
      .getByText('2 with express consent (they ticked the box), 1 with implied consent (a trip in the last two years)', { exact: true })
      .waitFor();

    await page.getByRole('radio', { name: 'Past customers' }).check();
    await preview(page).getByText(`Will reach 1 of 2: 1 ${EXPIRED}`, { exact: true }).waitFor();

    // Chosen contacts: each with its consent; those who may not be emailed cannot be ticked.
    await page.getByRole('radio', { name: 'Chosen contacts' }).check();
    await preview(page).getByText('Choose at least one contact to see whom the campaign will reach.', { exact: true }).waitFor();
    const noel = page.getByRole('row', { name: new RegExp(NOEL.name) });
    await noel.getByText('No consent', { exact: true }).waitFor();
    await noel.getByText('Never ticked the box and never bought a trip', { exact: true }).waitFor();
    await expect(noel.getByRole('checkbox').isDisabled()).resolves.toBe(true);
    await page
      .getByRole('row', { name: new RegExp(OLGA.name) })
      .getByText(/^Last trip bought on .*, over two years ago$/)
      .waitFor();
    await page
      .getByRole('row', { name: new RegExp(PAT.name) })
      .getByText(/^Said yes on the phone \(phone booking\)/)
      .waitFor();
    await page
      .getByRole('row', { name: new RegExp(IAN.name) })
      .getByText(/^Bought a trip on .*: may be emailed until /)
      .waitFor();

    // Nothing typed and nobody chosen: the server's messages under the fields.
    await page.getByRole('button', { name: 'Send Campaign' }).click();
    for (const message of [CAMPAIGN_MESSAGES.name, CAMPAIGN_MESSAGES.subject, CAMPAIGN_MESSAGES.content, CAMPAIGN_MESSAGES.recipients]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await expect(page.getByRole('textbox', { name: /^Name/ }).evaluate((el) => el.matches(':focus'))).resolves.toBe(true);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByRole('checkbox', { name: `Choose ${EVA.name} (${EVA.email})` }).check();
    await preview(page).getByText('Will reach 1 of 1', { exact: true }).waitFor();
    await expect(page.getByText(CAMPAIGN_MESSAGES.recipients, { exact: true }).count()).resolves.toBe(0);

    // Start from a template: its subject and content, {business} and {phone} written out.
    await page.getByLabel('Start from a template').selectOption({ label: 'Promotion' });
    await page.getByRole('button', { name: 'Use template' }).click();
    await expect(page.getByRole('textbox', { name: /^Subject/ }).inputValue()).resolves.toBe(
      '20% off your next trip with Wabamun Lake Fishing Tours',
    );
    await expect(page.getByRole('textbox', { name: /^Content/ }).inputValue()).resolves.toMatch(/^Hi \{name\},\n\nFor a limited time/);

    // A time that has passed on the lake's clock is refused.
    await page.getByLabel('Send at (optional)').fill(`${addDays(calendarDateOf(new Date()), -1)}T09:00`);
    await expect(page.getByRole('button', { name: 'Schedule Campaign' }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Schedule Campaign' }).click();
    await page.getByText(CAMPAIGN_MESSAGES.scheduledDate, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send now instead' }).click();

    // To all who may be emailed, now.
    await page.getByRole('radio', { name: 'All contacts who may be emailed' }).check();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Walleye opener');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('The walleye are biting, {name}');
    await page
      .getByRole('textbox', { name: /^Content/ })
      .fill('Hi {name},\n\nThe walleye moved up the deep breaks this week. Come out & see!');
    await page.getByRole('button', { name: 'Send Campaign' }).click();
    await page.getByText('Campaign sent', { exact: true }).first().waitFor();
    await page.getByText(`To 3 contacts; 2 left out: 1 no consent, 1 ${EXPIRED}`, { exact: true }).first().waitFor();
    await expect(page.getByRole('textbox', { name: /^Name/ }).inputValue()).resolves.toBe('');

    const card = campaignCard(page, 'Walleye opener');
    await card.waitFor();
    await card.getByText('By campaign-guide (admin), ', { exact: false }).waitFor();
    await card.getByText(`Reached 3 of 5; left out: 1 no consent, 1 ${EXPIRED}`, { exact: true }).waitFor();

    // The outbox sends them (it also runs on its own); the list follows while the campaign is sending.
    await app.app.get(OutboxDispatcher).dispatchDue();
    await eventually(() => campaignMails('The walleye are biting').length === 3, 'Three campaign emails');
    await card.getByText('Status: Sent', { exact: true }).waitFor({ timeout: 15_000 });
    await card.getByText('3 sent', { exact: true }).waitFor();

    const emails = campaignMails('The walleye are biting');
    expect(emails.map((m) => m.to[0]!.toLowerCase()).sort()).toEqual([EVA.email, IAN.email, PAT.email]);
    const eva = emails.find((m) => m.to[0]!.toLowerCase() === EVA.email)!;
    expect(eva.subject).toBe(`The walleye are biting, ${EVA.name}`);
    expect(eva.text).toContain(`Hi ${EVA.name},\n\nThe walleye moved up the deep breaks this week. Come out & see!`);
    expect(eva.text).toContain(`Wabamun Lake Fishing Tours\n${MAILING_ADDRESS}\n`);
    expect(eva.html).toContain(MAILING_ADDRESS);
    const link = unsubscribeLinkOf(eva);
    expect(link).toBeDefined();
    expect(eva.html).toContain(`<a href="${link}">Unsubscribe</a>`);
    expect(eva.headers['list-unsubscribe']).toBe(`<${link}>`);

    const outbox = await api.request('GET', '/api/outbox?limit=50');
    const rows = (outbox.body as { kind: string; sentBy: string | null }[]).filter((m) => m.kind === 'campaign');
    expect(rows.map((m) => m.sentBy)).toEqual(['campaign-guide (admin)', 'campaign-guide (admin)', 'campaign-guide (admin)']);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 90_000);

  test("the unsubscribe link opened in a browser asks, its button unsubscribes, and the next campaign's preview leaves that contact out", async () => {
    if (!app) return;
    const ian = campaignMails('The walleye are biting').find((m) => m.to[0]!.toLowerCase() === IAN.email)!;
    const page = await open(PHONE);
    await page.goto(onThisServer(unsubscribeLinkOf(ian)!));
    // Opening the link only asks (a mail scanner opens every link); its button unsubscribes.
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe from fishing reports and offers?' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }).waitFor();

    await signInToDashboard(page, app.url, admin);
    await openCampaignsTab(page);
    await preview(page).getByText(`Will reach 2 of 5: 1 no consent, 1 ${EXPIRED}, 1 unsubscribed`, { exact: true }).waitFor();
    await page.getByRole('radio', { name: 'Chosen contacts' }).check();
    const row = page.getByRole('row', { name: new RegExp(IAN.name) });
    await row.getByText('Unsubscribed', { exact: true }).waitFor();
    await expect(row.getByRole('checkbox').isDisabled()).resolves.toBe(true);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 60_000);

  test('a campaign scheduled for tomorrow on the lake is listed as scheduled, and can be cancelled after a confirmation', async () => {
    if (!app) return;
    const page = await open(PHONE);
    await signInToDashboard(page, app.url, admin);
    await page.goto(`${app.url}/admin/sms/email-campaigns`);
    const tomorrow = addDays(calendarDateOf(new Date()), 1);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Weekend report');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('Weekend fishing report');
    await page.getByRole('textbox', { name: /^Content/ }).fill('Pike on the weed edges, {name}.');
    await page.getByLabel('Send at (optional)').fill(`${tomorrow}T09:00`);
    await page.getByRole('button', { name: 'Schedule Campaign' }).click();
    await page.getByText('Campaign scheduled', { exact: true }).first().waitFor();
    await page
      .getByText(/^For .*: it would reach 2 contacts now; 3 left out: /)
      .first()
      .waitFor();

    const card = campaignCard(page, 'Weekend report');
    await card.getByText('Status: Scheduled', { exact: true }).waitFor();
    await card.getByText(/ \(lake time\)$/).waitFor();
    const [listed] = (await api.request('GET', '/api/email-campaigns')).body as { name: string; scheduledFor: string }[];
    expect(listed).toMatchObject({ name: 'Weekend report' });
    // 09:00 on the lake: UTC-6 (Alberta keeps it all year from November 2026), UTC-7 in a winter before.
    expect(calendarDateOf(new Date(listed!.scheduledFor))).toBe(tomorrow);
    expect(listed!.scheduledFor).toMatch(/T1[56]:00:00\.000Z$/);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await card.getByRole('button', { name: 'Cancel campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this campaign?' });
    await dialog.getByText(/^'Weekend report', scheduled for .*, will not be sent\./).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.getByText('Campaign cancelled', { exact: true }).first().waitFor();
    await card.getByText('Status: Cancelled', { exact: true }).waitFor();
    await card
      .getByText(/^By campaign-guide \(admin\), /)
      .first()
      .waitFor();
    await expect(card.getByRole('button', { name: 'Cancel campaign' }).count()).resolves.toBe(0);
    expect(campaignMails('Weekend fishing report')).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 60_000);

  test('an auditor reads the campaigns, with no form and no Cancel', async () => {
    if (!app) return;
    const scheduled = await api.request('POST', '/api/email-campaigns', {
      name: 'Ice fishing dates',
      subject: 'Ice fishing dates are out',
      content: 'Book your ice fishing day.',
      recipients: [EVA.email],
      scheduledDate: new Date(Date.now() + 2 * DAY).toISOString(),
    });
    expect(scheduled.status).toBe(201);
    const page = await open(DESKTOP);
    await signInToDashboard(page, app.url, auditor);
    await openCampaignsTab(page);
    const card = campaignCard(page, 'Ice fishing dates');
    await card.getByText('Status: Scheduled', { exact: true }).waitFor();
    await campaignCard(page, 'Walleye opener').getByText('3 sent', { exact: true }).waitFor();
    await expect(page.getByRole('heading', { name: 'Write a campaign' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /Send Campaign|Schedule Campaign|Cancel campaign/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('textbox').count()).resolves.toBe(0);
    await expect(page.getByRole('radio').count()).resolves.toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 60_000);
});
