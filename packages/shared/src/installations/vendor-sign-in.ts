import { z } from 'zod';
import { LIMITS } from '../limits/limits.ts';

export const VENDOR_SIGN_IN_MESSAGES = {
  emailTooLong: `An e-mail address has at most ${LIMITS.emailMax} characters.`,
} as const;

/**
 * The vendor sign-in form's address, checked before anything counts the attempt or looks it up; read as the
 * server compares it (trimmed, lower case). A repeated or missing field reads as empty.
 */
export const vendorSignInEmailSchema = z
  .unknown()
  .transform((v) => (typeof v === 'string' ? v.trim().toLowerCase() : ''))
  .pipe(z.string().max(LIMITS.emailMax, VENDOR_SIGN_IN_MESSAGES.emailTooLong));
