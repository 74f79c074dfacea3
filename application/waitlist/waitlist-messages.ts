import { SLOT_WINDOWS } from '../../domain/availability/slot-windows';
import {
  BusinessContact,
  clip,
  describeParty,
  detailsTable,
  EmailContent,
  formatShortTripDate,
  formatTripDate,
  htmlPage,
  SMS_MAX_LENGTH,
} from '../messaging/message-format';
import { formatOnLake } from '../../domain/shared/calendar';
import { escapeHtml } from '../../domain/shared/html-escape';
import { WaitlistRequest } from '../../domain/waitlist/waitlist-events';

/**
 * What the waitlist's messages say about an entry: only what comes from fixed choices (the
 * package from the catalogue, the date, the time, the party's size). Anyone may type any address
 * into the form, so nothing they wrote (a name, a note) goes into a message to that address.
 */
export interface WaitlistFacts extends Pick<WaitlistRequest, 'time' | 'package' | 'people'> {
  readonly date: string;
}

/** '3:45 PM, Thu, Jul 2' on the lake's clock. */
export function formatHeldUntil(instant: Date): string {
  const time = formatOnLake(instant, 'waitlist-time', 'en-US', { hour: 'numeric', minute: '2-digit' });
  const day = formatOnLake(instant, 'waitlist-day', 'en-US', { weekday: 'short', month: 'short', day: 'numeric' });
  return `${time}, ${day}`;
}

function tripRows(entry: WaitlistFacts): [string, string][] {
  return [
    ['Package', entry.package],
    ['Date', formatTripDate(entry.date)],
    ['Time', SLOT_WINDOWS[entry.time].label],
    ['Party', describeParty(entry.people, 0)],
  ];
}

function email(
  entry: WaitlistFacts,
  business: BusinessContact,
  subject: string,
  paragraphs: readonly string[],
  link: { label: string; url: string },
): EmailContent {
  const rows = tripRows(entry);
  const text = [
    'Hello,',
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${link.label}: ${link.url}`,
    '',
    `Questions? Call or text ${business.phone}.`,
    '',
    business.name,
  ].join('\n');
  const html = htmlPage(subject, [
    '<p>Hello,</p>',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    detailsTable(rows),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    `<p>Questions? Call or text ${escapeHtml(business.phone)}.</p>`,
    `<p>${escapeHtml(business.name)}</p>`,
  ]);
  return { subject, text, html };
}

/** The answer to joining, by email: where they stand and the one-click way off the list. */
export function waitlistJoinedEmail(entry: WaitlistFacts, business: BusinessContact, pageUrl: string): EmailContent {
  return email(
    entry,
    business,
    `You're on the waitlist: ${entry.package} on ${formatTripDate(entry.date)}`,
    [
      `You're on the waitlist for this trip with ${business.name}. If a place opens, we hold it for you and tell you by text and email; first come, first offered.`,
      'Your waitlist page shows where you stand, and you can leave the list there with one click.',
    ],
    { label: 'Your waitlist page', url: pageUrl },
  );
}

/** The offer: a place is held for them until `expiresAt`, with the link that books it. */
export function waitlistOfferEmail(entry: WaitlistFacts, business: BusinessContact, pageUrl: string, expiresAt: Date): EmailContent {
  const until = formatHeldUntil(expiresAt);
  return email(
    entry,
    business,
    `A place opened: ${entry.package} on ${formatTripDate(entry.date)}`,
    [
      `Good news: a place opened for the trip you were waiting for, and we are holding it for you until ${until}.`,
      'Book it from your waitlist page. If you do not, it passes to the next person in line.',
    ],
    { label: 'Book your place', url: pageUrl },
  );
}

export function waitlistOfferSms(entry: WaitlistFacts, business: BusinessContact, pageUrl: string, expiresAt: Date): string {
  const text = [
    `${business.name}: a place opened for ${clip(entry.package, 40)} on ${formatShortTripDate(entry.date)}, ${SLOT_WINDOWS[entry.time].label}.`,
    `Held for you until ${formatHeldUntil(expiresAt)}. Book: ${pageUrl}`,
  ].join(' ');
  return clip(text, SMS_MAX_LENGTH - 1);
}
