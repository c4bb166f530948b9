/** The parts of a developer account user the portal's texts are made from. */
export interface UserNames {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** 'First Last', falling back to whichever name there is, then the e-mail address. */
export function displayName(user: UserNames): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email?.trim() || '';
}

/** Up to two capital letters for the avatar: first and last name, else the e-mail's first letter. */
export function initials(user: UserNames): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => firstLetter(part))
    .filter(Boolean)
    .join('');
  return (letters || firstLetter(user.email) || '?').toUpperCase();
}

function firstLetter(text: string | null | undefined): string {
  // Array.from keeps a letter outside the BMP (or an accented one) whole.
  return Array.from(text?.trim() ?? '')[0] ?? '';
}

export interface UserOrganization {
  orgId?: string | null;
  orgName?: string | null;
  adminUser?: boolean | null;
}

/** 'Demo Partner (#3)': an organisation as platform staff know it. */
export function organizationWithId(name: string | null | undefined, id: string): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed} (#${id})` : `#${id}`;
}

/** The organisation name; for platform staff with its id, e.g. 'Demo Partner (#3)' (spec §2, §6). */
export function organizationLabel(user: UserOrganization): string {
  if (user.adminUser && user.orgId) return organizationWithId(user.orgName, user.orgId);
  return user.orgName?.trim() ?? '';
}
