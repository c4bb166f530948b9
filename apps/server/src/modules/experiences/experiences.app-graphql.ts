import { builder, defineConnection } from '../../graphql/app-api/builder.ts';
import { requireScope } from '../../graphql/app-api/context.ts';
import { globalId } from '../../lib/node-ids.ts';
import type { ExperienceRow } from '../../db/schema/experiences.ts';
import type { createExperienceLoaders } from './experiences.loaders.ts';
import { createExperience, getExperience, listExperiences, updateExperience, updateExperienceAvailability } from './experiences.service.ts';

declare module '../../graphql/app-api/context.ts' {
  interface AppApiLoaders {
    /** A page of bookings asks for their experiences in one query. */
    experience: ReturnType<typeof createExperienceLoaders>['experience'];
  }
}

export const ExperienceRef = builder.objectRef<ExperienceRow>('Experience').implement({
  description: 'A tour or activity the vendor sells.',
  fields: (t) => ({
    id: t.id({ resolve: (e) => globalId('Experience', e.id) }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    price: t.exposeFloat('price', { description: 'Price per participant.' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code.' }),
    activated: t.exposeBoolean('activated', { description: 'Only activated experiences can be booked.' }),
    availableSeats: t.exposeInt('availableSeats', { nullable: true, description: 'Seats on each date; null when there is no limit.' }),
    availabilityNote: t.exposeString('availabilityNote', { nullable: true }),
    creationDate: t.string({ resolve: (e) => e.createdAt.toISOString() }),
    lastModifiedDate: t.string({ resolve: (e) => e.updatedAt.toISOString() }),
  }),
});

const ExperienceConnectionRef = defineConnection('Experience', ExperienceRef);

const ExperienceFilter = builder.inputType('ExperienceFilter', {
  fields: (t) => ({
    searchTerm: t.string({ description: 'Part of the name, any case.' }),
    activated: t.boolean(),
  }),
});

const ExperienceCreateInput = builder.inputType('ExperienceCreateInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    price: t.float({ required: true, description: 'Per participant, at most two decimals.' }),
    currency: t.string({ description: 'ISO 4217 code; USD when left out.' }),
    activated: t.boolean({ description: 'true when left out.' }),
    availableSeats: t.int({ description: 'Seats on each date; no limit when left out.' }),
    availabilityNote: t.string(),
  }),
});

const ExperienceUpdateInput = builder.inputType('ExperienceUpdateInput', {
  description: 'The fields to change; fields left out (or null) keep their value.',
  fields: (t) => ({
    name: t.string(),
    description: t.string(),
    price: t.float(),
    currency: t.string(),
    activated: t.boolean(),
  }),
});

const ExperienceAvailabilityInput = builder.inputType('ExperienceAvailabilityInput', {
  description: 'availableSeats: a number of seats on each date, or null for no limit; a field left out keeps its value.',
  fields: (t) => ({ availableSeats: t.int(), availabilityNote: t.string() }),
});

builder.queryFields((t) => ({
  experiences: t.field({
    type: ExperienceConnectionRef,
    description: "The vendor's experiences, oldest first; first defaults to 20 and may not exceed 100. Needs PRODUCTS_READ.",
    args: { filter: t.arg({ type: ExperienceFilter }), first: t.arg.int(), after: t.arg.string() },
    resolve: (_root, args, ctx) => listExperiences(ctx.db, requireScope(ctx, 'PRODUCTS_READ').vendorId, args),
  }),
  experience: t.field({
    type: ExperienceRef,
    description: "Needs PRODUCTS_READ. An id that is not one of the vendor's experiences is a NotFoundError.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getExperience(ctx.db, requireScope(ctx, 'PRODUCTS_READ').vendorId, args.id),
  }),
}));

builder.mutationFields((t) => ({
  experienceCreate: t.field({
    type: ExperienceRef,
    description: 'Needs PRODUCTS_WRITE. Fires EXPERIENCES_CREATE (`createMethod`: API).',
    args: { input: t.arg({ type: ExperienceCreateInput, required: true }) },
    resolve: (_root, args, ctx) => createExperience(ctx.db, requireScope(ctx, 'PRODUCTS_WRITE').vendorId, args.input),
  }),
  experienceUpdate: t.field({
    type: ExperienceRef,
    description: 'Needs PRODUCTS_WRITE. Fires EXPERIENCES_UPDATE with `activated`, `step` and `changedFields`.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ExperienceUpdateInput, required: true }) },
    resolve: (_root, args, ctx) => updateExperience(ctx.db, requireScope(ctx, 'PRODUCTS_WRITE').vendorId, args.id, args.input),
  }),
  experienceAvailabilityUpdate: t.field({
    type: ExperienceRef,
    description: 'Needs PRODUCT_AVAILABILITY_WRITE. Fires EXPERIENCES_AVAILABILITY_UPDATE.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ExperienceAvailabilityInput, required: true }) },
    resolve: (_root, args, ctx) =>
      updateExperienceAvailability(ctx.db, requireScope(ctx, 'PRODUCT_AVAILABILITY_WRITE').vendorId, args.id, args.input),
  }),
}));
