import { OPT_IN_LINK_DAYS } from '../../domain/campaigns/opt-in-rules';
import { escapeHtml } from '../../domain/shared/html-escape';
import { LinkPageBusiness, linkPage, postButton } from '../http/link-page';

const ASK_AGAIN = 'To get them, tick "Email me fishing reports and offers" when you next book, then confirm with the link we email you.';

/** What the opt-in link opens: a question and its button; nothing changes until the button posts. */
export function askOptInPage(business: LinkPageBusiness, maskedEmail: string, action: string): string {
  return linkPage(business, 'Confirm fishing reports and offers', [
    `<h1>Email fishing reports and offers to you again?</h1>`,
    `<p><strong>${escapeHtml(maskedEmail)}</strong> unsubscribed from the fishing reports and offers of ${escapeHtml(business.name)}. ` +
      `A booking asked for them again: only you can say yes.</p>`,
    postButton(action, 'Yes, email me fishing reports and offers'),
    `<p>Did not ask for them? Close this page: nothing changes.</p>`,
  ]);
}

export function subscribedPage(business: LinkPageBusiness, maskedEmail: string): string {
  return linkPage(business, 'You are subscribed', [
    `<h1>You are subscribed</h1>`,
    `<p><strong>${escapeHtml(maskedEmail)}</strong> will get the fishing reports and offers of ${escapeHtml(business.name)}.</p>`,
    `<p>Every one of them has a link to unsubscribe.</p>`,
  ]);
}

/** A link that confirmed once already: it never confirms again (an unsubscribe since then stands). */
export function usedOptInPage(business: LinkPageBusiness): string {
  return linkPage(business, 'Link already used', [
    `<h1>This link has been used</h1>`,
    `<p>It confirmed the fishing reports and offers once, and works only once. ${escapeHtml(ASK_AGAIN)}</p>`,
  ]);
}

export function expiredOptInPage(business: LinkPageBusiness): string {
  return linkPage(business, 'Link expired', [
    `<h1>This link has expired</h1>`,
    `<p>It worked for ${OPT_IN_LINK_DAYS} days. ${escapeHtml(ASK_AGAIN)}</p>`,
  ]);
}

export function invalidOptInPage(business: LinkPageBusiness): string {
  return linkPage(business, 'Link not valid', [
    `<h1>This link is not valid</h1>`,
    `<p>It may have been cut short when it was copied. Please open the link from the email as it is.</p>`,
  ]);
}
