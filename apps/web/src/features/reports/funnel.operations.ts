import { graphql } from '../../gql';

/** The organisation's apps for the funnel card's picker. */
export const FunnelAppsQuery = graphql(`
  query FunnelAppsQuery {
    apps(first: 100) {
      edges {
        node {
          id
          name
          status
        }
      }
    }
  }
`);

/** One app's listing funnel over UTC days [from, to], with the previous period of equal length. */
export const ListingFunnelQuery = graphql(`
  query ListingFunnelQuery($appId: ID!, $from: String!, $to: String!) {
    listingFunnel(appId: $appId, from: $from, to: $to) {
      appId
      period {
        from
        to
      }
      previousPeriod {
        from
        to
      }
      steps {
        step
        count
        conversion
        previousCount
        previousConversion
        sources {
          source
          count
        }
      }
    }
  }
`);
