import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspHashOf } from './security-headers';

/**
 * The public site's one stylesheet (web/vite.config.mts builds a single file), written into its
 * pages instead of linked (docs/architecture/web.md): the first paint waits for the page alone, not
 * for a second request over a slow phone network. The Content-Security-Policy allows that one style
 * by its hash, so no other inline style may run.
 */
export interface InlinedStylesheet {
  /** index.html with its stylesheet link replaced by the stylesheet itself (unchanged when there is none). */
  readonly template: (html: string) => string;
  /** The CSP source allowing it, 'sha256-...'; null when nothing is inlined. */
  readonly cspSource: string | null;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"[^>]*>/;

/** Reads `dist`'s index.html and its stylesheet once; a missing build inlines nothing. */
export function inlineStylesheet(dist: string): InlinedStylesheet {
  const index = join(dist, 'index.html');
  const link = existsSync(index) ? STYLESHEET_LINK.exec(readFileSync(index, 'utf8')) : null;
  const file = link ? join(dist, link[1]!) : null;
  if (!link || !file || !existsSync(file)) return { template: (html) => html, cspSource: null };
  const css = readFileSync(file, 'utf8');
  // A stylesheet that could end its own element is left linked (Vite's output never does this).
  if (/<\/style/i.test(css)) return { template: (html) => html, cspSource: null };
  const style = `<style>${css}</style>`;
  return {
    template: (html) => html.replace(STYLESHEET_LINK, () => style),
    cspSource: cspHashOf(css),
  };
}
