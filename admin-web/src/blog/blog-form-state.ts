import { BLOG_LIMITS, BLOG_MESSAGES, chooseSlug, isFeaturedImage, SLUG_PATTERN } from '../../../domain/blog/blog-rules';
import { ApiError } from '@browser-kit/api/api';
import type { RequestBodyOf } from '@browser-kit/api/api-types';
import type { BlogPost } from './blog-types';

/** The create/edit form's values, all as typed (trimming is the server's, like for every other form). */
export interface BlogFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  /** '' when there is none. */
  featuredImage: string;
  published: boolean;
}

export type BlogField = keyof BlogFormValues;
export type BlogErrors = Partial<Record<BlogField, string>>;

/** Field order on the form: the first invalid one gets the focus. */
export const BLOG_FIELDS: readonly BlogField[] = [
  'title',
  'slug',
  'excerpt',
  'content',
  'metaTitle',
  'metaDescription',
  'keywords',
  'featuredImage',
  'published',
];

export const EMPTY_BLOG_FORM: BlogFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  metaTitle: '',
  metaDescription: '',
  keywords: '',
  featuredImage: '',
  published: false,
};

/** The form filled with a post being edited. */
export function formFromPost(post: BlogPost): BlogFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
    keywords: post.keywords ?? '',
    featuredImage: post.featuredImage ?? '',
    published: post.published,
  };
}

/** The slug the post will get: the typed one, or the one the server generates from the title. */
export function effectiveSlug(values: Pick<BlogFormValues, 'slug' | 'title'>): string {
  return values.title.trim() === '' && values.slug.trim() === '' ? '' : chooseSlug(values.slug, values.title);
}

const blank = (text: string) => text.trim() === '';

/**
 * The same rules as the server's DTO (adapters/blog/blog-dtos.ts), with its messages, so a form
 * that passes here is not refused for its shape there. Only a taken slug needs the server.
 */
export function validateBlogForm(values: BlogFormValues): BlogErrors {
  const errors: BlogErrors = {};
  const tooLong = (field: BlogField, text: string, max: number, message: string) => {
    if (!errors[field] && text.trim().length > max) errors[field] = message;
  };
  for (const field of ['title', 'excerpt', 'content'] as const) {
    if (blank(values[field])) errors[field] = BLOG_MESSAGES.required;
  }
  tooLong('title', values.title, BLOG_LIMITS.titleMax, BLOG_MESSAGES.titleMax);
  tooLong('excerpt', values.excerpt, BLOG_LIMITS.excerptMax, BLOG_MESSAGES.excerptMax);
  // Content is stored exactly as typed, so its length counts untrimmed.
  if (!errors.content && values.content.length > BLOG_LIMITS.contentMax) errors.content = BLOG_MESSAGES.contentMax;

  const slug = values.slug.trim();
  if (slug !== '') {
    if (slug.length > BLOG_LIMITS.slugMax) errors.slug = BLOG_MESSAGES.slugMax;
    else if (!SLUG_PATTERN.test(slug)) errors.slug = BLOG_MESSAGES.slugFormat;
  }
  tooLong('metaTitle', values.metaTitle, BLOG_LIMITS.metaTitleMax, BLOG_MESSAGES.metaTitle);
  tooLong('metaDescription', values.metaDescription, BLOG_LIMITS.metaDescriptionMax, BLOG_MESSAGES.metaDescription);
  tooLong('keywords', values.keywords, BLOG_LIMITS.keywordsMax, BLOG_MESSAGES.keywords);
  const image = values.featuredImage.trim();
  if (image !== '' && (image.length > BLOG_LIMITS.featuredImageMax || !isFeaturedImage(image))) {
    errors.featuredImage = BLOG_MESSAGES.featuredImage;
  }
  return errors;
}

export function firstInvalidField(errors: BlogErrors): BlogField | undefined {
  return BLOG_FIELDS.find((field) => errors[field]);
}

/** The body of `POST /api/blog-posts` and `PATCH /api/blog-posts/{id}`: every field, on both. */
export type BlogPostBody = Required<RequestBodyOf<'/api/blog-posts', 'post'>> & RequestBodyOf<'/api/blog-posts/{slugOrId}', 'patch'>;

/**
 * Every field, on create and on edit alike: an empty slug asks the server to generate it from the
 * title (on edit: to regenerate it), an unchanged slug keeps the post's address, and a null image
 * removes it.
 */
export function blogPostBody(values: BlogFormValues): BlogPostBody {
  return {
    title: values.title,
    slug: values.slug.trim(),
    excerpt: values.excerpt,
    content: values.content,
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    keywords: values.keywords,
    featuredImage: values.featuredImage.trim() || null,
    published: values.published,
  };
}

/**
 * The server's refusal as field errors: a 400's `errors` object (only the form's fields), or a
 * 409 (the slug another post uses) on the slug, where the admin can fix it.
 */
export function blogErrorsFromServer(error: unknown): BlogErrors {
  if (!(error instanceof ApiError) || !error.body) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(error.body);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const body = parsed as { message?: unknown; errors?: unknown };
  if (error.status === 409 && typeof body.message === 'string') return { slug: body.message };
  if (error.status !== 400 || !body.errors || typeof body.errors !== 'object') return {};
  const errors: BlogErrors = {};
  for (const [field, message] of Object.entries(body.errors as Record<string, unknown>)) {
    if ((BLOG_FIELDS as readonly string[]).includes(field) && typeof message === 'string') errors[field as BlogField] = message;
  }
  return errors;
}
