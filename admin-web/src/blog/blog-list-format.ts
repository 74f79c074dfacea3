import { formatInstantDate } from '@browser-kit/format/date-format';
import type { BlogPost } from './blog-types';

/** Where the public reads a post: /blog/{slug}. */
export function publicPostPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

export interface PostBadge {
  label: 'Published' | 'Draft';
  className: string;
}

export function postBadge(post: Pick<BlogPost, 'published'>): PostBadge {
  return post.published ? { label: 'Published', className: 'badge badge--published' } : { label: 'Draft', className: 'badge badge--draft' };
}

/**
 * 'Created November 3, 2026', in the business time zone: the same day for the guide on any
 * device, and for the server and the browser.
 */
export function createdLabel(post: Pick<BlogPost, 'createdAt'>): string {
  const date = formatInstantDate(post.createdAt);
  return date ? `Created ${date}` : '';
}

/** `3 posts, 1 draft`: the list's summary line. */
export function postsSummary(posts: readonly Pick<BlogPost, 'published'>[]): string {
  const drafts = posts.filter((post) => !post.published).length;
  return `${posts.length} ${posts.length === 1 ? 'post' : 'posts'}, ${drafts} ${drafts === 1 ? 'draft' : 'drafts'}`;
}

/** Progress of an upload (0-1) as a whole percentage for the progress bar's label. */
export function uploadPercent(fraction: number): number {
  if (!Number.isFinite(fraction)) return 0;
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}
