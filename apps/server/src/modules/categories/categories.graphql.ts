import { builder } from '../../graphql/builder.ts';
import type { CategoryRow } from './categories.queries.ts';
import { createCategory, listCategories, renameCategory, setCategoryRetired } from './categories.service.ts';

export const CategoryRef = builder.objectRef<CategoryRow>('Category').implement({
  description: 'A store category, managed by staff. Retired ones are no longer offered, but listings keep them until next saved.',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug', { description: 'The store address: /apps?category=<slug>. Set once; a rename keeps it.' }),
    name: t.exposeString('name'),
    retired: t.boolean({ resolve: (c) => c.retiredAt !== null }),
  }),
});

const CategoryNameInput = builder.inputType('CategoryNameInput', {
  fields: (t) => ({ name: t.string({ required: true }) }),
});

builder.queryField('categories', (t) =>
  t.withAuth({ staff: true }).field({
    type: [CategoryRef],
    description: 'Staff only: every category, active ones first, retired ones too.',
    resolve: async (_root, _args, ctx) => listCategories(ctx.db, await ctx.viewer()),
  }),
);

builder.mutationFields((t) => ({
  categoryCreate: t.withAuth({ staff: true }).field({
    type: CategoryRef,
    description: 'Staff only: a new category, offered to partners and in the store at once.',
    args: { categoryInfo: t.arg({ type: CategoryNameInput, required: true }) },
    resolve: async (_root, args, ctx) => createCategory(ctx.db, await ctx.viewer(), args.categoryInfo),
  }),
  categoryRename: t.withAuth({ staff: true }).field({
    type: CategoryRef,
    description: 'Staff only: a new name; the slug, and so every link to the category, stays.',
    args: { id: t.arg.id({ required: true }), categoryInfo: t.arg({ type: CategoryNameInput, required: true }) },
    resolve: async (_root, args, ctx) => renameCategory(ctx.db, await ctx.viewer(), args.id, args.categoryInfo),
  }),
  categorySetRetired: t.withAuth({ staff: true }).field({
    type: CategoryRef,
    description: 'Staff only: retire a category (no longer offered; listings keep it until next saved), or bring it back.',
    args: { id: t.arg.id({ required: true }), retired: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => setCategoryRetired(ctx.db, await ctx.viewer(), args.id, args.retired),
  }),
}));
