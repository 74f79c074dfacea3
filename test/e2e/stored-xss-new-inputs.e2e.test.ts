import { beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { browserAvailable } from '../support/browser';
import { signInToDashboard } from '../support/browser-site';
import { dangerousNodes, HTML_PAYLOADS, ScriptWatch } from '../support/stored-xss';
import { TEST_PASSWORD, TestApp, TestClient } from '../support/test-app';
import {
  BOOKER,
  CAMPAIGN,
  CHAT_SESSION,
  FRIEND,
  HANDOFF,
  img,
  INBOUND,
  MINOR,
  OUTGOING,
  STRANGER,
  svg,
  TEMPLATES,
  TERMS_PAYLOAD,
  useStoredPayloadsSite,
  VOID_REASON,
  VOIDED,
  WAITER,
  WIDGET_MESSAGES,
} from '../support/stored-payloads-site';

const suite = browserAvailable() ? describe : describe.skip;

/**
 * The stored-XSS payloads of stored-xss.e2e.test.ts in every input added since, sent
 * through its real route (the public checkout, the waiver form's POST, the chat socket, the
 * signed Twilio webhook, the admin's API), then each page that shows them, public and admin, in
 * a real browser: the payload reads as text, window.__xss is never called, no dialog opens, the
 * Content-Security-Policy blocks nothing and the page holds nothing that could run. The site runs
 * in-process with Twilio and SMTP pointed at local stand-ins, so messages really go out.
 */
suite('stored content of the newer inputs cannot run script in the public site or the admin', () => {
  const site = useStoredPayloadsSite();
  const { standIns, made, pageErrors } = site;
  let app: TestApp | undefined;
  let admin: TestClient;
  let watch: ScriptWatch;
  let page: Page;

  beforeAll(() => {
    ({ app, admin, watch, page } = site);
  });

  /** `text` shows, as text, in `scope`. */
  async function shows(scope: Page | Locator, text: string): Promise<void> {
    await scope.getByText(text).first().waitFor();
  }

  /** What the watch had noted when the test began: a test answers for what ran during it. */
  let before = { executed: 0, dialogs: 0, cspViolations: 0 };
  beforeEach(() => {
    before = { executed: watch.executed.length, dialogs: watch.dialogs.length, cspViolations: watch.cspViolations.length };
  });

  /** The page as it stands holds nothing that could run, and nothing has run in any page since the test began. */
  async function nothingRuns(): Promise<void> {
    expect(await dangerousNodes(page)).toEqual([]);
    expect(watch.executed.slice(before.executed)).toEqual([]);
    expect(watch.dialogs.slice(before.dialogs)).toEqual([]);
    expect(watch.cspViolations.slice(before.cspViolations)).toEqual([]);
  }

  test("public: /share?ref= shows the referrer's first name in the texts to share, as text", async () => {
    await page.goto(`${app!.url}/share?ref=${made.code}`);
    const facebook = page.getByRole('article', { name: 'Facebook' });
    // The trip is still to come, so the texts say the referrer is going fishing.
    await shows(facebook, `${BOOKER.firstName} is going fishing`);
    await shows(page.getByRole('article', { name: 'WhatsApp' }), `${BOOKER.firstName} here.`);
    await nothingRuns();
  });

  test("public: the manage page shows the booker's name as text", async () => {
    await page.goto(`${app!.url}/manage/${made.manageToken}`);
    await shows(page.locator('main'), BOOKER.name);
    await nothingRuns();
  });

  test("public: the waitlist page shows the visitor's name as text", async () => {
    await page.goto(`${app!.url}/waitlist/${made.waitlistToken}`);
    await shows(page.locator('main'), WAITER.name);
    await nothingRuns();
  });

  test('public: the waiver page shows the stored terms as text, and a booking reference from the address only as a field value', async () => {
    const reference = `"><img src=x onerror=window.__xss('booking-reference')>`;
    await page.goto(`${app!.url}/liability-waiver?booking=${encodeURIComponent(reference)}`);
    const terms = page.getByRole('group', { name: 'Waiver terms' });
    await shows(terms, TERMS_PAYLOAD);
    const text = await terms.innerText();
    for (const payload of HTML_PAYLOADS) expect(text).toContain(payload);
    await expect(page.getByLabel('Booking reference (optional)').inputValue()).resolves.toBe(reference);
    await nothingRuns();
  });

  test('public: the chat widget shows what the visitor typed as text', async () => {
    await page.goto(`${app!.url}/`);
    await page.mouse.move(20, 20); // The widget comes with the visitor's first interaction.
    await page.getByRole('button', { name: /^Chat with / }).click();
    const panel = page.getByRole('dialog', { name: /^Chat with / });
    await panel.getByText('Online', { exact: true }).waitFor();
    const log = panel.getByRole('log', { name: 'Conversation' });
    const input = panel.getByLabel('Your message');
    for (const [index, message] of WIDGET_MESSAGES.entries()) {
      await input.fill(message);
      await input.press('Enter');
      await log.locator('.chat-message--user', { hasText: message }).waitFor();
      // The answer too (it may quote the question).
      await log
        .locator('.chat-message--assistant')
        .nth(index + 1)
        .waitFor();
    }
    await nothingRuns();
    const sessions = (await admin.request('GET', '/api/chat-sessions')).body as { items: { sessionId: string }[] };
    made.widgetSession = sessions.items.map((s) => s.sessionId).find((id) => id !== CHAT_SESSION) ?? '';
    expect(made.widgetSession).not.toBe('');
  });

  test('public: every email sent (confirmations, waitlist, campaign), opened as a mail program would, shows the texts as text and runs none', async () => {
    // Served without the site's Content-Security-Policy, as a mail program shows them: only the escaping protects them.
    const emails = standIns.mail.received.filter((m) => m.html);
    let html = '';
    await page.route('http://email.test/**', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    const texts: string[] = [];
    for (const [index, email] of emails.entries()) {
      html = email.html;
      await page.goto(`http://email.test/${index}.html`);
      texts.push(await page.locator('body').innerText());
      await nothingRuns();
    }
    const campaign = texts[emails.findIndex((email) => email.subject.includes("__xss('campaign-subject')"))];
    for (const payload of HTML_PAYLOADS) expect(campaign).toContain(payload);
    expect(campaign).toContain(img('mailing-address'));
    for (const { name } of [BOOKER, FRIEND]) expect(texts.filter((text) => text.includes(`Hi ${name},`)).length).toBeGreaterThan(0);
    // The waitlist's email goes to whatever address was typed: it carries nothing else that was typed.
    expect(texts.filter((text) => text.includes(WAITER.name))).toEqual([]);
  });

  test("admin, Manage Bookings: the names, the booking's message, who referred it and its waiver signers, as text", async () => {
    await signInToDashboard(page, app!.url, { username: 'xss-guide', password: TEST_PASSWORD });
    await shows(page.locator('main'), BOOKER.name);
    await shows(page.locator('main'), FRIEND.name);
    await nothingRuns();
    await page.goto(`${app!.url}/admin?booking=${made.bookingId}`);
    const detail = page.getByRole('dialog');
    await shows(detail, `${img('booking-message')} We bring our own rods.`);
    await shows(detail, `${svg('referred-by')} a neighbour`);
    await shows(detail, `${MINOR.firstName} ${MINOR.lastName}`);
    await nothingRuns();
  });

  test('admin, Waivers: the list and both details show every field as text', async () => {
    await page.goto(`${app!.url}/admin/waivers`);
    await shows(page.locator('main'), `${MINOR.firstName} ${MINOR.lastName}`);
    await shows(page.locator('main'), MINOR.guardianName);
    await shows(page.locator('main'), `${VOIDED.firstName} ${VOIDED.lastName}`);
    await nothingRuns();

    await page.goto(`${app!.url}/admin/waivers?waiver=${made.minorWaiverId}`);
    const minor = page.getByRole('dialog');
    for (const text of [MINOR.emergencyContactName, MINOR.guardianRelationship, MINOR.userAgent, TERMS_PAYLOAD]) await shows(minor, text);
    const medical = await minor.locator('.waiver-detail__free-text').innerText();
    for (const payload of HTML_PAYLOADS) expect(medical).toContain(payload);
    await nothingRuns();

    await page.goto(`${app!.url}/admin/waivers?waiver=${made.voidedWaiverId}`);
    await shows(page.getByRole('dialog'), VOID_REASON);
    await nothingRuns();
  });

  test('admin, Waiver Terms in Website Content shows the stored terms as text', async () => {
    await page.goto(`${app!.url}/admin/content/waiver-terms`);
    await page.getByRole('heading', { name: /^Current version: \d+$/ }).waitFor();
    await expect(page.getByLabel('Terms text').inputValue()).resolves.toContain(TERMS_PAYLOAD);
    await nothingRuns();
  });

  test('admin, Waitlist: the name as text', async () => {
    await page.goto(`${app!.url}/admin/waitlist`);
    await shows(page.locator('main'), WAITER.name);
    await nothingRuns();
  });

  test('admin, Referrals: both customers as text', async () => {
    await page.goto(`${app!.url}/admin/referrals`);
    await page.getByRole('article', { name: `Referral of ${FRIEND.name} by ${BOOKER.name}` }).waitFor();
    await shows(page.locator('main'), BOOKER.name);
    await nothingRuns();
  });

  test('admin, Chats: the conversations and both transcripts show the messages and the session id as text', async () => {
    await page.goto(`${app!.url}/admin/chats`);
    await page
      .getByRole('link', { name: /^Read the conversation/ })
      .first()
      .waitFor();
    // The session id the visitor's socket chose, cut to its first 8 characters.
    await shows(page.locator('main'), CHAT_SESSION.slice(0, 8));
    await nothingRuns();

    await page.goto(`${app!.url}/admin/chats/${encodeURIComponent(CHAT_SESSION)}`);
    await page.getByRole('heading', { name: `Conversation ${CHAT_SESSION.slice(0, 8)}` }).waitFor();
    const lines = page.locator('.chat-transcript__messages');
    await shows(lines, HANDOFF.question);
    const text = await lines.innerText();
    for (const payload of HTML_PAYLOADS) expect(text).toContain(payload);
    await nothingRuns();

    await page.goto(`${app!.url}/admin/chats/${encodeURIComponent(made.widgetSession)}`);
    for (const message of WIDGET_MESSAGES) await shows(page.locator('.chat-transcript__messages'), message);
    await nothingRuns();
  });

  test('admin, SMS Communications: the names of the SMS and Bulk SMS tabs as text', async () => {
    await page.goto(`${app!.url}/admin/sms/sms`);
    await shows(page.getByRole('region', { name: 'Recent bookings' }), BOOKER.name);
    await nothingRuns();
    await page.goto(`${app!.url}/admin/sms/bulk-sms`);
    await page.getByRole('row', { name: new RegExp(FRIEND.email) }).waitFor();
    await shows(page.locator('main'), BOOKER.name);
    await nothingRuns();
  });

  test('admin, Inbox: the texts received (webhook and chat hand-off) and sent, in the list and each conversation, as text', async () => {
    const threads = (await admin.request('GET', '/api/sms-threads')).body as { id: string; phone: string; source: string }[];
    const threadOf = (phone: string) => threads.find((t) => t.phone === phone && t.source === 'sms')!.id;
    await page.goto(`${app!.url}/admin/sms/inbox`);
    // Each conversation's last text, under the booker's name or the number.
    await shows(page.locator('main'), BOOKER.name);
    await shows(page.locator('main'), `You: ${OUTGOING}`);
    await shows(page.locator('main'), `[Website chat] ${HANDOFF.question}`);
    await shows(page.locator('main'), HTML_PAYLOADS[0]!);
    await nothingRuns();

    await page.goto(`${app!.url}/admin/sms/inbox?thread=${threadOf(BOOKER.e164)}`);
    const booker = page.getByRole('region', { name: BOOKER.name });
    await shows(booker, INBOUND);
    await shows(booker, OUTGOING);
    await nothingRuns();

    await page.goto(`${app!.url}/admin/sms/inbox?thread=${threadOf(STRANGER)}`);
    const texts = page.locator('.sms-messages');
    await shows(texts, HTML_PAYLOADS[0]!);
    const text = await texts.innerText();
    for (const payload of HTML_PAYLOADS) expect(text).toContain(payload);
    await nothingRuns();
  });

  test('admin, Templates: the cards, and the editor with its sample, show the texts as text', async () => {
    await page.goto(`${app!.url}/admin/sms/templates`);
    await shows(page.locator('main'), TEMPLATES.promotionSubject);
    await shows(page.locator('main'), img('template-body'));
    await shows(page.locator('main'), svg('thank-you'));
    await shows(page.locator('main'), img('share-text'));
    await nothingRuns();

    await page
      .getByRole('button', { name: /^Edit Thank/ })
      .first()
      .click();
    // The text with a sample booking (the default text follows, folded).
    const sample = page.locator('.sms-template-form__sample-text').first();
    await shows(sample, svg('thank-you'));
    const text = await sample.innerText();
    for (const payload of HTML_PAYLOADS) expect(text).toContain(payload);
    await nothingRuns();
  });

  test('admin, Email Campaigns: the campaign, the contacts and the mailing address as text', async () => {
    await page.goto(`${app!.url}/admin/sms/email-campaigns`);
    const campaign = page.getByRole('article', { name: CAMPAIGN.name, exact: true });
    await shows(campaign, CAMPAIGN.subject);
    await shows(page.locator('main'), img('mailing-address'));
    await page.getByRole('radio', { name: 'Chosen contacts' }).check();
    await page.getByRole('row', { name: new RegExp(FRIEND.email) }).waitFor();
    await shows(page.locator('main'), BOOKER.name);
    await nothingRuns();
  });

  test('nothing ran in any page, no dialog opened, the Content-Security-Policy had nothing to block, no page threw', () => {
    expect(watch.executed).toEqual([]);
    expect(watch.dialogs).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
