import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The landing page's initial JavaScript does not grow with the chat (docs/performance.md): the site's
 * layout mounts only the launcher, which loads the widget (button, panel, socket) with import().
 * ../initial-bundle.spec.ts walks the entry's static imports; these are the chat's own lines.
 */
const read = (path: string) => readFileSync(join(__dirname, path), 'utf8');
const staticImports = (source: string) => [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]);

describe("the chat's place in the bundle", () => {
  test('the layout mounts the launcher, and the launcher loads the widget on demand only', () => {
    expect(staticImports(read('../layout/SiteLayout.tsx'))).toContain('../chat/ChatLauncher');
    const launcher = read('ChatLauncher.tsx');
    expect(staticImports(launcher)).toEqual(['react']);
    expect(launcher).toMatch(/import\('\.\/ChatWidget'\)/);
  });
});
