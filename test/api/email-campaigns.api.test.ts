import { describe, expect, test } from '@jest/globals';
import { CampaignsSchedule } from '../../adapters/campaigns/campaigns.schedule';
import { PROJECTION_RUNNER } from '../../adapters/shared/tokens';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { testDatabases } from '../support/databases';
import { startTestApp, TestApp } from '../support/test-app';
import { form, MAILING_ADDRESS, NOW, useEmailCampaignsApi } from '../support/email-campaigns-api';

describe.each(testDatabases().map((db) => [db.name, db] as const))('email campaigns on %s', (_name, db) => {
  const {
    clock,
    suite,
    admin,
    paidBooking,
    dispatch,
    campaignMails,
    to,
    unsubscribeLinkOf,
    onThisServer,
    contacts,
    contactOf,
    campaignsList,
    outboxOfCampaigns,
    env,
  } = useEmailCampaignsApi(db);

  let tiaBooking: string;

  test("the booking form's box is recorded with the booking, and its customer becomes a contact with express consent", async () => {
    // A customer of 2024: their implied consent ran out in March 2026.
    clock.set(new Date('2024-03-04T16:00:00Z'));
    await paidBooking({ name: 'Olga Old', email: 'old@example.com', date: '2024-03-07' });
    clock.set(NOW);

    tiaBooking = await paidBooking({ name: 'Tia Ticked', email: 'Tia@Example.com', marketingConsent: true });
    await paidBooking({ name: 'Rory Recent', email: 'recent@example.com', date: '2026-11-25' });
    await paidBooking({ name: 'Gale Gone', email: 'gone@example.com', date: '2026-11-26' });
    // A phone booking: the guide ticks the box for a customer who said yes on the call.
    const phone = await (
      await admin()
    ).request('POST', '/api/bookings', form({ name: 'Pat Phone', email: 'phone@example.com', date: '2026-11-27', marketingConsent: true }));
    expect(phone.status).toBe(201);
    // A phone booking without the box, not confirmed yet: a contact without consent.
    const noel = await (
      await admin()
    ).request('POST', '/api/bookings', form({ name: 'Noel Noconsent', email: 'noel@example.com', date: '2026-11-27', time: 'afternoon' }));
    expect(noel.status).toBe(201);
    // A checkout left unpaid, the box ticked: anybody may type any address, so it makes nobody a contact.
    const abandoned = await suite.app.request('POST', '/api/create-payment-intent', {
      amount: 1,
      bookingData: form({ name: 'Abe Abandoned', email: 'abandoned@example.com', time: 'afternoon', marketingConsent: true }),
    });
    expect(abandoned.status).toBe(201);

    const history = await (await admin()).request('GET', `/api/bookings/${tiaBooking}/history`);
    expect(history.body[0].changes.marketingConsent).toEqual({ from: null, to: true });

    const refused = await suite.app.request('POST', '/api/create-payment-intent', {
      amount: 1,
      bookingData: form({ marketingConsent: 'yes' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors['bookingData.marketingConsent']).toBe('Marketing consent must be true or false');

    const list = await contacts();
    const byEmail = Object.fromEntries(list.map((c) => [c.email.toLowerCase(), c]));
    expect(Object.keys(byEmail).sort()).toEqual([
      'gone@example.com',
      'noel@example.com',
      'old@example.com',
      'phone@example.com',
      'recent@example.com',
      'tia@example.com',
    ]);
    expect(byEmail['tia@example.com']).toMatchObject({
      email: 'Tia@Example.com',
      name: 'Tia Ticked',
      reachable: true,
      consent: 'express',
      expressConsentSource: 'booking-form',
      expressConsentBookingId: tiaBooking,
      expressConsentAt: NOW.toISOString(),
    });
    expect(byEmail['phone@example.com']).toMatchObject({ consent: 'express', expressConsentSource: 'phone-booking', lastPurchaseAt: null });
    expect(byEmail['recent@example.com']).toMatchObject({
      consent: 'implied',
      expressConsentAt: null,
      lastPurchaseAt: NOW.toISOString(),
      impliedConsentUntil: '2028-11-23T15:00:00.000Z',
    });
    expect(byEmail['old@example.com']).toMatchObject({
      reachable: false,
      consent: 'consentExpired',
      lastPurchaseAt: '2024-03-04T16:00:00.000Z',
      impliedConsentUntil: '2026-03-04T16:00:00.000Z',
    });
    expect(byEmail['noel@example.com']).toMatchObject({ name: 'Noel Noconsent', reachable: false, consent: 'noConsent' });
  });

  test('the audience: how many a campaign reaches now, and why the others are left out', async () => {
    const all = await (await admin()).request('GET', '/api/email-campaigns/audience?recipients=all-contacts');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      selected: 6,
      reachable: 4,
      byConsent: { express: 2, implied: 2 },
      excluded: { noConsent: 1, consentExpired: 1, unsubscribed: 0, unknown: 0 },
    });
    const customers = await (await admin()).request('GET', '/api/email-campaigns/audience?recipients=past-customers');
    expect(customers.body).toMatchObject({ selected: 4, reachable: 3, excluded: { consentExpired: 1 } });
    const listed = await (
      await admin()
    ).request(
      'GET',
      `/api/email-campaigns/audience?recipients=${encodeURIComponent('RECENT@example.com, nobody@example.com,old@example.com')}`,
    );
    expect(listed.body).toEqual({
      selected: 3,
      reachable: 1,
      byConsent: { express: 0, implied: 1 },
      excluded: { noConsent: 0, consentExpired: 1, unsubscribed: 0, unknown: 1 },
    });
    const none = await (await admin()).request('GET', '/api/email-campaigns/audience?recipients=');
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ recipients: 'At least one recipient required' });
  });

  test('a campaign sent now: one email to each contact it may reach, naming the business and its mailing address, with a one-click unsubscribe link', async () => {
    expect(
      (await (await admin()).request('POST', '/api/site-content', { section: 'contact', key: 'mailing_address', value: MAILING_ADDRESS }))
        .status,
    ).toBe(200);
    const created = await (
      await admin()
    ).request('POST', '/api/email-campaigns', {
      name: 'Walleye opener',
      subject: 'The walleye are biting, {name}',
      content: 'Hi {name},\n\nThe walleye moved up the deep breaks this week. Come out & see!',
      recipients: 'all-contacts',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Walleye opener',
      status: 'sending',
      createdBy: 'guide (admin)',
      scheduledFor: null,
      sentAt: NOW.toISOString(),
      reached: 4,
      excluded: { noConsent: 1, consentExpired: 1, unsubscribed: 0, unknown: 0 },
      delivery: { pending: 4, sent: 0, failed: 0 },
    });

    const queued = await outboxOfCampaigns();
    expect(queued.map((m) => m.recipient).sort()).toEqual([
      'Tia@Example.com',
      'gone@example.com',
      'phone@example.com',
      'recent@example.com',
    ]);
    expect(queued.every((m) => m.sentBy === 'guide (admin)' && m.dedupeKey.startsWith(`campaign:${created.body.id}:`))).toBe(true);

    await dispatch();
    const emails = campaignMails('The walleye are biting');
    expect(emails.map(to).sort()).toEqual(['gone@example.com', 'phone@example.com', 'recent@example.com', 'tia@example.com']);
    const tia = emails.find((m) => to(m) === 'tia@example.com')!;
    expect(tia.subject).toBe('The walleye are biting, Tia Ticked');
    expect(tia.from).toBe('Wabamun Lake Fishing Tours <bookings@wabamunfishing.ca>');
    expect(tia.text).toContain('Hi Tia Ticked,\n\nThe walleye moved up the deep breaks this week. Come out & see!');
    expect(tia.text).toContain(`Wabamun Lake Fishing Tours\n${MAILING_ADDRESS}\n`);
    expect(tia.html).toContain('Come out &amp; see!');
    expect(tia.html).toContain(MAILING_ADDRESS);
    const link = unsubscribeLinkOf(tia)!;
    expect(link).toBeDefined();
    expect(tia.html).toContain(`<a href="${link}">Unsubscribe</a>`);
    expect(tia.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(tia.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Every email its own link.
    expect(new Set(emails.map(unsubscribeLinkOf)).size).toBe(4);

    const [listed] = await campaignsList();
    expect(listed).toMatchObject({
      id: created.body.id,
      status: 'sent',
      reached: 4,
      delivery: { pending: 0, sent: 4, failed: 0, cancelled: 0 },
    });
  });

  test('the unsubscribe link works without a session: opening it asks, its button unsubscribes at once and again, and the next campaign leaves the contact out', async () => {
    const gone = campaignMails('The walleye are biting').find((m) => to(m) === 'gone@example.com')!;
    const path = onThisServer(unsubscribeLinkOf(gone)!);
    const opened = await fetch(suite.app.url + path);
    const question = await opened.text();
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toContain('text/html');
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.headers.get('x-robots-tag')).toContain('noindex');
    expect(question).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(question).toContain('Unsubscribe from fishing reports and offers?');
    expect(question).toContain(`<form method="post" action="${path}"><button type="submit">Unsubscribe</button></form>`);
    expect(question).toContain('g***@example.com');
    expect(question).not.toContain('gone@example.com');
    // Opening it changed nothing.
    expect((await contactOf('gone@example.com'))!).toMatchObject({ reachable: true, unsubscribedAt: null });
    // Its stylesheet is the server's own too (the site's policy allows no inline style).
    const styles = await fetch(`${suite.app.url}/link-page.css`);
    expect([styles.status, styles.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);

    // The button: a plain form post, from a page whose referrer policy makes its Origin 'null'.
    const button = { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', Origin: 'null' };
    const first = await fetch(suite.app.url + path, { method: 'POST', headers: button, body: '' });
    const page = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(page).toContain('You are unsubscribed');
    expect(page).toContain('g***@example.com');
    const unsubscribedAt = (await contactOf('gone@example.com'))!.unsubscribedAt;
    expect(unsubscribedAt).toBe(clock.now().toISOString());

    clock.advance(60_000);
    for (const again of [
      await fetch(suite.app.url + path),
      await fetch(suite.app.url + path, { method: 'POST', headers: button, body: '' }),
    ]) {
      expect(again.status).toBe(200);
      expect(await again.text()).toContain('You are unsubscribed');
    }
    expect((await contactOf('gone@example.com'))!).toMatchObject({ consent: 'unsubscribed', reachable: false, unsubscribedAt });

    for (const bad of ['/unsubscribe?token=not-a-real-token-at-all-0000', '/unsubscribe', '/unsubscribe?token=%3Cscript%3E']) {
      const res = await fetch(suite.app.url + bad);
      expect([bad, res.status]).toEqual([bad, 404]);
      expect(await res.text()).toContain('This unsubscribe link is not valid');
    }

    const audience = await (await admin()).request('GET', '/api/email-campaigns/audience?recipients=all-contacts');
    expect(audience.body).toMatchObject({ reachable: 3, excluded: { unsubscribed: 1 } });
  });

  test("a mail client's one-click POST unsubscribes too, and withdraws that contact's campaign emails still waiting", async () => {
    const waiting = await (
      await admin()
    ).request('POST', '/api/email-campaigns', {
      name: 'Ice fishing dates',
      subject: 'Ice fishing dates are out',
      content: 'Book your ice fishing day.',
      recipients: ['recent@example.com', 'tia@example.com', 'gone@example.com', 'stranger@example.com'],
    });
    expect(waiting.body).toMatchObject({ reached: 2, excluded: { unsubscribed: 1, unknown: 1 } });

    const recent = campaignMails('The walleye are biting').find((m) => to(m) === 'recent@example.com')!;
    const address = suite.app.url + onThisServer(recent.headers['list-unsubscribe']!.slice(1, -1));
    // A link checker's HEAD finds the link working and changes nothing.
    expect((await fetch(address, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${suite.app.url}/unsubscribe?token=not-a-real-token-at-all-0000`, { method: 'HEAD' })).status).toBe(404);
    expect((await contactOf('recent@example.com'))!.consent).toBe('implied');

    // The mail provider's server posts the List-Unsubscribe address: no browser headers, a form body.
    const oneClick = await fetch(address, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await contactOf('recent@example.com'))!.consent).toBe('unsubscribed');

    const rows = (await outboxOfCampaigns()).filter((m) => m.dedupeKey.startsWith(`campaign:${waiting.body.id}:`));
    expect(rows.map((m) => [m.recipient, m.status]).sort()).toEqual([
      ['Tia@Example.com', 'pending'],
      ['recent@example.com', 'cancelled'],
    ]);
    await dispatch();
    expect(campaignMails('Ice fishing dates').map(to)).toEqual(['tia@example.com']);
    const listed = (await campaignsList()).find((c) => c.id === waiting.body.id)!;
    expect(listed).toMatchObject({ status: 'sent', delivery: { sent: 1, cancelled: 1, pending: 0 } });
  });

  test('a scheduled campaign goes out when its time comes, and once, whatever the number of servers', async () => {
    const past = await (
      await admin()
    ).request('POST', '/api/email-campaigns', {
      name: 'Too late',
      subject: 'Too late',
      content: 'Never sent',
      recipients: 'all-contacts',
      scheduledDate: new Date(clock.now().getTime() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({
      message: 'Scheduled date must be in the future',
      errors: { scheduledDate: 'Scheduled date must be in the future' },
    });

    const at = new Date(clock.now().getTime() + 2 * 3_600_000);
    const scheduled = await (
      await admin()
    ).request('POST', '/api/email-campaigns', {
      name: 'Weekend report',
      subject: 'Weekend fishing report',
      content: 'Pike on the weed edges.',
      recipients: 'past-customers',
      scheduledDate: at.toISOString(),
    });
    expect(scheduled.status).toBe(201);
    // Past customers now: Tia (express), the old customer (expired), two unsubscribed.
    expect(scheduled.body).toMatchObject({
      status: 'scheduled',
      scheduledFor: at.toISOString(),
      sentAt: null,
      reached: 1,
      excluded: { consentExpired: 1, unsubscribed: 2 },
    });

    const job = suite.app.app.get(CampaignsSchedule);
    await job.run();
    clock.set(new Date(at.getTime() - 1000));
    await job.run();
    await dispatch();
    expect(campaignMails('Weekend fishing report')).toEqual([]);
    expect((await campaignsList()).find((c) => c.id === scheduled.body.id)!.status).toBe('scheduled');

    // A second server on the same database: both run the job when the time comes.
    const second: TestApp = await startTestApp({ database: suite.database, clock, env });
    try {
      clock.set(new Date(at.getTime() + 30_000));
      await Promise.all([job.run(), second.app.get(CampaignsSchedule).run()]);
      await Promise.all([dispatch(), second.app.get(OutboxDispatcher).dispatchDue()]);
      await job.run();
      await dispatch();
    } finally {
      await second.close();
    }
    expect(campaignMails('Weekend fishing report').map(to)).toEqual(['tia@example.com']);
    expect((await campaignsList()).find((c) => c.id === scheduled.body.id)).toMatchObject({
      status: 'sent',
      sentAt: clock.now().toISOString(),
      reached: 1,
      delivery: { sent: 1 },
    });
  });

  test('a scheduled campaign can be cancelled before its time and then never goes out', async () => {
    const scheduled = await (
      await admin()
    ).request('POST', '/api/email-campaigns', {
      name: 'Cancelled one',
      subject: 'Never to be read',
      content: 'Called off.',
      recipients: ['tia@example.com'],
      scheduledDate: new Date(clock.now().getTime() + 86_400_000).toISOString(),
    });
    const path = `/api/email-campaigns/${scheduled.body.id}/cancel`;
    const cancelled = await (await admin()).request('POST', path);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelledBy: 'guide (admin)', reached: null, excluded: null });
    expect((await (await admin()).request('POST', path)).body.status).toBe('cancelled');

    clock.advance(2 * 86_400_000);
    await suite.app.app.get(CampaignsSchedule).run();
    await dispatch();
    expect(campaignMails('Never to be read')).toEqual([]);

    const sent = (await campaignsList()).find((c) => c.name === 'Walleye opener')!;
    const refused = await (await admin()).request('POST', `/api/email-campaigns/${sent.id}/cancel`);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'Only a scheduled campaign can be cancelled: this one has already gone out',
    ]);
    const unknown = await (await admin()).request('POST', '/api/email-campaigns/99999/cancel');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Campaign not found']);
  });

  test('staff read, an auditor may not write, a visitor is asked to sign in', async () => {
    const auditor = await suite.app.signIn('auditor', 'reader');
    expect((await auditor.request('GET', '/api/email-campaigns')).status).toBe(200);
    expect((await auditor.request('GET', '/api/email-campaigns/audience?recipients=all-contacts')).status).toBe(200);
    expect((await auditor.request('GET', '/api/email-campaigns/contacts')).status).toBe(200);
    const body = { name: 'n', subject: 's', content: 'c', recipients: 'all-contacts' };
    expect((await auditor.request('POST', '/api/email-campaigns', body)).status).toBe(403);
    const [latest] = await campaignsList();
    expect((await auditor.request('POST', `/api/email-campaigns/${latest!.id}/cancel`)).status).toBe(403);
    for (const [method, path] of [
      ['GET', '/api/email-campaigns'],
      ['GET', '/api/email-campaigns/audience?recipients=all-contacts'],
      ['GET', '/api/email-campaigns/contacts'],
      ['POST', '/api/email-campaigns'],
    ] as const) {
      expect([path, (await suite.app.request(method, path, method === 'POST' ? body : undefined)).status]).toEqual([path, 401]);
    }
  });

  test('a projection rebuild gives the same contacts, and forgets no unsubscribe', async () => {
    const before = await contacts();
    await (suite.app.app.get(PROJECTION_RUNNER) as ProjectionRunner).rebuild();
    expect(await contacts()).toEqual(before);
    expect((await contactOf('gone@example.com'))!.consent).toBe('unsubscribed');
  });
});
