import { describe, expect, test } from '@jest/globals';
import { parseBlogContent, parseInline, plainTextOf, safeImageSrc, safeLinkHref, type BlogInline } from './blog-format';

const text = (value: string): BlogInline => ({ type: 'text', text: value });

describe('parseBlogContent: blocks', () => {
  test('headings one level below the page title, paragraphs split on blank lines', () => {
    expect(parseBlogContent('# Pike\n\nBig ones.\n\n## Gear\n\n### Lures\n\n#### Deeper')).toEqual([
      { type: 'heading', level: 2, children: [text('Pike')] },
      { type: 'paragraph', children: [text('Big ones.')] },
      { type: 'heading', level: 3, children: [text('Gear')] },
      { type: 'heading', level: 4, children: [text('Lures')] },
      { type: 'heading', level: 4, children: [text('Deeper')] },
    ]);
  });

  test('a heading needs a space after the hashes; closing hashes are dropped but "C#" stays', () => {
    expect(parseBlogContent('#hashtag')).toEqual([{ type: 'paragraph', children: [text('#hashtag')] }]);
    expect(parseBlogContent('## Spring ##')[0]).toEqual({ type: 'heading', level: 2, children: [text('Spring')] });
    expect(parseBlogContent('# Learn C#')[0]).toEqual({ type: 'heading', level: 2, children: [text('Learn C#')] });
  });

  test('a single newline inside a paragraph is a line break; CRLF and blank lines of spaces work', () => {
    expect(parseBlogContent('Line one\r\nline two\r\n   \r\nNext')).toEqual([
      { type: 'paragraph', children: [text('Line one'), { type: 'break' }, text('line two')] },
      { type: 'paragraph', children: [text('Next')] },
    ]);
  });

  test('a heading line directly above text starts its own block', () => {
    expect(parseBlogContent('## Where\nNorth shore')).toEqual([
      { type: 'heading', level: 2, children: [text('Where')] },
      { type: 'paragraph', children: [text('North shore')] },
    ]);
  });

  test('a post whose sections start at "##" still outlines from h2, and a jump down skips no level', () => {
    const levels = parseBlogContent('## Spring\n\n#### Shallows\n\n### Weeds\n\n## Summer').map((b) =>
      b.type === 'heading' ? b.level : 0,
    );
    expect(levels).toEqual([2, 3, 3, 2]);
  });

  test('unordered lists with "- " or "* ", ordered lists with "1. " and their start number', () => {
    expect(parseBlogContent('- spoons\n* jigs\n\n1. Cast\n2. Reel\n\n3. Third\n4. Fourth')).toEqual([
      { type: 'list', ordered: false, start: 1, items: [[text('spoons')], [text('jigs')]] },
      { type: 'list', ordered: true, start: 1, items: [[text('Cast')], [text('Reel')]] },
      { type: 'list', ordered: true, start: 3, items: [[text('Third')], [text('Fourth')]] },
    ]);
  });

  test('a list may follow a paragraph line directly; a plain line continues the last item', () => {
    expect(parseBlogContent('Bring:\n- a licence\n  valid for 2026\n- snacks')).toEqual([
      { type: 'paragraph', children: [text('Bring:')] },
      { type: 'list', ordered: false, start: 1, items: [[text('a licence valid for 2026')], [text('snacks')]] },
    ]);
  });

  test('a year at the start of a wrapped line does not start a list', () => {
    expect(parseBlogContent('The record was set in\n2024. Nobody beat it.')).toEqual([
      { type: 'paragraph', children: [text('The record was set in'), { type: 'break' }, text('2024. Nobody beat it.')] },
    ]);
  });

  test('a line that is only an image becomes an image block', () => {
    expect(parseBlogContent('Look:\n![A 40-inch pike](/media/abc123.jpg)\nNice.')).toEqual([
      { type: 'paragraph', children: [text('Look:')] },
      { type: 'image', alt: 'A 40-inch pike', src: '/media/abc123.jpg' },
      { type: 'paragraph', children: [text('Nice.')] },
    ]);
    expect(parseBlogContent('![](https://cdn.example.com/lake.webp)')).toEqual([
      { type: 'image', alt: '', src: 'https://cdn.example.com/lake.webp' },
    ]);
  });

  test('empty or missing content gives no blocks', () => {
    expect(parseBlogContent('')).toEqual([]);
    expect(parseBlogContent('\n \n\t\n')).toEqual([]);
    expect(parseBlogContent(null)).toEqual([]);
    expect(parseBlogContent(undefined)).toEqual([]);
  });
});

describe('parseInline', () => {
  test('bold, italic with * and _, and links', () => {
    expect(parseInline('**Big** *pike* _today_ at [the lake](https://example.com/lake)')).toEqual([
      { type: 'strong', children: [text('Big')] },
      text(' '),
      { type: 'em', children: [text('pike')] },
      text(' '),
      { type: 'em', children: [text('today')] },
      text(' at '),
      { type: 'link', href: 'https://example.com/lake', external: true, children: [text('the lake')] },
    ]);
  });

  test('nesting: italic inside bold, bold inside italic, formatting inside link text', () => {
    expect(parseInline('**a *b***')).toEqual([{ type: 'strong', children: [text('a '), { type: 'em', children: [text('b')] }] }]);
    expect(parseInline('***both***')).toEqual([{ type: 'strong', children: [{ type: 'em', children: [text('both')] }] }]);
    expect(parseInline('*a **b** c*')).toEqual([
      { type: 'em', children: [text('a '), { type: 'strong', children: [text('b')] }, text(' c')] },
    ]);
    expect(parseInline('[**Book** now](/#book)')).toEqual([
      { type: 'link', href: '/#book', external: false, children: [{ type: 'strong', children: [text('Book')] }, text(' now')] },
    ]);
  });

  test('unpaired or spaced delimiters, snake_case and arithmetic stay literal', () => {
    expect(parseInline('2 * 3 * 4')).toEqual([text('2 * 3 * 4')]);
    expect(parseInline('**not closed')).toEqual([text('**not closed')]);
    expect(parseInline('my_lure_box')).toEqual([text('my_lure_box')]);
    expect(parseInline('[no url] and (parens)')).toEqual([text('[no url] and (parens)')]);
    expect(parseInline('****')).toEqual([text('****')]);
  });

  test('a backslash makes punctuation literal', () => {
    expect(parseInline('\\*not italic\\* and \\[x\\](y)')).toEqual([text('*not italic* and [x](y)')]);
  });

  test('links: parentheses inside the URL, an ignored title, internal links', () => {
    expect(parseInline('[Pike](https://en.wikipedia.org/wiki/Pike_(fish))')).toEqual([
      { type: 'link', href: 'https://en.wikipedia.org/wiki/Pike_(fish)', external: true, children: [text('Pike')] },
    ]);
    expect(parseInline('[rules](/fishing-regulations "Alberta rules")')).toEqual([
      { type: 'link', href: '/fishing-regulations', external: false, children: [text('rules')] },
    ]);
    expect(parseInline('[call](tel:+17805550142) or [mail](mailto:a@b.ca)')).toEqual([
      { type: 'link', href: 'tel:+17805550142', external: false, children: [text('call')] },
      text(' or '),
      { type: 'link', href: 'mailto:a@b.ca', external: false, children: [text('mail')] },
    ]);
  });

  test('an image inside running text is replaced by its alt text', () => {
    expect(parseInline('See ![a pike](/media/x.jpg) here')).toEqual([text('See a pike here')]);
  });

  test('pathological input finishes quickly and stays text', () => {
    const started = Date.now();
    const stars = '*a '.repeat(20_000);
    const brackets = '['.repeat(20_000);
    expect(parseInline(stars)).toHaveLength(1);
    expect(parseInline(brackets)).toEqual([text(brackets)]);
    // Generous ceiling: quadratic behaviour would take far longer than this.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('raw HTML is text', () => {
  test('tags, entities and script blocks come back verbatim as text nodes', () => {
    const html = '<script>alert(1)</script> <img src=x onerror=alert(1)> &lt;b&gt;';
    expect(parseBlogContent(html)).toEqual([{ type: 'paragraph', children: [text(html)] }]);
  });

  test('HTML inside formatting and list items is text too', () => {
    expect(parseBlogContent('- **<b>x</b>**\n- <iframe src="javascript:alert(1)">')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [[{ type: 'strong', children: [text('<b>x</b>')] }], [text('<iframe src="javascript:alert(1)">')]],
      },
    ]);
  });
});

describe('link URL allow-list', () => {
  test.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:guide@example.com',
    'tel:+17805550142',
    '/blog/pike-tips',
    '/',
    '#packages',
    '/#book',
  ])('allows %s', (url) => {
    expect(safeLinkHref(url)).toBe(url);
  });

  test.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript\u0000:alert(1)',
    'java&#115;cript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    '%6Aavascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example.com',
    '/\\evil.example.com',
    'https://example.com/a b',
    'https://example.com/\u200bzero-width',
    'relative/path',
    'ftp://example.com',
    '',
  ])('refuses %j', (url) => {
    expect(safeLinkHref(url)).toBeNull();
  });

  test('a refused link keeps its text and loses the link', () => {
    expect(parseInline('Click [here](javascript:alert(1)) now')).toEqual([text('Click here now')]);
    expect(parseInline('[x](JAVASCRIPT:alert(document.cookie))')).toEqual([text('x')]);
    expect(parseInline('[x](java&#115;cript:alert(1))')).toEqual([text('x')]);
    expect(parseInline('[x](data:text/html,<script>alert(1)</script>)')).toEqual([text('x')]);
    expect(parseInline('[x](//evil.example.com)')).toEqual([text('x')]);
  });
});

describe('image src allow-list', () => {
  test.each(['https://cdn.example.com/a.jpg', '/media/0f3a9c.webp', '/images/lake.png'])('allows %s', (url) => {
    expect(safeImageSrc(url)).toBe(url);
  });

  test.each([
    'http://example.com/a.jpg',
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    '//evil.example.com/a.jpg',
    '/\\evil.example.com/a.jpg',
    '#top',
    'media/a.jpg',
    'java&#115;cript:alert(1)',
  ])('refuses %j', (url) => {
    expect(safeImageSrc(url)).toBeNull();
  });

  test('a refused image keeps its alt text', () => {
    expect(parseBlogContent('![Sunset](http://example.com/s.jpg)')).toEqual([{ type: 'image', alt: 'Sunset', src: null }]);
    expect(parseBlogContent('![Boom](javascript:alert(1))')).toEqual([{ type: 'paragraph', children: [text('Boom')] }]);
  });
});

describe('plainTextOf', () => {
  test('drops markup and images, keeps the words', () => {
    const content =
      '# Spring pike\n\nThe **ice** is off and\n*pike* are [biting](https://x.ca).\n\n![Pike](/media/a.jpg)\n\n- spoons\n- jigs';
    expect(plainTextOf(content)).toBe('Spring pike\n\nThe ice is off and pike are biting.\n\nspoons\njigs');
  });

  test('keeps raw HTML as the text it is', () => {
    expect(plainTextOf('<b>hi</b>')).toBe('<b>hi</b>');
  });
});
