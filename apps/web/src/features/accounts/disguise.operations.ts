import { graphql } from '../../gql';

/** Staff only: organisations to disguise as (`GetOrganizations` in spec §7). */
export const GetOrganizationsQuery = graphql(`
  query GetOrganizations($searchTerm: String) {
    organizations(searchTerm: $searchTerm) {
      totalCount
      edges {
        node {
          id
          businessName
          supportEmail
          organizationId
        }
      }
    }
  }
`);

/** Staff only: act for another organisation (the Disguise dialog). */
export const AppAccountUserChangeOrgMutation = graphql(`
  mutation AppAccountUserChangeOrg($id: ID!) {
    appAccountUserChangeOrg(id: $id) {
      ...SessionUserFields
    }
  }
`);
