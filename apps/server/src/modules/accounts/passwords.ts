import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with OWASP's recommended minimum cost: 19 MiB, 2 passes. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password against the user's hash, or against a throw-away hash when there is no such user, so an
 * unknown address costs as long as a wrong password and timing tells nothing.
 */
export async function verifyPasswordOrDummy(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  const usable = passwordHash && !passwordHash.startsWith('!') ? passwordHash : null;
  const valid = await verifyPassword(usable ?? (await (dummy ??= hashPassword('not-a-real-password'))), password);
  return usable !== null && valid;
}
