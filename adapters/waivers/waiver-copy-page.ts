import { escapeHtml } from '../../domain/shared/html-escape';
import { LinkPageBusiness, linkPage, postButton } from '../http/link-page';
import { formatWaiverTimeOnLake } from '../../application/waivers/waiver-messages';
import { WAIVER_COPY_LINK_DAYS, WAIVER_COPY_PATH } from '../../domain/waivers/waiver-page';

/**
 * What the private link shows: when the waiver was signed and a button for the copy, and nothing
 * its signer typed (whoever opens it may not be the signer, and a mail scanner opens it too). The
 * button posts to the same address: only that gives the copy.
 */
export function waiverCopyPage(business: LinkPageBusiness, token: string, signedAt: string): string {
  return linkPage(business, 'Your signed liability waiver', [
    '<h1>Your signed liability waiver</h1>',
    `<p>A liability waiver of ${escapeHtml(business.name)} was signed on ${escapeHtml(formatWaiverTimeOnLake(signedAt))} ` +
      '(Wabamun Lake time), with your email address given for its copy.</p>',
    postButton(`${WAIVER_COPY_PATH}/${token}`, 'Download the signed copy (PDF)'),
    '<p>The copy holds the terms that were agreed to and the answers given when it was signed. ' +
      'If you know nothing of this waiver, close this page: nothing more will be sent to you about it.</p>',
  ]);
}

/** An unknown, cut or expired link: said plainly, with another way to get the copy. */
export function invalidWaiverCopyPage(business: LinkPageBusiness): string {
  return linkPage(business, 'Link not valid', [
    '<h1>This link is not valid</h1>',
    `<p>It may be more than ${WAIVER_COPY_LINK_DAYS} days old, or it was cut short when it was copied. ` +
      'Please open the link from the email as it is.</p>',
    `<p>For a copy of your waiver, call or text ${escapeHtml(business.phone)}.</p>`,
  ]);
}
