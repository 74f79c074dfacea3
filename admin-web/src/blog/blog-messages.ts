/** The blog's toast texts and its empty state (docs/product/content.md). */
export const BLOG_TOASTS = {
  created: 'Blog post created',
  updated: 'Blog post updated',
  deleted: 'Blog post deleted',
  errorTitle: 'Error',
  createFailed: 'Failed to create blog post. Please try again.',
  updateFailed: 'Failed to update blog post. Please try again.',
  deleteFailed: 'Failed to delete blog post. Please try again.',
  imageUploaded: 'Image uploaded successfully!',
  uploadFailedTitle: 'Upload failed',
} as const;

export const BLOG_EMPTY_STATE = 'No blog posts yet';

/** The confirmation before a post is deleted: there is no undo. */
export const BLOG_DELETE_CONFIRMATION = 'Are you sure you want to delete this blog post?';
