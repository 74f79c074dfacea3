import { describe, expect, test } from '@jest/globals';
import { ApiError } from '@browser-kit/api/api';
import { BLOG_LIMITS, BLOG_MESSAGES } from '../../../domain/blog/blog-rules';
import {
  blogErrorsFromServer,
  blogPostBody,
  effectiveSlug,
  EMPTY_BLOG_FORM,
  firstInvalidField,
  formFromPost,
  validateBlogForm,
  type BlogFormValues,
} from './blog-form-state';
import type { BlogPost } from './blog-types';

const valid: BlogFormValues = {
  ...EMPTY_BLOG_FORM,
  title: 'Spring Walleye Tips',
  excerpt: 'Where the walleye hold after ice-out.',
  content: '# Ice-out\n\nFish the **north shore**.',
};

describe('validateBlogForm', () => {
  test('a complete form passes', () => {
    expect(validateBlogForm(valid)).toEqual({});
  });

  test("a blank title, excerpt or content gets the one 'Missing required fields' message, and the title is focused first", () => {
    const errors = validateBlogForm({ ...EMPTY_BLOG_FORM, excerpt: '   ' });
    expect(errors).toEqual({ title: BLOG_MESSAGES.required, excerpt: BLOG_MESSAGES.required, content: BLOG_MESSAGES.required });
    expect(BLOG_MESSAGES.required).toBe('Missing required fields: Please fill in title, content, and excerpt.');
    expect(firstInvalidField(errors)).toBe('title');
    expect(firstInvalidField(validateBlogForm({ ...valid, content: '\n\n' }))).toBe('content');
  });

  test('an empty slug is fine (generated); a typed one must be a clean slug', () => {
    expect(validateBlogForm({ ...valid, slug: '' }).slug).toBeUndefined();
    expect(validateBlogForm({ ...valid, slug: 'spring-walleye-2026' }).slug).toBeUndefined();
    expect(validateBlogForm({ ...valid, slug: 'Spring Walleye' }).slug).toBe(BLOG_MESSAGES.slugFormat);
    expect(validateBlogForm({ ...valid, slug: 'double--hyphen' }).slug).toBe(BLOG_MESSAGES.slugFormat);
    expect(validateBlogForm({ ...valid, slug: 'a'.repeat(BLOG_LIMITS.slugMax + 1) }).slug).toBe(BLOG_MESSAGES.slugMax);
  });

  test('lengths follow the server limits with its messages', () => {
    expect(validateBlogForm({ ...valid, title: 'x'.repeat(BLOG_LIMITS.titleMax) }).title).toBeUndefined();
    expect(validateBlogForm({ ...valid, title: 'x'.repeat(BLOG_LIMITS.titleMax + 1) }).title).toBe(BLOG_MESSAGES.titleMax);
    expect(validateBlogForm({ ...valid, excerpt: 'x'.repeat(BLOG_LIMITS.excerptMax + 1) }).excerpt).toBe(BLOG_MESSAGES.excerptMax);
    expect(validateBlogForm({ ...valid, content: 'x'.repeat(BLOG_LIMITS.contentMax + 1) }).content).toBe(BLOG_MESSAGES.contentMax);
    expect(validateBlogForm({ ...valid, metaTitle: 'x'.repeat(BLOG_LIMITS.metaTitleMax + 1) }).metaTitle).toBe(BLOG_MESSAGES.metaTitle);
    expect(validateBlogForm({ ...valid, metaDescription: 'x'.repeat(BLOG_LIMITS.metaDescriptionMax + 1) }).metaDescription).toBe(
      BLOG_MESSAGES.metaDescription,
    );
    expect(validateBlogForm({ ...valid, keywords: 'x'.repeat(BLOG_LIMITS.keywordsMax + 1) }).keywords).toBe(BLOG_MESSAGES.keywords);
  });

  test('the featured image is an uploaded image or an https link', () => {
    expect(validateBlogForm({ ...valid, featuredImage: '/media/abc123.jpg' }).featuredImage).toBeUndefined();
    expect(validateBlogForm({ ...valid, featuredImage: 'https://example.com/pike.jpg' }).featuredImage).toBeUndefined();
    expect(validateBlogForm({ ...valid, featuredImage: 'javascript:alert(1)' }).featuredImage).toBe(BLOG_MESSAGES.featuredImage);
    expect(validateBlogForm({ ...valid, featuredImage: 'http://example.com/pike.jpg' }).featuredImage).toBe(BLOG_MESSAGES.featuredImage);
  });
});

describe('effectiveSlug', () => {
  test("is the server's generated slug while the field is empty, else the typed one", () => {
    expect(effectiveSlug({ title: 'Pêche à Wabamun: 5 Tips!', slug: '' })).toBe('peche-a-wabamun-5-tips');
    expect(effectiveSlug({ title: 'Pêche à Wabamun', slug: '  my-slug ' })).toBe('my-slug');
    expect(effectiveSlug({ title: '', slug: '' })).toBe('');
  });
});

describe('blogPostBody', () => {
  test('sends every field; an empty slug asks for a generated one and an empty image removes it', () => {
    expect(blogPostBody({ ...valid, slug: '  ', featuredImage: '', published: true })).toEqual({
      title: valid.title,
      slug: '',
      excerpt: valid.excerpt,
      content: valid.content,
      metaTitle: '',
      metaDescription: '',
      keywords: '',
      featuredImage: null,
      published: true,
    });
    expect(blogPostBody({ ...valid, slug: ' kept ', featuredImage: '/media/a.png' })).toMatchObject({
      slug: 'kept',
      featuredImage: '/media/a.png',
    });
  });

  test('content is sent exactly as typed (Markdown whitespace means something)', () => {
    expect(blogPostBody({ ...valid, content: '  - item\n\n' }).content).toBe('  - item\n\n');
  });
});

describe('formFromPost', () => {
  test('fills the form from a post, nulls as empty fields', () => {
    const post = {
      id: 4,
      title: 'T',
      slug: 't',
      excerpt: 'E',
      content: 'C',
      metaTitle: '',
      metaDescription: 'D',
      keywords: 'k',
      featuredImage: null,
      published: true,
      publishedAt: '2026-05-01T00:00:00.000Z',
      createdAt: '2026-05-01T00:00:00.000Z',
      updatedAt: '2026-05-01T00:00:00.000Z',
      media: null,
    } satisfies BlogPost;
    expect(formFromPost(post)).toEqual({
      title: 'T',
      slug: 't',
      excerpt: 'E',
      content: 'C',
      metaTitle: '',
      metaDescription: 'D',
      keywords: 'k',
      featuredImage: '',
      published: true,
    });
  });
});

describe('blogErrorsFromServer', () => {
  const refusal = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), 'Refused');

  test("a 400's field errors land on the form's fields; unknown fields are dropped", () => {
    const error = refusal(400, {
      message: BLOG_MESSAGES.required,
      errors: { title: BLOG_MESSAGES.required, slug: BLOG_MESSAGES.slugFormat, other: 'x' },
    });
    expect(blogErrorsFromServer(error)).toEqual({ title: BLOG_MESSAGES.required, slug: BLOG_MESSAGES.slugFormat });
  });

  test('a taken slug (409) shows on the slug field', () => {
    expect(blogErrorsFromServer(refusal(409, { message: BLOG_MESSAGES.slugTaken }))).toEqual({ slug: BLOG_MESSAGES.slugTaken });
  });

  test('anything else has no field errors', () => {
    expect(blogErrorsFromServer(refusal(500, { message: 'boom' }))).toEqual({});
    expect(blogErrorsFromServer(new ApiError(400, 'not json', 'Bad Request'))).toEqual({});
    expect(blogErrorsFromServer(new Error('offline'))).toEqual({});
  });
});
