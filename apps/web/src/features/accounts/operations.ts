import { graphql } from '../../gql';

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
    $businessName: String!
    $termsApiAgreed: Boolean!
    $termsPartnerAgreed: Boolean!
  ) {
    appAccountSignup(
      account: {
        email: $email
        password: $password
        firstName: $firstName
        lastName: $lastName
        businessName: $businessName
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

/** A team member as the team screens show it. */
export const TeamUserFieldsFragment = graphql(`
  fragment TeamUserFields on AppAccountUser {
    id
    email
    firstName
    lastName
    accountOwner
  }
`);

export const AppAccountUserListQuery = graphql(`
  query AppAccountUserList($filter: AppAccountUserFilter, $sorting: AppAccountUserSorting, $first: Int, $after: String) {
    appAccountUserList(filter: $filter, sorting: $sorting, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          ...TeamUserFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const AppAccountUserQuery = graphql(`
  query AppAccountUser($id: ID!) {
    appAccountUser(id: $id) {
      ...TeamUserFields
    }
  }
`);

export const AppAccountUserCreateMutation = graphql(`
  mutation AppAccountUserCreate($userInfo: AppAccountUserCreateInput!) {
    appAccountUserCreate(userInfo: $userInfo) {
      ...TeamUserFields
    }
  }
`);

export const AppAccountUserUpdateMutation = graphql(`
  mutation AppAccountUserUpdate($id: ID!, $userInfo: AppAccountUserUpdateInput!) {
    appAccountUserUpdate(id: $id, userInfo: $userInfo) {
      ...TeamUserFields
    }
  }
`);

export const AppAccountUserDeleteMutation = graphql(`
  mutation AppAccountUserDelete($id: ID!) {
    appAccountUserDelete(id: $id)
  }
`);
