import { describe, expect, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { BlogPostsView } from './BlogPostsPanel';
import { BLOG_POSTS_KEY, type BlogPost } from './blog-types';

const FAILED = Symbol('failed');

/** The tab rendered with the list query holding `posts`, a failed load, or nothing yet (loading). */
function render(canChange: boolean, posts?: BlogPost[] | typeof FAILED): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, retryOnMount: false, queryFn: () => new Promise(() => {}) } },
  });
  if (posts === FAILED) {
    client
      .getQueryCache()
      .build(client, { queryKey: BLOG_POSTS_KEY })
      .setState({ status: 'error', error: new Error('500: boom'), fetchStatus: 'idle' });
  } else if (posts) {
    client.setQueryData(BLOG_POSTS_KEY, posts);
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <BlogPostsView canChange={canChange} />
    </QueryClientProvider>,
  );
}

const aPost = (over: Partial<BlogPost>): BlogPost => ({
  id: 1,
  title: 'Spring Walleye Tips',
  slug: 'spring-walleye-tips',
  excerpt: 'Where the walleye hold after ice-out.',
  content: 'Text',
  metaTitle: '',
  metaDescription: '',
  keywords: '',
  featuredImage: null,
  published: true,
  publishedAt: '2026-05-02T18:00:00.000Z',
  createdAt: '2026-05-02T18:00:00.000Z',
  updatedAt: '2026-05-02T18:00:00.000Z',
  media: null,
  ...over,
});

const posts = [
  aPost({ id: 2, title: 'Pike Draft', slug: 'pike-draft', published: false, publishedAt: null, createdAt: '2026-06-01T02:30:00.000Z' }),
  aPost({ id: 1, featuredImage: '/media/abc123.jpg' }),
];

/** Texts of the <button>s and <a>s in the markup. */
const controls = (html: string) => [...html.matchAll(/<(button|a)\b[^>]*>(.*?)<\/\1>/g)].map((m) => m[2]!.replace(/<[^>]+>/g, ''));

describe('BlogPostsView', () => {
  test('an admin gets New Post, and Open, Edit and Delete for each post', () => {
    const html = render(true, posts);
    expect(html).toContain('<h2 id="blog-posts-title">Blog Posts</h2>');
    expect(html).toContain('2 posts, 1 draft');
    expect(controls(html)).toEqual([
      'New Post',
      'Open Pike Draft in a new tab',
      'Edit Pike Draft',
      'Delete Pike Draft',
      'Open Spring Walleye Tips in a new tab',
      'Edit Spring Walleye Tips',
      'Delete Spring Walleye Tips',
    ]);
  });

  test('an auditor sees the same posts with only the links that open them: no control that changes anything', () => {
    const html = render(false, posts);
    expect(html).toContain('Spring Walleye Tips');
    expect(html).not.toMatch(/<button/);
    expect(controls(html)).toEqual(['Open Pike Draft in a new tab', 'Open Spring Walleye Tips in a new tab']);
  });

  test('each post shows its badge, created date (Alberta), public address and opens in a new tab', () => {
    const html = render(true, posts);
    expect(html).toContain('<span class="badge badge--draft"><span class="visually-hidden">Status: </span>Draft</span>');
    expect(html).toContain('<span class="badge badge--published"><span class="visually-hidden">Status: </span>Published</span>');
    expect(html).toContain('Created May 31, 2026');
    expect(html).toContain('Created May 2, 2026');
    expect(html).toContain('href="/blog/spring-walleye-tips" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('src="/media/abc123.jpg"');
  });

  test('a title is text, never markup', () => {
    const html = render(true, [aPost({ title: 'Pike <b>draft</b>' })]);
    expect(html).toContain('Pike &lt;b&gt;draft&lt;/b&gt;');
    expect(html).not.toContain('<b>draft</b>');
  });

  test("no posts: 'No blog posts yet'", () => {
    expect(render(true, [])).toContain('No blog posts yet');
    expect(render(false, [])).not.toMatch(/<button/);
  });

  test('loading, then a failed load with a retry', () => {
    expect(render(true)).toContain('Loading blog posts...');
    const failed = render(true, FAILED);
    expect(failed).toContain('Blog posts could not be loaded.');
    expect(failed).toContain('500: boom');
  });
});
