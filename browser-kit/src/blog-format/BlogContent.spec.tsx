import { describe, expect, test } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { BlogContent } from './BlogContent';

const render = (content: string) => renderToStaticMarkup(<BlogContent content={content} />);

describe('BlogContent markup', () => {
  test('renders the block and inline elements', () => {
    expect(render('# Title\n\nA **b** *i*\nnext\n\n- one\n\n3. three\n\n![Pike](/media/a.jpg)')).toBe(
      '<div class="blog-content">' +
        '<h2>Title</h2>' +
        '<p>A <strong>b</strong> <em>i</em><br/>next</p>' +
        '<ul><li>one</li></ul>' +
        '<ol start="3"><li>three</li></ol>' +
        '<figure class="blog-content__figure"><img src="/media/a.jpg" alt="Pike" loading="lazy" decoding="async"/></figure>' +
        '</div>',
    );
  });

  test('external links open safely in a new tab; internal and mailto links do not', () => {
    expect(render('[a](https://x.ca) [b](/blog) [c](mailto:a@b.ca)')).toBe(
      '<div class="blog-content"><p>' +
        '<a href="https://x.ca" target="_blank" rel="noopener noreferrer">a<span class="visually-hidden"> (opens in a new tab)</span></a> ' +
        '<a href="/blog">b</a> <a href="mailto:a@b.ca">c</a>' +
        '</p></div>',
    );
  });

  test('raw HTML is escaped, never interpreted', () => {
    const html = render('<img src=x onerror=alert(1)>\n\n**<script>alert(1)</script>**');
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong>');
  });

  test('refused links and images leave text only', () => {
    const html = render('[x](javascript:alert(1)) [y](JAVASCRIPT:alert(1))\n\n![Sunset](http://x.ca/s.jpg)');
    expect(html).toBe('<div class="blog-content"><p>x y</p><p>Sunset</p></div>');
  });

  test('an internal link may be rendered by the caller (e.g. a router link)', () => {
    const html = renderToStaticMarkup(
      <BlogContent
        content="[rules](/fishing-regulations)"
        renderInternalLink={(href, children, key) => (
          <a key={key} href={href} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(html).toContain('<a href="/fishing-regulations" data-router="yes">rules</a>');
  });
});
