import { graphql } from '../../gql';

/** The organisation detail of spec §3, as the account settings form edits it. */
export const OrganizationFieldsFragment = graphql(`
  fragment OrganizationFields on Organization {
    id
    businessName
    businessEmail
    supportEmail
    phoneNumber
    websiteUrl
    emergencyDeveloperEmail
    emergencyDeveloperPhoneNumber
    termsApiAgreed
    termsPartnerAgreed
  }
`);

export const AppOrgQuery = graphql(`
  query AppOrg($id: ID!) {
    appOrg(id: $id) {
      ...OrganizationFields
    }
  }
`);

export const AppOrgUpdateMutation = graphql(`
  mutation AppOrgUpdate($id: ID!, $orgInfo: AppOrgInput!) {
    appOrgUpdate(id: $id, orgInfo: $orgInfo) {
      node {
        ...OrganizationFields
      }
    }
  }
`);
