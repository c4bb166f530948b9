/** Typed path of the staff screen that manages the store's categories. */
export const adminCategoriesPath = '/extranet/admin/categories';

export function adminCategoriesUrl(): string {
  return adminCategoriesPath;
}
