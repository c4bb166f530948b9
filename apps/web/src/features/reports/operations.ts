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

/** Why vendors uninstalled the organisation's apps in the range, per app and month or quarter, in groups of at least 5 vendors. */
export const UninstallReasonsQuery = graphql(`
  query UninstallReasonsQuery($timestampFrom: Float!, $timestampTo: Float!, $appId: ID) {
    uninstallReasons(timestampFrom: $timestampFrom, timestampTo: $timestampTo, appId: $appId) {
      appId
      appName
      period
      total
      skipped
      counts {
        reason
        count
      }
      comments {
        reason
        comment
      }
    }
  }
`);

/** Install cohorts of the organisation's apps, the last COHORT_MONTHS (18) months, newest first. */
export const InstallCohortsQuery = graphql(`
  query InstallCohortsQuery($appId: ID) {
    installCohorts(appId: $appId) {
      month
      installs
      after1
      after3
      after6
      after12
    }
  }
`);

/** Recurring revenue per month from the ledger, of the organisation's apps or one of them. */
export const RevenueReportQuery = graphql(`
  query RevenueReportQuery($appId: ID, $months: Int) {
    revenueReport(appId: $appId, months: $months) {
      month
      monthToDate
      currency
      mrr
      dueLater
      newRevenue
      expansion
      contraction
      churned
      payingInstalls
      trialStarts
      trialConversions
      earnings
    }
  }
`);

/** The organisation's apps for the revenue card's app picker: the first page is all a partner has (at most 100). */
export const RevenueAppsQuery = graphql(`
  query RevenueAppsQuery {
    apps(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`);
