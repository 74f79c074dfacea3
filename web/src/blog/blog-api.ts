import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@browser-kit/api/api';
import type { Schema } from '@browser-kit/api/api-types';

/** A blog post as GET /api/blog-posts and GET /api/blog-posts/{slug} return it (`media`: the featured upload's sizes). */
export type BlogPost = Schema<'BlogPostDto'>;

/** The read time shown on every post: the same for all, whatever their length. */
export const READ_TIME = '5 min read';

export const BLOG_POSTS_KEY = ['/api/blog-posts'] as const;

export function useBlogPosts() {
  return useQuery<BlogPost[]>({ queryKey: BLOG_POSTS_KEY });
}

const readPost = getQueryFn<BlogPost>({ on401: 'throw', on404: 'returnNull' });

/**
 * One post by slug; `null` when there is no such published post (the server renders 'Post Not
 * Found' from that, so it is data, not an error).
 */
export function useBlogPost(slug: string) {
  return useQuery<BlogPost | null>({ queryKey: [...BLOG_POSTS_KEY, encodeURIComponent(slug)], queryFn: readPost, enabled: slug !== '' });
}

/** When a post counts as published for ordering: its publication, else its creation. */
function shownAt(post: BlogPost): string {
  return post.publishedAt ?? post.createdAt ?? '';
}

/**
 * The posts visitors see on /blog: published ones only (also when the server sends drafts to a
 * signed-in admin), newest first.
 */
export function publishedPosts(posts: readonly BlogPost[] | null | undefined): BlogPost[] {
  if (!Array.isArray(posts)) return [];
  return posts
    .filter((post) => post?.published === true)
    .sort((a, b) => {
      const byDate = Date.parse(shownAt(b)) - Date.parse(shownAt(a));
      return Number.isNaN(byDate) || byDate === 0 ? b.id - a.id : byDate;
    });
}

/** The browser tab title of a post: its SEO title, else `<title> | <business name>`. */
export function postDocumentTitle(post: Pick<BlogPost, 'title' | 'metaTitle'>, businessName: string): string {
  return post.metaTitle?.trim() || `${post.title} | ${businessName}`;
}
