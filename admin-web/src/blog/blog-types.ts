import type { Schema } from '@browser-kit/api/api-types';

/** A post as `GET /api/blog-posts` returns it to a signed-in account (drafts included). */
export type BlogPost = Schema<'BlogPostDto'>;

/**
 * The list's key, shared with the public blog: invalidating it refetches the list and every
 * `['/api/blog-posts', slug]` post page cached below it.
 */
export const BLOG_POSTS_KEY = ['/api/blog-posts'] as const;
