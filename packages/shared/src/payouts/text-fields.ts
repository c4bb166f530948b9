import { z } from 'zod';
import { LIMITS } from '../limits/limits.ts';

/** The payout forms' text inputs (settings and tax form): at most 255 characters each (spec §5). */
export const PAYOUT_TEXT_MAX = LIMITS.payoutTextMax;
export const PAYOUT_TEXT_MAX_MESSAGE = `Max ${PAYOUT_TEXT_MAX} chars`;

export const requiredPayoutText = (message: string) =>
  z.string(message).trim().min(1, message).max(PAYOUT_TEXT_MAX, PAYOUT_TEXT_MAX_MESSAGE);

/** Empty or absent becomes null. */
export const optionalPayoutText = z
  .string()
  .trim()
  .max(PAYOUT_TEXT_MAX, PAYOUT_TEXT_MAX_MESSAGE)
  .optional()
  .nullable()
  .transform((v) => v || null);
