import { describe, expect, test } from '@jest/globals';
import { headTags } from './head-tags';

const origin = 'https://wabamunfishing.ca';
const named = (tags: ReturnType<typeof headTags>, key: string) =>
  tags.filter((t) => t.attributes.name === key || t.attributes.rel === key).map((t) => t.attributes);

describe('headTags', () => {
  test('an indexed page has its canonical address and no robots or referrer tag', () => {
    const tags = headTags({ title: 'Blog', siteName: 'W' }, origin, '/blog');
    expect(named(tags, 'canonical')).toEqual([{ rel: 'canonical', href: 'https://wabamunfishing.ca/blog' }]);
    expect(named(tags, 'robots')).toEqual([]);
    expect(named(tags, 'referrer')).toEqual([]);
  });

  test('a noindex page has no canonical address', () => {
    const tags = headTags({ title: 'Not found', siteName: 'W', noindex: true }, origin, '/x');
    expect(named(tags, 'robots')).toEqual([{ name: 'robots', content: 'noindex' }]);
    expect(named(tags, 'canonical')).toEqual([]);
  });

  test('a page whose address holds a secret sends no Referer, and stays out of search engines with no canonical address', () => {
    const tags = headTags({ title: 'Manage', siteName: 'W', noindex: true, noreferrer: true, path: '/manage' }, origin, '/manage/abc');
    expect(named(tags, 'referrer')).toEqual([{ name: 'referrer', content: 'no-referrer' }]);
    expect(named(tags, 'robots')).toEqual([{ name: 'robots', content: 'noindex' }]);
    expect(named(tags, 'canonical')).toEqual([]);
  });
});
