import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { deferScripts } from '../../adapters/http/deferred-scripts';

/*
 * What the stored-XSS browser suites share: the payloads they store through the API, a watch on
 * every page of the browser for script that ran, and the check of a rendered page for markup that
 * could run some.
 */

/**
 * A standard set of stored-XSS payloads (after the OWASP filter-evasion cheat sheet). Each calls
 * window.__xss(tag) if it ever runs; alert() is watched too.
 */
export const HTML_PAYLOADS = [
  `<script>window.__xss('script')</script>`,
  `<img src=x onerror="window.__xss('img')">`,
  `<svg/onload=window.__xss('svg')>`,
  `"><iframe srcdoc="<script>parent.__xss('iframe')</script>"></iframe>`,
  `<a href="javascript:window.__xss('anchor')">anchor</a>`,
  `<details open ontoggle=window.__xss('details')>`,
  `</title><script>window.__xss('title')</script>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=window.__xss('mxss')>`,
  `'-alert(1)-'`,
];

/** The blog format's own ways in: links and images with script or data addresses. */
export const FORMAT_PAYLOADS = [
  `[plain js](javascript:window.__xss('md-link'))`,
  `[mixed case](JaVaScRiPt:window.__xss('md-case'))`,
  `[entity](java&#115;cript:window.__xss('md-entity'))`,
  `[spaced]( javascript:window.__xss('md-space'))`,
  `[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
  `![picture](javascript:window.__xss('md-image'))`,
  `![x" onerror="window.__xss('md-alt')](/media/x.png)`,
];

/** What ran in any page of the browser since the watch began: it all stays empty when nothing did. */
export interface ScriptWatch {
  /** The tags of the payloads whose window.__xss call ran. */
  readonly executed: string[];
  /** alert, confirm and prompt messages. */
  readonly dialogs: string[];
  /** What the Content-Security-Policy blocked: `directive address`. */
  readonly cspViolations: string[];
}

/**
 * Watches every page of `context`, opened before or after: window.__xss reports the payload that
 * called it, dialogs are dismissed and noted, and the Content-Security-Policy's refusals noted.
 * Call it before the pages to watch load.
 */
export async function watchForScript(context: BrowserContext): Promise<ScriptWatch> {
  const watch: ScriptWatch = { executed: [], dialogs: [], cspViolations: [] };
  await context.exposeFunction('reportXss', (tag: string) => watch.executed.push(tag));
  await context.exposeFunction('reportCspViolation', (text: string) => watch.cspViolations.push(text));
  await context.addInitScript({
    content: `window.__xss = (tag) => window.reportXss(String(tag));
      document.addEventListener('securitypolicyviolation', (e) => window.reportCspViolation(e.violatedDirective + ' ' + e.blockedURI));`,
  });
  context.on('dialog', async (dialog) => {
    watch.dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return watch;
}

/** The one inline script a public page may hold: the server's loader of its scripts, exactly. */
export function serversLoader(): string | null {
  const index = join(__dirname, '..', '..', 'web', 'dist', 'index.html');
  if (!existsSync(index)) return null;
  const html = readFileSync(index, 'utf8');
  return /<script>([^<]*)<\/script>/.exec(deferScripts(html).template(html))?.[1] ?? null;
}

/**
 * Nothing that could run: no handler attributes, no script addresses, no foreign scripts or frames,
 * no inline script but the server's own loader.
 */
export async function dangerousNodes(page: Page): Promise<string[]> {
  const loader = JSON.stringify(serversLoader());
  return page.evaluate(`(() => {
    const found = [];
    for (const el of document.querySelectorAll('body *')) {
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) found.push(el.tagName + ' ' + attr.name);
        if (/^(href|src|srcdoc|action|formaction|xlink:href)$/i.test(attr.name) && /^\\s*(javascript|data|vbscript):/i.test(attr.value)) found.push(el.tagName + ' ' + attr.name + '=' + attr.value);
      }
    }
    for (const s of document.querySelectorAll('script')) {
      // Data blocks (the server's page data, JSON-LD) never run; one a payload broke out of would not parse.
      if (!s.src && (s.type === 'application/json' || s.type === 'application/ld+json')) {
        try { JSON.parse(s.textContent); } catch { found.push('script data that is not JSON'); }
        continue;
      }
      if (!s.src && s.textContent === ${loader}) continue;
      if (!s.src || new URL(s.src).origin !== location.origin) found.push('script ' + (s.src || 'inline'));
    }
    for (const f of document.querySelectorAll('iframe, object, embed')) found.push(f.tagName);
    return found;
  })()`);
}
