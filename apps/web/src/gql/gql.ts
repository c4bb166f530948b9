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
    "\n  fragment ListingCardFields on PublicAppListing {\n    id\n    appId\n    name\n    tagLine\n    chargeType\n    freeTrialDays\n    oneTimeChargeAmount\n    icon {\n      sourceUrl\n    }\n    pricePlans {\n      planId\n      name\n      pricePlan {\n        id\n        type\n        monthlyAmount\n        yearlyAmount\n        oneTimeAmount\n        discountedYearlyPrice\n        bookingFeePercentage\n      }\n    }\n  }\n": typeof types.ListingCardFieldsFragmentDoc,
    "\n  query PublicAppListings(\n    $filter: PublicAppListingFilter\n    $sorting: PublicAppListingSorting\n    $first: Int\n    $after: String\n  ) {\n    publicAppListings(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...ListingCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PublicAppListingsDocument,
    "\n  query PublicAppListing($id: ID!) {\n    publicAppListing(id: $id) {\n      ...ListingCardFields\n      description\n      promoVideoUrl\n      includeKeyBenefitsImages\n      supportEmail\n      supportPhone\n      websiteUrl\n      privacyPolicyUrl\n      termsOfServiceUrl\n      integrations\n      offerDemoRequest\n      showContactDetails\n      icon {\n        sourceUrl\n        width\n        height\n      }\n      screenShots {\n        type\n        description\n        image {\n          sourceUrl\n          width\n          height\n        }\n      }\n      keyBenefits {\n        title\n        description\n        image {\n          sourceUrl\n          width\n          height\n        }\n      }\n      pricePlans {\n        planId\n        name\n        features\n      }\n      organization {\n        id\n        businessName\n        businessEmail\n        supportEmail\n      }\n    }\n  }\n": typeof types.PublicAppListingDocument,
};
const documents: Documents = {
    "\n  fragment ListingCardFields on PublicAppListing {\n    id\n    appId\n    name\n    tagLine\n    chargeType\n    freeTrialDays\n    oneTimeChargeAmount\n    icon {\n      sourceUrl\n    }\n    pricePlans {\n      planId\n      name\n      pricePlan {\n        id\n        type\n        monthlyAmount\n        yearlyAmount\n        oneTimeAmount\n        discountedYearlyPrice\n        bookingFeePercentage\n      }\n    }\n  }\n": types.ListingCardFieldsFragmentDoc,
    "\n  query PublicAppListings(\n    $filter: PublicAppListingFilter\n    $sorting: PublicAppListingSorting\n    $first: Int\n    $after: String\n  ) {\n    publicAppListings(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...ListingCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PublicAppListingsDocument,
    "\n  query PublicAppListing($id: ID!) {\n    publicAppListing(id: $id) {\n      ...ListingCardFields\n      description\n      promoVideoUrl\n      includeKeyBenefitsImages\n      supportEmail\n      supportPhone\n      websiteUrl\n      privacyPolicyUrl\n      termsOfServiceUrl\n      integrations\n      offerDemoRequest\n      showContactDetails\n      icon {\n        sourceUrl\n        width\n        height\n      }\n      screenShots {\n        type\n        description\n        image {\n          sourceUrl\n          width\n          height\n        }\n      }\n      keyBenefits {\n        title\n        description\n        image {\n          sourceUrl\n          width\n          height\n        }\n      }\n      pricePlans {\n        planId\n        name\n        features\n      }\n      organization {\n        id\n        businessName\n        businessEmail\n        supportEmail\n      }\n    }\n  }\n": types.PublicAppListingDocument,
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
export function graphql(source: "\n  fragment ListingCardFields on PublicAppListing {\n    id\n    appId\n    name\n    tagLine\n    chargeType\n    freeTrialDays\n    oneTimeChargeAmount\n    icon {\n      sourceUrl\n    }\n    pricePlans {\n      planId\n      name\n      pricePlan {\n        id\n        type\n        monthlyAmount\n        yearlyAmount\n        oneTimeAmount\n        discountedYearlyPrice\n        bookingFeePercentage\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ListingCardFields on PublicAppListing {\n    id\n    appId\n    name\n    tagLine\n    chargeType\n    freeTrialDays\n    oneTimeChargeAmount\n    icon {\n      sourceUrl\n    }\n    pricePlans {\n      planId\n      name\n      pricePlan {\n        id\n        type\n        monthlyAmount\n        yearlyAmount\n        oneTimeAmount\n        discountedYearlyPrice\n        bookingFeePercentage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicAppListings(\n    $filter: PublicAppListingFilter\n    $sorting: PublicAppListingSorting\n    $first: Int\n    $after: String\n  ) {\n    publicAppListings(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...ListingCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicAppListings(\n    $filter: PublicAppListingFilter\n    $sorting: PublicAppListingSorting\n    $first: Int\n    $after: String\n  ) {\n    publicAppListings(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...ListingCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicAppListing($id: ID!) {\n    publicAppListing(id: $id) {\n      ...ListingCardFields\n      description\n      promoVideoUrl\n      includeKeyBenefitsImages\n      supportEmail\n      supportPhone\n      websiteUrl\n      privacyPolicyUrl\n      termsOfServiceUrl\n      integrations\n      offerDemoRequest\n      showContactDetails\n      icon {\n        sourceUrl\n        width\n        height\n      }\n      screenShots {\n        type\n        description\n        image {\n          sourceUrl\n          width\n          height\n        }\n      }\n      keyBenefits {\n        title\n        description\n        image {\n          sourceUrl\n          width\n          height\n        }\n      }\n      pricePlans {\n        planId\n        name\n        features\n      }\n      organization {\n        id\n        businessName\n        businessEmail\n        supportEmail\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicAppListing($id: ID!) {\n    publicAppListing(id: $id) {\n      ...ListingCardFields\n      description\n      promoVideoUrl\n      includeKeyBenefitsImages\n      supportEmail\n      supportPhone\n      websiteUrl\n      privacyPolicyUrl\n      termsOfServiceUrl\n      integrations\n      offerDemoRequest\n      showContactDetails\n      icon {\n        sourceUrl\n        width\n        height\n      }\n      screenShots {\n        type\n        description\n        image {\n          sourceUrl\n          width\n          height\n        }\n      }\n      keyBenefits {\n        title\n        description\n        image {\n          sourceUrl\n          width\n          height\n        }\n      }\n      pricePlans {\n        planId\n        name\n        features\n      }\n      organization {\n        id\n        businessName\n        businessEmail\n        supportEmail\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;