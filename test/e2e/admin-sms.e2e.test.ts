import { beforeAll, describe, expect, test } from '@jest/globals';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import { SMS_MESSAGES } from '../../domain/messaging/sms-rules';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, VIEWPORTS } from '../support/browser-site';
import { ChatSocket } from '../support/chat-socket';
import { TestApp, TestClient } from '../support/test-app';
import { seriousViolations } from '../support/axe';
import { DANA, SAM, useSmsSite } from '../support/sms-site';

const suite = browserAvailable() ? describe : describe.skip;
const [[, PHONE], [, DESKTOP]] = VIEWPORTS;

/**
 * The admin's side of messaging (docs/product/messaging.md): SMS Communications with its SMS, Bulk
 * SMS and Inbox tabs, in a real browser. The site runs in-process with Twilio pointed at a local
 * stand-in (useBrowserSite takes no settings), so texts really go out through the SDK and received
 * texts come in through the signed webhook, as Twilio sends them.
 */
suite('admin: SMS Communications in a real browser', () => {
  const site = useSmsSite();
  const { twilioStandIn, admin, auditor, pageErrors, open, inbound, eventually, threadOf, unreadOf, openSmsTab, subTabs } = site;
  let app: TestApp | undefined;
  let api: TestClient;

  beforeAll(() => {
    ({ app, api } = site);
  });

  test('SMS: the recent bookings, one click to text a customer, the form’s messages, and a text that goes', async () => {
    if (!app) return;
    const page = await open(DESKTOP);
    await signInToDashboard(page, app.url, admin);
    await openSmsTab(page);
    expect(new URL(page.url()).pathname).toBe('/admin/sms/sms');
    // The six tabs, in their order.
    await expect(subTabs(page).getByRole('link').allTextContents()).resolves.toEqual([
      'SMS',
      'Bulk SMS',
      'Email Campaigns',
      'Inbox',
      'Automation',
      'Templates',
    ]);

    const recent = page.getByRole('region', { name: 'Recent bookings' });
    await recent.getByText(DANA.name, { exact: true }).waitFor();
    await recent.getByText(SAM.name, { exact: true }).waitFor();
    // The newest booking first.
    await expect(recent.locator('.sms-recent__name').allTextContents()).resolves.toEqual([DANA.name, SAM.name]);

    // Nothing typed: the form's messages under the fields.
    await page.getByRole('button', { name: 'Send SMS' }).click();
    await page.getByText(SMS_MESSAGES.phoneRequired, { exact: true }).waitFor();
    await page.getByText(SMS_MESSAGES.messageRequired, { exact: true }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByRole('button', { name: `Text ${DANA.name}` }).click();
    await expect(page.getByLabel('Phone number').inputValue()).resolves.toBe(DANA.phone);
    await expect(page.getByText(SMS_MESSAGES.phoneRequired, { exact: true }).count()).resolves.toBe(0);
    const message = page.getByRole('textbox', { name: 'Message' });
    await expect(message.evaluate((el) => el.matches(':focus'))).resolves.toBe(true);
    await message.fill('The lake is calm: see you at 6!');
    await page.getByText('31 / 1600 characters, 1 SMS segment', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send SMS' }).click();
    await page.getByText('SMS Sent', { exact: true }).first().waitFor();
    await page.getByText(`Sent to ${DANA.phone}`, { exact: true }).first().waitFor();
    await expect(message.inputValue()).resolves.toBe('');

    expect(twilioStandIn.to(DANA.e164).map((s) => s.body)).toEqual(['The lake is calm: see you at 6!']);
    const outbox = await api.request('GET', '/api/outbox?limit=5');
    expect(outbox.body[0]).toMatchObject({ kind: 'admin-sms', recipient: DANA.e164, sentBy: 'sms-guide (admin)' });

    // A number that takes no texts: the server's message, under the field.
    await page.getByLabel('Phone number').fill('555-12');
    await message.fill('Hello');
    await page.getByRole('button', { name: 'Send SMS' }).click();
    await page.getByText(SMS_MESSAGES.phoneInvalid, { exact: true }).first().waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 60_000);

  test('Bulk SMS: customers from the bookings, the opted-out one marked and not selectable, Send disabled until one is chosen', async () => {
    if (!app) return;
    // Sam replies STOP.
    await inbound(SAM.e164, 'STOP');
    const page = await open(PHONE);
    await signInToDashboard(page, app.url, admin);
    await page.goto(`${app.url}/admin/sms/bulk-sms`);
    await page.getByRole('heading', { level: 2, name: 'SMS Communications' }).waitFor();

    const dana = page.getByRole('checkbox', { name: `Select ${DANA.name}` });
    const sam = page.getByRole('checkbox', { name: `Select ${SAM.name}` });
    await dana.waitFor();
    await expect(sam.isDisabled()).resolves.toBe(true);
    await page
      .getByRole('row', { name: new RegExp(SAM.name) })
      .getByText('Opted out', { exact: true })
      .waitFor();
    await page
      .getByRole('row', { name: new RegExp(DANA.name) })
      .getByText(DANA.email, { exact: true })
      .waitFor();

    const send = page.getByRole('button', { name: 'Send Bulk SMS' });
    await expect(send.isDisabled()).resolves.toBe(true);
    await page.getByText('0 of 1 customer selected', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Message' }).fill('Walleye are biting: two spots left Saturday!');
    // aria-disabled, so still clickable (Playwright waits for an enabled button unless forced): it says what is missing.
    await send.click({ force: true });
    await page.getByText(SMS_MESSAGES.recipientsRequired, { exact: true }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // Select all takes every customer who can be texted; Select none clears.
    await page.getByRole('button', { name: 'Select all' }).click();
    await page.getByText('1 of 1 customer selected', { exact: true }).waitFor();
    await expect(sam.isChecked()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Select none' }).click();
    await page.getByText('0 of 1 customer selected', { exact: true }).waitFor();

    await dana.check();
    await expect(send.isDisabled()).resolves.toBe(false);
    await expect(page.getByText(SMS_MESSAGES.recipientsRequired, { exact: true }).count()).resolves.toBe(0);
    await send.click();
    await page.getByText('Bulk SMS Sent', { exact: true }).first().waitFor();
    await page.getByText('Queued 1; skipped 0', { exact: true }).first().waitFor();
    await expect(dana.isChecked()).resolves.toBe(false);

    await app.app.get(OutboxDispatcher).dispatchDue();
    await eventually(() => twilioStandIn.to(DANA.e164).some((s) => s.body === 'Walleye are biting: two spots left Saturday!'));
    expect(twilioStandIn.to(SAM.e164)).toEqual([]);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 60_000);

  test('Inbox: a received text shows with its unread count; opening marks it read; a reply goes; an opted-out number cannot be answered', async () => {
    if (!app) return;
    await inbound(DANA.e164, 'Do kids need a licence?');
    const page = await open(DESKTOP);
    await signInToDashboard(page, app.url, admin);
    await openSmsTab(page);
    const total = (await unreadOf(DANA.e164)) + (await unreadOf(SAM.e164));
    expect(await unreadOf(DANA.e164)).toBe(1);
    const inboxLink = subTabs(page).getByRole('link', { name: `Inbox (${total} unread)` });
    await inboxLink.waitFor();
    await expect(inboxLink.textContent()).resolves.toBe(`Inbox (${total})`);
    await inboxLink.click();
    expect(new URL(page.url()).pathname).toBe('/admin/sms/inbox');

    const danaThread = page.getByRole('button', { name: new RegExp(`^${DANA.name}`) });
    await danaThread.getByText('Do kids need a licence?', { exact: true }).waitFor();
    await danaThread.getByText('1 unread', { exact: true }).waitFor();
    const samThread = page.getByRole('button', { name: new RegExp(`^${SAM.name}`) });
    await samThread.getByText('Opted out', { exact: true }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await danaThread.click();
    const conversation = page.getByRole('region', { name: DANA.name });
    const texts = conversation.getByRole('list', { name: `Texts with ${DANA.name}, oldest first` });
    await texts.getByText('Do kids need a licence?', { exact: true }).waitFor();
    await texts.getByText('The lake is calm: see you at 6!', { exact: true }).waitFor();
    await texts.getByText('Walleye are biting: two spots left Saturday!', { exact: true }).waitFor();
    await expect(texts.getByText('Sent by sms-guide (admin)').count()).resolves.toBe(2);
    // Opened by an admin: read, and the counts follow.
    await danaThread.getByText('1 unread', { exact: true }).waitFor({ state: 'detached' });
    expect(await unreadOf(DANA.e164)).toBe(0);
    const rest = total - 1;
    await subTabs(page)
      .getByRole('link', { name: rest > 0 ? `Inbox (${rest} unread)` : 'Inbox', exact: true })
      .waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // An empty reply is refused; a reply goes to the number and shows in the conversation.
    const reply = conversation.getByRole('textbox', { name: 'Reply' });
    await conversation.getByRole('button', { name: 'Send Reply' }).click();
    await conversation.getByText(SMS_MESSAGES.messageRequired, { exact: true }).waitFor();
    await reply.fill('Under 16 needs no licence.');
    await conversation.getByRole('button', { name: 'Send Reply' }).click();
    await page.getByText('SMS Sent', { exact: true }).first().waitFor();
    await texts.getByText('Under 16 needs no licence.', { exact: true }).waitFor();
    expect(twilioStandIn.to(DANA.e164).at(-1)?.body).toBe('Under 16 needs no licence.');
    await danaThread.getByText('You: Under 16 needs no licence.', { exact: true }).waitFor();

    // Sam opted out: the reply is disabled, with the reason.
    await samThread.click();
    const samConversation = page.getByRole('region', { name: SAM.name });
    await samConversation.getByText('STOP', { exact: true }).waitFor();
    await samConversation.getByText(/opted out of texts \(it replied STOP\)/).waitFor();
    await expect(samConversation.getByRole('textbox', { name: 'Reply' }).isDisabled()).resolves.toBe(true);
    await expect(samConversation.getByRole('button', { name: 'Send Reply' }).isDisabled()).resolves.toBe(true);
    // The address names the conversation by its id, never by the number.
    expect(new URL(page.url()).searchParams.get('thread')).toBe((await threadOf(SAM.e164))!.id);
    // (The number's digits, whole: an id may hold '555' by chance.)
    expect(decodeURIComponent(page.url()).replace(/\D/g, '')).not.toContain('5875550142');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // The SMS tab marks Sam's booking and offers no text to him.
    await subTabs(page).getByRole('link', { name: 'SMS', exact: true }).click();
    const recent = page.getByRole('region', { name: 'Recent bookings' });
    await recent.getByText('Opted out', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: `Text ${SAM.name}` }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: `Text ${DANA.name}` }).waitFor();
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 60_000);

  test('an auditor reads the three tabs with nothing that sends or marks read', async () => {
    if (!app) return;
    await inbound(DANA.e164, 'Is the boat heated?');
    expect(await unreadOf(DANA.e164)).toBe(1);
    const page = await open(PHONE);
    await signInToDashboard(page, app.url, auditor);
    await openSmsTab(page);

    const recent = page.getByRole('region', { name: 'Recent bookings' });
    await recent.getByText(DANA.name, { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: /^Text / }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Send SMS' }).count()).resolves.toBe(0);
    await expect(page.getByLabel('Phone number').count()).resolves.toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await subTabs(page).getByRole('link', { name: 'Bulk SMS' }).click();
    await page.getByRole('row', { name: new RegExp(DANA.name) }).waitFor();
    await expect(page.getByRole('checkbox').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Send Bulk SMS' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Select all' }).count()).resolves.toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await subTabs(page)
      .getByRole('link', { name: /^Inbox/ })
      .click();
    await page.getByRole('button', { name: new RegExp(`^${DANA.name}`) }).click();
    const conversation = page.getByRole('region', { name: DANA.name });
    await conversation.getByText('Is the boat heated?', { exact: true }).waitFor();
    await expect(conversation.getByRole('textbox').count()).resolves.toBe(0);
    await expect(conversation.getByRole('button', { name: 'Send Reply' }).count()).resolves.toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    // Reading is not marking read.
    await page.waitForLoadState('networkidle');
    expect(await unreadOf(DANA.e164)).toBe(1);
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 60_000);

  test("a chat hand-off typed with a customer's number is a conversation of its own, marked unverified, never under the customer's name", async () => {
    if (!app) return;
    const socket = await ChatSocket.open(app.url);
    try {
      const left = await socket.ask('session-e2e-forged', 'Please text me', {
        action: 'send_sms',
        phone: DANA.phone,
        question: `It's ${DANA.name}: please cancel my trip.`,
      });
      expect(left.type).toBe('chat_response');
    } finally {
      await socket.close();
    }
    const page = await open(DESKTOP);
    await signInToDashboard(page, app.url, admin);
    await page.goto(`${app.url}/admin/sms/inbox`);
    const chatThread = page.getByRole('button', { name: /^Website chat: \(780\) 555-0141/ });
    await chatThread.getByText('Number not verified', { exact: true }).waitFor();
    await chatThread.getByText(`[Website chat] It's ${DANA.name}: please cancel my trip.`, { exact: true }).waitFor();
    const danaThread = page.getByRole('button', { name: new RegExp(`^${DANA.name}`) });
    await expect(danaThread.getByText(/please cancel my trip/).count()).resolves.toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await chatThread.click();
    const conversation = page.getByRole('region', { name: 'Website chat: (780) 555-0141' });
    await conversation.getByText(/Anyone can type any number there/).waitFor();
    await conversation.getByRole('list').getByText(`[Website chat] It's ${DANA.name}: please cancel my trip.`, { exact: true }).waitFor();
    // Nothing of Dana's own conversation is in it.
    await expect(conversation.getByText('Do kids need a licence?', { exact: true }).count()).resolves.toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await danaThread.click();
    const danas = page.getByRole('region', { name: DANA.name });
    await danas.getByText('Do kids need a licence?', { exact: true }).waitFor();
    await expect(danas.getByText(/please cancel my trip/).count()).resolves.toBe(0);
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 60_000);
});
