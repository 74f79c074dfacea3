import { describe, expect, test } from '@jest/globals';
import { escapeHtml } from './html-escape';

describe('escapeHtml', () => {
  test('covers every special character of HTML and XML', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  test('escapes an ampersand once, so an entity in the text stays visible as typed', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  test('leaves every other character as it is, accents and emoji included', () => {
    const text = 'Wabamun Lake — pêche au brochet 🎣 / 100% = 1+1 ; `ok`';
    expect(escapeHtml(text)).toBe(text);
  });

  test('text escaped for an attribute cannot close it in either kind of quotes', () => {
    const hostile = `" onmouseover="alert(1)' onfocus='alert(2)`;
    for (const quote of ['"', "'"]) {
      const attribute = `title=${quote}${escapeHtml(hostile)}${quote}`;
      expect(attribute.slice(7, -1)).not.toContain(quote);
    }
  });

  test('an empty text stays empty', () => {
    expect(escapeHtml('')).toBe('');
  });
});
