/**
 * Toast texts of the Packages tab. SPEC section 8 gives the create texts; the edit and
 * delete texts it does not give follow the same wording.
 */
export const PACKAGE_TOASTS = {
  created: 'Package created successfully!',
  createFailed: 'Failed to create package',
  updated: 'Package updated successfully!',
  updateFailed: 'Failed to update package',
  deleted: 'Package deleted successfully!',
  deleteFailed: 'Failed to delete package',
} as const;
