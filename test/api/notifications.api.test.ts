import { TEST_PAYMENT_MARK } from '../../application/messaging/notifications.process';
import { WAIVER_REQUEST } from '../../application/messaging/booking-messages';
import { describe, expect, test } from '@jest/globals';
import { OutboxMessage } from '../../application/messaging/outbox';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { STAND_IN_TWILIO, useMessagingStandIns } from '../support/message-stand-ins';
import { TestClock } from '../support/test-clock';
import { flows, GUIDE_PHONE, pdfWords, SITE, TWILIO_FROM, waiverAnswers } from '../support/notification-flows';

describe.each(testDatabases().map((db) => [db.name, db] as const))('booking notifications through the outbox on %s', (_name, db) => {
  // Monday 2026-11-23, 8:00 AM on the lake.
  const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
  const { mail, twilio, accountSid, env } = useMessagingStandIns({ PUBLIC_ORIGIN: SITE });
  const suite = useApiApp(db, { clock, env });
  const { dispatch, runner, paidBooking, phoneBooking, outboxOf, waiverReferenceOf } = flows(suite);

  let paidId: string;

  test('health names the real channels', async () => {
    const res = await suite.app.request('GET', '/api/health');
    expect(res.body.adapters).toMatchObject({ sms: 'twilio', email: 'smtp' });
  });

  test('a paid booking: one email and one SMS to the customer, one SMS to the guide phone of the site content', async () => {
    const saved = await suite.admin.request('POST', '/api/site-content', { section: 'guide', key: 'phone', value: GUIDE_PHONE });
    expect(saved.status).toBe(200);
    paidId = await paidBooking();
    await dispatch();

    const emails = mail.to('casey@example.com');
    expect(emails).toHaveLength(1);
    const email = emails[0]!;
    expect(email.from).toBe('Wabamun Lake Fishing Tours <bookings@wabamunfishing.ca>');
    // Paid through the built-in test gateway: every message says no money moved, once, on its own first line.
    expect(email.subject).toBe('Booking confirmed: Half-Day Adventure on Thursday, November 26, 2026');
    expect(email.text.startsWith(`${TEST_PAYMENT_MARK}.\n\n`)).toBe(true);
    for (const part of [
      'Package: Half-Day Adventure',
      'Date: Thursday, November 26, 2026',
      'Time: Morning (6:00-10:00 AM)',
      'Party: 2 people',
      'Amount paid: $414.00 CAD',
      'Meeting point: Wabamun Lake, Alberta',
      'An Alberta fishing licence for every angler 16 and over',
      'Rods, tackle, bait and life jackets are included.',
      '48 hours or more before your trip: full refund',
      '24 to 48 hours before: 50% refund',
      'Under 24 hours before: no refund',
      'Refunds take 5 to 7 business days.',
      'Call or text (780) 555-0142',
    ]) {
      expect(email.text).toContain(part);
    }
    expect(email.html).toContain('<th align="left">Amount paid</th><td>$414.00 CAD</td>');
    // Every guest signs the waiver: the link carries this booking's waiver reference (never its id), on the site's public address.
    const waiverLink = `${SITE}/liability-waiver?booking=${await waiverReferenceOf(paidId)}`;
    expect(waiverLink).not.toContain(paidId);
    expect(email.text).toContain(`${WAIVER_REQUEST}\n${waiverLink}\n`);
    expect(email.html).toContain(`<a href="${waiverLink}">${waiverLink}</a>`);

    const customerSms = twilio.to('+17805550123');
    expect(customerSms).toHaveLength(1);
    expect(customerSms[0]).toMatchObject({ accountSid, from: TWILIO_FROM });
    expect(customerSms[0]!.auth).toBe(`Basic ${Buffer.from(`${accountSid}:${STAND_IN_TWILIO.authToken}`).toString('base64')}`);
    expect(customerSms[0]!.body).toContain(
      `${TEST_PAYMENT_MARK}.\nWabamun Lake Fishing Tours: your Half-Day Adventure trip on Thu, Nov 26, Morning (6:00-10:00 AM), for 2 people is confirmed. Paid $414.00 CAD.`,
    );
    const guideSms = twilio.to('+15875550199');
    expect(guideSms.map((s) => s.body)).toEqual([
      `${TEST_PAYMENT_MARK}.\nNew booking: Casey Visitor, Half-Day Adventure, Thu, Nov 26 Morning (6:00-10:00 AM), 2 people, (780) 555-0123`,
    ]);

    const rows = await outboxOf(paidId);
    expect(rows.map((r) => [r.channel, r.audience, r.recipient, r.status, r.attempts])).toEqual(
      expect.arrayContaining([
        ['email', 'customer', 'casey@example.com', 'sent', 1],
        ['sms', 'customer', '(780) 555-0123', 'sent', 1],
        ['sms', 'guide', GUIDE_PHONE, 'sent', 1],
      ]),
    );
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.providerId && r.sentAt && r.lastError === null)).toBe(true);
    expect(rows.find((r) => r.channel === 'sms' && r.audience === 'customer')!.providerId).toMatch(/^SM[0-9a-f]{32}$/);
  });

  test('nothing is sent twice: not by a second dispatch, nor after a projection rebuild', async () => {
    expect(await dispatch()).toEqual({ sent: 0, retrying: 0, failed: 0, recorded: 0 });
    const before = await outboxOf(paidId);

    await runner().rebuild();
    expect(await dispatch()).toEqual({ sent: 0, retrying: 0, failed: 0, recorded: 0 });

    expect(await outboxOf(paidId)).toEqual(before);
    expect(mail.to('casey@example.com')).toHaveLength(1);
    expect(twilio.to('+17805550123')).toHaveLength(1);
    // The messages are a process's, not a projection's: the rebuild did not touch it.
    expect(runner().projections.map((p) => p.name)).not.toContain('notifications');
  });

  test("a booker's waiver signed with the booking's reference and address reaches them once, the signed copy attached as the PDF staff download", async () => {
    const bookingId = await paidBooking({ name: 'Jordan Birch', email: 'jordan@example.com', date: '2026-12-24' });
    const reference = await waiverReferenceOf(bookingId);
    const signed = await suite.app.request('POST', '/api/waiver', waiverAnswers({ bookingReference: reference }));
    expect(signed.status).toBe(201);
    const { id, termsSha256 } = signed.body as { id: string; termsSha256: string };
    await dispatch();

    const emails = mail.to('jordan@example.com').filter((m) => !m.subject.startsWith('Booking confirmed'));
    expect(emails).toHaveLength(1);
    const email = emails[0]!;
    expect(email.from).toBe('Wabamun Lake Fishing Tours <bookings@wabamunfishing.ca>');
    expect(email.subject).toBe('Your signed liability waiver – Wabamun Lake Fishing Tours');
    expect(email.text).toContain('Hi Jordan,');
    expect(email.text).toContain(
      'Thank you for signing the liability waiver of Wabamun Lake Fishing Tours for your trip on Thursday, December 24, 2026.',
    );
    expect(email.text).toContain(`Waiver ID: ${id}`);
    expect(email.text).toContain(`Terms SHA-256: ${termsSha256}`);
    expect(email.html).toContain(`<td>${termsSha256}</td>`);
    // The answers travel in the attachment only.
    expect(email.text + email.html).not.toContain('diabetes');

    expect(email.attachments.map((a) => [a.filename, a.mimeType])).toEqual([[`waiver-${id}.pdf`, 'application/pdf']]);
    const attached = email.attachments[0]!.content;
    const copy = await pdfWords(attached);
    for (const expected of [
      'Name Jordan Birch',
      'Signed electronically by typing their full name: Jordan Birch',
      `Terms SHA-256 ${termsSha256}`,
    ]) {
      expect(copy).toContain(expected);
    }
    expect(copy).toContain(`Booking ${bookingId}`);
    expect(copy).not.toContain('VOIDED');
    const download = await fetch(`${suite.app.url}/api/waivers/${id}/pdf`, { headers: { Cookie: suite.admin.cookie! } });
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(attached))).toBe(true);

    const [row] = (await outboxOf(bookingId)).filter((r) => r.kind === 'waiver-signed');
    expect(row).toMatchObject({
      dedupeKey: `waiver-signed:${id}:signer-email`,
      channel: 'email',
      audience: 'customer',
      recipient: 'jordan@example.com',
      status: 'sent',
      attempts: 1,
      attachment: { kind: 'waiver-pdf', waiverId: id },
    });

    // Nothing again: not a second dispatch, not a projection rebuild.
    expect(await dispatch()).toEqual({ sent: 0, retrying: 0, failed: 0, recorded: 0 });
    await runner().rebuild();
    expect(await dispatch()).toEqual({ sent: 0, retrying: 0, failed: 0, recorded: 0 });
    expect(mail.to('jordan@example.com')).toHaveLength(2);
  });

  test('a waiver voided before its email could go out is still emailed, its copy (made when sent) marked voided', async () => {
    const bookingId = await paidBooking({ name: 'Kim Birch', email: 'kim@example.com', date: '2026-12-29' });
    const reference = await waiverReferenceOf(bookingId);
    await dispatch();
    // The mail server is down when the waiver is signed, so nothing can go out before the void.
    await mail.stop();
    const signed = await suite.app.request(
      'POST',
      '/api/waiver',
      waiverAnswers({ firstName: 'Kim', signature: 'Kim Birch', email: 'kim@example.com', bookingReference: reference }),
    );
    expect(signed.status).toBe(201);
    const { id, termsSha256 } = signed.body as { id: string; termsSha256: string };
    await dispatch();
    const voided = await suite.admin.request('POST', `/api/waivers/${id}/void`, { reason: 'Signed for the wrong trip' });
    expect(voided.status).toBe(200);

    await mail.start();
    clock.advance(61_000);
    await dispatch();
    const emails = mail.to('kim@example.com').filter((m) => !m.subject.startsWith('Booking confirmed'));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Your signed liability waiver – Wabamun Lake Fishing Tours');
    const copy = await pdfWords(emails[0]!.attachments[0]!.content);
    expect(copy).toContain('VOIDED on Monday, November 23, 2026 at 9:00 a.m. GMT-6: Signed for the wrong trip');
    expect(copy).toContain('Name Kim Birch');
    expect(copy).toContain(`Terms SHA-256 ${termsSha256}`);
    const rows = ((await suite.admin.request('GET', '/api/outbox?limit=1000')).body as OutboxMessage[]).filter(
      (m) => m.attachment?.kind === 'waiver-pdf' && m.attachment.waiverId === id,
    );
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([['sent', 2]]);
  });

  test('a cancellation tells the customer by email and SMS and the guide by SMS, with the reason', async () => {
    const cancelled = await suite.admin.request('PATCH', `/api/bookings/${paidId}/status`, {
      status: 'cancelled',
      reason: 'Thunderstorms forecast',
    });
    expect(cancelled.status).toBe(200);
    await dispatch();

    const emails = mail.to('casey@example.com');
    expect(emails).toHaveLength(2);
    const email = emails[1]!;
    expect(email.subject).toBe('Booking cancelled: Half-Day Adventure on Thursday, November 26, 2026');
    expect(email.text).toContain('Your fishing trip with Wabamun Lake Fishing Tours has been cancelled.');
    expect(email.text).toContain('Reason: Thunderstorms forecast');
    expect(email.text).toContain(
      'Your full refund of $414.00 CAD is on its way to your card. It should appear on your card within 5 to 7 business days.',
    );
    expect(twilio.to('+17805550123').at(-1)!.body).toContain('has been cancelled. Reason: Thunderstorms forecast.');
    expect(twilio.to('+15875550199').at(-1)!.body).toBe(
      `${TEST_PAYMENT_MARK}.\nCancelled: Casey Visitor, Half-Day Adventure, Thu, Nov 26 Morning (6:00-10:00 AM), 2 people, (780) 555-0123. Reason: Thunderstorms forecast`,
    );
    const rows = await outboxOf(paidId);
    expect(rows.filter((r) => r.kind === 'booking-cancelled').map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  });

  test('a phone booking confirmed by the admin gets the confirmation, without an amount paid', async () => {
    const id = await phoneBooking({
      date: '2026-11-30',
      name: 'Phone Caller',
      email: 'phone.caller@example.com',
      phone: '780-555-0177',
      people: 4,
      hasKids: true,
      kidsCount: 1,
    });
    await dispatch();
    const [email] = mail.to('phone.caller@example.com');
    // Taken by phone: no payment, so nothing to mark.
    expect(email!.subject).toBe('Booking confirmed: Half-Day Adventure on Monday, November 30, 2026');
    expect(email!.text).toContain('Party: 4 people, including 1 child');
    expect(email!.text).not.toContain('Amount paid');
    expect(twilio.to('+17805550177')).toHaveLength(1);
    expect(twilio.to('+15875550199').at(-1)!.body).toMatch(/^New booking: Phone Caller, /);
    expect((await outboxOf(id)).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  });

  test('the mail server down: the email waits with its error and is sent after the back-off once the server is back', async () => {
    await mail.stop();
    const id = await phoneBooking({ date: '2026-12-01', name: 'Outage Olive', email: 'olive@example.com', phone: '780-555-0155' });
    await dispatch();
    const email = async () => (await outboxOf(id)).find((r) => r.channel === 'email')!;
    const waiting = await email();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(new Date(waiting.nextAttemptAt!).getTime()).toBe(clock.now().getTime() + 60_000);
    // SMS do not wait for the mail server.
    expect((await outboxOf(id)).filter((r) => r.channel === 'sms').map((r) => r.status)).toEqual(['sent', 'sent']);

    await mail.start();
    await dispatch();
    expect(await email()).toMatchObject({ status: 'pending', attempts: 1 }); // not due yet
    expect(mail.to('olive@example.com')).toHaveLength(0);

    clock.advance(61_000);
    await dispatch();
    expect(await email()).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mail.to('olive@example.com')).toHaveLength(1);
  });

  test('an unusable phone number, or one Twilio refuses, fails at once without retries', async () => {
    twilio.invalidNumbers.add('+17805550999');
    const unusable = await phoneBooking({ date: '2026-12-02', name: 'Odd Number', email: 'odd@example.com', phone: '(055) 555-0100' });
    const refused = await phoneBooking({
      date: '2026-12-03',
      name: 'Refused Number',
      email: 'refused@example.com',
      phone: '(780) 555-0999',
    });
    await dispatch();
    const sms = async (id: string) => (await outboxOf(id)).find((r) => r.channel === 'sms' && r.audience === 'customer')!;
    expect(await sms(unusable)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: "Not a phone number that can receive SMS: '(055) 555-0100'",
    });
    expect(await sms(refused)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: "Twilio 21211: The 'To' number +17805550999 is not a valid phone number.",
    });
    clock.advance(3 * 60 * 60_000);
    await dispatch();
    expect((await sms(refused)).attempts).toBe(1);
    // The rest of each booking's messages went out.
    expect((await outboxOf(unusable)).filter((r) => r.status === 'sent')).toHaveLength(2);
  });

  test('GET /api/outbox: newest first, filtered by status, for admins only', async () => {
    const all = (await suite.admin.request('GET', '/api/outbox?limit=1000')).body as OutboxMessage[];
    expect(all.length).toBeGreaterThanOrEqual(18);
    const times = all.map((m) => new Date(m.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const failed = await suite.admin.request('GET', '/api/outbox?status=failed');
    expect(failed.status).toBe(200);
    expect(failed.body.length).toBeGreaterThanOrEqual(2);
    expect(failed.body.every((m: OutboxMessage) => m.status === 'failed')).toBe(true);
    const email = all.find((m) => m.channel === 'email')!;
    expect(email).toMatchObject({
      subject: expect.any(String),
      body: expect.any(String),
      html: expect.stringContaining('<html lang="en">'),
    });

    expect((await suite.app.request('GET', '/api/outbox')).status).toBe(401);
    const auditor = await suite.app.signIn('auditor', 'outbox-auditor');
    expect((await auditor.request('GET', '/api/outbox')).status).toBe(403);
    const bad = await suite.admin.request('GET', '/api/outbox?status=lost');
    expect(bad.status).toBe(400);
  });
});
