import { describe, expect, test } from '@jest/globals';
import { postDocumentTitle, publishedPosts, type BlogPost } from './blog-api';

const post = (over: Partial<BlogPost>): BlogPost => ({
  id: 1,
  title: 'Spring pike',
  slug: 'spring-pike',
  excerpt: 'Ice-out tips',
  content: 'Text',
  metaTitle: '',
  metaDescription: '',
  keywords: '',
  featuredImage: null,
  media: null,
  published: true,
  publishedAt: '2026-05-01T16:00:00.000Z',
  createdAt: '2026-04-30T16:00:00.000Z',
  updatedAt: '2026-05-01T16:00:00.000Z',
  ...over,
});

describe('publishedPosts', () => {
  test('keeps published posts only, newest publication first', () => {
    const list = publishedPosts([
      post({ id: 1, publishedAt: '2026-05-01T16:00:00.000Z' }),
      post({ id: 2, published: false, publishedAt: null }),
      post({ id: 3, publishedAt: '2026-07-01T16:00:00.000Z' }),
      post({ id: 4, publishedAt: null, createdAt: '2026-06-01T16:00:00.000Z' }),
    ]);
    expect(list.map((p) => p.id)).toEqual([3, 4, 1]);
  });

  test('anything but a list gives no posts', () => {
    expect(publishedPosts(undefined)).toEqual([]);
    expect(publishedPosts({} as unknown as BlogPost[])).toEqual([]);
  });
});

describe('postDocumentTitle', () => {
  test('the SEO title when set, else the title and the business name', () => {
    expect(postDocumentTitle({ title: 'Spring pike', metaTitle: 'Pike in May | Wabamun' }, 'Biz')).toBe('Pike in May | Wabamun');
    expect(postDocumentTitle({ title: 'Spring pike', metaTitle: '  ' }, 'Biz')).toBe('Spring pike | Biz');
    expect(postDocumentTitle({ title: 'Spring pike', metaTitle: '' }, 'Biz')).toBe('Spring pike | Biz');
  });
});
