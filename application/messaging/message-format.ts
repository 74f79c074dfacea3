import { escapeHtml } from '../../domain/shared/html-escape';

/*
 * What every customer message is written with: the business's contact details, dates, the party,
 * short texts and the HTML around an email. The booking messages use them, and so do the waitlist's,
 * the waivers', the reminders' and the campaigns'.
 */

/** Who the customer deals with: from the site content, so the admin's edits show in new messages. */
export interface BusinessContact {
  readonly name: string;
  readonly phone: string;
  readonly location: string;
  /** The site's public origin (https://..., no path): links in messages are absolute. */
  readonly website: string;
}

export interface EmailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

// Made once: building a formatter costs far more than using it.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });

/** Carriers split longer texts into several billed parts and some phones show them out of order. */
export const SMS_MAX_LENGTH = 320;

/** 'Thursday, November 26, 2026' for 2026-11-26, whatever the server's time zone. */
export function formatTripDate(date: string): string {
  return LONG_DATE.format(utcDate(date));
}

/** 'Thu, Nov 26' for 2026-11-26: the short form SMS texts use. */
export function formatShortTripDate(date: string): string {
  return SHORT_DATE.format(utcDate(date));
}

/** '1 person', '2 people', '4 people, including 1 child', '5 people, including 2 children'. */
export function describeParty(people: number, kidsCount: number): string {
  const party = people === 1 ? '1 person' : `${people} people`;
  if (kidsCount <= 0) return party;
  return `${party}, including ${kidsCount === 1 ? '1 child' : `${kidsCount} children`}`;
}

function utcDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

/** Long free text (a name, a reason) is shortened so that the text stays one message. */
export function clip(value: string, max: number): string {
  const single = value.replace(/\s+/g, ' ').trim();
  return single.length <= max ? single : `${single.slice(0, max - 1).trimEnd()}…`;
}

/** Label and value rows of an email, escaped. */
export function detailsTable(rows: readonly [string, string][]): string {
  const cells = rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`);
  return `<table cellpadding="4">${cells.join('')}</table>`;
}

export function htmlList(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/**
 * The HTML email around already escaped parts. Its language and its title (the message's subject)
 * are declared, so that a screen reader reads it in English and names the message it opens.
 */
export function htmlPage(title: string, body: readonly string[]): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family: Arial, sans-serif; color: #1f2937;">${body.join('\n')}</body></html>`
  );
}
