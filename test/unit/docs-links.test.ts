import { describe, expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');

function markdownUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The relative targets of a page's links, `[text](target)` and `[label]: target`, without their
 * anchors; code blocks and inline code are skipped (they show syntax, not links), and so are links
 * with a scheme (https:, mailto:) and anchors within the page.
 */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...prose.matchAll(/!?\[[^\]]*\]\(\s*(?:<([^>\n]+)>|([^)\s]+))(?:\s+["'(][^)]*)?\)/g)].map((m) => (m[1] ?? m[2])!),
    ...[...prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!),
  ];
  return targets
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#') && !target.startsWith('//'))
    .map((target) => decodeURIComponent(target.replace(/[#?].*$/, '')))
    .filter((target) => target.length > 0);
}

const pages = [join(ROOT, 'README.md'), ...markdownUnder(join(ROOT, 'docs'))].filter((path) => existsSync(path));

describe('relative links in README.md and docs/', () => {
  test('the pages are found', () => {
    expect(pages.map((path) => relative(ROOT, path))).toContain('README.md');
  });

  test.each(pages.map((path) => [relative(ROOT, path), path] as const))(
    'every relative link in %s points to a file that exists',
    (_name, path) => {
      const broken = relativeLinks(readFileSync(path, 'utf8')).filter((target) => {
        const resolved = target.startsWith('/') ? join(ROOT, target) : join(dirname(path), target);
        return !existsSync(resolved);
      });
      expect(broken).toEqual([]);
    },
  );
});

describe('finding the links of a page', () => {
  test('keeps relative links and drops web addresses, anchors and code', () => {
    const page = [
      'See [the rules](product/booking.md#deposit) and [api](<api/chat protocol.md>).',
      '![diagram](architecture/flow.svg "Flow") and [site](https://example.com) and [top](#top).',
      '[ref]: ../README.md',
      'Write `[not](a-link.md)` like this.',
      '```md',
      '[inside](code-block.md)',
      '```',
      '[mail](mailto:someone@example.com)',
    ].join('\n');
    expect(relativeLinks(page)).toEqual(['product/booking.md', 'api/chat protocol.md', 'architecture/flow.svg', '../README.md']);
  });
});
