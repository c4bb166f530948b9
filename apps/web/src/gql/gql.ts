/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment OrganizationFields on Organization {\n    id\n    businessName\n    businessEmail\n    supportEmail\n    phoneNumber\n    websiteUrl\n    emergencyDeveloperEmail\n    emergencyDeveloperPhoneNumber\n    termsApiAgreed\n    termsPartnerAgreed\n  }\n": typeof types.OrganizationFieldsFragmentDoc,
    "\n  query AppOrg($id: ID!) {\n    appOrg(id: $id) {\n      ...OrganizationFields\n    }\n  }\n": typeof types.AppOrgDocument,
    "\n  query AppOrgTerms($id: ID!) {\n    appOrg(id: $id) {\n      id\n      termsApiAgreed\n      termsPartnerAgreed\n    }\n  }\n": typeof types.AppOrgTermsDocument,
    "\n  mutation AppOrgUpdate($id: ID!, $orgInfo: AppOrgInput!) {\n    appOrgUpdate(id: $id, orgInfo: $orgInfo) {\n      node {\n        ...OrganizationFields\n      }\n    }\n  }\n": typeof types.AppOrgUpdateDocument,
    "\n  query GetOrganizations($searchTerm: String) {\n    organizations(searchTerm: $searchTerm) {\n      totalCount\n      edges {\n        node {\n          id\n          businessName\n          supportEmail\n          organizationId\n        }\n      }\n    }\n  }\n": typeof types.GetOrganizationsDocument,
    "\n  mutation AppAccountUserChangeOrg($id: ID!) {\n    appAccountUserChangeOrg(id: $id) {\n      ...SessionUserFields\n    }\n  }\n": typeof types.AppAccountUserChangeOrgDocument,
    "\n  fragment SessionUserFields on AppAccountUser {\n    id\n    email\n    firstName\n    lastName\n    orgId\n    orgName\n    organizationId\n    accountOwner\n    adminUser\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  mutation AppAccountLogin($email: String!, $password: String!) {\n    appAccountLogin(account: { email: $email, password: $password }) {\n      ...SessionUserFields\n    }\n  }\n": typeof types.AppAccountLoginDocument,
    "\n  mutation AppAccountSignup(\n    $email: String!\n    $password: String!\n    $firstName: String!\n    $lastName: String!\n    $termsApiAgreed: Boolean!\n    $termsPartnerAgreed: Boolean!\n  ) {\n    appAccountSignup(\n      account: {\n        email: $email\n        password: $password\n        firstName: $firstName\n        lastName: $lastName\n        termsApiAgreed: $termsApiAgreed\n        termsPartnerAgreed: $termsPartnerAgreed\n      }\n    )\n  }\n": typeof types.AppAccountSignupDocument,
    "\n  mutation AppAccountLogout {\n    appAccountLogout\n  }\n": typeof types.AppAccountLogoutDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation AppAccountPasswordResetRequest($email: String!) {\n    appAccountPasswordResetRequest(email: $email)\n  }\n": typeof types.AppAccountPasswordResetRequestDocument,
    "\n  mutation AppAccountPasswordReset($token: String!, $password: String!) {\n    appAccountPasswordReset(token: $token, password: $password)\n  }\n": typeof types.AppAccountPasswordResetDocument,
    "\n  fragment ListingCardFields on PublicAppListing {\n    id\n    appId\n    name\n    tagLine\n    chargeType\n    freeTrialDays\n    oneTimeChargeAmount\n    icon {\n      sourceUrl\n    }\n    pricePlans {\n      planId\n      name\n      pricePlan {\n        id\n        type\n        monthlyAmount\n        yearlyAmount\n        oneTimeAmount\n        discountedYearlyPrice\n        bookingFeePercentage\n      }\n    }\n  }\n": typeof types.ListingCardFieldsFragmentDoc,
    "\n  query PublicAppListings(\n    $filter: PublicAppListingFilter\n    $sorting: PublicAppListingSorting\n    $first: Int\n    $after: String\n  ) {\n    publicAppListings(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...ListingCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PublicAppListingsDocument,
    "\n  query PublicAppListing($id: ID!) {\n    publicAppListing(id: $id) {\n      ...ListingCardFields\n      description\n      promoVideoUrl\n      includeKeyBenefitsImages\n      supportEmail\n      supportPhone\n      websiteUrl\n      privacyPolicyUrl\n      termsOfServiceUrl\n      integrations\n      offerDemoRequest\n      showContactDetails\n      icon {\n        sourceUrl\n        width\n        height\n      }\n      screenShots {\n        type\n        description\n        image {\n          sourceUrl\n          width\n          height\n        }\n      }\n      keyBenefits {\n        title\n        description\n        image {\n          sourceUrl\n          width\n          height\n        }\n      }\n      pricePlans {\n        planId\n        name\n        features\n      }\n      organization {\n        id\n        businessName\n        businessEmail\n        supportEmail\n      }\n    }\n  }\n": typeof types.PublicAppListingDocument,
    "\n  fragment TeamUserFields on AppAccountUser {\n    id\n    email\n    firstName\n    lastName\n    accountOwner\n  }\n": typeof types.TeamUserFieldsFragmentDoc,
    "\n  query AppAccountUserList($filter: AppAccountUserFilter, $sorting: AppAccountUserSorting, $first: Int, $after: String) {\n    appAccountUserList(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...TeamUserFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AppAccountUserListDocument,
    "\n  query AppAccountUser($id: ID!) {\n    appAccountUser(id: $id) {\n      ...TeamUserFields\n    }\n  }\n": typeof types.AppAccountUserDocument,
    "\n  mutation AppAccountUserCreate($userInfo: AppAccountUserCreateInput!) {\n    appAccountUserCreate(userInfo: $userInfo) {\n      ...TeamUserFields\n    }\n  }\n": typeof types.AppAccountUserCreateDocument,
    "\n  mutation AppAccountUserUpdate($id: ID!, $userInfo: AppAccountUserUpdateInput!) {\n    appAccountUserUpdate(id: $id, userInfo: $userInfo) {\n      ...TeamUserFields\n    }\n  }\n": typeof types.AppAccountUserUpdateDocument,
    "\n  mutation AppAccountUserDelete($id: ID!) {\n    appAccountUserDelete(id: $id)\n  }\n": typeof types.AppAccountUserDeleteDocument,
};
const documents: Documents = {
    "\n  fragment OrganizationFields on Organization {\n    id\n    businessName\n    businessEmail\n    supportEmail\n    phoneNumber\n    websiteUrl\n    emergencyDeveloperEmail\n    emergencyDeveloperPhoneNumber\n    termsApiAgreed\n    termsPartnerAgreed\n  }\n": types.OrganizationFieldsFragmentDoc,
    "\n  query AppOrg($id: ID!) {\n    appOrg(id: $id) {\n      ...OrganizationFields\n    }\n  }\n": types.AppOrgDocument,
    "\n  query AppOrgTerms($id: ID!) {\n    appOrg(id: $id) {\n      id\n      termsApiAgreed\n      termsPartnerAgreed\n    }\n  }\n": types.AppOrgTermsDocument,
    "\n  mutation AppOrgUpdate($id: ID!, $orgInfo: AppOrgInput!) {\n    appOrgUpdate(id: $id, orgInfo: $orgInfo) {\n      node {\n        ...OrganizationFields\n      }\n    }\n  }\n": types.AppOrgUpdateDocument,
    "\n  query GetOrganizations($searchTerm: String) {\n    organizations(searchTerm: $searchTerm) {\n      totalCount\n      edges {\n        node {\n          id\n          businessName\n          supportEmail\n          organizationId\n        }\n      }\n    }\n  }\n": types.GetOrganizationsDocument,
    "\n  mutation AppAccountUserChangeOrg($id: ID!) {\n    appAccountUserChangeOrg(id: $id) {\n      ...SessionUserFields\n    }\n  }\n": types.AppAccountUserChangeOrgDocument,
    "\n  fragment SessionUserFields on AppAccountUser {\n    id\n    email\n    firstName\n    lastName\n    orgId\n    orgName\n    organizationId\n    accountOwner\n    adminUser\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  mutation AppAccountLogin($email: String!, $password: String!) {\n    appAccountLogin(account: { email: $email, password: $password }) {\n      ...SessionUserFields\n    }\n  }\n": types.AppAccountLoginDocument,
    "\n  mutation AppAccountSignup(\n    $email: String!\n    $password: String!\n    $firstName: String!\n    $lastName: String!\n    $termsApiAgreed: Boolean!\n    $termsPartnerAgreed: Boolean!\n  ) {\n    appAccountSignup(\n      account: {\n        email: $email\n        password: $password\n        firstName: $firstName\n        lastName: $lastName\n        termsApiAgreed: $termsApiAgreed\n        termsPartnerAgreed: $termsPartnerAgreed\n      }\n    )\n  }\n": types.AppAccountSignupDocument,
    "\n  mutation AppAccountLogout {\n    appAccountLogout\n  }\n": types.AppAccountLogoutDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation AppAccountPasswordResetRequest($email: String!) {\n    appAccountPasswordResetRequest(email: $email)\n  }\n": types.AppAccountPasswordResetRequestDocument,
    "\n  mutation AppAccountPasswordReset($token: String!, $password: String!) {\n    appAccountPasswordReset(token: $token, password: $password)\n  }\n": types.AppAccountPasswordResetDocument,
    "\n  fragment ListingCardFields on PublicAppListing {\n    id\n    appId\n    name\n    tagLine\n    chargeType\n    freeTrialDays\n    oneTimeChargeAmount\n    icon {\n      sourceUrl\n    }\n    pricePlans {\n      planId\n      name\n      pricePlan {\n        id\n        type\n        monthlyAmount\n        yearlyAmount\n        oneTimeAmount\n        discountedYearlyPrice\n        bookingFeePercentage\n      }\n    }\n  }\n": types.ListingCardFieldsFragmentDoc,
    "\n  query PublicAppListings(\n    $filter: PublicAppListingFilter\n    $sorting: PublicAppListingSorting\n    $first: Int\n    $after: String\n  ) {\n    publicAppListings(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...ListingCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PublicAppListingsDocument,
    "\n  query PublicAppListing($id: ID!) {\n    publicAppListing(id: $id) {\n      ...ListingCardFields\n      description\n      promoVideoUrl\n      includeKeyBenefitsImages\n      supportEmail\n      supportPhone\n      websiteUrl\n      privacyPolicyUrl\n      termsOfServiceUrl\n      integrations\n      offerDemoRequest\n      showContactDetails\n      icon {\n        sourceUrl\n        width\n        height\n      }\n      screenShots {\n        type\n        description\n        image {\n          sourceUrl\n          width\n          height\n        }\n      }\n      keyBenefits {\n        title\n        description\n        image {\n          sourceUrl\n          width\n          height\n        }\n      }\n      pricePlans {\n        planId\n        name\n        features\n      }\n      organization {\n        id\n        businessName\n        businessEmail\n        supportEmail\n      }\n    }\n  }\n": types.PublicAppListingDocument,
    "\n  fragment TeamUserFields on AppAccountUser {\n    id\n    email\n    firstName\n    lastName\n    accountOwner\n  }\n": types.TeamUserFieldsFragmentDoc,
    "\n  query AppAccountUserList($filter: AppAccountUserFilter, $sorting: AppAccountUserSorting, $first: Int, $after: String) {\n    appAccountUserList(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...TeamUserFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.AppAccountUserListDocument,
    "\n  query AppAccountUser($id: ID!) {\n    appAccountUser(id: $id) {\n      ...TeamUserFields\n    }\n  }\n": types.AppAccountUserDocument,
    "\n  mutation AppAccountUserCreate($userInfo: AppAccountUserCreateInput!) {\n    appAccountUserCreate(userInfo: $userInfo) {\n      ...TeamUserFields\n    }\n  }\n": types.AppAccountUserCreateDocument,
    "\n  mutation AppAccountUserUpdate($id: ID!, $userInfo: AppAccountUserUpdateInput!) {\n    appAccountUserUpdate(id: $id, userInfo: $userInfo) {\n      ...TeamUserFields\n    }\n  }\n": types.AppAccountUserUpdateDocument,
    "\n  mutation AppAccountUserDelete($id: ID!) {\n    appAccountUserDelete(id: $id)\n  }\n": types.AppAccountUserDeleteDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganizationFields on Organization {\n    id\n    businessName\n    businessEmail\n    supportEmail\n    phoneNumber\n    websiteUrl\n    emergencyDeveloperEmail\n    emergencyDeveloperPhoneNumber\n    termsApiAgreed\n    termsPartnerAgreed\n  }\n"): (typeof documents)["\n  fragment OrganizationFields on Organization {\n    id\n    businessName\n    businessEmail\n    supportEmail\n    phoneNumber\n    websiteUrl\n    emergencyDeveloperEmail\n    emergencyDeveloperPhoneNumber\n    termsApiAgreed\n    termsPartnerAgreed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppOrg($id: ID!) {\n    appOrg(id: $id) {\n      ...OrganizationFields\n    }\n  }\n"): (typeof documents)["\n  query AppOrg($id: ID!) {\n    appOrg(id: $id) {\n      ...OrganizationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppOrgTerms($id: ID!) {\n    appOrg(id: $id) {\n      id\n      termsApiAgreed\n      termsPartnerAgreed\n    }\n  }\n"): (typeof documents)["\n  query AppOrgTerms($id: ID!) {\n    appOrg(id: $id) {\n      id\n      termsApiAgreed\n      termsPartnerAgreed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppOrgUpdate($id: ID!, $orgInfo: AppOrgInput!) {\n    appOrgUpdate(id: $id, orgInfo: $orgInfo) {\n      node {\n        ...OrganizationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AppOrgUpdate($id: ID!, $orgInfo: AppOrgInput!) {\n    appOrgUpdate(id: $id, orgInfo: $orgInfo) {\n      node {\n        ...OrganizationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOrganizations($searchTerm: String) {\n    organizations(searchTerm: $searchTerm) {\n      totalCount\n      edges {\n        node {\n          id\n          businessName\n          supportEmail\n          organizationId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetOrganizations($searchTerm: String) {\n    organizations(searchTerm: $searchTerm) {\n      totalCount\n      edges {\n        node {\n          id\n          businessName\n          supportEmail\n          organizationId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppAccountUserChangeOrg($id: ID!) {\n    appAccountUserChangeOrg(id: $id) {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppAccountUserChangeOrg($id: ID!) {\n    appAccountUserChangeOrg(id: $id) {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on AppAccountUser {\n    id\n    email\n    firstName\n    lastName\n    orgId\n    orgName\n    organizationId\n    accountOwner\n    adminUser\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on AppAccountUser {\n    id\n    email\n    firstName\n    lastName\n    orgId\n    orgName\n    organizationId\n    accountOwner\n    adminUser\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppAccountLogin($email: String!, $password: String!) {\n    appAccountLogin(account: { email: $email, password: $password }) {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppAccountLogin($email: String!, $password: String!) {\n    appAccountLogin(account: { email: $email, password: $password }) {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppAccountSignup(\n    $email: String!\n    $password: String!\n    $firstName: String!\n    $lastName: String!\n    $termsApiAgreed: Boolean!\n    $termsPartnerAgreed: Boolean!\n  ) {\n    appAccountSignup(\n      account: {\n        email: $email\n        password: $password\n        firstName: $firstName\n        lastName: $lastName\n        termsApiAgreed: $termsApiAgreed\n        termsPartnerAgreed: $termsPartnerAgreed\n      }\n    )\n  }\n"): (typeof documents)["\n  mutation AppAccountSignup(\n    $email: String!\n    $password: String!\n    $firstName: String!\n    $lastName: String!\n    $termsApiAgreed: Boolean!\n    $termsPartnerAgreed: Boolean!\n  ) {\n    appAccountSignup(\n      account: {\n        email: $email\n        password: $password\n        firstName: $firstName\n        lastName: $lastName\n        termsApiAgreed: $termsApiAgreed\n        termsPartnerAgreed: $termsPartnerAgreed\n      }\n    )\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppAccountLogout {\n    appAccountLogout\n  }\n"): (typeof documents)["\n  mutation AppAccountLogout {\n    appAccountLogout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppAccountPasswordResetRequest($email: String!) {\n    appAccountPasswordResetRequest(email: $email)\n  }\n"): (typeof documents)["\n  mutation AppAccountPasswordResetRequest($email: String!) {\n    appAccountPasswordResetRequest(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppAccountPasswordReset($token: String!, $password: String!) {\n    appAccountPasswordReset(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation AppAccountPasswordReset($token: String!, $password: String!) {\n    appAccountPasswordReset(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingCardFields on PublicAppListing {\n    id\n    appId\n    name\n    tagLine\n    chargeType\n    freeTrialDays\n    oneTimeChargeAmount\n    icon {\n      sourceUrl\n    }\n    pricePlans {\n      planId\n      name\n      pricePlan {\n        id\n        type\n        monthlyAmount\n        yearlyAmount\n        oneTimeAmount\n        discountedYearlyPrice\n        bookingFeePercentage\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ListingCardFields on PublicAppListing {\n    id\n    appId\n    name\n    tagLine\n    chargeType\n    freeTrialDays\n    oneTimeChargeAmount\n    icon {\n      sourceUrl\n    }\n    pricePlans {\n      planId\n      name\n      pricePlan {\n        id\n        type\n        monthlyAmount\n        yearlyAmount\n        oneTimeAmount\n        discountedYearlyPrice\n        bookingFeePercentage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicAppListings(\n    $filter: PublicAppListingFilter\n    $sorting: PublicAppListingSorting\n    $first: Int\n    $after: String\n  ) {\n    publicAppListings(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...ListingCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicAppListings(\n    $filter: PublicAppListingFilter\n    $sorting: PublicAppListingSorting\n    $first: Int\n    $after: String\n  ) {\n    publicAppListings(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...ListingCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicAppListing($id: ID!) {\n    publicAppListing(id: $id) {\n      ...ListingCardFields\n      description\n      promoVideoUrl\n      includeKeyBenefitsImages\n      supportEmail\n      supportPhone\n      websiteUrl\n      privacyPolicyUrl\n      termsOfServiceUrl\n      integrations\n      offerDemoRequest\n      showContactDetails\n      icon {\n        sourceUrl\n        width\n        height\n      }\n      screenShots {\n        type\n        description\n        image {\n          sourceUrl\n          width\n          height\n        }\n      }\n      keyBenefits {\n        title\n        description\n        image {\n          sourceUrl\n          width\n          height\n        }\n      }\n      pricePlans {\n        planId\n        name\n        features\n      }\n      organization {\n        id\n        businessName\n        businessEmail\n        supportEmail\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicAppListing($id: ID!) {\n    publicAppListing(id: $id) {\n      ...ListingCardFields\n      description\n      promoVideoUrl\n      includeKeyBenefitsImages\n      supportEmail\n      supportPhone\n      websiteUrl\n      privacyPolicyUrl\n      termsOfServiceUrl\n      integrations\n      offerDemoRequest\n      showContactDetails\n      icon {\n        sourceUrl\n        width\n        height\n      }\n      screenShots {\n        type\n        description\n        image {\n          sourceUrl\n          width\n          height\n        }\n      }\n      keyBenefits {\n        title\n        description\n        image {\n          sourceUrl\n          width\n          height\n        }\n      }\n      pricePlans {\n        planId\n        name\n        features\n      }\n      organization {\n        id\n        businessName\n        businessEmail\n        supportEmail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamUserFields on AppAccountUser {\n    id\n    email\n    firstName\n    lastName\n    accountOwner\n  }\n"): (typeof documents)["\n  fragment TeamUserFields on AppAccountUser {\n    id\n    email\n    firstName\n    lastName\n    accountOwner\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppAccountUserList($filter: AppAccountUserFilter, $sorting: AppAccountUserSorting, $first: Int, $after: String) {\n    appAccountUserList(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...TeamUserFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppAccountUserList($filter: AppAccountUserFilter, $sorting: AppAccountUserSorting, $first: Int, $after: String) {\n    appAccountUserList(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...TeamUserFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppAccountUser($id: ID!) {\n    appAccountUser(id: $id) {\n      ...TeamUserFields\n    }\n  }\n"): (typeof documents)["\n  query AppAccountUser($id: ID!) {\n    appAccountUser(id: $id) {\n      ...TeamUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppAccountUserCreate($userInfo: AppAccountUserCreateInput!) {\n    appAccountUserCreate(userInfo: $userInfo) {\n      ...TeamUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppAccountUserCreate($userInfo: AppAccountUserCreateInput!) {\n    appAccountUserCreate(userInfo: $userInfo) {\n      ...TeamUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppAccountUserUpdate($id: ID!, $userInfo: AppAccountUserUpdateInput!) {\n    appAccountUserUpdate(id: $id, userInfo: $userInfo) {\n      ...TeamUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppAccountUserUpdate($id: ID!, $userInfo: AppAccountUserUpdateInput!) {\n    appAccountUserUpdate(id: $id, userInfo: $userInfo) {\n      ...TeamUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppAccountUserDelete($id: ID!) {\n    appAccountUserDelete(id: $id)\n  }\n"): (typeof documents)["\n  mutation AppAccountUserDelete($id: ID!) {\n    appAccountUserDelete(id: $id)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;