import { graphql } from '../../gql';

/** Spec §7 'AppDashboardQuery': installs, uninstalls and installs per country of the organisation's apps. */
export const AppDashboardQuery = graphql(`
  query AppDashboardQuery($timestampFrom: Float!, $timestampTo: Float!, $split: Split!) {
    appDashboard(timestampFrom: $timestampFrom, timestampTo: $timestampTo, split: $split) {
      installations {
        label
        amount
      }
      uninstallations {
        label
        amount
      }
      installationsByCountry {
        label
        amount
      }
    }
  }
`);
