import { htmlPage } from '../messaging/message-format';
import { escapeHtml } from '../../domain/shared/html-escape';
import { OPT_IN_LINK_DAYS } from '../../domain/campaigns/opt-in-rules';
import { CampaignEmail, CampaignSender } from './campaign-email';

/**
 * The opt-in email: a booking with the box ticked came for an address that had unsubscribed, so
 * the person is asked, in their own mailbox, whether they want the fishing reports and offers
 * again; only the POST of its link gives consent back (domain/campaigns/consent-rules.ts,
 * unsubscribeStands). When one is sent, and its link's life, are domain/campaigns/opt-in-rules.ts.
 *
 * Whoever booked may have typed a stranger's address: the email carries nothing they typed (no
 * name, no message, no trip details), only the business's own words and its link.
 */

export interface OptInEmailInput {
  readonly sender: CampaignSender;
  /** The page that asks for the confirmation (its button posts it). */
  readonly confirmUrl: string;
}

export function optInEmail(input: OptInEmailInput): CampaignEmail {
  const { sender, confirmUrl } = input;
  const subject = `Please confirm: fishing reports and offers from ${sender.name}`;
  const lines = [
    `A trip with ${sender.name} was booked with this email address, with a request for our fishing reports and offers.`,
    'This address unsubscribed from them before, so we send none unless you confirm that you want them:',
  ];
  const after = [
    `The link works for ${OPT_IN_LINK_DAYS} days. If this was not you, or you do not want them, ignore this email: nothing changes.`,
  ];
  const reach = [sender.phone, sender.email, sender.website].filter(Boolean);
  const text = [...lines, confirmUrl, '', ...after, '', '--', sender.name, sender.mailingAddress, reach.join(' | '), ''].join('\n');
  const url = escapeHtml(confirmUrl);
  const html = htmlPage(subject, [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${url}">Confirm</a>: ${url}</p>`,
    ...after.map((line) => `<p>${escapeHtml(line)}</p>`),
    '<hr>',
    '<p style="font-size: 12px; color: #6b7280;">',
    `<strong>${escapeHtml(sender.name)}</strong><br>`,
    `${escapeHtml(sender.mailingAddress).replace(/\n/g, '<br>')}<br>`,
    reach.map(escapeHtml).join(' | '),
    '</p>',
  ]);
  return { subject, text, html };
}
