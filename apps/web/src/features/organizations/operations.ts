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

/** Whether the organisation agreed to both terms (the reports overview's 'Attention!' banner). */
export const AppOrgTermsQuery = graphql(`
  query AppOrgTerms($id: ID!) {
    appOrg(id: $id) {
      id
      termsApiAgreed
      termsPartnerAgreed
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
