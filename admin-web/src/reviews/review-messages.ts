/**
 * Toast texts of the Reviews tab (docs/product/content.md); the edit and delete texts follow the
 * wording of the create texts.
 */
export const REVIEW_TOASTS = {
  created: 'Review added successfully!',
  createFailed: 'Failed to add review',
  updated: 'Review updated successfully!',
  updateFailed: 'Failed to update review',
  deleted: 'Review deleted successfully!',
  deleteFailed: 'Failed to delete review',
} as const;
