import { escapeHtml } from '../../domain/shared/html-escape';
import { LinkPageBusiness, linkPage, postButton } from '../http/link-page';

/** What the unsubscribe link opens: a question and its button; nothing changes until the button posts. */
export function askUnsubscribePage(business: LinkPageBusiness, maskedEmail: string, action: string): string {
  return linkPage(business, 'Unsubscribe', [
    `<h1>Unsubscribe from fishing reports and offers?</h1>`,
    `<p><strong>${escapeHtml(maskedEmail)}</strong> will get no more fishing reports and offers from ${escapeHtml(business.name)}.</p>`,
    postButton(action, 'Unsubscribe'),
    `<p>Emails about trips you book, such as your confirmation and reminders, still come.</p>`,
  ]);
}

/** 'You are unsubscribed', naming the address partly hidden. */
export function unsubscribedPage(business: LinkPageBusiness, maskedEmail: string): string {
  return linkPage(business, 'You are unsubscribed', [
    `<h1>You are unsubscribed</h1>`,
    `<p><strong>${escapeHtml(maskedEmail)}</strong> will get no more fishing reports and offers from ${escapeHtml(business.name)}.</p>`,
    `<p>Emails about trips you book, such as your confirmation and reminders, still come.</p>`,
    `<p>Changed your mind? Tick "Email me fishing reports and offers" when you next book, then confirm with the link we email you.</p>`,
  ]);
}

/** A token that names nobody: said plainly, with another way to be unsubscribed. */
export function invalidLinkPage(business: LinkPageBusiness): string {
  return linkPage(business, 'Unsubscribe link not valid', [
    `<h1>This unsubscribe link is not valid</h1>`,
    `<p>It may have been cut short when it was copied. Please open the link from the email as it is.</p>`,
    `<p>Or write to <a href="mailto:${escapeHtml(business.email)}">${escapeHtml(business.email)}</a> or call ${escapeHtml(business.phone)}, ` +
      `and we will unsubscribe you.</p>`,
  ]);
}
