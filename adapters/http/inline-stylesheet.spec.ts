import { describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineStylesheet } from './inline-stylesheet';

const INDEX = `<!doctype html><html><head><title>x</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/style-abc.css">
</head><body><div id="root"><!--page-body--></div></body></html>`;

function builtSite(css: string | null, index = INDEX): string {
  const dist = mkdtempSync(join(tmpdir(), 'inline-css-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), index);
  if (css !== null) writeFileSync(join(dist, 'assets', 'style-abc.css'), css);
  return dist;
}

describe('the public stylesheet written into its pages', () => {
  test('replaces the link with the stylesheet, allowed by the hash of exactly its text', () => {
    const css = '.hero{color:#fff}body{margin:0}';
    const inlined = inlineStylesheet(builtSite(css));
    const page = inlined.template(INDEX);
    expect(page).toContain(`<style>${css}</style>`);
    expect(page).not.toContain('style-abc.css');
    // The rest of the page is untouched.
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(inlined.cspSource).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  });

  test('a `$&` in the stylesheet stays text', () => {
    const css = '.a::after{content:"$&"}';
    expect(inlineStylesheet(builtSite(css)).template(INDEX)).toContain(`<style>${css}</style>`);
  });

  test('without a build, a stylesheet file or a link, or with a stylesheet that could close its element, nothing is inlined', () => {
    for (const inlined of [
      inlineStylesheet(join(tmpdir(), 'no-such-build')),
      inlineStylesheet(builtSite(null)),
      inlineStylesheet(builtSite('body{}', '<html><head></head></html>')),
      inlineStylesheet(builtSite('a{}</style><script>alert(1)</script>')),
    ]) {
      expect(inlined.cspSource).toBeNull();
      expect(inlined.template(INDEX)).toBe(INDEX);
    }
  });
});
