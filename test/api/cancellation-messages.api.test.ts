import { beforeEach, describe, expect, test } from '@jest/globals';
import { tripStart } from '../../domain/bookings/refund-policy';
import { adminOnClock, useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { useMessagingStandIns } from '../support/message-stand-ins';
import { flows, SITE } from '../support/notification-flows';
import { TestClock } from '../support/test-clock';

// Monday 2026-11-23, 8:00 AM on the lake. Every trip below is a morning trip (6:00 AM) on its own date.
const START = new Date('2026-11-23T15:00:00Z');
const HOUR = 3_600_000;
const LINK = /https?:\/\/[^\s"<>]+\/manage\/([A-Za-z0-9_-]{22})/;
const ARRIVAL = 'It should appear on your card within 5 to 7 business days.';

/**
 * What the customer reads when their trip is cancelled, as the mail server and Twilio received it:
 * the amount refunded and when it arrives, for a cancellation by the customer, by the guide and for
 * the weather, with a full, a partial and no refund, and for a booking never paid online. Paid
 * through the built-in test gateway, each message says so once, on a line of its own.
 */
describe.each(testDatabases().map((db) => [db.name, db] as const))('what a cancellation tells the customer on %s', (_name, db) => {
  const clock = new TestClock(START);
  const { mail, twilio, env } = useMessagingStandIns({ PUBLIC_ORIGIN: SITE });
  const suite = useApiApp(db, { clock, env });
  const { dispatch, paidBooking } = flows(suite);
  const staff = adminOnClock(suite, clock);
  beforeEach(() => {
    clock.set(START);
  });

  let seq = 0;
  interface Booked {
    id: string;
    email: string;
    phone: string;
    /** What was paid online, in cents (0 for a booking taken by phone). */
    paidCents: number;
    /** The private link's token, from the confirmation SMS. */
    token: string;
  }

  /** A booking of the morning trip of `date`: paid with the test card, or taken by phone and confirmed by the guide. */
  async function booked(date: string, paid: boolean): Promise<Booked> {
    seq++;
    const digits = String(seq).padStart(2, '0');
    const who = { date, name: `Canceller ${seq}`, email: `canceller${seq}@example.com`, phone: `(780) 555-03${digits}` };
    let id: string;
    if (paid) {
      id = await paidBooking(who);
    } else {
      const admin = await staff();
      const form = { package: 'Half-Day Adventure', time: 'morning', people: 2, ...who };
      const created = await admin.request('POST', '/api/bookings', form);
      expect(created.status).toBe(201);
      id = created.body.id as string;
      expect((await admin.request('PATCH', `/api/bookings/${id}/status`, { status: 'confirmed' })).status).toBe(200);
    }
    await dispatch();
    const confirmation = mail.to(who.email).at(-1)!;
    const paidText = /Amount paid: \$([\d,]+)\.(\d\d) CAD/.exec(confirmation.text);
    const paidCents = paidText ? Number(paidText[1]!.replace(/,/g, '')) * 100 + Number(paidText[2]) : 0;
    const sms = twilio.to(`+178055503${digits}`).at(-1)!;
    return { id, email: who.email, phone: `+178055503${digits}`, paidCents, token: LINK.exec(sms.body)![1]! };
  }

  /** The clock `hours` before the morning trip of `date`. */
  const hoursBefore = (date: string, hours: number) => clock.set(new Date(tripStart(date, 'morning').getTime() - hours * HOUR));

  const byGuide = async (b: Booked, weather = false) => {
    const body = weather
      ? { status: 'cancelled', weather: true, reason: 'Thunderstorm warning' }
      : { status: 'cancelled', reason: 'Guide is ill' };
    expect((await (await staff()).request('PATCH', `/api/bookings/${b.id}/status`, body)).status).toBe(200);
  };
  const byCustomer = async (b: Booked) => {
    expect((await suite.app.request('POST', `/api/manage/${b.token}/cancel`, {})).status).toBe(200);
  };

  /** The cancellation's email and SMS to the customer. */
  async function told(b: Booked) {
    await dispatch();
    const email = mail.to(b.email).at(-1)!;
    const sms = twilio.to(b.phone).at(-1)!.body;
    expect(email.subject).toMatch(/^(Booking cancelled|Trip cancelled for the weather): Half-Day Adventure on /);
    // Plain words: no jargon about links, nothing left for the customer to work out from the policy.
    for (const text of [email.text, sms]) {
      expect(text).not.toMatch(/manage link|follows our policy/i);
    }
    return { email, sms };
  }

  const cad = (cents: number) => `$${(cents / 100).toFixed(2)} CAD`;

  test('the guide cancels 48 hours or more ahead: the full amount, and when it arrives', async () => {
    const b = await booked('2026-11-26', true);
    await byGuide(b);
    const { email, sms } = await told(b);
    expect(email.text).toContain('Your fishing trip with Wabamun Lake Fishing Tours has been cancelled.');
    expect(email.text).toContain('Reason: Guide is ill');
    expect(email.text).toContain(`Refund: ${cad(b.paidCents)}`);
    expect(email.text).toContain(`Your full refund of ${cad(b.paidCents)} is on its way to your card. ${ARRIVAL}`);
    expect(sms).toContain(
      `Reason: Guide is ill. Your full refund of ${cad(b.paidCents)} is on its way to your card, within 5 to 7 business days.`,
    );
  });

  test('the guide cancels 24 to 48 hours ahead: half, and why', async () => {
    const b = await booked('2026-11-27', true);
    hoursBefore('2026-11-27', 30);
    await byGuide(b);
    const half = Math.floor(b.paidCents / 2);
    const { email, sms } = await told(b);
    expect(email.text).toContain(`Refund: ${cad(half)}`);
    expect(email.text).toContain(
      `${cad(half)} (50% of what you paid) is on its way back to your card, as the trip was 24 to 48 hours away when it was cancelled. ${ARRIVAL}`,
    );
    expect(sms).toContain(`${cad(half)} (50%) is on its way to your card, within 5 to 7 business days.`);
  });

  test('the guide cancels under 24 hours ahead: no refund, and why', async () => {
    const b = await booked('2026-12-07', true);
    hoursBefore('2026-12-07', 10);
    await byGuide(b);
    const { email, sms } = await told(b);
    expect(email.text).toContain('Refund: None');
    expect(email.text).toContain('No refund applies, as the trip was less than 24 hours away when it was cancelled.');
    expect(sms).toContain('No refund applies: the trip was less than 24 hours away.');
  });

  test('the guide cancels a booking never paid online: nothing to refund, and no test line', async () => {
    const b = await booked('2026-11-29', false);
    await byGuide(b);
    const { email, sms } = await told(b);
    expect(email.text).toContain('Nothing was paid online for this trip, so there is nothing to refund.');
    expect(sms).toContain('Nothing was paid online, so there is nothing to refund.');
    expect(email.text).not.toContain('TEST');
    expect(sms).not.toContain('TEST');
  });

  test('the customer cancels online ahead of time: told plainly that they cancelled, with the full amount', async () => {
    const b = await booked('2026-11-30', true);
    await byCustomer(b);
    const { email, sms } = await told(b);
    expect(email.text).toContain('As you asked, your fishing trip with Wabamun Lake Fishing Tours is cancelled.');
    expect(email.text).not.toContain('Reason');
    expect(sms).not.toContain('Reason');
    expect(email.text).toContain(`Your full refund of ${cad(b.paidCents)} is on its way to your card. ${ARRIVAL}`);
    expect(sms).toContain(`Your full refund of ${cad(b.paidCents)} is on its way to your card, within 5 to 7 business days.`);
  });

  test('the customer cancels 24 to 48 hours ahead, and under 24 hours', async () => {
    const half = await booked('2026-12-01', true);
    const none = await booked('2026-12-02', true);
    hoursBefore('2026-12-01', 30);
    await byCustomer(half);
    expect((await told(half)).email.text).toContain(`${cad(Math.floor(half.paidCents / 2))} (50% of what you paid) is on its way back`);
    hoursBefore('2026-12-02', 10);
    await byCustomer(none);
    const told2 = await told(none);
    expect(told2.email.text).toContain('No refund applies, as the trip was less than 24 hours away when it was cancelled.');
    expect(told2.sms).toContain('No refund applies: the trip was less than 24 hours away.');
  });

  test('the customer cancels a booking never paid online', async () => {
    const b = await booked('2026-12-05', false);
    await byCustomer(b);
    const { email } = await told(b);
    expect(email.text).toContain('As you asked');
    expect(email.text).toContain('Nothing was paid online for this trip, so there is nothing to refund.');
  });

  test('the weather, even under 24 hours ahead: the full amount and when it arrives; never paid: nothing to refund', async () => {
    const paid = await booked('2026-12-03', true);
    const unpaid = await booked('2026-12-04', false);
    hoursBefore('2026-12-03', 10);
    await byGuide(paid, true);
    const storm = await told(paid);
    expect(storm.email.text).toContain(
      `Your full refund of ${cad(paid.paidCents)} is on its way to your card. Refunds take 5 to 7 business days.`,
    );
    expect(storm.sms).toContain(`Your full refund of ${cad(paid.paidCents)} is on its way (5 to 7 business days).`);
    await byGuide(unpaid, true);
    expect((await told(unpaid)).email.text).toContain('Nothing was paid online for this trip, so there is nothing to refund.');
  });

  test('a test payment says so once, on its own first line, never in the package name or a subject', async () => {
    const paidEmails = mail.received.filter((m) => /Amount paid|refund of|\(50% of/.test(m.text));
    expect(paidEmails.length).toBeGreaterThan(0);
    for (const email of paidEmails) {
      expect(email.subject).not.toMatch(/TEST/);
      expect(email.text.startsWith('TEST PAYMENT, no money moved.\n\n')).toBe(true);
      expect(email.text.match(/TEST/g)).toHaveLength(1);
      expect(email.text).toContain('Package: Half-Day Adventure\n');
      expect(email.html).toMatch(/<body[^>]*><p[^>]*><strong>TEST PAYMENT, no money moved\.<\/strong><\/p>/);
    }
    const paidSms = twilio.received.filter((m) => m.body.includes('TEST'));
    expect(paidSms.length).toBeGreaterThan(0);
    for (const sms of paidSms) {
      expect(sms.body.split('\n')[0]).toBe('TEST PAYMENT, no money moved.');
      expect(sms.body.match(/TEST/g)).toHaveLength(1);
    }
  });

  test('every email sent declares its language and is titled with its subject', () => {
    expect(mail.received.length).toBeGreaterThan(10);
    for (const email of mail.received) {
      expect(email.html.startsWith('<!doctype html><html lang="en">')).toBe(true);
      expect(email.html).toContain(`<title>${email.subject.replace(/&/g, '&amp;')}</title>`);
    }
  });
});
