/**
 * Toast texts of the Packages tab (docs/product/content.md); the edit and delete texts follow the
 * wording of the create texts.
 */
export const PACKAGE_TOASTS = {
  created: 'Package created successfully!',
  createFailed: 'Failed to create package',
  updated: 'Package updated successfully!',
  updateFailed: 'Failed to update package',
  deleted: 'Package deleted successfully!',
  deleteFailed: 'Failed to delete package',
} as const;
