import { bookingFeeLabel, priceLabel } from '@appstore/shared/money/price-label';
import type { ListingCardFieldsFragment } from '../../gql/graphql';

type PricedListing = Pick<ListingCardFieldsFragment, 'chargeType' | 'oneTimeChargeAmount' | 'freeTrialDays' | 'pricePlans'>;

/** Spec §4 price label of a listing. */
export function listingPriceLabel(listing: PricedListing): string {
  return priceLabel({
    chargeType: listing.chargeType,
    oneTimeChargeAmount: listing.oneTimeChargeAmount,
    freeTrialDays: listing.freeTrialDays,
    pricePlans: listing.pricePlans.map((p) => p.pricePlan),
  });
}

/** The booking-fee note ('+ N% booking fee', naming the plans when their fees differ), or null. */
export function listingBookingFee(listing: Pick<PricedListing, 'pricePlans'>): string | null {
  return bookingFeeLabel(listing.pricePlans.map((p) => ({ ...p.pricePlan, name: p.name })));
}
