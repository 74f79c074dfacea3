import { useId, useRef, useState, type FormEvent } from 'react';
import { BlogContent } from '@browser-kit/blog-format';
import { describedBy, FieldError, FormField } from '@browser-kit/forms/form-field';
import { ModalDialog } from '@browser-kit/dialogs/ModalDialog';
import { BLOG_LIMITS } from '../../../domain/blog/blog-rules';
import {
  blogErrorsFromServer,
  blogPostBody,
  effectiveSlug,
  EMPTY_BLOG_FORM,
  firstInvalidField,
  formFromPost,
  validateBlogForm,
  type BlogErrors,
  type BlogField,
  type BlogFormValues,
} from './blog-form-state';
import type { BlogPost } from './blog-types';
import { FeaturedImageField } from './FeaturedImageField';
import { useSaveBlogPost } from './use-blog-posts';

const CONTENT_HELP = '# Heading, blank line between paragraphs, - list item, **bold**, *italic*, [link text](https://...)';

/** Create (no `post`) or edit a post; closes itself after a successful save. */
export function BlogPostDialog({ post, returnFocusId, onClose }: { post?: BlogPost; returnFocusId: string; onClose: () => void }) {
  const prefix = useId().replace(/:/g, '');
  // Not `-title`: that is the Title field's id.
  const titleId = `${prefix}-dialog-title`;
  const fieldId = (field: BlogField) => `${prefix}-${field}`;
  const save = useSaveBlogPost(post?.id);
  const [values, setValues] = useState<BlogFormValues>(() => (post ? formFromPost(post) : EMPTY_BLOG_FORM));
  const [errors, setErrors] = useState<BlogErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const busy = save.isPending;

  // The latest values, also for an upload that finishes while the admin goes on typing: every
  // change goes through `set`, which keeps this in step.
  const latest = useRef(values);
  const set = <F extends BlogField>(field: F, value: BlogFormValues[F]) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    // After a first attempt the messages follow the typing; before it nobody is scolded mid-word.
    if (submitted) setErrors(validateBlogForm(next));
    else setErrors((shown) => (shown[field] ? { ...shown, [field]: undefined } : shown));
  };

  const focusField = (field: BlogField) => {
    if (field === 'content') setPreviewing(false);
    // After the re-render that shows the field (the content textarea may be behind the preview).
    setTimeout(() => document.getElementById(fieldId(field))?.focus(), 0);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || uploading) return;
    setSubmitted(true);
    const found = validateBlogForm(values);
    const invalid = firstInvalidField(found);
    setErrors(found);
    if (invalid) {
      focusField(invalid);
      return;
    }
    save.mutate(blogPostBody(values), {
      onSuccess: onClose,
      onError: (error) => {
        const fromServer = blogErrorsFromServer(error);
        const first = firstInvalidField(fromServer);
        if (first) {
          setErrors(fromServer);
          focusField(first);
        }
      },
    });
  };

  const aria = (field: BlogField, hint = false) => ({
    id: fieldId(field),
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), { hint, error: errors[field] }),
    disabled: busy,
  });
  const slug = effectiveSlug(values);

  return (
    <ModalDialog titleId={titleId} onCancel={onClose} busy={busy} returnFocusId={returnFocusId} className="blog-admin-dialog">
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {post ? 'Edit Blog Post' : 'New Blog Post'}
        </h2>
        <p className="modal__lead">Fields marked * are required.</p>
      </div>
      <form onSubmit={onSubmit} noValidate>
        <FormField id={fieldId('title')} label="Title" required error={errors.title}>
          <input
            {...aria('title')}
            className="input"
            type="text"
            maxLength={BLOG_LIMITS.titleMax}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            data-autofocus
          />
        </FormField>

        <FormField id={fieldId('slug')} label="Slug (optional)" error={errors.slug}>
          <input
            {...aria('slug', true)}
            className="input"
            type="text"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={BLOG_LIMITS.slugMax}
            placeholder={slug || 'generated-from-the-title'}
            value={values.slug}
            onChange={(e) => set('slug', e.target.value)}
          />
          <p id={`${fieldId('slug')}-hint`} className="hint" aria-live="polite">
            {values.slug.trim() === '' ? 'Left empty, it is generated from the title. ' : ''}
            Address: {slug ? `/blog/${slug}` : '/blog/...'}
          </p>
        </FormField>

        <FormField id={fieldId('excerpt')} label="Excerpt" required error={errors.excerpt} hint="The summary on the blog list.">
          <textarea
            {...aria('excerpt', true)}
            className="textarea"
            rows={2}
            maxLength={BLOG_LIMITS.excerptMax}
            value={values.excerpt}
            onChange={(e) => set('excerpt', e.target.value)}
          />
        </FormField>

        <div className="field">
          <div className="blog-admin-content__bar">
            <label className="label" htmlFor={fieldId('content')}>
              Content<span aria-hidden="true"> *</span>
            </label>
            <div className="blog-admin-content__modes" role="group" aria-label="Content view">
              <button type="button" className="btn btn--ghost btn--sm" aria-pressed={!previewing} onClick={() => setPreviewing(false)}>
                Write
              </button>
              <button type="button" className="btn btn--ghost btn--sm" aria-pressed={previewing} onClick={() => setPreviewing(true)}>
                Preview
              </button>
            </div>
          </div>
          {previewing ? (
            <div className="blog-admin-preview" role="region" aria-label="Content preview">
              {values.content.trim() ? <BlogContent content={values.content} /> : <p className="hint">Nothing to preview yet.</p>}
            </div>
          ) : (
            <textarea
              {...aria('content', true)}
              className="textarea blog-admin-content__text"
              rows={12}
              value={values.content}
              onChange={(e) => set('content', e.target.value)}
            />
          )}
          {!previewing ? (
            <p id={`${fieldId('content')}-hint`} className="hint">
              {CONTENT_HELP}
            </p>
          ) : null}
          <FieldError id={fieldId('content')} error={errors.content} />
        </div>

        <fieldset className="blog-admin-seo">
          <legend className="label">Search engines (optional)</legend>
          <FormField
            id={fieldId('metaTitle')}
            label="SEO title"
            error={errors.metaTitle}
            hint={`${values.metaTitle.trim().length}/${BLOG_LIMITS.metaTitleMax}. Left empty, the page title is the post title.`}
          >
            <input
              {...aria('metaTitle', true)}
              className="input"
              type="text"
              value={values.metaTitle}
              onChange={(e) => set('metaTitle', e.target.value)}
            />
          </FormField>
          <FormField
            id={fieldId('metaDescription')}
            label="Meta description"
            error={errors.metaDescription}
            hint={`${values.metaDescription.trim().length}/${BLOG_LIMITS.metaDescriptionMax}`}
          >
            <textarea
              {...aria('metaDescription', true)}
              className="textarea"
              rows={2}
              value={values.metaDescription}
              onChange={(e) => set('metaDescription', e.target.value)}
            />
          </FormField>
          <FormField
            id={fieldId('keywords')}
            label="Keywords"
            error={errors.keywords}
            hint="Separated by commas, e.g. walleye, wabamun lake, spring fishing"
          >
            <input
              {...aria('keywords', true)}
              className="input"
              type="text"
              value={values.keywords}
              onChange={(e) => set('keywords', e.target.value)}
            />
          </FormField>
        </fieldset>

        <FeaturedImageField
          id={fieldId('featuredImage')}
          value={values.featuredImage}
          error={errors.featuredImage}
          disabled={busy}
          onChange={(url) => set('featuredImage', url)}
          onUploading={setUploading}
        />

        <div className="blog-admin-publish">
          <input
            id={fieldId('published')}
            type="checkbox"
            checked={values.published}
            disabled={busy}
            aria-describedby={`${fieldId('published')}-hint`}
            onChange={(e) => set('published', e.target.checked)}
          />
          <label htmlFor={fieldId('published')}>Publish immediately</label>
          <p id={`${fieldId('published')}-hint`} className="hint">
            {values.published ? 'Shown on the public blog once saved.' : 'Saved as a draft: only signed-in staff can see it.'}
          </p>
        </div>

        <div className="modal__actions">
          <button type="button" className="btn btn--outline" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy || uploading}>
            {busy ? 'Saving...' : post ? 'Save Changes' : 'Create Post'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
