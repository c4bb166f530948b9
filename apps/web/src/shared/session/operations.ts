import { graphql } from '../../gql';

/** The fields of the stored user (spec §3), as login, `me` and the account mutations return them. */
export const SessionUserFieldsFragment = graphql(`
  fragment SessionUserFields on AppAccountUser {
    id
    email
    firstName
    lastName
    orgId
    orgName
    organizationId
    accountOwner
    adminUser
    disguised
    ownOrgId
  }
`);

/** The signed-in user, or null: the partner area's guard asks the server with it. */
export const MeQuery = graphql(`
  query Me {
    me {
      ...SessionUserFields
    }
  }
`);
