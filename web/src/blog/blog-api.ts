import { useQuery } from '@tanstack/react-query';
import type { BlogPostRow } from '../../../application/blog/blog-service';
import type { AsJson } from '../lib/json-shape';

/** A blog post as GET /api/blog-posts and GET /api/blog-posts/{slug} return it. */
export type BlogPost = AsJson<BlogPostRow>;

/** The read time shown on every post (SPEC section 10: fixed). */
export const READ_TIME = '5 min read';

export const BLOG_POSTS_KEY = ['/api/blog-posts'] as const;

export function useBlogPosts() {
  return useQuery<BlogPost[]>({ queryKey: BLOG_POSTS_KEY });
}

/** One post by slug; a missing post fails with status 404 (errorStatus from lib/api). */
export function useBlogPost(slug: string) {
  return useQuery<BlogPost>({ queryKey: [...BLOG_POSTS_KEY, encodeURIComponent(slug)], enabled: slug !== '' });
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
