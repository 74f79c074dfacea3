import { htmlPage } from '../messaging/message-format';
import { fillTemplate } from '../../domain/messaging/message-templates';
import { escapeHtml } from '../../domain/shared/html-escape';

/**
 * The email of a campaign, as CASL wants it: the admin's text, then a footer naming the business,
 * its mailing address and how to reach it, and a one-click unsubscribe link. Who may get it is the
 * domain's (domain/campaigns/campaign-rules.ts).
 */

/** The sender as CASL requires every commercial message to identify it. */
export interface CampaignSender {
  readonly name: string;
  readonly mailingAddress: string;
  readonly phone: string;
  readonly email: string;
  /** The site's public address. */
  readonly website: string;
}

export interface CampaignEmailInput {
  readonly subject: string;
  readonly content: string;
  /** The contact's name, for a `{name}` in the subject or content. */
  readonly recipientName: string;
  readonly sender: CampaignSender;
  /** The one-click unsubscribe address of this email. */
  readonly unsubscribeUrl: string;
}

export interface CampaignEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export const UNSUBSCRIBE_NOTE = 'You receive this email because you booked a trip with us or asked for our fishing reports.';

/**
 * One recipient's email: the admin's text as written (plain text, `{name}` filled in; in HTML
 * escaped, blank lines start paragraphs), then a footer naming the business, its mailing address
 * and how to reach it, and the unsubscribe link.
 */
export function campaignEmail(input: CampaignEmailInput): CampaignEmail {
  const values = { name: input.recipientName };
  const subject = fillTemplate(input.subject, values).replace(/\s+/g, ' ').trim();
  const content = fillTemplate(input.content, values).replace(/\r\n?/g, '\n').trim();
  const { sender } = input;
  const reach = [sender.phone, sender.email, sender.website].filter(Boolean);
  const text = [
    content,
    '',
    '--',
    sender.name,
    sender.mailingAddress,
    reach.join(' | '),
    '',
    UNSUBSCRIBE_NOTE,
    `Unsubscribe with one click: ${input.unsubscribeUrl}`,
    '',
  ].join('\n');
  const paragraphs = content
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const url = escapeHtml(input.unsubscribeUrl);
  const footer = [
    '<hr>',
    '<p style="font-size: 12px; color: #6b7280;">',
    `<strong>${escapeHtml(sender.name)}</strong><br>`,
    `${escapeHtml(sender.mailingAddress).replace(/\n/g, '<br>')}<br>`,
    `${reach.map(escapeHtml).join(' | ')}<br><br>`,
    `${escapeHtml(UNSUBSCRIBE_NOTE)}<br>`,
    `<a href="${url}">Unsubscribe</a> with one click: ${url}`,
    '</p>',
  ].join('\n');
  return { subject, text, html: htmlPage(subject, [paragraphs, footer]) };
}
