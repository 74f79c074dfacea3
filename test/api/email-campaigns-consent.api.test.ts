import { describe, expect, test } from '@jest/globals';
import { RebuildMarketingContactsFromPurchases1763800180001 } from '../../adapters/campaigns/campaign-tables';
import { PROJECTION_RUNNER } from '../../adapters/shared/tokens';
import { OutboxMessage } from '../../application/messaging/outbox';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { adminOnClock, ApiSuite, messagesSettled, useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { ReceivedEmail, useMessagingStandIns } from '../support/message-stand-ins';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

/**
 * Marketing consent that a stranger cannot forge: a checkout anybody may start with any address
 * and name makes nobody a contact until it is paid; an unsubscribe stands until the person
 * confirms an opt-in from their own mailbox; the unsubscribe and opt-in links act only on a POST,
 * so a mail scanner that opens every link changes nothing.
 */

const SITE = 'https://wabamunfishing.example';
const NOW = new Date('2026-11-23T15:00:00Z'); // Monday, 08:00 on the lake
const HOUR = 3_600_000;

const form = (overrides: Record<string, unknown> = {}) => ({
  package: 'Half-Day Adventure',
  date: '2026-12-01',
  time: 'morning',
  name: 'Casey Customer',
  email: 'casey@example.com',
  phone: '(780) 555-0123',
  people: 2,
  hasKids: false,
  kidsCount: 0,
  ...overrides,
});

interface Contact {
  email: string;
  name: string;
  reachable: boolean;
  consent: string;
  expressConsentAt: string | null;
  expressConsentSource: string | null;
  expressConsentBookingId: string | null;
  lastPurchaseAt: string | null;
  unsubscribedAt: string | null;
}

/** What a browser sends with a plain HTML form's POST from a page served with Referrer-Policy: no-referrer. */
const BROWSER_FORM = { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', Origin: 'null' };

describe.each(testDatabases().map((db) => [db.name, db] as const))('marketing consent nobody can forge, on %s', (_name, db) => {
  const clock = new TestClock(NOW);
  const { mail, env } = useMessagingStandIns({ PUBLIC_ORIGIN: SITE }, { sms: false });
  const suite: ApiSuite = useApiApp(db, { clock, env });
  const admin = adminOnClock(suite, clock);

  async function checkout(
    overrides: Record<string, unknown>,
  ): Promise<{ bookingId: string; paymentIntentId: string; clientSecret: string }> {
    const started = await suite.app.request('POST', '/api/create-payment-intent', { amount: 1, bookingData: form(overrides) });
    expect(started.status).toBe(201);
    return started.body;
  }

  async function release(hold: { paymentIntentId: string; clientSecret: string }): Promise<void> {
    const released = await suite.app.request('POST', '/api/release-payment-hold', hold);
    expect(released.status).toBe(204);
  }

  /** A visitor's booking paid with the test gateway's success card. */
  async function paidBooking(overrides: Record<string, unknown>): Promise<string> {
    const { paymentIntentId, clientSecret, bookingId } = await checkout(overrides);
    const paid = await suite.app.request('POST', `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.status).toBe(200);
    const confirmed = await suite.app.request('POST', '/api/confirm-booking-payment', { paymentIntentId, clientSecret });
    expect([confirmed.status, confirmed.body.status]).toEqual([200, 'confirmed']);
    return bookingId;
  }

  async function dispatch(): Promise<void> {
    await messagesSettled(suite.app, suite.database);
    await suite.app.app.get(OutboxDispatcher).dispatchDue();
  }

  const contacts = async (): Promise<Contact[]> => {
    const res = await (await admin()).request('GET', '/api/email-campaigns/contacts');
    expect(res.status).toBe(200);
    return res.body as Contact[];
  };
  const contactOf = async (email: string) => (await contacts()).find((c) => c.email.toLowerCase() === email);
  const outboxOf = async (kind: string): Promise<OutboxMessage[]> => {
    await messagesSettled(suite.app, suite.database);
    const res = await (await admin()).request('GET', '/api/outbox?limit=1000');
    expect(res.status).toBe(200);
    return (res.body as OutboxMessage[]).filter((m) => m.kind === kind);
  };
  /** How the unsubscribe came: the page's button ('link') or a mail client's one-click POST. */
  const sourceOfUnsubscribe = async (emailKey: string): Promise<string | undefined> =>
    (
      (await suite.database.dataSource.query('SELECT "source" FROM marketing_unsubscribes WHERE "emailKey" = $1', [emailKey])) as {
        source: string;
      }[]
    )[0]?.source;
  const to = (m: ReceivedEmail) => m.to[0]!.toLowerCase();
  const mailsTo = (address: string, subject: string) => mail.received.filter((m) => to(m) === address && m.subject.startsWith(subject));
  const unsubscribeLinkOf = (email: ReceivedEmail) =>
    /https:\/\/wabamunfishing\.example\/unsubscribe\?token=[A-Za-z0-9_-]+/.exec(email.text)?.[0];
  const optInLinkOf = (email: ReceivedEmail) => /https:\/\/wabamunfishing\.example\/subscribe\?token=[A-Za-z0-9_-]+/.exec(email.text)?.[0];
  /** The link's path and query, asked of this server (the link names the public site). */
  const onThisServer = (link: string) => {
    const url = new URL(link);
    return suite.app.url + url.pathname + url.search;
  };
  /** Every address an email links to, in its text, its HTML and its headers. */
  const linksIn = (email: ReceivedEmail): string[] => {
    const all = [email.text, email.html, email.headers['list-unsubscribe'] ?? ''].join('\n');
    return [...new Set([...all.matchAll(/https:\/\/wabamunfishing\.example[^\s<>"']*/g)].map((m) => m[0].replace(/&amp;/g, '&')))];
  };
  /** What a link-checking mail scanner does: opens every link of the email, with HEAD and GET. */
  async function scan(email: ReceivedEmail): Promise<void> {
    for (const link of linksIn(email)) {
      await fetch(onThisServer(link), { method: 'HEAD' });
      await fetch(onThisServer(link));
    }
  }
  /** The action of the page's one form: it posts back to the link itself. */
  const formActionOf = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

  async function campaignTo(email: string, subject: string): Promise<ReceivedEmail> {
    const created = await (
      await admin()
    ).request('POST', '/api/email-campaigns', { name: subject, subject, content: 'Hi {name}, the pike are biting.', recipients: [email] });
    expect([created.status, created.body.reached]).toEqual([201, 1]);
    await dispatch();
    const [received] = mailsTo(email, subject);
    expect(received).toBeDefined();
    return received!;
  }

  let caseyBooking: string;

  test('an unpaid checkout with the box ticked makes nobody a contact, while held or once released', async () => {
    const hold = await checkout({ name: 'Nina Never', email: 'never@example.com', date: '2026-12-11', marketingConsent: true });
    expect(await contactOf('never@example.com')).toBeUndefined();
    await release(hold);
    expect(await contactOf('never@example.com')).toBeUndefined();
    const audience = await (await admin()).request('GET', '/api/email-campaigns/audience?recipients=never%40example.com');
    expect(audience.body).toMatchObject({ selected: 1, reachable: 0, excluded: { unknown: 1 } });
  });

  test('a paid booking with the box ticked gives express consent at once to an address that never unsubscribed, and no opt-in email', async () => {
    caseyBooking = await paidBooking({ marketingConsent: true });
    await paidBooking({ name: 'Dana Driver', email: 'dana@example.com', date: '2026-12-02', marketingConsent: true });
    expect(await contactOf('casey@example.com')).toMatchObject({
      name: 'Casey Customer',
      reachable: true,
      consent: 'express',
      expressConsentSource: 'booking-form',
      expressConsentBookingId: caseyBooking,
      expressConsentAt: NOW.toISOString(),
      lastPurchaseAt: NOW.toISOString(),
    });
    expect(await outboxOf('marketing-opt-in')).toEqual([]);
  });

  test("a stranger's checkout with a contact's address renames nobody and gives no consent, held or released", async () => {
    clock.advance(HOUR);
    const renamed = 'Your account is locked - verify at https://evil.example/login';
    const hold = await checkout({ name: renamed, email: 'CASEY@Example.com', date: '2026-12-03', marketingConsent: true });
    const before = { name: 'Casey Customer', expressConsentBookingId: caseyBooking, expressConsentAt: NOW.toISOString() };
    expect(await contactOf('casey@example.com')).toMatchObject(before);
    await release(hold);
    expect(await contactOf('casey@example.com')).toMatchObject(before);

    // Campaigns greet the contact by the paid booking's name.
    const greeting = await campaignTo('casey@example.com', 'Pike report');
    expect(greeting.text).toContain('Hi Casey Customer, the pike are biting.');
    expect(greeting.text).not.toContain('evil.example');
  });

  test('a mail scanner opening every link of a campaign email unsubscribes nobody; the GET page asks, its button (a POST) unsubscribes', async () => {
    const [email] = mailsTo('casey@example.com', 'Pike report');
    await scan(email!);
    expect(await contactOf('casey@example.com')).toMatchObject({ reachable: true, consent: 'express', unsubscribedAt: null });

    const link = onThisServer(unsubscribeLinkOf(email!)!);
    const page = await fetch(link);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('c***@example.com');
    expect(html).not.toContain('casey@example.com');
    expect(html).toMatch(/<button type="submit">Unsubscribe<\/button>/);
    // No script: a plain form posting back to the link.
    expect(html).not.toContain('<script');
    const action = formActionOf(html)!;
    expect(suite.app.url + action).toBe(link);
    expect(await contactOf('casey@example.com')).toMatchObject({ reachable: true, unsubscribedAt: null });

    const posted = await fetch(suite.app.url + action, { method: 'POST', headers: BROWSER_FORM, body: '' });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('You are unsubscribed');
    const unsubscribedAt = clock.now().toISOString();
    expect(await contactOf('casey@example.com')).toMatchObject({ reachable: false, consent: 'unsubscribed', unsubscribedAt });
    expect(await sourceOfUnsubscribe('casey@example.com')).toBe('link');

    clock.advance(60_000);
    const again = await fetch(link);
    expect([again.status, (await again.text()).includes('You are unsubscribed')]).toEqual([200, true]);
    expect((await contactOf('casey@example.com'))!.unsubscribedAt).toBe(unsubscribedAt);
  });

  test("RFC 8058: a mail client's one-click POST unsubscribes, with no browser headers and no form token", async () => {
    const email = await campaignTo('dana@example.com', 'Walleye report');
    expect(email.headers['list-unsubscribe']).toBe(`<${unsubscribeLinkOf(email)}>`);
    expect(email.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await scan(email);
    expect((await contactOf('dana@example.com'))!.reachable).toBe(true);

    const oneClick = await fetch(onThisServer(email.headers['list-unsubscribe']!.slice(1, -1)), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await contactOf('dana@example.com')).toMatchObject({ reachable: false, consent: 'unsubscribed' });
    expect(await sourceOfUnsubscribe('dana@example.com')).toBe('one-click');
  });

  test("a stranger's unpaid checkout with an unsubscribed address and the box ticked leaves it unsubscribed, and sends no email", async () => {
    clock.advance(HOUR);
    const hold = await checkout({ name: 'Sam Stranger', email: 'casey@example.com', date: '2026-12-04', marketingConsent: true });
    expect(await contactOf('casey@example.com')).toMatchObject({ reachable: false, consent: 'unsubscribed', name: 'Casey Customer' });
    await release(hold);
    expect(await contactOf('casey@example.com')).toMatchObject({ reachable: false, consent: 'unsubscribed', name: 'Casey Customer' });
    expect(await outboxOf('marketing-opt-in')).toEqual([]);
  });

  let optInEmail: ReceivedEmail;

  test('a paid booking with the box ticked does not undo an unsubscribe: the address gets an opt-in email, capped at one a day', async () => {
    clock.advance(HOUR);
    await paidBooking({
      name: 'Sam Stranger',
      email: 'Casey@Example.com',
      date: '2026-12-07',
      message: 'Reply to https://evil.example now',
      marketingConsent: true,
    });
    expect(await contactOf('casey@example.com')).toMatchObject({ reachable: false, consent: 'unsubscribed' });

    await dispatch();
    const sent = mailsTo('casey@example.com', 'Please confirm');
    expect(sent).toHaveLength(1);
    optInEmail = sent[0]!;
    expect(optInEmail.subject).toBe('Please confirm: fishing reports and offers from Wabamun Lake Fishing Tours');
    // Nothing the stranger typed: neither the name nor the message.
    for (const body of [optInEmail.text, optInEmail.html]) {
      expect(body).not.toContain('Sam Stranger');
      expect(body).not.toContain('evil.example');
    }
    expect(optInLinkOf(optInEmail)).toBeDefined();

    // A second paid booking the same day asks nobody again.
    await paidBooking({ name: 'Sam Stranger', email: 'casey@example.com', date: '2026-12-08', marketingConsent: true });
    await dispatch();
    expect(mailsTo('casey@example.com', 'Please confirm')).toHaveLength(1);
    expect(await outboxOf('marketing-opt-in')).toHaveLength(1);
    expect((await contactOf('casey@example.com'))!.reachable).toBe(false);
  });

  test('only the POST of the opt-in link re-subscribes: a scanner opening it changes nothing, and the link works once', async () => {
    await scan(optInEmail);
    expect(await contactOf('casey@example.com')).toMatchObject({ reachable: false, consent: 'unsubscribed' });

    const link = onThisServer(optInLinkOf(optInEmail)!);
    expect((await fetch(link, { method: 'HEAD' })).status).toBe(200);
    const page = await fetch(link);
    const html = await page.text();
    expect([page.status, page.headers.get('cache-control')]).toEqual([200, 'no-store']);
    // The address as matched, not as the booking's author typed it.
    expect(html).toContain('c***@example.com');
    expect(html).not.toContain('<script');
    expect(html).toMatch(/<button type="submit">Yes, email me fishing reports and offers<\/button>/);
    const action = formActionOf(html)!;
    expect(suite.app.url + action).toBe(link);
    expect((await contactOf('casey@example.com'))!.reachable).toBe(false);

    clock.advance(60_000);
    const confirmed = await fetch(suite.app.url + action, { method: 'POST', headers: BROWSER_FORM, body: '' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('You are subscribed');
    const at = clock.now().toISOString();
    expect(await contactOf('casey@example.com')).toMatchObject({
      reachable: true,
      consent: 'express',
      expressConsentSource: 'email-opt-in',
      expressConsentAt: at,
    });

    // Unsubscribed again later: the old opt-in link does not undo that.
    clock.advance(60_000);
    const campaign = await campaignTo('casey@example.com', 'Ice report');
    const out = await fetch(onThisServer(unsubscribeLinkOf(campaign)!), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(out.status).toBe(200);
    clock.advance(60_000);
    const replayed = await fetch(suite.app.url + action, { method: 'POST', headers: BROWSER_FORM, body: '' });
    expect(replayed.status).toBe(200);
    expect(await replayed.text()).not.toContain('You are subscribed');
    expect(await contactOf('casey@example.com')).toMatchObject({ reachable: false, consent: 'unsubscribed' });

    for (const bad of ['/subscribe?token=not-a-real-token-at-all-0000', '/subscribe']) {
      expect([bad, (await fetch(suite.app.url + bad)).status]).toEqual([bad, 404]);
      expect([bad, (await fetch(suite.app.url + bad, { method: 'POST', headers: BROWSER_FORM, body: '' })).status]).toEqual([bad, 404]);
    }
  });

  test('the next day, a paid booking with the box ticked asks again', async () => {
    clock.advance(24 * HOUR);
    await paidBooking({ name: 'Casey Customer', date: '2026-12-09', marketingConsent: true });
    await dispatch();
    expect(mailsTo('casey@example.com', 'Please confirm')).toHaveLength(2);
    expect((await contactOf('casey@example.com'))!.reachable).toBe(false);
  });

  test('a projection rebuild gives the same contacts', async () => {
    const before = await contacts();
    await (suite.app.app.get(PROJECTION_RUNNER) as ProjectionRunner).rebuild();
    expect(await contacts()).toEqual(before);
  });

  test('a database whose contacts were made by unpaid checkouts (before this fix) has them corrected when the site is upgraded', async () => {
    const before = await contacts();
    const migration = new RebuildMarketingContactsFromPurchases1763800180001();
    // Released before the upgraded site starts: PGlite has one connection.
    const runner = suite.database.dataSource.createQueryRunner();
    try {
      // The database as the earlier release left it: the hold's address a contact with express
      // consent, and the stranger's name on Casey, the projection caught up.
      await migration.down(runner);
      await runner.query(
        `INSERT INTO marketing_contacts ("emailKey", "email", "name", "expressConsentAt", "expressConsentSource", "expressConsentBookingId", "lastPurchaseAt", "firstSeenAt", "updatedAt")
         VALUES ('never@example.com', 'never@example.com', 'Nina Never', $1, 'booking-form', NULL, NULL, $1, $1),
                ('casey@example.com', 'casey@example.com', 'Your account is locked', $1, 'booking-form', NULL, $1, $1, $1)`,
        [NOW],
      );
      await runner.query(
        `INSERT INTO projection_checkpoints (name, commit_position, prepare_position)
         SELECT 'marketing_contacts', commit_position, prepare_position FROM projection_checkpoints WHERE name = 'booking_list'`,
      );
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const upgraded: TestApp = await startTestApp({ database: suite.database, clock, env });
    try {
      const res = await (await upgraded.signIn('admin', 'guide')).request('GET', '/api/email-campaigns/contacts');
      expect(res.body).toEqual(before);
    } finally {
      await upgraded.close();
    }
  });
});
