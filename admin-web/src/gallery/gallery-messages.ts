/**
 * Toast texts of the Gallery tab (docs/product/content.md); the edit texts follow the wording of
 * the create and delete texts.
 */
export const GALLERY_TOASTS = {
  created: 'Gallery item added successfully!',
  createFailed: 'Failed to add gallery item',
  updated: 'Gallery item updated successfully!',
  updateFailed: 'Failed to update gallery item',
  deleted: 'Gallery item deleted successfully!',
  deleteFailed: 'Failed to delete gallery item',
  uploaded: 'Image uploaded successfully!',
  uploadFailed: 'Failed to upload image',
  confirmDelete: 'Are you sure you want to delete this gallery item?',
} as const;
