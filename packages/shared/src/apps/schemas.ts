import { z } from 'zod';
import { LIMITS, maxCharsMessage } from '../limits/limits.ts';
import { APP_TYPES, CHARGE_TYPES } from './enums.ts';
import { isCountryCode } from '../countries/countries.ts';
import { hasAtMostTwoDecimals, roundMoney } from '../money/cents.ts';
import { FORM_AMOUNT_MESSAGES } from '../money/amount.ts';

/** An absolute http(s) URL: what the platform can redirect a vendor's browser to. */
export function isAbsoluteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** The redirect whitelist as typed: absolute URLs, one per line or comma-separated. */
export function parseRedirectUrls(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[\n,]/)
    .map((u) => u.trim())
    .filter(Boolean);
}

/** Blank optional text becomes null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

/** A form's number field: '' or missing is undefined, numeric text is a number, anything else stays invalid. */
const formNumber = z.preprocess((v) => {
  if (v === '' || v === null || v === undefined) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : Number(v);
  return v;
}, z.number('Must be a number').optional());

/**
 * Spec §5 app rules, for the setup form and for `appCreate` / `appUpdate`. Pricing fields matter only for
 * public apps; custom apps are priced with their vendor outside the store.
 */
export const appSchema = z
  .object({
    name: z
      .string('Name is required')
      .trim()
      .min(1, { error: 'Name is required', abort: true })
      .max(LIMITS.appNameMax, maxCharsMessage(LIMITS.appNameMax)),
    type: z.enum(APP_TYPES, 'You must select app type'),
    appUrl: optionalText(LIMITS.urlMax, maxCharsMessage(LIMITS.urlMax)).refine(
      (v) => v === null || isAbsoluteUrl(v),
      'Must be a valid URL',
    ),
    redirectUrlWhitelist: optionalText(LIMITS.redirectUrlWhitelistMax, maxCharsMessage(LIMITS.redirectUrlWhitelistMax)).refine(
      (v) => parseRedirectUrls(v).every(isAbsoluteUrl),
      'Each redirect URL must be a valid URL (https://…), one per line or separated by commas',
    ),
    apiContactEmail: z
      .string('API Contact Email is required')
      .trim()
      .min(1, { error: 'API Contact Email is required', abort: true })
      .max(LIMITS.textMax, maxCharsMessage(LIMITS.textMax))
      .pipe(z.email('API Contact Email is not a valid email address')),
    chargeType: z.enum(CHARGE_TYPES, 'You must select a charge type').nullish(),
    oneTimeChargeAmount: formNumber,
    freeTrialDays: formNumber,
    installationCountries: z
      .array(z.string().trim().toUpperCase().refine(isCountryCode, 'Unknown country'))
      .nullish()
      .transform((v) => [...new Set(v ?? [])].sort()),
    appReviewInstructions: optionalText(LIMITS.appReviewInstructionsMax, maxCharsMessage(LIMITS.appReviewInstructionsMax)),
  })
  .superRefine((app, ctx) => {
    if (app.type !== 'PUBLIC') return;
    if (!app.chargeType) ctx.addIssue({ code: 'custom', path: ['chargeType'], message: 'You must select a charge type' });
    if (app.chargeType === 'ONE_TIME') {
      const amount = app.oneTimeChargeAmount;
      if (amount === undefined)
        ctx.addIssue({ code: 'custom', path: ['oneTimeChargeAmount'], message: 'Must enter the one time charge amount' });
      else if (!Number.isFinite(amount) || amount <= 0)
        ctx.addIssue({ code: 'custom', path: ['oneTimeChargeAmount'], message: 'Must be larger than zero' });
      else if (!hasAtMostTwoDecimals(amount)) {
        ctx.addIssue({ code: 'custom', path: ['oneTimeChargeAmount'], message: FORM_AMOUNT_MESSAGES.decimals });
      }
    }
    if (app.chargeType === 'RECURRING') {
      const days = app.freeTrialDays;
      if (days === undefined) ctx.addIssue({ code: 'custom', path: ['freeTrialDays'], message: 'Must enter the free trial days' });
      else if (!Number.isFinite(days) || days < 0)
        ctx.addIssue({ code: 'custom', path: ['freeTrialDays'], message: 'Must not be a negative number' });
      else if (!Number.isInteger(days))
        ctx.addIssue({ code: 'custom', path: ['freeTrialDays'], message: 'Must be a whole number of days' });
    }
  })
  .transform((app) => {
    // what is stored: pricing that does not apply to the charge type is reset to the defaults
    const chargeType = app.type === 'PUBLIC' ? app.chargeType! : 'FREE_TO_INSTALL';
    return {
      ...app,
      chargeType,
      oneTimeChargeAmount: chargeType === 'ONE_TIME' ? roundMoney(app.oneTimeChargeAmount!) : 0,
      freeTrialDays: chargeType === 'RECURRING' ? app.freeTrialDays! : 0,
    };
  });
export type AppFormInput = z.input<typeof appSchema>;
export type AppValues = z.output<typeof appSchema>;

/** Staff's reason for a rejection: the partner reads it on the dashboard and in the e-mail. */
export const reviewReasonSchema = z
  .string('Please give a reason')
  .trim()
  .min(1, { error: 'Please give a reason', abort: true })
  .max(LIMITS.reviewReasonMax, maxCharsMessage(LIMITS.reviewReasonMax));
