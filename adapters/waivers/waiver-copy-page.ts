import { escapeHtml } from '../../domain/shared/html-escape';
import { formatWaiverTimeOnLake } from '../../domain/waivers/waiver-messages';
import { WAIVER_COPY_LINK_DAYS, WAIVER_COPY_PATH } from '../../domain/waivers/waiver-page';

/** The pages' own stylesheet: the site's Content-Security-Policy allows no inline style. */
export const WAIVER_COPY_STYLES_PATH = `${WAIVER_COPY_PATH}.css`;

export interface WaiverCopyPageBusiness {
  readonly name: string;
  readonly phone: string;
}

/**
 * What the private link shows: when the waiver was signed and a button for the copy, and nothing
 * its signer typed (whoever opens it may not be the signer, and a mail scanner opens it too). The
 * button posts to the same address: only that gives the copy.
 */
export function waiverCopyPage(business: WaiverCopyPageBusiness, token: string, signedAt: string): string {
  return page(business, 'Your signed liability waiver', [
    '<h1>Your signed liability waiver</h1>',
    `<p>A liability waiver of ${escapeHtml(business.name)} was signed on ${escapeHtml(formatWaiverTimeOnLake(signedAt))} ` +
      '(Wabamun Lake time), with your email address given for its copy.</p>',
    `<form method="post" action="${WAIVER_COPY_PATH}/${escapeHtml(token)}">`,
    '<button type="submit" class="button">Download the signed copy (PDF)</button>',
    '</form>',
    '<p>The copy holds the terms that were agreed to and the answers given when it was signed. ' +
      'If you know nothing of this waiver, close this page: nothing more will be sent to you about it.</p>',
  ]);
}

/** An unknown, cut or expired link: said plainly, with another way to get the copy. */
export function invalidWaiverCopyPage(business: WaiverCopyPageBusiness): string {
  return page(business, 'Link not valid', [
    '<h1>This link is not valid</h1>',
    `<p>It may be more than ${WAIVER_COPY_LINK_DAYS} days old, or it was cut short when it was copied. ` +
      'Please open the link from the email as it is.</p>',
    `<p>For a copy of your waiver, call or text ${escapeHtml(business.phone)}.</p>`,
  ]);
}

function page(business: WaiverCopyPageBusiness, title: string, body: readonly string[]): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>`,
    `<link rel="stylesheet" href="${WAIVER_COPY_STYLES_PATH}">`,
    '</head>',
    '<body>',
    '<main class="card">',
    `<p class="brand">${escapeHtml(business.name)}</p>`,
    ...body,
    `<p><a href="/">Back to ${escapeHtml(business.name)}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export const WAIVER_COPY_STYLES = `
body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
  background: #f1f5f9; color: #1f2937; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
.card { max-width: 34rem; margin: 1.5rem; padding: 2rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 4px 20px rgb(15 23 42 / 0.08); }
.brand { margin: 0 0 1rem; font-weight: 600; color: #0f766e; }
h1 { margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.25; }
a { color: #0f766e; }
.button { font: inherit; font-weight: 600; color: #fff; background: #0f766e; border: 0; border-radius: 0.5rem; padding: 0.75rem 1.25rem; cursor: pointer; }
.button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`.trimStart();
