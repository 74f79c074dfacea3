import { describe, expect, test } from '@jest/globals';
import { escapeHtml } from '../../domain/shared/html-escape';
import { optInEmail } from '../campaigns/opt-in-email';
import { giftCardEmail, giftCardReceiptEmail } from '../giftcards/gift-card-messages';
import { campaignEmail, CampaignSender } from '../campaigns/campaign-email';
import { bookingReminderMessage, reminderEmail } from '../reminders/reminder-messages';
import { signedWaiverEmail, waiverCopyLinkEmail } from '../waivers/waiver-messages';
import { waitlistJoinedEmail, waitlistOfferEmail } from '../waitlist/waitlist-messages';
import { bookingCancelledEmail, bookingConfirmedEmail, TripFacts } from './booking-messages';
import { BusinessContact, EmailContent } from './message-format';
import { bookingRescheduledEmail } from './reschedule-messages';
import { weatherCancelledEmail } from './weather-cancellation-messages';

/*
 * Every kind of email the site sends declares its language and has a title naming the message, so
 * that a screen reader reads it in English and announces what it is.
 */

const trip: TripFacts = {
  bookingId: '3f2b8c1e-5d4a-4e7b-9c60-1a2b3c4d5e6f',
  package: 'Half-Day Adventure',
  date: '2026-11-26',
  time: 'morning',
  name: 'Casey Visitor',
  phone: '(780) 555-0123',
  people: 2,
  kidsCount: 0,
};
const business: BusinessContact = {
  name: 'Wabamun Lake Fishing Tours',
  phone: '(780) 555-0142',
  location: 'Wabamun Lake, Alberta',
  website: 'https://wabamunfishing.ca',
};
const sender: CampaignSender = {
  name: business.name,
  mailingAddress: 'Box 1, Wabamun, AB',
  phone: business.phone,
  email: 'hello@wabamunfishing.ca',
  website: business.website,
};
const entry = { package: 'Half-Day Adventure', date: '2026-11-26', time: 'morning' as const, people: 2 };
const reminder = bookingReminderMessage(
  'customer_24h',
  { ...trip, missingWaivers: 0 },
  {
    businessName: business.name,
    meetingPlace: business.location,
    guideName: 'Sam',
    guidePhone: business.phone,
    businessPhone: business.phone,
  },
);

const giftCard = {
  code: 'ABCDEFGHJKMNPQRS',
  amountCents: 10_000,
  packageLine: null,
  buyerName: 'Bea <Buyer>',
  recipientName: 'Ray',
  message: 'Happy birthday & tight lines',
};

const EMAILS: [string, EmailContent][] = [
  ['booking confirmed', bookingConfirmedEmail(trip, business, 41400, 'https://wabamunfishing.ca/manage/x')],
  ['booking cancelled', bookingCancelledEmail(trip, business, { byCustomer: false, refund: null, paidOnline: false })],
  [
    'cancelled for the weather',
    weatherCancelledEmail(trip, business, { refundCents: 41400, rebookLink: 'https://wabamunfishing.ca/#book' }),
  ],
  ['booking moved', bookingRescheduledEmail(trip, business, { date: '2026-11-25', time: 'afternoon' })],
  [
    'signed waiver',
    signedWaiverEmail({
      waiverId: 'w1',
      firstName: 'Dana',
      signedAt: '2026-06-13T20:30:00Z',
      termsVersionId: 3,
      termsSha256: 'ab',
      tripDate: '2026-06-20',
      businessName: business.name,
      businessPhone: business.phone,
    }),
  ],
  [
    'waiver copy link',
    waiverCopyLinkEmail({
      signedAt: '2026-06-13T20:30:00Z',
      link: 'https://x/c',
      businessName: business.name,
      businessPhone: business.phone,
    }),
  ],
  ['waitlist joined', waitlistJoinedEmail(entry, business, 'https://wabamunfishing.ca/waitlist/x')],
  ['waitlist offer', waitlistOfferEmail(entry, business, 'https://wabamunfishing.ca/waitlist/x', new Date('2026-11-24T18:00:00Z'))],
  ['reminder', reminderEmail(reminder.text, reminder.subject)],
  ['gift card', giftCardEmail(giftCard, business)],
  ['gift card receipt', giftCardReceiptEmail(giftCard, business, 'ray@example.com')],
  ['marketing opt-in', optInEmail({ sender, confirmUrl: 'https://wabamunfishing.ca/opt-in/x' })],
  [
    'campaign',
    campaignEmail({
      subject: 'News & <offers>',
      content: 'Hi {name}',
      recipientName: 'Casey',
      sender,
      unsubscribeUrl: 'https://wabamunfishing.ca/unsubscribe/x',
    }),
  ],
];

describe('every email declares its language and names itself', () => {
  test.each(EMAILS)('%s', (_kind, email) => {
    expect(email.html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    const title = /<head>.*<title>([^<]+)<\/title>.*<\/head>/s.exec(email.html)?.[1];
    // The title is the subject, escaped as HTML.
    expect(title).toBe(escapeHtml(email.subject));
  });
});
