import { escapeHtml } from '../../domain/shared/html-escape';

/** Where every campaign email's unsubscribe link points (campaign-service.ts, unsubscribeUrl). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
/** The page's own stylesheet: the site's Content-Security-Policy allows no inline style. */
export const UNSUBSCRIBE_STYLES_PATH = '/unsubscribe/page.css';

export interface UnsubscribePageBusiness {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
}

/** 'You are unsubscribed', naming the address partly hidden. */
export function unsubscribedPage(business: UnsubscribePageBusiness, maskedEmail: string): string {
  return page(business, 'You are unsubscribed', [
    `<h1>You are unsubscribed</h1>`,
    `<p><strong>${escapeHtml(maskedEmail)}</strong> will get no more fishing reports and offers from ${escapeHtml(business.name)}.</p>`,
    `<p>Emails about trips you book, such as your confirmation and reminders, still come.</p>`,
    `<p>Changed your mind? Tick "Email me fishing reports and offers" when you next book.</p>`,
  ]);
}

/** A token that names nobody: said plainly, with another way to be unsubscribed. */
export function invalidLinkPage(business: UnsubscribePageBusiness): string {
  return page(business, 'Unsubscribe link not valid', [
    `<h1>This unsubscribe link is not valid</h1>`,
    `<p>It may have been cut short when it was copied. Please open the link from the email as it is.</p>`,
    `<p>Or write to <a href="mailto:${escapeHtml(business.email)}">${escapeHtml(business.email)}</a> or call ${escapeHtml(business.phone)}, ` +
      `and we will unsubscribe you.</p>`,
  ]);
}

function page(business: UnsubscribePageBusiness, title: string, body: readonly string[]): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>`,
    `<link rel="stylesheet" href="${UNSUBSCRIBE_STYLES_PATH}">`,
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

export const UNSUBSCRIBE_STYLES = `
body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
  background: #f1f5f9; color: #1f2937; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
.card { max-width: 34rem; margin: 1.5rem; padding: 2rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 4px 20px rgb(15 23 42 / 0.08); }
.brand { margin: 0 0 1rem; font-weight: 600; color: #0f766e; }
h1 { margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.25; }
a { color: #0f766e; }
`.trimStart();
