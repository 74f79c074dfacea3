import { useState } from 'react';
import { QueryState } from '../shared/QueryState';
import { BlogPostCard } from './BlogPostCard';
import { BlogPostDialog } from './BlogPostDialog';
import { DeleteBlogPostDialog } from './DeleteBlogPostDialog';
import { postsSummary } from './blog-list-format';
import { BLOG_EMPTY_STATE } from './blog-messages';
import type { BlogPost } from './blog-types';
import { useBlogPosts } from './use-blog-posts';

const NEW_POST_BUTTON_ID = 'blog-new-post';

/**
 * 'Blog Posts' (docs/product/content.md): every post with its Published/Draft badge and created date,
 * opened in a new tab; with `canChange`, a new post, edit and delete. Without it (an auditor) no
 * control that changes anything is rendered at all.
 */
export function BlogPostsView({ canChange }: { canChange: boolean }) {
  const posts = useBlogPosts();
  const [editing, setEditing] = useState<BlogPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);

  const list = posts.data ?? [];

  return (
    <section className="admin-section" aria-labelledby="blog-posts-title">
      <div className="admin-section__head">
        <div>
          <h2 id="blog-posts-title">Blog Posts</h2>
          {posts.isSuccess && list.length > 0 ? <p className="admin-section__summary">{postsSummary(list)}</p> : null}
        </div>
        {canChange ? (
          <button id={NEW_POST_BUTTON_ID} type="button" className="btn btn--primary btn--sm" onClick={() => setEditing('new')}>
            New Post
          </button>
        ) : null}
      </div>

      <QueryState query={posts} loading="Loading blog posts..." failed="Blog posts could not be loaded.">
        {list.length === 0 ? (
          <p className="admin-state admin-state--empty">{BLOG_EMPTY_STATE}</p>
        ) : (
          <ul className="blog-admin-list">
            {list.map((post) => (
              <li key={post.id}>
                <BlogPostCard post={post} canChange={canChange} onEdit={() => setEditing(post)} onDelete={() => setDeleting(post)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      {canChange && editing !== null ? (
        <BlogPostDialog
          post={editing === 'new' ? undefined : editing}
          returnFocusId={NEW_POST_BUTTON_ID}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {canChange && deleting !== null ? (
        <DeleteBlogPostDialog post={deleting} returnFocusId={NEW_POST_BUTTON_ID} onClose={() => setDeleting(null)} />
      ) : null}
    </section>
  );
}
