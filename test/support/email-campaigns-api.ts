import { expect } from '@jest/globals';
import { OutboxMessage } from '../../application/messaging/outbox';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import { adminOnClock, ApiSuite, messagesSettled, useApiApp } from './api-suite';
import { TestDatabase } from './databases';
import { ReceivedEmail, useMessagingStandIns } from './message-stand-ins';
import { TestClock } from './test-clock';

export const SITE = 'https://wabamunfishing.example';
export const MAILING_ADDRESS = 'PO Box 7, Wabamun, AB T0E 2K0';
export const NOW = new Date('2026-11-23T15:00:00Z'); // Monday, 08:00 on the lake

export const form = (overrides: Record<string, unknown> = {}) => ({
  package: 'Half-Day Adventure',
  date: '2026-11-24',
  time: 'morning',
  name: 'Casey Visitor',
  email: 'casey@example.com',
  phone: '(780) 555-0123',
  people: 2,
  hasKids: false,
  kidsCount: 0,
  ...overrides,
});

export interface Contact {
  email: string;
  name: string;
  reachable: boolean;
  consent: string;
  expressConsentAt: string | null;
  expressConsentSource: string | null;
  expressConsentBookingId: string | null;
  lastPurchaseAt: string | null;
  impliedConsentUntil: string | null;
  unsubscribedAt: string | null;
}

export interface Campaign {
  id: number;
  name: string;
  status: string;
  createdBy: string;
  scheduledFor: string | null;
  sentAt: string | null;
  cancelledBy: string | null;
  reached: number | null;
  excluded: Record<string, number> | null;
  delivery: Record<string, number>;
}

/** The email campaigns of a site on `db`, its clock at Monday 08:00 on the lake, its mail caught by a stand-in, and the calls its suites make. */
export function useEmailCampaignsApi(db: TestDatabase) {
  const clock = new TestClock(NOW);
  const { mail, env } = useMessagingStandIns({ PUBLIC_ORIGIN: SITE }, { sms: false });
  const suite: ApiSuite = useApiApp(db, { clock, env });
  const admin = adminOnClock(suite, clock);

  /** A visitor's booking paid with the test gateway's success card. */
  async function paidBooking(overrides: Record<string, unknown>): Promise<string> {
    const started = await suite.app.request('POST', '/api/create-payment-intent', { amount: 1, bookingData: form(overrides) });
    expect(started.status).toBe(201);
    const { paymentIntentId, clientSecret, bookingId } = started.body;
    const paid = await suite.app.request('POST', `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.status).toBe(200);
    const confirmed = await suite.app.request('POST', '/api/confirm-booking-payment', { paymentIntentId, clientSecret });
    expect([confirmed.status, confirmed.body.status]).toEqual([200, 'confirmed']);
    return bookingId as string;
  }

  /** Sends what the outbox holds now, once the background messages are written. */
  async function dispatch(): Promise<void> {
    await messagesSettled(suite.app, suite.database);
    await suite.app.app.get(OutboxDispatcher).dispatchDue();
  }

  const campaignMails = (subject: string): ReceivedEmail[] => mail.received.filter((m) => m.subject.startsWith(subject));
  /** The mailbox an email went to (the mail server reads the domain in lower case). */
  const to = (m: ReceivedEmail) => m.to[0]!.toLowerCase();
  const unsubscribeLinkOf = (email: ReceivedEmail) =>
    /https:\/\/wabamunfishing\.example\/unsubscribe\?token=[A-Za-z0-9_-]+/.exec(email.text)?.[0];
  /** The link's path and query, asked of this server (the link names the public site). */
  const onThisServer = (link: string) => {
    const url = new URL(link);
    return url.pathname + url.search;
  };
  const contacts = async (): Promise<Contact[]> => {
    const res = await (await admin()).request('GET', '/api/email-campaigns/contacts');
    expect(res.status).toBe(200);
    return res.body as Contact[];
  };
  const contactOf = async (email: string) => (await contacts()).find((c) => c.email.toLowerCase() === email);
  const campaignsList = async (): Promise<Campaign[]> => {
    const res = await (await admin()).request('GET', '/api/email-campaigns');
    expect(res.status).toBe(200);
    return res.body as Campaign[];
  };
  const outboxOfCampaigns = async (): Promise<OutboxMessage[]> => {
    const res = await (await admin()).request('GET', '/api/outbox?limit=1000');
    expect(res.status).toBe(200);
    return (res.body as OutboxMessage[]).filter((m) => m.kind === 'campaign');
  };
  return {
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
    mail,
    env,
  };
}
