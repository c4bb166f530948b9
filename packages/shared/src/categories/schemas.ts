import { z } from 'zod';
import { maxCharsMessage } from '../limits/limits.ts';
import { categorySlug } from './slug.ts';

export { CATEGORY_SLUG_MAX, CATEGORY_SLUG_PATTERN, categorySlug, isCategorySlug } from './slug.ts';

export const CATEGORY_LIMITS = {
  nameMax: 40,
  /** One primary and up to two secondary categories per listing. */
  secondaryMax: 2,
} as const;

/** Staff add or rename a category. */
export const categoryNameSchema = z.object({
  name: z
    .string('Category name is required')
    .trim()
    .min(1, { error: 'Category name is required', abort: true })
    .max(CATEGORY_LIMITS.nameMax, maxCharsMessage(CATEGORY_LIMITS.nameMax))
    .refine((name) => categorySlug(name) !== '', 'Category name needs a letter or a digit'),
});
export type CategoryNameInput = z.input<typeof categoryNameSchema>;

export const PRIMARY_CATEGORY_REQUIRED = 'Choose a primary category';
export const SECONDARY_CATEGORIES_MAX = `Max ${CATEGORY_LIMITS.secondaryMax} secondary categories.`;
export const CATEGORY_PICKED_TWICE = 'A category can be picked only once';

const categoryId = z.union([z.string(), z.number()]).transform(String);

/**
 * A listing's categories: one primary and up to two secondary ones, three in all, each once. Part of the listing
 * schema (listings/schemas.ts); a listing saved before categories existed has none until it is edited.
 */
export const listingCategoriesFields = {
  primaryCategoryId: categoryId.nullish().transform((v) => v || null),
  secondaryCategoryIds: z
    .array(categoryId)
    .max(CATEGORY_LIMITS.secondaryMax, SECONDARY_CATEGORIES_MAX)
    .nullish()
    .transform((v) => v ?? []),
};

/** The cross-field rules, added to the listing schema with superRefine. */
export function checkListingCategories(
  value: { primaryCategoryId: string | null; secondaryCategoryIds: string[] },
  ctx: z.RefinementCtx,
  required: boolean,
) {
  if (!value.primaryCategoryId && (required || value.secondaryCategoryIds.length > 0)) {
    ctx.addIssue({ code: 'custom', path: ['primaryCategoryId'], message: PRIMARY_CATEGORY_REQUIRED });
  }
  const all = [value.primaryCategoryId, ...value.secondaryCategoryIds].filter(Boolean);
  if (new Set(all).size !== all.length) {
    ctx.addIssue({ code: 'custom', path: ['secondaryCategoryIds'], message: CATEGORY_PICKED_TWICE });
  }
}
