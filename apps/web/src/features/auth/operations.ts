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
  }
`);

export const AppAccountLoginMutation = graphql(`
  mutation AppAccountLogin($email: String!, $password: String!) {
    appAccountLogin(account: { email: $email, password: $password }) {
      ...SessionUserFields
    }
  }
`);

export const AppAccountSignupMutation = graphql(`
  mutation AppAccountSignup(
    $email: String!
    $password: String!
    $firstName: String!
    $lastName: String!
    $termsApiAgreed: Boolean!
    $termsPartnerAgreed: Boolean!
  ) {
    appAccountSignup(
      account: {
        email: $email
        password: $password
        firstName: $firstName
        lastName: $lastName
        termsApiAgreed: $termsApiAgreed
        termsPartnerAgreed: $termsPartnerAgreed
      }
    )
  }
`);

export const AppAccountLogoutMutation = graphql(`
  mutation AppAccountLogout {
    appAccountLogout
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

export const AppAccountPasswordResetRequestMutation = graphql(`
  mutation AppAccountPasswordResetRequest($email: String!) {
    appAccountPasswordResetRequest(email: $email)
  }
`);

export const AppAccountPasswordResetMutation = graphql(`
  mutation AppAccountPasswordReset($token: String!, $password: String!) {
    appAccountPasswordReset(token: $token, password: $password)
  }
`);
