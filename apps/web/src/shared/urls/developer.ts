/** Typed paths of the developer landing and docs. */
export const developerPath = '/developer';
export const docsPath = '/developer/docs';
/** The two agreements partners accept at sign-up and in Account settings. */
export const apiTermsPath = '/developer/terms/api';
export const partnerTermsPath = '/developer/terms/partner';

export function developerUrl(): string {
  return developerPath;
}

export function apiTermsUrl(): string {
  return apiTermsPath;
}

export function partnerTermsUrl(): string {
  return partnerTermsPath;
}

export function docsUrl(section?: string): string {
  return section ? `${docsPath}#${section}` : docsPath;
}
