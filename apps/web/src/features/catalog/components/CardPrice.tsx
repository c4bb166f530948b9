import Typography from '@mui/material/Typography';
import type { ListingCardFieldsFragment } from '../../../gql/graphql';
import { listingBookingFee, listingPriceLabel } from '../../../shared/listing-page/price';

/** The price label of a store card and, when a plan charges one, its booking-fee note. */
export function CardPrice({
  listing,
}: {
  listing: Pick<ListingCardFieldsFragment, 'chargeType' | 'oneTimeChargeAmount' | 'freeTrialDays' | 'pricePlans'>;
}) {
  const fee = listingBookingFee(listing);
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.dark' }} data-testid="price-label">
        {listingPriceLabel(listing)}
      </Typography>
      {fee && (
        <Typography variant="caption" color="text.secondary" data-testid="booking-fee">
          {fee}
        </Typography>
      )}
    </>
  );
}
