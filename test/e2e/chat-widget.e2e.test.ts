import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, useBrowserSite, VIEWPORTS } from '../support/browser-site';
import { seriousViolations } from '../support/axe';

const suite = browserAvailable() ? describe : describe.skip;
const [, [, DESKTOP]] = VIEWPORTS;
const PASSWORD = 'a long password for the chat suite';
const QUESTION = 'How much is the Half-Day Adventure?';
const PACKAGE = 'Half-Day Adventure';
const DATES_QUESTION = 'What dates are available for the Half-Day Adventure?';

/**
 * Waits until a field holds `value`. (A string predicate for page.waitForFunction would be
 * evaluated in the page, which the site's Content-Security-Policy rightly refuses.)
 */
async function valueOf(field: Locator, value: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await field.inputValue().catch(() => null)) !== value) {
    if (Date.now() > deadline)
      throw new Error(`The field never held ${JSON.stringify(value)}: ${await field.inputValue().catch(() => '?')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Where the keyboard focus is: inside the chat panel, on the launcher, or elsewhere. */
async function focusIn(page: Page): Promise<'panel' | 'launcher' | 'elsewhere'> {
  type Doc = { document: { activeElement: { closest(selector: string): unknown } | null } };
  return page.evaluate(() => {
    const active = (globalThis as unknown as Doc).document.activeElement;
    if (active?.closest('#chat-panel')) return 'panel';
    if (active?.closest('.chat-launcher')) return 'launcher';
    return 'elsewhere';
  });
}

/**
 * The chat widget (docs/api/chat-protocol.md) in a real browser against the real `/ws` gateway, at
 * phone and desktop sizes: the round button appears with the visitor's first interaction (its code
 * is not in the landing page's initial scripts), opens 'Chat with {name}' with the focus inside,
 * connects, welcomes once, answers a question with suggested actions, and `book_now` opens the
 * booking form prefilled. Escape closes and gives the focus back; axe passes with the panel open.
 * Then the admin's Chats tab lists the conversation and shows its transcript, to an admin and an
 * auditor alike.
 */
suite('the chat widget in a real browser', () => {
  const site = useBrowserSite();
  const admin = { username: 'chat-guide', password: PASSWORD };
  const auditor = { username: 'chat-auditor', password: PASSWORD };
  let guideName = '';

  beforeAll(async () => {
    const entries = (await (await fetch(`${site.url}/api/site-content`)).json()) as { section: string; key: string; value: string }[];
    guideName = entries.find((e) => e.section === 'guide' && e.key === 'name')?.value.trim() || 'Dale Kowalchuk';
    if (!site.app) return; // External mode has no way to make the UI accounts.
    const auth = site.app.app.get(AuthService);
    await auth.createUser({ ...admin, role: 'admin' });
    await auth.createUser({ ...auditor, role: 'auditor' });
  }, 60_000);

  test("the landing page's initial scripts do not carry the widget", async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    // The module script and its preloads, as the page's loader adds them (adapters/http/deferred-scripts.ts).
    const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /chat/i.test(path))).toEqual([]);
    // Nor does the server-rendered page hold the button: it comes with the widget's own chunk.
    // (Its class is in the page's stylesheet, which is written into the page.)
    expect(html.replace(/<style>[\s\S]*?<\/style>/, '')).not.toContain('chat-launcher');
  });

  test.each(VIEWPORTS)(
    'on %s: open, welcome, ask, answer with actions, book_now fills the booking form; Escape closes; axe passes',
    async (_name, viewport) => {
      const page = await site.open(viewport);
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(socket.url()));
      const scripts: string[] = [];
      page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
      try {
        await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
        const launcher = page.getByRole('button', { name: `Chat with ${guideName}` });
        // For a fast first paint, the widget's code comes after the visitor's first interaction, not with the page.
        expect(scripts.filter((url) => /ChatWidget/.test(url))).toEqual([]);
        await expect(launcher.count()).resolves.toBe(0);
        await page.mouse.move(20, 20);
        await launcher.waitFor();
        expect(sockets).toEqual([]); // No connection before the panel opens.

        await launcher.click();
        const panel = page.getByRole('dialog', { name: `Chat with ${guideName}` });
        await panel.waitFor();
        // (On a phone the panel covers the button, which is hidden meanwhile.)
        await expect(page.locator('button.chat-launcher').getAttribute('aria-expanded')).resolves.toBe('true');
        await expect(focusIn(page)).resolves.toBe('panel');
        await panel.getByText('Online', { exact: true }).waitFor();
        expect(sockets).toHaveLength(1);
        expect(new URL(sockets[0]!).pathname).toBe('/ws');
        const log = panel.getByRole('log', { name: 'Conversation' });
        const welcome = log.getByText(/Hi! I'm the assistant of /);
        await welcome.waitFor();

        // Empty text is not sent.
        const input = panel.getByLabel('Your message');
        await expect(input.isEnabled()).resolves.toBe(true);
        await expect(panel.getByRole('button', { name: 'Send', exact: true }).isDisabled()).resolves.toBe(true);
        await input.fill('   ');
        await expect(panel.getByRole('button', { name: 'Send', exact: true }).isDisabled()).resolves.toBe(true);

        await input.fill(QUESTION);
        await input.press('Enter');
        const asked = log.locator('.chat-message--user', { hasText: QUESTION });
        await asked.waitFor();
        await expect(input.inputValue()).resolves.toBe('');
        const answer = log.locator('.chat-message--assistant').nth(1);
        await answer.waitFor();
        await expect(answer.textContent()).resolves.toContain('$249');
        const book = answer.getByRole('link', { name: /^Book/ });
        await book.waitFor();
        expect(new URL((await book.getAttribute('href'))!, site.url).searchParams.get('package')).toBe(PACKAGE);

        // The open dates: its book_now carries the package, the first open date and its slot.
        await input.fill(DATES_QUESTION);
        await input.press('Enter');
        const dates = log.locator('.chat-message--assistant').nth(2);
        await dates.waitFor();
        const bookDate = dates.getByRole('link', { name: /^Book/ });
        await bookDate.waitFor();
        const href = (await bookDate.getAttribute('href'))!;
        expect(href).toMatch(/^\/\?.*#book$/);
        const choice = new URL(href, site.url).searchParams;
        expect(choice.get('package')).toBe(PACKAGE);
        expect(choice.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(choice.get('time')).toMatch(/^(morning|afternoon)$/);

        await expect(seriousViolations(page)).resolves.toEqual([]);

        // Escape closes and gives the focus back to the button; the socket closes with the panel.
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });
        await expect(focusIn(page)).resolves.toBe('launcher');
        await expect(launcher.getAttribute('aria-expanded')).resolves.toBe('false');

        // Opened again: the conversation is still there, and the welcome shows once only.
        await launcher.click();
        await panel.getByText('Online', { exact: true }).waitFor();
        expect(sockets).toHaveLength(2);
        await asked.waitFor();
        await expect(welcome.count()).resolves.toBe(1);

        // book_now: the booking form, with the answer's choice in its fields.
        await log.locator('.chat-message--assistant').nth(2).getByRole('link', { name: /^Book/ }).click();
        await panel.waitFor({ state: 'detached' });
        const form = page.locator('#book');
        await valueOf(form.getByLabel('Package'), PACKAGE);
        await valueOf(form.getByLabel('Date'), choice.get('date')!);
        await valueOf(form.getByRole('combobox', { name: /^Time/ }), choice.get('time')!);
        expect(new URL(page.url()).hash).toBe('#book');
      } finally {
        await page.close();
      }
    },
    60_000,
  );

  test.each(['/wabamun-lake-info', '/blog'])(
    'on %s: a quote over two turns names the date, and its book_now opens the booking form on a slot that can be booked',
    async (path) => {
      const page = await site.open(DESKTOP);
      try {
        await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
        await page.mouse.move(20, 20);
        await page.getByRole('button', { name: `Chat with ${guideName}` }).click();
        const panel = page.getByRole('dialog', { name: `Chat with ${guideName}` });
        await panel.getByText('Online', { exact: true }).waitFor();
        const input = panel.getByLabel('Your message');
        const log = panel.getByRole('log', { name: 'Conversation' });
        // The party in one message, the date in the next: the second answer prices both together.
        await input.fill('How much for 2 adults on the half day?');
        await input.press('Enter');
        await log.locator('.chat-message--assistant').nth(1).waitFor();
        await input.fill('and next friday?');
        await input.press('Enter');
        const quote = log.locator('.chat-message--assistant').nth(2);
        await quote.waitFor();
        // Friday is full price: 2 x $249.
        await expect(quote.textContent()).resolves.toMatch(
          /For 2 people on Friday, [A-Z][a-z]+ \d{1,2}[\s\S]*Half-Day Adventure: \$498 in total/,
        );
        const book = quote.getByRole('link', { name: /^Book/ });
        await book.waitFor();
        const choice = new URL((await book.getAttribute('href'))!, site.url).searchParams;
        expect(choice.get('package')).toBe(PACKAGE);
        expect(choice.get('time')).toMatch(/^(morning|afternoon)$/);
        // The slot offered is open on the live calendar for that date.
        const [day] = (await (await fetch(`${site.url}/api/availability?from=${choice.get('date')}&days=1`)).json()) as {
          slots: { timeSlot: string; status: string }[];
        }[];
        expect(day!.slots.find((s) => s.timeSlot === choice.get('time'))?.status).not.toBe('booked');
        await book.click();
        const form = page.locator('#book');
        await valueOf(form.getByLabel('Package'), PACKAGE);
        await valueOf(form.getByLabel('Date'), choice.get('date')!);
        await valueOf(form.getByRole('combobox', { name: /^Time/ }), choice.get('time')!);
        expect(new URL(page.url()).pathname).toBe('/');
        expect(new URL(page.url()).hash).toBe('#book');
      } finally {
        await page.close();
      }
    },
    60_000,
  );

  test("on another page: the box stops at 1,000 characters; send_sms asks for the visitor's phone and leaves the question", async () => {
    const page = await site.open(DESKTOP);
    try {
      await page.goto(`${site.url}/fishing-regulations`, { waitUntil: 'networkidle' });
      await page.keyboard.press('Tab'); // A first interaction by keyboard loads the widget too.
      await page.getByRole('button', { name: `Chat with ${guideName}` }).click();
      const panel = page.getByRole('dialog', { name: `Chat with ${guideName}` });
      await panel.getByText('Online', { exact: true }).waitFor();
      // The box stops at 1,000 characters: what is typed beyond is not taken.
      const input = panel.getByLabel('Your message');
      await input.fill('x'.repeat(1200));
      await expect(input.inputValue()).resolves.toHaveLength(1000);

      await input.fill('Can I talk to a person?');
      await input.press('Enter');
      const log = panel.getByRole('log');
      const answer = log.locator('.chat-message--assistant').nth(1);
      await answer.waitFor();
      await expect(answer.getByRole('link', { name: /^Call / }).getAttribute('href')).resolves.toMatch(/^tel:\+1\d{10}$/);
      await answer.getByRole('button', { name: /^Text .* my question$/ }).click();

      // The booking form's phone rule and message.
      const phone = panel.getByLabel('Your phone number');
      await expect(focusIn(page)).resolves.toBe('panel');
      await phone.fill('555');
      await panel.getByRole('button', { name: /^Send to / }).click();
      await panel.getByText('Please enter a valid phone number', { exact: true }).waitFor();
      await expect(phone.getAttribute('aria-invalid')).resolves.toBe('true');
      await phone.fill('(780) 555-0123');
      await panel.getByRole('button', { name: /^Send to / }).click();
      await phone.waitFor({ state: 'detached' });
      await log.locator('.chat-message--user', { hasText: '(780) 555-0123' }).waitFor();
      const handedOff = log.locator('.chat-message--assistant').nth(2);
      await handedOff.waitFor();
      await expect(handedOff.textContent()).resolves.toMatch(/text you back/i);
      await expect(panel.getByText('Online', { exact: true }).isVisible()).resolves.toBe(true);
    } finally {
      await page.close();
    }
  }, 60_000);

  async function openChatsTab(page: Page): Promise<void> {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Chats', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Chats' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/chats');
  }

  async function readConversation(page: Page): Promise<void> {
    const card = page
      .getByRole('article')
      .filter({ hasText: /Conversation of/ })
      .first();
    await card.waitFor();
    await card
      .getByRole('link', { name: /^Read the conversation/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 3, name: /^Conversation / }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/chats\/.+/);
    await page.getByText('Visitor', { exact: true }).first().waitFor();
    await page.getByText('Assistant', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'All conversations' }).waitFor();
  }

  test('the admin reads the conversations in the Chats tab; axe passes', async () => {
    if (!site.app) return;
    const page = await site.open(DESKTOP);
    try {
      await signInToDashboard(page, site.url, admin);
      await openChatsTab(page);
      await page.getByText(/^Conversations 1–\d+ of \d+, newest first$/).waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await readConversation(page);
      await expect(seriousViolations(page)).resolves.toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  test('an auditor reads the same, with nothing that changes data', async () => {
    if (!site.app) return;
    const page = await site.open(VIEWPORTS[0][1]);
    try {
      await signInToDashboard(page, site.url, auditor);
      await openChatsTab(page);
      const buttons = await page.getByRole('main').getByRole('button').allTextContents();
      expect(buttons.every((text) => text.startsWith('Refresh'))).toBe(true);
      await readConversation(page);
      await expect(page.getByRole('main').getByRole('button').count()).resolves.toBe(0);
    } finally {
      await page.close();
    }
  }, 60_000);

  test('no page threw', () => {
    expect(site.pageErrors).toEqual([]);
  });
});
