import { z } from 'zod';

/**
 * App API input rules and their messages, in one place. The App API is called by partner apps, not by the
 * web forms, so these live beside the module rather than in packages/shared.
 */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

export const currencySchema = z
  .string('currency must be a 3-letter ISO 4217 code such as USD')
  .trim()
  .toUpperCase()
  .refine((c) => /^[A-Z]{3}$/.test(c) && CURRENCIES.has(c), 'currency must be a 3-letter ISO 4217 code such as USD');

const hasCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** An amount of money: at most two decimals, below one million. */
const amount = (field: string, min: 'zero' | 'positive') =>
  z
    .number(`${field} must be a number`)
    .refine((n) => Number.isFinite(n), `${field} must be a number`)
    .refine((n) => (min === 'zero' ? n >= 0 : n > 0), min === 'zero' ? `${field} must not be negative` : `${field} must be greater than 0`)
    .refine((n) => n < 1_000_000, `${field} must be less than 1000000`)
    .refine(hasCents, `${field} must have at most two decimals`)
    .transform((n) => Math.round(n * 100) / 100);

const name = z.string('name is required').trim().min(1, 'name is required').max(120, 'name must be at most 120 characters');
const description = z.string().trim().max(4000, 'description must be at most 4000 characters');
const seats = z
  .number()
  .int('availableSeats must be a whole number')
  .min(0, 'availableSeats must not be negative')
  .max(100_000, 'availableSeats must be at most 100000');
const note = z.string().trim().max(500, 'availabilityNote must be at most 500 characters');

export const experienceCreateSchema = z.object({
  name,
  description: description.nullish().transform((d) => d ?? ''),
  price: amount('price', 'zero'),
  currency: currencySchema.nullish().transform((c) => c ?? 'USD'),
  activated: z.boolean().nullish().transform((a) => a ?? true),
  availableSeats: seats.nullish().transform((s) => s ?? null),
  availabilityNote: note.nullish().transform((n) => n || null),
});

export const experienceUpdateSchema = z
  .object({
    name: name.nullish(),
    description: description.nullish(),
    price: amount('price', 'zero').nullish(),
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

/** A real calendar date written YYYY-MM-DD. */
export const dateSchema = (field: string) =>
  z
    .string(`${field} must be a date written YYYY-MM-DD`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${field} must be a date written YYYY-MM-DD`, abort: true })
    .refine(
      (d) => {
        const parsed = new Date(`${d}T00:00:00Z`);
        return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(d);
      },
      { message: `${field} must be a date written YYYY-MM-DD`, abort: true },
    );

/** Bookings are for today or later (UTC): the platform does not sell departures that have gone. */
const bookableDate = dateSchema('date').refine((d) => d >= new Date().toISOString().slice(0, 10), 'date must be today or later');
const participants = z
  .number('participants must be a number')
  .int('participants must be a whole number')
  .min(1, 'participants must be at least 1')
  .max(500, 'participants must be at most 500');

const personName = (field: string) =>
  z.string(`${field} is required`).trim().min(1, `${field} is required`).max(100, `${field} must be at most 100 characters`);
const email = z.string('email is required').trim().max(255, 'email must be at most 255 characters').pipe(z.email('email must be a valid e-mail address'));
const phone = z.string().trim().max(40, 'phone must be at most 40 characters').regex(/^[+0-9 ()./-]*$/, 'phone may hold only digits, spaces and + ( ) . / -');

export const customerSchema = z.object({
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  email,
  phone: phone.nullish().transform((p) => p || null),
});

export const bookingCreateSchema = z.object({
  experienceId: z.string('experienceId is required').min(1, 'experienceId is required'),
  date: bookableDate,
  participants,
  customer: customerSchema,
});

export const bookingUpdateSchema = z
  .object({
    date: bookableDate.nullish(),
    participants: participants.nullish(),
    customer: z
      .object({
        firstName: personName('firstName').nullish(),
        lastName: personName('lastName').nullish(),
        email: email.nullish(),
        phone: phone.nullish(),
      })
      .nullish(),
  })
  .refine((i) => i.date != null || i.participants != null || (i.customer && Object.values(i.customer).some((v) => v != null)), {
    message: 'Give at least one field to change',
    path: ['input'],
  });

export const moneyInputSchema = z.object({ amount: amount('amount', 'positive'), currency: currencySchema });

export const bookingFilterSchema = z.object({
  dateFrom: dateSchema('dateFrom').nullish(),
  dateTo: dateSchema('dateTo').nullish(),
});
