/** Typed paths of the developer landing and docs. */
export const developerPath = '/developer';
export const docsPath = '/developer/docs';

export function developerUrl(): string {
  return developerPath;
}

export function docsUrl(section?: string): string {
  return section ? `${docsPath}#${section}` : docsPath;
}
