/** The store home's and search's listing document as the web app sends it (first 50; search adds the term). */
export const LIST_QUERY = `query PublicAppListings($filter: PublicAppListingFilter, $first: Int, $after: String) {
  publicAppListings(filter: $filter, first: $first, after: $after) {
    totalCount
    edges { cursor node { id appId name tagLine chargeType freeTrialDays oneTimeChargeAmount icon { sourceUrl }
      pricePlans { planId name pricePlan { type monthlyAmount yearlyAmount bookingFeePercentage } } } }
    pageInfo { endCursor hasNextPage }
  }
}`;
