/**
 * Toast texts of the Reviews tab. SPEC section 8 gives the create texts; the edit and
 * delete texts it does not give follow the same wording.
 */
export const REVIEW_TOASTS = {
  created: 'Review added successfully!',
  createFailed: 'Failed to add review',
  updated: 'Review updated successfully!',
  updateFailed: 'Failed to update review',
  deleted: 'Review deleted successfully!',
  deleteFailed: 'Failed to delete review',
} as const;
