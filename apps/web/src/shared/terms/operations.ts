import { graphql } from '../../gql';

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
