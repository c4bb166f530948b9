import { builder, defineConnection } from '../../graphql/app-api/builder.ts';
import { requireScope } from '../../graphql/app-api/context.ts';
import { ExperienceRef } from '../experiences/experiences.app-graphql.ts';
import { globalId } from '../../lib/node-ids.ts';
import {
  addBookingPayment,
  balanceDue,
  cancelBooking,
  createBooking,
  getBooking,
  listBookings,
  refundBooking,
  updateBooking,
} from './bookings.service.ts';
import { BOOKING_STATUSES, type BookingRow } from '../../db/schema/bookings.ts';

const BookingStatusEnum = builder.enumType('BookingStatus', { values: BOOKING_STATUSES });

/**
 * The customer of a booking. Each field needs its own scope: names CUSTOMERS_READ, e-mail and phone
 * CUSTOMERS_CONTACT_READ. Without it the field is null and the response carries a ForbiddenError for that
 * field's path naming the scope, while the rest of the booking is answered as usual.
 */
const CustomerRef = builder.objectRef<BookingRow>('Customer').implement({
  description: 'Names need CUSTOMERS_READ; email and phone need CUSTOMERS_CONTACT_READ (null plus a ForbiddenError otherwise).',
  fields: (t) => ({
    firstName: t.string({ nullable: true, resolve: (b, _a, ctx) => (requireScope(ctx, 'CUSTOMERS_READ'), b.customerFirstName) }),
    lastName: t.string({ nullable: true, resolve: (b, _a, ctx) => (requireScope(ctx, 'CUSTOMERS_READ'), b.customerLastName) }),
    email: t.string({ nullable: true, resolve: (b, _a, ctx) => (requireScope(ctx, 'CUSTOMERS_CONTACT_READ'), b.customerEmail) }),
    phone: t.string({ nullable: true, resolve: (b, _a, ctx) => (requireScope(ctx, 'CUSTOMERS_CONTACT_READ'), b.customerPhone) }),
  }),
});

const BookingRef = builder.objectRef<BookingRow>('Booking').implement({
  description: "A booking of one of the vendor's experiences. Amounts are in `currency`.",
  fields: (t) => ({
    id: t.id({ resolve: (b) => globalId('Booking', b.id) }),
    confirmationCode: t.exposeString('confirmationCode'),
    status: t.field({ type: BookingStatusEnum, resolve: (b) => b.status }),
    date: t.exposeString('date', { description: 'YYYY-MM-DD' }),
    participants: t.exposeInt('participants'),
    experience: t.field({
      type: ExperienceRef,
      description: 'The experience booked (part of the booking: needs no scope beyond the one that gave the booking).',
      resolve: async (b, _a, ctx) => (await ctx.loaders.experience(b.experienceId))!,
    }),
    customer: t.field({ type: CustomerRef, resolve: (b) => b }),
    totalPrice: t.exposeFloat('totalPrice'),
    paidAmount: t.exposeFloat('paidAmount', { description: 'Everything paid so far, refunds not deducted.' }),
    refundedAmount: t.exposeFloat('refundedAmount'),
    balanceDue: t.float({ description: 'totalPrice − paidAmount + refundedAmount.', resolve: (b) => balanceDue(b) }),
    currency: t.exposeString('currency'),
    creationDate: t.string({ resolve: (b) => b.createdAt.toISOString() }),
    lastModifiedDate: t.string({ resolve: (b) => b.updatedAt.toISOString() }),
  }),
});

const BookingConnectionRef = defineConnection('Booking', BookingRef);

const BookingFilter = builder.inputType('BookingFilter', {
  fields: (t) => ({
    status: t.field({ type: BookingStatusEnum }),
    experienceId: t.id(),
    dateFrom: t.string({ description: 'YYYY-MM-DD, inclusive.' }),
    dateTo: t.string({ description: 'YYYY-MM-DD, inclusive.' }),
    confirmationCode: t.string(),
  }),
});

const BookingCustomerInput = builder.inputType('BookingCustomerInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string(),
  }),
});

const BookingCustomerUpdateInput = builder.inputType('BookingCustomerUpdateInput', {
  fields: (t) => ({ firstName: t.string(), lastName: t.string(), email: t.string(), phone: t.string() }),
});

const BookingCreateInput = builder.inputType('BookingCreateInput', {
  fields: (t) => ({
    experienceId: t.id({ required: true }),
    date: t.string({ required: true, description: 'YYYY-MM-DD, today or later.' }),
    participants: t.int({ required: true }),
    customer: t.field({ type: BookingCustomerInput, required: true }),
  }),
});

const BookingUpdateInput = builder.inputType('BookingUpdateInput', {
  description: 'The fields to change; fields left out (or null) keep their value.',
  fields: (t) => ({
    date: t.string(),
    participants: t.int(),
    customer: t.field({ type: BookingCustomerUpdateInput }),
  }),
});

const MoneyInput = builder.inputType('MoneyInput', {
  fields: (t) => ({
    amount: t.float({ required: true, description: 'Greater than 0, at most two decimals.' }),
    currency: t.string({ required: true, description: "The booking's currency." }),
  }),
});

builder.queryFields((t) => ({
  bookings: t.field({
    type: BookingConnectionRef,
    description: "The vendor's bookings, newest first; first defaults to 20 and may not exceed 100. Needs BOOKINGS_READ.",
    args: { filter: t.arg({ type: BookingFilter }), first: t.arg.int(), after: t.arg.string() },
    resolve: (_root, args, ctx) => listBookings(ctx.db, requireScope(ctx, 'BOOKINGS_READ').vendorId, args),
  }),
  booking: t.field({
    type: BookingRef,
    description: "Needs BOOKINGS_READ. An id that is not one of the vendor's bookings is a NotFoundError.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getBooking(ctx.db, requireScope(ctx, 'BOOKINGS_READ').vendorId, args.id),
  }),
}));

const write = 'Needs BOOKINGS_WRITE.';
builder.mutationFields((t) => ({
  bookingCreate: t.field({
    type: BookingRef,
    description: `${write} Books seats of an activated experience at its current price. Fires BOOKINGS_CREATE.`,
    args: { input: t.arg({ type: BookingCreateInput, required: true }) },
    resolve: (_root, args, ctx) => createBooking(ctx.db, requireScope(ctx, 'BOOKINGS_WRITE').vendorId, args.input),
  }),
  bookingUpdate: t.field({
    type: BookingRef,
    description: `${write} Changes a confirmed booking. Fires BOOKINGS_UPDATE.`,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: BookingUpdateInput, required: true }) },
    resolve: (_root, args, ctx) => updateBooking(ctx.db, requireScope(ctx, 'BOOKINGS_WRITE').vendorId, args.id, args.input),
  }),
  bookingCancel: t.field({
    type: BookingRef,
    description: `${write} Fires BOOKINGS_CANCEL.`,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => cancelBooking(ctx.db, requireScope(ctx, 'BOOKINGS_WRITE').vendorId, args.id, ctx.config),
  }),
  bookingAddPayment: t.field({
    type: BookingRef,
    description: `${write} Up to the balance due. Fires BOOKINGS_PAYMENT with amount and currency.`,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: MoneyInput, required: true }) },
    resolve: (_root, args, ctx) => addBookingPayment(ctx.db, requireScope(ctx, 'BOOKINGS_WRITE').vendorId, args.id, args.input, ctx.config),
  }),
  bookingRefund: t.field({
    type: BookingRef,
    description: `${write} Up to what was paid and not yet refunded. Fires BOOKINGS_REFUND with amount and currency.`,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: MoneyInput, required: true }) },
    resolve: (_root, args, ctx) => refundBooking(ctx.db, requireScope(ctx, 'BOOKINGS_WRITE').vendorId, args.id, args.input, ctx.config),
  }),
}));
