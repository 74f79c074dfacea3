/**
 * The blog content format: a small Markdown subset, parsed into a tree that is rendered as React
 * elements (BlogContent.tsx). Nothing here ever produces HTML: raw HTML in the content stays text.
 *
 * Blocks (separated by blank lines; headings, images and list items also start a new block):
 * - `#` to `####` headings, rendered below the page title (the h1): the post's top heading level
 *   becomes h2 and no level is skipped on the way down (h4 at most), so authors may start their
 *   sections with `#` or `##` and screen-reader users still get an outline without gaps;
 * - paragraphs, where a single newline is a line break (what the author typed in the textarea);
 * - unordered lists (`- ` or `* `) and ordered lists (`1. `);
 * - a line that is only `![alt](url)`: an image.
 * Inline: `**bold**`, `*italic*` / `_italic_`, `[text](url)`, `\` before punctuation for a literal.
 *
 * Links and images pass an allow-list (safeLinkHref / safeImageSrc); a refused link keeps only its
 * text, a refused image only its alt text.
 */

import { isExternalHref, safeImageSrc, safeLinkHref } from '../urls/safe-url';

export { isExternalHref, safeImageSrc, safeLinkHref };

export type BlogInline =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'strong'; children: BlogInline[] }
  | { type: 'em'; children: BlogInline[] }
  | { type: 'link'; href: string; external: boolean; children: BlogInline[] };

export type BlogBlock =
  | { type: 'heading'; level: 2 | 3 | 4; children: BlogInline[] }
  | { type: 'paragraph'; children: BlogInline[] }
  | { type: 'list'; ordered: boolean; start: number; items: BlogInline[][] }
  | { type: 'image'; src: string | null; alt: string };

// ---- Blocks -----------------------------------------------------------------------------------

const HEADING = /^(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?$/;
const BULLET = /^[-*][ \t]+(.*)$/;
const NUMBERED = /^(\d{1,9})\.[ \t]+(.*)$/;
const IMAGE_LINE = /^!\[([^\]]*)\]\(([^()\s]*)\)$/;

/** Parses blog content into blocks. Never throws; any text is valid content. */
export function parseBlogContent(content: string | null | undefined): BlogBlock[] {
  const lines = (content ?? '').replace(/\r\n?/g, '\n').split('\n');
  const blocks: BlogBlock[] = [];
  let paragraph: string[] | null = null;
  let list: { ordered: boolean; start: number; items: string[] } | null = null;

  const close = () => {
    if (paragraph) blocks.push({ type: 'paragraph', children: parseParagraphLines(paragraph) });
    if (list) {
      blocks.push({ type: 'list', ordered: list.ordered, start: list.start, items: list.items.map((item) => parseInline(item)) });
    }
    paragraph = null;
    list = null;
  };

  for (const rawLine of lines) {
    const line = rawLine.trim();
    if (!line) {
      close();
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      close();
      // The written level for now; outlineHeadings maps it to the rendered one.
      blocks.push({ type: 'heading', level: heading[1]!.length as 2, children: parseInline(heading[2]!) });
      continue;
    }

    const image = IMAGE_LINE.exec(line);
    if (image) {
      close();
      blocks.push({ type: 'image', alt: unescapeText(image[1]!), src: safeImageSrc(image[2]!) });
      continue;
    }

    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    // A numbered line inside a paragraph ("... in\n2024. We ...") only starts a list at 1.
    const startsList = bullet !== null || (numbered !== null && (!paragraph || numbered[1] === '1'));
    if (startsList) {
      const ordered = numbered !== null;
      const text = (bullet ?? numbered)![ordered ? 2 : 1]!;
      if (list && list.ordered === ordered) {
        list.items.push(text);
      } else {
        close();
        list = { ordered, start: ordered ? Number(numbered![1]) : 1, items: [text] };
      }
      continue;
    }

    if (list) {
      // A plain line right after an item continues that item.
      list.items[list.items.length - 1] += ` ${line}`;
    } else if (paragraph) {
      paragraph.push(line);
    } else {
      paragraph = [line];
    }
  }
  close();
  return outlineHeadings(blocks);
}

/** Written heading levels → h2-h4: the top level used becomes h2, each step down at most one level. */
function outlineHeadings(blocks: BlogBlock[]): BlogBlock[] {
  const written = blocks.flatMap((b) => (b.type === 'heading' ? [b.level as number] : []));
  if (written.length === 0) return blocks;
  const top = Math.min(...written);
  let previous = 1;
  return blocks.map((block) => {
    if (block.type !== 'heading') return block;
    const level = Math.min(block.level - top + 2, previous + 1, 4) as 2 | 3 | 4;
    previous = level;
    return { ...block, level };
  });
}

function parseParagraphLines(lines: string[]): BlogInline[] {
  const out: BlogInline[] = [];
  lines.forEach((line, index) => {
    if (index > 0) out.push({ type: 'break' });
    out.push(...parseInline(line));
  });
  return mergeText(out);
}

// ---- Inline -----------------------------------------------------------------------------------

const ESCAPABLE = /[\\`*_{}[\]()#+\-.!<>|~]/;

function isSpace(ch: string | undefined): boolean {
  return ch === undefined || /\s/.test(ch);
}

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
}

function unescapeText(text: string): string {
  return text.replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, '$1');
}

/** Length of the run of `ch` starting at `i`, not reaching past `end`. */
function runLength(text: string, i: number, end: number, ch: string): number {
  let j = i;
  while (j < end && text[j] === ch) j++;
  return j - i;
}

/**
 * Where the `*`/`**` opened before `from` closes, or -1. A closer is a run of `*` right after a
 * non-space character; `**` closes with the last two stars of its run (so `**a *b***` nests), and
 * `*` with the last star of an odd run (even runs are `**` pairs of their own).
 */
function findStarCloser(text: string, from: number, end: number, width: 1 | 2): number {
  let i = from;
  while (i < end) {
    if (text[i] === '\\') {
      i += 2;
      continue;
    }
    if (text[i] !== '*') {
      i++;
      continue;
    }
    const run = runLength(text, i, end, '*');
    const afterText = i > from && !isSpace(text[i - 1]);
    if (afterText) {
      if (width === 2 && run >= 2) return i + run - 2;
      if (width === 1 && run % 2 === 1) return i + run - 1;
    }
    i += run;
  }
  return -1;
}

/** Where an `_` emphasis closes: after a non-space character and not inside a word (snake_case). */
function findUnderscoreCloser(text: string, from: number, end: number): number {
  for (let i = from; i < end; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text[i] === '_' && i > from && !isSpace(text[i - 1]) && !isWordChar(text[i + 1])) return i;
  }
  return -1;
}

/** A link's text or URL longer than this is not a link: bounds the work on unmatched brackets. */
const MAX_LINK_PART = 2000;

/** Index of the bracket closing the one at `open` (`[`→`]`, `(`→`)`), nesting allowed, or -1. */
function matchBracket(text: string, open: number, end: number): number {
  const opener = text[open];
  const closer = opener === '[' ? ']' : ')';
  const stop = Math.min(end, open + MAX_LINK_PART);
  let depth = 0;
  for (let i = open; i < stop; i++) {
    const ch = text[i];
    if (ch === '\\') {
      i++;
    } else if (ch === opener) {
      depth++;
    } else if (ch === closer) {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** `[text](url)` starting at `i`: its parts and where it ends, or null when it is not one. */
function matchLink(text: string, i: number, end: number): { label: [number, number]; url: string; next: number } | null {
  const labelEnd = matchBracket(text, i, end);
  if (labelEnd < 0 || text[labelEnd + 1] !== '(') return null;
  const urlEnd = matchBracket(text, labelEnd + 1, end);
  if (urlEnd < 0) return null;
  // An optional title (`[text](url "title")`) is accepted and ignored.
  const url = text.slice(labelEnd + 2, urlEnd).replace(/\s+("[^"]*"|'[^']*')\s*$/, '');
  return { label: [i + 1, labelEnd], url, next: urlEnd + 1 };
}

/** Parses inline formatting of one line (or list item). */
export function parseInline(text: string): BlogInline[] {
  return mergeText(parseRange(text, 0, text.length, true));
}

function parseRange(text: string, start: number, end: number, allowLinks: boolean): BlogInline[] {
  const out: BlogInline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ type: 'text', text: buffer });
    buffer = '';
  };
  // Once a delimiter finds no closer after position p, it finds none after any later position.
  const noCloserFrom: Record<string, number> = {};
  const closer = (kind: '*' | '**' | '_', from: number): number => {
    if (noCloserFrom[kind] !== undefined && from >= noCloserFrom[kind]) return -1;
    const found = kind === '_' ? findUnderscoreCloser(text, from, end) : findStarCloser(text, from, end, kind === '**' ? 2 : 1);
    if (found < 0) noCloserFrom[kind] = from;
    return found;
  };

  let i = start;
  while (i < end) {
    const ch = text[i];

    if (ch === '\\' && i + 1 < end && ESCAPABLE.test(text[i + 1]!)) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }

    if (ch === '!' && text[i + 1] === '[') {
      // An image inside running text is not supported: its alt text stands in for it.
      const link = matchLink(text, i + 1, end);
      if (link) {
        buffer += unescapeText(text.slice(link.label[0], link.label[1]));
        i = link.next;
        continue;
      }
    }

    if (ch === '[' && allowLinks) {
      const link = matchLink(text, i, end);
      if (link) {
        flush();
        const children = mergeText(parseRange(text, link.label[0], link.label[1], false));
        const href = safeLinkHref(link.url);
        if (href) out.push({ type: 'link', href, external: isExternalHref(href), children });
        else out.push(...children);
        i = link.next;
        continue;
      }
    }

    if (ch === '*') {
      const run = runLength(text, i, end, '*');
      const width = run >= 2 ? 2 : 1;
      const contentStart = i + width;
      if (!isSpace(text[contentStart]) && contentStart < end) {
        const close = closer(width === 2 ? '**' : '*', contentStart);
        if (close > contentStart) {
          flush();
          const children = mergeText(parseRange(text, contentStart, close, allowLinks));
          out.push({ type: width === 2 ? 'strong' : 'em', children });
          i = close + width;
          continue;
        }
      }
      // No pair: the whole run is literal text.
      buffer += '*'.repeat(run);
      i += run;
      continue;
    }

    if (ch === '_' && !isWordChar(text[i - 1]) && !isSpace(text[i + 1]) && i + 1 < end) {
      const close = closer('_', i + 1);
      if (close > i + 1) {
        flush();
        out.push({ type: 'em', children: mergeText(parseRange(text, i + 1, close, allowLinks)) });
        i = close + 1;
        continue;
      }
    }

    buffer += ch;
    i++;
  }
  flush();
  return out;
}

/** Joins neighbouring text nodes (a refused link leaves its text beside other text). */
function mergeText(nodes: BlogInline[]): BlogInline[] {
  const out: BlogInline[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', text: last.text + node.text };
    else out.push(node);
  }
  return out;
}

// ---- Plain text -------------------------------------------------------------------------------

function inlineText(nodes: BlogInline[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : node.type === 'break' ? ' ' : inlineText(node.children))).join('');
}

/**
 * The readable text of blog content without any markup: blocks separated by a blank line, list
 * items by a newline, images left out. For excerpts, search and reading estimates.
 */
export function plainTextOf(content: string | null | undefined): string {
  return parseBlogContent(content)
    .flatMap((block): string[] => {
      if (block.type === 'image') return [];
      if (block.type === 'list') return [block.items.map(inlineText).join('\n')];
      return [inlineText(block.children)];
    })
    .join('\n\n');
}
