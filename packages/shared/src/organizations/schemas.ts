import { z } from 'zod';
import { LIMITS, maxCharsMessage } from '../limits/limits.ts';

const optionalText = z
  .string()
  .trim()
  .max(LIMITS.textMax, maxCharsMessage(LIMITS.textMax))
  .optional()
  .nullable()
  .transform((v) => v || null);

const optionalEmail = (message: string) =>
  z
    .string(message)
    .trim()
    .optional()
    .nullable()
    .transform((v) => v || null)
    .pipe(z.email(message).nullable());

const optionalWebsite = optionalText.refine((v) => v === null || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), 'Website must be a valid URL');

/** The organisation's name, shown on its listings as 'By {name}': asked at sign-up and changed in Account settings. */
export const businessNameSchema = z
  .string('Business name is required')
  .trim()
  .min(1, 'Business name is required')
  .max(LIMITS.textMax, maxCharsMessage(LIMITS.textMax));

/** Spec §5 organisation rules (Account settings). Both terms must be agreed to. */
export const organizationSchema = z.object({
  businessName: businessNameSchema,
  websiteUrl: optionalWebsite,
  businessEmail: optionalEmail('Business email is invalid'),
  supportEmail: optionalEmail('Support email is invalid'),
  phoneNumber: optionalText,
  emergencyDeveloperEmail: optionalEmail('Emergency developer email is invalid'),
  emergencyDeveloperPhoneNumber: z
    .string('Emergency developer phone number is required')
    .trim()
    .min(1, 'Emergency developer phone number is required')
    .max(LIMITS.textMax, maxCharsMessage(LIMITS.textMax)),
  termsApiAgreed: z.literal(true, 'You must agree to our API Terms'),
  termsPartnerAgreed: z.literal(true, 'You must agree to our Partner terms'),
});
export type OrganizationInput = z.infer<typeof organizationSchema>;
