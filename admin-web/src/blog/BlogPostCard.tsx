import { useId } from 'react';
import { safeImageSrc } from '@browser-kit/urls/safe-url';
import { createdLabel, postBadge, publicPostPath } from './blog-list-format';
import type { BlogPost } from './blog-types';

/** One post in the admin list; Edit and Delete only with `canChange`. */
export function BlogPostCard({
  post,
  canChange,
  onEdit,
  onDelete,
}: {
  post: BlogPost;
  canChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = useId();
  const badge = postBadge(post);
  const image = post.featuredImage ? safeImageSrc(post.featuredImage) : null;

  return (
    <article className="blog-admin-post card" aria-labelledby={headingId}>
      {image ? <img className="blog-admin-post__image" src={image} alt="" width={96} height={64} loading="lazy" decoding="async" /> : null}
      <div className="blog-admin-post__body">
        <header className="blog-admin-post__head">
          <h3 id={headingId} className="blog-admin-post__title">
            {post.title}
          </h3>
          <span className={badge.className}>
            <span className="visually-hidden">Status: </span>
            {badge.label}
          </span>
        </header>
        <p className="blog-admin-post__meta">
          {createdLabel(post)}
          <span aria-hidden="true"> · </span>
          <span className="blog-admin-post__slug">{publicPostPath(post.slug)}</span>
        </p>
        <p className="blog-admin-post__excerpt">{post.excerpt}</p>
        <div className="blog-admin-post__actions">
          <a className="btn btn--outline btn--sm" href={publicPostPath(post.slug)} target="_blank" rel="noopener noreferrer">
            Open<span className="visually-hidden"> {post.title} in a new tab</span>
          </a>
          {canChange ? (
            <>
              <button type="button" className="btn btn--primary btn--sm" onClick={onEdit}>
                Edit<span className="visually-hidden"> {post.title}</span>
              </button>
              <button type="button" className="btn btn--outline-danger btn--sm" onClick={onDelete}>
                Delete<span className="visually-hidden"> {post.title}</span>
              </button>
            </>
          ) : null}
        </div>
      </div>
    </article>
  );
}
