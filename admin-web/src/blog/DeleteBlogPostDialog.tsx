import { useId } from 'react';
import { ModalDialog } from '@browser-kit/dialogs/ModalDialog';
import { BLOG_DELETE_CONFIRMATION } from './blog-messages';
import type { BlogPost } from './blog-types';
import { useDeleteBlogPost } from './use-blog-posts';

/** A confirmation before deleting; the post goes only after 'Delete Post'. */
export function DeleteBlogPostDialog({ post, returnFocusId, onClose }: { post: BlogPost; returnFocusId: string; onClose: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const remove = useDeleteBlogPost();

  return (
    <ModalDialog titleId={titleId} descriptionId={descriptionId} onCancel={onClose} busy={remove.isPending} returnFocusId={returnFocusId}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          Delete blog post
        </h2>
        <p id={descriptionId} className="modal__lead">
          {BLOG_DELETE_CONFIRMATION}
        </p>
      </div>
      <p className="blog-admin-delete__post">{post.title}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--outline" onClick={onClose} disabled={remove.isPending} data-autofocus>
          Keep Post
        </button>
        <button
          type="button"
          className="btn btn--danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(post, { onSuccess: onClose })}
        >
          {remove.isPending ? 'Deleting...' : 'Delete Post'}
        </button>
      </div>
    </ModalDialog>
  );
}
