import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deferScripts } from './deferred-scripts';
import { inlineStylesheet } from './inline-stylesheet';

/**
 * What the public site's index.html becomes before a page is rendered into it (for a fast first
 * paint, docs/architecture/web.md): its stylesheet written in, its scripts requested after the
 * first frame, and the Content-Security-Policy hashes that allow exactly those two inline elements.
 */
export interface PublicPageTemplate {
  readonly template: (html: string) => string;
  readonly hashes: { readonly styleHashes: string[]; readonly scriptHashes: string[] };
}

/** Reads `dist`'s built index.html once; a missing build changes nothing and allows nothing inline. */
export function publicPageTemplate(dist: string): PublicPageTemplate {
  const index = join(dist, 'index.html');
  const styles = inlineStylesheet(dist);
  const scripts = deferScripts(existsSync(index) ? readFileSync(index, 'utf8') : '');
  return {
    template: (html) => scripts.template(styles.template(html)),
    hashes: {
      styleHashes: styles.cspSource ? [styles.cspSource] : [],
      scriptHashes: scripts.cspSource ? [scripts.cspSource] : [],
    },
  };
}
