import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import type { ListingCardFieldsFragment } from '../../../gql/graphql';

export interface GridSizes {
  xs: number;
  sm?: number;
  md?: number;
  lg?: number;
}

export interface ListingGridProps {
  listings: readonly ListingCardFieldsFragment[];
  renderCard: (listing: ListingCardFieldsFragment) => ReactNode;
  size: GridSizes;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Cards in a responsive grid with a 'Load more' button when there is a next page. */
export function ListingGrid({ listings, renderCard, size, hasNextPage, loadingMore, onLoadMore }: ListingGridProps) {
  return (
    <>
      <Grid container spacing={{ xs: 2, md: 3 }} component="ul" data-testid="listing-grid" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {listings.map((listing) => (
          <Grid key={listing.id} size={size} component="li" sx={{ display: 'flex', '& > *': { flex: 1 } }}>
            {renderCard(listing)}
          </Grid>
        ))}
      </Grid>
      {hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Button variant="outlined" size="large" onClick={onLoadMore} disabled={loadingMore} data-testid="load-more">
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </Box>
      )}
    </>
  );
}
