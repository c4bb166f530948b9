import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { ListingCardFieldsFragment } from '../../../gql/graphql';
import { StoreButton } from '../../../shared/components/StoreButton';
import { gridTemplateColumns, type GridColumns } from '../../../shared/components/grid-columns';

export interface ListingGridProps<T extends ListingCardFieldsFragment> {
  listings: readonly T[];
  renderCard: (listing: T) => ReactNode;
  columns: GridColumns;
  /**
   * A card's usual height in px at each breakpoint (as measured on the demo catalogue), for the cards not drawn
   * yet: close to the real one, the page's length and scroll bar hardly change as they are drawn.
   */
  cardHeight: Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * A phone shows two or three of the 50 cards: the browser lays out and paints the others only as they come near
 * the screen (a card's height until then is `cardHeight`, and the real one once it has been drawn; shifts off
 * screen do not count as layout shifts).
 */
function cardCellSx(cardHeight: ListingGridProps<ListingCardFieldsFragment>['cardHeight']) {
  const guess = Object.fromEntries(Object.entries(cardHeight).map(([breakpoint, px]) => [breakpoint, `auto ${px}px`]));
  return {
    display: 'flex',
    minWidth: 0,
    // on the card, not its cell: the containment clips what is drawn outside the box, and the card's hover
    // shadow is its own, not its content
    '& > *': { flex: 1, contentVisibility: 'auto', containIntrinsicBlockSize: guess },
  } as const;
}

/** Cards in a responsive CSS grid with a 'Load more' button when there is a next page (a plain grid: MUI's Grid costs the store's first load 3 KB). */
export function ListingGrid<T extends ListingCardFieldsFragment>({
  listings,
  renderCard,
  columns,
  cardHeight,
  hasNextPage,
  loadingMore,
  onLoadMore,
}: ListingGridProps<T>) {
  const cellSx = cardCellSx(cardHeight);
  return (
    <>
      <Box
        component="ul"
        data-testid="listing-grid"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: gridTemplateColumns(columns),
        }}
      >
        {listings.map((listing) => (
          <Box key={listing.id} component="li" sx={cellSx}>
            {renderCard(listing)}
          </Box>
        ))}
      </Box>
      {hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <StoreButton variant="outlined" size="large" onClick={onLoadMore} disabled={loadingMore} data-testid="load-more">
            {loadingMore ? 'Loading...' : 'Load more'}
          </StoreButton>
        </Box>
      )}
    </>
  );
}
