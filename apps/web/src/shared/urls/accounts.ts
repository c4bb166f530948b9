/** Typed paths of the developer account screens: sign-up, login, password reset, the team and the own profile (spec §2). */
export const loginPath = '/developer/login';
export const signupPath = '/developer/signup';
export const validateEmailPath = '/developer/validate-email';
export const forgotPasswordPath = '/developer/forgot-password';

export function loginUrl(): string {
  return loginPath;
}

export function signupUrl(): string {
  return signupPath;
}

export function validateEmailUrl(): string {
  return validateEmailPath;
}

export function forgotPasswordUrl(): string {
  return forgotPasswordPath;
}

/** Where a developer lands after logging in (the partner portal, built in a later issue). */
export const portalHomePath = '/extranet';
export function portalHomeUrl(): string {
  return portalHomePath;
}

export const resetPasswordPath = '/developer/reset-password';

/** The page the reset e-mail links to, `?token=` carrying the single-use token. */
export function resetPasswordUrl(token?: string): string {
  return token ? `${resetPasswordPath}?token=${encodeURIComponent(token)}` : resetPasswordPath;
}

export const teamPath = '/extranet/team';
export const teamAddPath = '/extranet/team/add';
export const teamUserPath = '/extranet/team/:id';
export const userProfilePath = '/extranet/userprofile';

export function teamUrl(): string {
  return teamPath;
}

export function teamAddUrl(): string {
  return teamAddPath;
}

export function teamUserUrl(id: string): string {
  return teamUserPath.replace(':id', encodeURIComponent(id));
}

export function userProfileUrl(): string {
  return userProfilePath;
}
