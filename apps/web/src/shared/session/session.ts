import { useSyncExternalStore } from 'react';

/** The developer account user kept locally after login (spec §3). */
export interface StoredUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  orgId?: string | null;
  orgName?: string | null;
  organizationId?: string | null;
  accountOwner: boolean;
  adminUser: boolean;
  /** Staff acting for another organisation than their own (Disguise); absent in users stored before it existed. */
  disguised?: boolean | null;
  /** The user's own organisation, where ending a disguise returns to. */
  ownOrgId?: string | null;
}

export const USER_STORAGE_KEY = 'user';

/** The stored fields of a user as the server returns it (without `__typename` and the like). */
export function toStoredUser(user: StoredUser): StoredUser {
  const { id, email, firstName, lastName, orgId, orgName, organizationId, accountOwner, adminUser, disguised, ownOrgId } = user;
  return { id, email, firstName, lastName, orgId, orgName, organizationId, accountOwner, adminUser, disguised, ownOrgId };
}

/** Whether two stored users say the same (so storing `next` would change nothing). */
export function sameStoredUser(a: StoredUser | null, b: StoredUser | null): boolean {
  return JSON.stringify(a && toStoredUser(a)) === JSON.stringify(b && toStoredUser(b));
}

type Listener = () => void;
const listeners = new Set<Listener>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
}

let cachedRaw: string | null = readRaw();
let cachedUser: StoredUser | null = parse(cachedRaw);

function parse(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as StoredUser | null;
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

function notify() {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parse(raw);
  }
  listeners.forEach((listener) => listener());
}

// Keep tabs in step: logging out in one tab logs out the others.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === USER_STORAGE_KEY) notify();
  });
}

export function getStoredUser(): StoredUser | null {
  return cachedUser;
}

export function isLoggedIn(): boolean {
  return cachedUser !== null;
}

export function storeUser(user: StoredUser): void {
  try {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Storage can be unavailable (private mode); the session cookie still works for this page.
  }
  cachedRaw = readRaw();
  cachedUser = cachedRaw ? parse(cachedRaw) : user;
  listeners.forEach((listener) => listener());
}

/** Marks the user logged out (spec §4: logout and UnauthorizedError). */
export function clearStoredUser(): void {
  try {
    window.localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // ignore
  }
  notify();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored user, re-rendering when it changes. */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, getStoredUser, () => null);
}

export function useIsLoggedIn(): boolean {
  return useStoredUser() !== null;
}
