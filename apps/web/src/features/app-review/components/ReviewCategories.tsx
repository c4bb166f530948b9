import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ListingPageCategoryFieldsFragment } from '../../../gql/graphql';

export interface ReviewCategoriesProps {
  listings: readonly { id: string; name: string; language: string; categories: readonly ListingPageCategoryFieldsFragment[] }[];
}

function CategoryName({ category }: { category: ListingPageCategoryFieldsFragment }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }} data-testid={`review-category-${category.slug}`}>
      {category.name}
      {/* still on the listing until the partner saves it again; staff decide knowing the store no longer offers it */}
      {category.retired && <Chip size="small" variant="outlined" label="Retired" data-testid="review-category-retired" />}
    </Box>
  );
}

function Choice({
  label,
  categories,
  empty,
  testId,
}: {
  label: string;
  categories: ListingPageCategoryFieldsFragment[];
  empty: string;
  testId: string;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }} data-testid={testId}>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:
      </Typography>
      {categories.length > 0 ? (
        categories.map((c, i) => (
          <Box component="span" key={c.id}>
            <CategoryName category={c} />
            {i < categories.length - 1 && ','}
          </Box>
        ))
      ) : (
        <Typography component="span" color="text.secondary">
          {empty}
        </Typography>
      )}
    </Box>
  );
}

/** The partner's choice of store categories, per listing: part of what staff check in app review. */
export function ReviewCategories({ listings }: ReviewCategoriesProps) {
  if (listings.length === 0) {
    return (
      <Typography component="span" color="text.secondary">
        No listing yet
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {listings.map((listing) => (
        <Box key={listing.id} data-testid={`review-categories-${listing.id}`}>
          {listings.length > 1 && (
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {listing.name} ({listing.language})
            </Typography>
          )}
          <Choice
            label="Primary"
            categories={listing.categories.filter((c) => c.primary)}
            empty="None chosen"
            testId="review-primary-category"
          />
          <Choice
            label="Secondary"
            categories={listing.categories.filter((c) => !c.primary)}
            empty="None"
            testId="review-secondary-categories"
          />
        </Box>
      ))}
    </Box>
  );
}
