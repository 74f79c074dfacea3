import type { Response } from 'express';
import { ContactEntries } from '../../application/content/site-content-service';
import { SITE_DEFAULTS } from '../../domain/content/site-content-defaults';
import { escapeHtml } from '../../domain/shared/html-escape';

/**
 * The frame of the pages private links in emails open (the unsubscribe and opt-in links of
 * marketing email, adapters/campaigns; a waiver's copy, adapters/waivers): the server's own HTML,
 * no script, one stylesheet of its own (link-page-styles.controller.ts). Opening such a page
 * changes nothing; its one form posts back to the link itself, and works without JavaScript.
 */

/** The pages' own stylesheet: the site's Content-Security-Policy allows no inline style. */
export const LINK_PAGE_STYLES_PATH = '/link-page.css';

export interface LinkPageBusiness {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
}

/** The business as the pages name it, from the site content the admin edits. */
export async function linkPageBusiness(content: ContactEntries): Promise<LinkPageBusiness> {
  const entries = await content.contactEntries();
  const contact = (key: string, fallback: string) => entries.find((e) => e.section === 'contact' && e.key === key)?.value || fallback;
  return { name: SITE_DEFAULTS.name, phone: contact('phone', SITE_DEFAULTS.phone), email: contact('email', SITE_DEFAULTS.email) };
}

/**
 * Sends a page, kept out of search engines, caches and referrers: its address holds the contact's
 * token.
 */
export function sendLinkPage(res: Response, status: number, html: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.status(status).type('html').send(html);
}

/** A link checker's HEAD: whether the link works, and nothing more. */
export function sendLinkCheck(res: Response, known: boolean): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res
    .status(known ? 200 : 404)
    .type('html')
    .end();
}

/** The page's one form: a button that posts back to `action` (the link's own path and query). */
export function postButton(action: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

export function linkPage(business: LinkPageBusiness, title: string, body: readonly string[]): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>`,
    `<link rel="stylesheet" href="${LINK_PAGE_STYLES_PATH}">`,
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

export const LINK_PAGE_STYLES = `
body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
  background: #f1f5f9; color: #1f2937; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
.card { max-width: 34rem; margin: 1.5rem; padding: 2rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 4px 20px rgb(15 23 42 / 0.08); }
.brand { margin: 0 0 1rem; font-weight: 600; color: #0f766e; }
h1 { margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.25; }
a { color: #0f766e; }
form { margin: 1.5rem 0; }
button { font: inherit; font-weight: 600; padding: 0.75rem 1.25rem; border: 0; border-radius: 0.5rem; background: #0f766e; color: #fff; cursor: pointer; }
button:hover { background: #115e59; }
button:focus-visible { outline: 3px solid #1f2937; outline-offset: 2px; }
`.trimStart();
