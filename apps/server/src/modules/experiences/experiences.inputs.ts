import { z } from 'zod';
import { amountSchema as moneyAmountSchema, apiAmountMessages, apiMaxCharsMessage, LIMITS } from '@appstore/shared';

/**
 * The App API's input rules for experiences, and the money rules bookings share, with their messages. The App
 * API is called by partner apps, not by the web forms, so these live beside the module rather than in packages/shared.
 */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

export const currencySchema = z
  .string('currency must be a 3-letter ISO 4217 code such as USD')
  .trim()
  .toUpperCase()
  .refine((c) => /^[A-Z]{3}$/.test(c) && CURRENCIES.has(c), 'currency must be a 3-letter ISO 4217 code such as USD');

/** An amount of money: the shared amount rule (not negative, whole cents) in the App API's wording, below LIMITS.apiAmountBelow. */
export const amountSchema = (field: string, min: 'zero' | 'positive') =>
  moneyAmountSchema(apiAmountMessages(field))
    .refine((n) => min === 'zero' || n > 0, `${field} must be greater than 0`)
    .refine((n) => n < LIMITS.apiAmountBelow, `${field} must be less than ${LIMITS.apiAmountBelow}`);

const name = z
  .string('name is required')
  .trim()
  .min(1, 'name is required')
  .max(LIMITS.experienceNameMax, apiMaxCharsMessage('name', LIMITS.experienceNameMax));
const description = z
  .string()
  .trim()
  .max(LIMITS.experienceDescriptionMax, apiMaxCharsMessage('description', LIMITS.experienceDescriptionMax));
const seats = z
  .number()
  .int('availableSeats must be a whole number')
  .min(0, 'availableSeats must not be negative')
  .max(LIMITS.availableSeatsMax, `availableSeats must be at most ${LIMITS.availableSeatsMax}`);
const note = z.string().trim().max(LIMITS.availabilityNoteMax, apiMaxCharsMessage('availabilityNote', LIMITS.availabilityNoteMax));

export const experienceCreateSchema = z.object({
  name,
  description: description.nullish().transform((d) => d ?? ''),
  price: amountSchema('price', 'zero'),
  currency: currencySchema.nullish().transform((c) => c ?? 'USD'),
  activated: z
    .boolean()
    .nullish()
    .transform((a) => a ?? true),
  availableSeats: seats.nullish().transform((s) => s ?? null),
  availabilityNote: note.nullish().transform((n) => n || null),
});

export const experienceUpdateSchema = z
  .object({
    name: name.nullish(),
    description: description.nullish(),
    price: amountSchema('price', 'zero').nullish(),
    currency: currencySchema.nullish(),
    activated: z.boolean().nullish(),
  })
  .refine((i) => Object.values(i).some((v) => v != null), { message: 'Give at least one field to change', path: ['input'] });

export const experienceAvailabilitySchema = z
  .object({
    /** null removes the limit; leaving it out keeps the current one */
    availableSeats: seats.nullish(),
    availabilityNote: note.nullish(),
  })
  .refine((i) => i.availableSeats !== undefined || i.availabilityNote !== undefined, {
    message: 'Give availableSeats, availabilityNote or both',
    path: ['input'],
  });
