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
      # the secret key masked: the reveal mutation answers it in the clear
      oldRestApiCredentials {
        accessKey
        secretKey
      }
    }
  }
`);

/** The installation's old REST API secret key in the clear; the server records each reveal. */
export const InstallationRestCredentialsRevealMutation = graphql(`
  mutation InstallationRestCredentialsReveal($id: ID!) {
    installationRestCredentialsReveal(id: $id) {
      accessKey
      secretKey
    }
  }
`);
