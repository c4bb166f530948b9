import { graphql } from '../../gql';

/** An installation as the list shows it. */
export const InstallationListItemFieldsFragment = graphql(`
  fragment InstallationListItemFields on Installation {
    id
    creationDate
    isTest
    vendor {
      id
      name
    }
  }
`);

/** Active installations of one app (id = the app), newest first. */
export const InstallationsQuery = graphql(`
  query Installations($id: ID!, $first: Int, $after: String) {
    installations(id: $id, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          ...InstallationListItemFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const InstallationQuery = graphql(`
  query Installation($id: ID!) {
    installation(id: $id) {
      id
      creationDate
      isTest
      scopes
      vendor {
        id
        name
        domain
        country
      }
      oldRestApiCredentials {
        accessKey
        secretKey
      }
    }
  }
`);

/**
 * Removes the organisation's test installation of a public app (id = the app). The dashboard fetches the
 * app and its validation report again afterwards; the fields here update the cached app at once.
 */
export const AppUninstallTestMutation = graphql(`
  mutation AppUninstallTest($id: ID!) {
    appUninstallTest(id: $id) {
      id
      numberOfInstallations
      testInstallation {
        id
        creationDate
        completed
      }
    }
  }
`);
