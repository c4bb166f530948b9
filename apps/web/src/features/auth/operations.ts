import { gql, type TypedDocumentNode } from '@apollo/client';
import type { LoginInput, SignupInput } from '@appstore/shared/accounts/schemas';
import type { StoredUser } from '../../shared/session/session';

/*
 * The account mutations land on the server with the accounts issue and are not in the printed
 * schema yet, so they are written with `gql` and typed by hand instead of going through codegen.
 * Once the schema has them, move them to `graphql()` documents.
 */

// The input objects are spelled out field by field so these documents do not depend on the
// server's names for the input types.
export const AppAccountLoginMutation: TypedDocumentNode<{ appAccountLogin: StoredUser }, LoginInput> = gql`
  mutation AppAccountLogin($email: String!, $password: String!) {
    appAccountLogin(account: { email: $email, password: $password }) {
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
  }
`;

export const AppAccountSignupMutation: TypedDocumentNode<{ appAccountSignup: boolean }, SignupInput> = gql`
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
`;

export const AppAccountLogoutMutation: TypedDocumentNode<{ appAccountLogout: boolean }, Record<string, never>> = gql`
  mutation AppAccountLogout {
    appAccountLogout
  }
`;
