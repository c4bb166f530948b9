import { z } from 'zod';
import { APP_SCOPES, type AppScope } from './scopes.ts';

/**
 * App versions. An app's *access* is the set of scopes it may ask vendors for. Each change of it is
 * a new version. A change that adds a scope waits for each installed vendor to accept it; a change that removes one
 * applies to every installation at once.
 *
 * A new app's version 1 is what its developer chose when creating it: nothing unless they picked scopes, so no app
 * can ask vendors for their customers' contact details or the old REST API by default. Apps created before apps
 * chose their access have no stored version 1; theirs is every scope, as they could ask before versions existed,
 * and stays so until their developer narrows it.
 */
export const IMPLICIT_FIRST_VERSION = { version: 1, scopes: [...APP_SCOPES] as AppScope[] };

/** Scopes in the platform's order, without repeats: the one spelling a version, a form and a page use. */
export function sortScopes(scopes: Iterable<string>): AppScope[] {
  const wanted = new Set(scopes);
  return APP_SCOPES.filter((s) => wanted.has(s));
}

export interface AccessChange {
  added: AppScope[];
  removed: AppScope[];
}

export function accessChange(from: readonly string[], to: readonly string[]): AccessChange {
  const before = new Set(from);
  const after = new Set(to);
  return { added: sortScopes([...after].filter((s) => !before.has(s))), removed: sortScopes([...before].filter((s) => !after.has(s))) };
}

/**
 * What an installation still has to accept: the scopes the latest version asks for that the version it accepted
 * did not. Scopes the vendor declined at install (the app asked for fewer) are not asked again.
 */
export function scopesToAccept(acceptedVersionScopes: readonly string[], latestScopes: readonly string[]): AppScope[] {
  return accessChange(acceptedVersionScopes, latestScopes).added;
}

/** The scopes an installation holds after accepting the latest version. */
export function scopesAfterAccepting(
  granted: readonly string[],
  acceptedVersionScopes: readonly string[],
  latestScopes: readonly string[],
) {
  const latest = new Set(latestScopes);
  return sortScopes([...granted.filter((s) => latest.has(s)), ...scopesToAccept(acceptedVersionScopes, latestScopes)]);
}

/** The scopes an installation keeps when a version takes some away: what it had, within the new version. */
export function scopesWithin(granted: readonly string[], versionScopes: readonly string[]): AppScope[] {
  const allowed = new Set(versionScopes);
  return sortScopes(granted.filter((s) => allowed.has(s)));
}

/** The partner's access form: the scopes the app may ask for. */
export const appAccessSchema = z.object({
  scopes: z
    .array(z.enum(APP_SCOPES, 'Choose scopes from the list'))
    .max(APP_SCOPES.length)
    .refine((list) => new Set(list).size === list.length, 'Each scope may be chosen once'),
});
export type AppAccessInput = z.infer<typeof appAccessSchema>;

/** How a change reads to the partner before saving and in the audit log. */
export function accessChangeSummary(change: AccessChange): string[] {
  const lines: string[] = [];
  if (change.added.length)
    lines.push(
      `Adds ${change.added.join(', ')}: a new version that installed vendors accept on their installed-apps page; until then they keep their current access.`,
    );
  if (change.removed.length)
    lines.push(`Removes ${change.removed.join(', ')}: every installation loses ${change.removed.length === 1 ? 'it' : 'them'} at once.`);
  return lines;
}
