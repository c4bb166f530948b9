import { z } from 'zod';
import { apiMaxCharsMessage, LIMITS } from '@appstore/shared';
import { amountSchema, currencySchema } from '../experiences/experiences.inputs.ts';

/** The App API's input rules for bookings and their messages (partner apps call it, not the web forms). */

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
  .max(LIMITS.bookingParticipantsMax, `participants must be at most ${LIMITS.bookingParticipantsMax}`);

const personName = (field: string) =>
  z
    .string(`${field} is required`)
    .trim()
    .min(1, `${field} is required`)
    .max(LIMITS.personNameMax, apiMaxCharsMessage(field, LIMITS.personNameMax));
const email = z
  .string('email is required')
  .trim()
  .max(LIMITS.textMax, apiMaxCharsMessage('email', LIMITS.textMax))
  .pipe(z.email('email must be a valid e-mail address'));
const phone = z
  .string()
  .trim()
  .max(LIMITS.phoneMax, apiMaxCharsMessage('phone', LIMITS.phoneMax))
  .regex(/^[+0-9 ()./-]*$/, 'phone may hold only digits, spaces and + ( ) . / -');

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

export const moneyInputSchema = z.object({ amount: amountSchema('amount', 'positive'), currency: currencySchema });

export const bookingFilterSchema = z.object({
  dateFrom: dateSchema('dateFrom').nullish(),
  dateTo: dateSchema('dateTo').nullish(),
});
