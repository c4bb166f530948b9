/** Typed paths of the team screens and the own profile (spec §2). */
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
