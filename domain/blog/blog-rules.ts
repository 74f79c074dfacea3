import { Actor } from '../shared/actor';
import { DomainError } from '../shared/decider';

/**
 * Blog post rules and messages (docs/product/content.md). The server's DTOs and the admin form
 * both read these; nothing restates them.
 *
 * Content format: a small Markdown subset, stored as the admin typed it. The server never turns it
 * into HTML; the public page renders it with React elements, so markup in the text (a `<script>`
 * included) is shown as text and never executed. The subset:
 *   # Heading, ## Heading, ### Heading     one heading per line
 *   blank line                              separates paragraphs
 *   - item   /   1. item                    bulleted and numbered lists, one item per line
 *   [text](https://...)                     link
 *   **bold**, *italic*                      emphasis inside a line
 *   ![alt text](/media/... or https://...)  image on a line of its own
 */
export const BLOG_LIMITS = {
  titleMax: 200,
  /** Equal to the title's maximum so that a slug generated from any valid title fits. */
  slugMax: 200,
  excerptMax: 500,
  /** Roughly 15,000 words: far beyond a fishing-tips article, well under the 1 MB request limit. */
  contentMax: 100_000,
  /** Search engines cut titles at about 60-70 characters and descriptions at about 160. */
  metaTitleMax: 70,
  metaDescriptionMax: 170,
  keywordsMax: 300,
  featuredImageMax: 2_000,
} as const;

export const BLOG_MESSAGES = {
  /** The one message for a missing or blank title, content or excerpt. */
  required: 'Missing required fields: Please fill in title, content, and excerpt.',
  notFound: 'Post not found',
  slugTaken: 'This slug is already used by another post. Please choose a different slug.',
  slugFormat: 'Slug may only contain lowercase letters, numbers and hyphens',
  slugMax: `Slug must be at most ${BLOG_LIMITS.slugMax} characters`,
  titleMax: `Title must be at most ${BLOG_LIMITS.titleMax} characters`,
  excerptMax: `Excerpt must be at most ${BLOG_LIMITS.excerptMax} characters`,
  contentMax: `Content must be at most ${BLOG_LIMITS.contentMax.toLocaleString('en-CA')} characters`,
  metaTitle: `SEO title must be text of at most ${BLOG_LIMITS.metaTitleMax} characters (search engines cut longer ones)`,
  metaDescription: `Meta description must be text of at most ${BLOG_LIMITS.metaDescriptionMax} characters (search engines cut longer ones)`,
  keywords: `Keywords must be text of at most ${BLOG_LIMITS.keywordsMax} characters`,
  featuredImage: 'Featured image must be an uploaded image or an https:// link',
  published: 'Published must be true or false',
} as const;

/** What an admin may type as a slug: lowercase words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** An image uploaded through the media library (named by the server, so this strict shape). */
export const MEDIA_IMAGE_PATH = /^\/media\/[a-z0-9-]+\.(png|jpe?g|gif|webp)$/;

/**
 * The slug generated from a title, by the admin form's rule: lowercase; characters other than
 * letters, digits, spaces and hyphens removed; whitespace turned into hyphens; repeated hyphens
 * collapsed. "Letters" means a-z after accents are taken off (NFKD, then combining marks dropped),
 * so 'Pêche à Wabamun' gives 'peche-a-wabamun' and every slug is plain ASCII in a URL; letters
 * with no such decomposition (ß, ø) are removed like symbols. Beyond that rule: hyphens at either
 * end are trimmed (a title ending in ' -' would give a dangling one), the slug is cut to the
 * slug maximum, and a title of only symbols gives 'post' rather than an empty slug.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, BLOG_LIMITS.slugMax)
    .replace(/-$/, '');
  return slug || 'post';
}

/** The slug to store: the admin's own, or when left empty the one generated from the title. */
export function chooseSlug(given: string | undefined, title: string): string {
  const slug = given?.trim() ?? '';
  return slug === '' ? slugify(title) : slug;
}

/** An uploaded image's path or an https link; stored as given, shown by the site as an <img> source. */
export function isFeaturedImage(value: string): boolean {
  if (MEDIA_IMAGE_PATH.test(value)) return true;
  // Quotes, angle brackets, backslashes and spaces have no place in a link someone pastes.
  if (!/^[^\s"'<>\\]+$/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The publication date after a change of the published switch: set the first time a post is
 * published and kept from then on, also while it is unpublished and when it is published again.
 * A post's date is what links, feeds and sitemaps know it by; fixing a typo by unpublishing for a
 * minute must not make an old article look new nor reorder the list.
 */
export function publicationDate(previous: Date | null, published: boolean, now: Date): Date | null {
  return published && previous === null ? now : previous;
}

/** Drafts are for the signed-in staff (any role); the public sees published posts only. */
export function seesDrafts(reader: Actor): boolean {
  return reader.kind === 'user';
}

export class BlogPostNotFoundError extends DomainError {
  constructor() {
    super('blog-post-not-found', BLOG_MESSAGES.notFound);
  }
}

export class BlogSlugTakenError extends DomainError {
  constructor() {
    super('blog-slug-conflict', BLOG_MESSAGES.slugTaken);
  }
}
