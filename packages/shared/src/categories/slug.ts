// No zod here: the store's URL code (catalog/store-search.ts) is on every store page's first load.

/** A category's address in the store (`/apps?category=<slug>`): lower-case words joined by hyphens. */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATEGORY_SLUG_MAX = 60;

export function isCategorySlug(value: string): boolean {
  return value.length <= CATEGORY_SLUG_MAX && CATEGORY_SLUG_PATTERN.test(value);
}

/** The slug a new category gets from its name; it stays when the category is renamed, so shared links keep working. */
export function categorySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATEGORY_SLUG_MAX)
    .replace(/-+$/, '');
}
