import { detailsTable, EmailContent, formatTripDate, htmlPage } from '../messaging/message-format';
import { formatOnLake, isCalendarDate } from '../../domain/shared/calendar';
import { escapeHtml } from '../../domain/shared/html-escape';
import { WAIVER_COPY_LINK_DAYS } from '../../domain/waivers/waiver-page';

/** What the signer's email says about the waiver; the signed copy itself travels as the attached PDF. */
export interface SignedWaiverFacts {
  readonly waiverId: string;
  readonly firstName: string;
  /** The participant's full name, which a copy for a parent or guardian names. */
  readonly participantName?: string;
  /** The parent or guardian who signed for a participant under 18: the copy is theirs, and speaks to them. */
  readonly guardianName?: string | null;
  /** ISO instant of the signature. */
  readonly signedAt: string;
  readonly termsVersionId: number;
  readonly termsSha256: string;
  /** YYYY-MM-DD of the booked trip, when the waiver names one. */
  readonly tripDate: string | null;
  readonly businessName: string;
  readonly businessPhone: string;
}

/** A waiver's time (signed, voided) as its PDF and email print it, e.g. 'Saturday, June 13, 2026 at 2:30 p.m. MDT'. */
export function formatWaiverTimeOnLake(at: string): string {
  return formatOnLake(new Date(at), 'waiver-time', 'en-CA', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/**
 * The email that carries the signer's copy. It repeats none of the answers (medical conditions
 * among them): those are in the attachment only, and the email names the record and its terms hash
 * so the signer can match the two.
 */
export function signedWaiverEmail(waiver: SignedWaiverFacts): EmailContent {
  const guardian = waiver.guardianName?.trim() || null;
  const date = waiver.tripDate && isCalendarDate(waiver.tripDate) ? formatTripDate(waiver.tripDate) : null;
  const participant = waiver.participantName?.trim() || waiver.firstName;
  const thanks = guardian
    ? `Thank you for signing the liability waiver of ${waiver.businessName} for ${participant}, as their parent or guardian${date ? `, for the trip on ${date}` : ''}.`
    : `Thank you for signing the liability waiver of ${waiver.businessName}${date ? ` for your trip on ${date}` : ''}.`;
  const attached = guardian
    ? 'Your signed copy is attached as a PDF: the terms you agreed to, the answers given and the typed signatures. Please keep it for your records.'
    : 'Your signed copy is attached as a PDF: the terms you agreed to, your answers and the typed signatures. Please keep it for your records.';
  const greeting = `Hi ${guardian ?? waiver.firstName},`;
  const details: [string, string][] = [
    ['Signed', `${formatWaiverTimeOnLake(waiver.signedAt)} (Wabamun Lake time)`],
    ['Waiver ID', waiver.waiverId],
    ['Terms version', String(waiver.termsVersionId)],
    ['Terms SHA-256', waiver.termsSha256],
  ];
  const questions = `Questions? Call or text ${waiver.businessPhone}.`;
  const text = [
    greeting,
    '',
    thanks,
    attached,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    questions,
    '',
    'See you on the lake,',
    waiver.businessName,
  ].join('\n');
  const subject = `Your signed liability waiver \u2013 ${waiver.businessName}`;
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(thanks)}<br>${escapeHtml(attached)}</p>`,
    detailsTable(details),
    `<p>${escapeHtml(questions)}</p>`,
    `<p>See you on the lake,<br>${escapeHtml(waiver.businessName)}</p>`,
  ]);
  return { subject, text, html };
}

/** What the email to an address nobody confirmed may say: nothing the signer typed. */
export interface WaiverCopyLinkFacts {
  /** ISO instant of the signature. */
  readonly signedAt: string;
  /** The private link to the signed copy (waiver-page.ts, waiverCopyUrl). */
  readonly link: string;
  readonly businessName: string;
  readonly businessPhone: string;
}

/**
 * The email a signature sends to an address that is not its booking's own. Whoever typed the
 * address may not own it, and typed the name and answers too: so it repeats none of them (no name,
 * no answers, no attachment), says only that a waiver was signed with this address and when, and
 * gives the copy behind a link that does nothing until its page's button is pressed.
 */
export function waiverCopyLinkEmail(facts: WaiverCopyLinkFacts): EmailContent {
  const signed = `A liability waiver of ${facts.businessName} was signed on ${formatWaiverTimeOnLake(facts.signedAt)} (Wabamun Lake time), with this email address given for its copy.`;
  const get = `If it was you, or someone who signed with you, get the signed copy (a PDF) at this private link within ${WAIVER_COPY_LINK_DAYS} days:`;
  const ignore = 'If you know nothing of it, ignore this email: nothing more will be sent about it.';
  const questions = `Questions? Call or text ${facts.businessPhone}.`;
  const text = [signed, '', get, facts.link, '', ignore, '', questions, '', facts.businessName].join('\n');
  const subject = `Your liability waiver copy \u2013 ${facts.businessName}`;
  const html = htmlPage(subject, [
    `<p>${escapeHtml(signed)}</p>`,
    `<p>${escapeHtml(get)}<br><a href="${escapeHtml(facts.link)}">${escapeHtml(facts.link)}</a></p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(questions)}</p>`,
    `<p>${escapeHtml(facts.businessName)}</p>`,
  ]);
  return { subject, text, html };
}
