/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type ChargeType =
  | 'FREE_TO_INSTALL'
  | 'ONE_TIME'
  | 'RECURRING';

export type Image = {
  __typename?: 'Image';
  fileName: Scalars['String']['output'];
  fileType: Scalars['String']['output'];
  height: Maybe<Scalars['Int']['output']>;
  s3Key: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  sourceUrl: Scalars['String']['output'];
  temp: Scalars['Boolean']['output'];
  width: Maybe<Scalars['Int']['output']>;
};

export type KeyBenefit = {
  __typename?: 'KeyBenefit';
  description: Scalars['String']['output'];
  image: Maybe<Image>;
  title: Scalars['String']['output'];
};

/** A price plan of the app as its listing presents it. */
export type ListingPricePlan = {
  __typename?: 'ListingPricePlan';
  features: Scalars['String']['output'];
  name: Scalars['String']['output'];
  planId: Scalars['ID']['output'];
  pricePlan: PublicPricePlan;
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor: Maybe<Scalars['String']['output']>;
};

export type PricePlanType =
  | 'FREE'
  | 'MONTHLY_CHARGE'
  | 'YEARLY_CHARGE';

export type PublicAppListing = {
  __typename?: 'PublicAppListing';
  appId: Scalars['ID']['output'];
  chargeType: ChargeType;
  description: Scalars['String']['output'];
  freeTrialDays: Scalars['Int']['output'];
  icon: Maybe<Image>;
  id: Scalars['ID']['output'];
  includeKeyBenefitsImages: Scalars['Boolean']['output'];
  integrations: Array<Scalars['String']['output']>;
  keyBenefits: Array<KeyBenefit>;
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
  offerDemoRequest: Scalars['Boolean']['output'];
  oneTimeChargeAmount: Scalars['Float']['output'];
  organization: Maybe<PublicOrganization>;
  /** One entry per price plan of the app, with the listing's features text ('' when none). */
  pricePlans: Array<ListingPricePlan>;
  privacyPolicyUrl: Maybe<Scalars['String']['output']>;
  promoVideoUrl: Maybe<Scalars['String']['output']>;
  screenShots: Array<Screenshot>;
  searchTerms: Array<Scalars['String']['output']>;
  showContactDetails: Scalars['Boolean']['output'];
  supportEmail: Maybe<Scalars['String']['output']>;
  supportPhone: Maybe<Scalars['String']['output']>;
  tagLine: Scalars['String']['output'];
  termsOfServiceUrl: Maybe<Scalars['String']['output']>;
  websiteUrl: Maybe<Scalars['String']['output']>;
};

export type PublicAppListingConnection = {
  __typename?: 'PublicAppListingConnection';
  edges: Array<PublicAppListingEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PublicAppListingEdge = {
  __typename?: 'PublicAppListingEdge';
  cursor: Scalars['String']['output'];
  node: PublicAppListing;
};

export type PublicAppListingFilter = {
  searchTerm?: InputMaybe<Scalars['String']['input']>;
};

export type PublicAppListingSorting =
  | 'NAME'
  | 'NEWEST'
  | 'POPULAR'
  | 'RELEVANCE';

export type PublicOrganization = {
  __typename?: 'PublicOrganization';
  businessEmail: Maybe<Scalars['String']['output']>;
  businessName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  phoneNumber: Maybe<Scalars['String']['output']>;
  supportEmail: Maybe<Scalars['String']['output']>;
  websiteUrl: Maybe<Scalars['String']['output']>;
};

export type PublicPricePlan = {
  __typename?: 'PublicPricePlan';
  bookingFeePercentage: Scalars['Float']['output'];
  discountedYearlyPrice: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  monthlyAmount: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  oneTimeAmount: Scalars['Float']['output'];
  type: PricePlanType;
  yearlyAmount: Scalars['Float']['output'];
};

export type Query = {
  __typename?: 'Query';
  publicAppListing: PublicAppListing;
  /** Listings of PUBLISHED public apps: newest first, or ranked by relevance when searching. */
  publicAppListings: PublicAppListingConnection;
};


export type QueryPublicAppListingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPublicAppListingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PublicAppListingFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sorting?: InputMaybe<PublicAppListingSorting>;
};

export type Screenshot = {
  __typename?: 'Screenshot';
  description: Scalars['String']['output'];
  image: Maybe<Image>;
  type: ScreenshotDevice;
};

export type ScreenshotDevice =
  | 'DESKTOP'
  | 'MOBILE';

export type ListingCardFieldsFragment = { __typename?: 'PublicAppListing', id: string, appId: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, icon: { __typename?: 'Image', sourceUrl: string } | null, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number } }> };

export type PublicAppListingsQueryVariables = Exact<{
  filter?: InputMaybe<PublicAppListingFilter>;
  sorting?: InputMaybe<PublicAppListingSorting>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PublicAppListingsQuery = { __typename?: 'Query', publicAppListings: { __typename?: 'PublicAppListingConnection', totalCount: number, edges: Array<{ __typename?: 'PublicAppListingEdge', cursor: string, node: { __typename?: 'PublicAppListing', id: string, appId: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, icon: { __typename?: 'Image', sourceUrl: string } | null, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number } }> } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type PublicAppListingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PublicAppListingQuery = { __typename?: 'Query', publicAppListing: { __typename?: 'PublicAppListing', description: string, promoVideoUrl: string | null, includeKeyBenefitsImages: boolean, supportEmail: string | null, supportPhone: string | null, websiteUrl: string | null, privacyPolicyUrl: string | null, termsOfServiceUrl: string | null, integrations: Array<string>, offerDemoRequest: boolean, showContactDetails: boolean, id: string, appId: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, icon: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null } | null, screenShots: Array<{ __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null } | null }>, keyBenefits: Array<{ __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null } | null }>, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number } }>, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null } | null } };

export const ListingCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}}]}}]} as unknown as DocumentNode<ListingCardFieldsFragment, unknown>;
export const PublicAppListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicAppListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppListingFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppListingSorting"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAppListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sorting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}}]}}]} as unknown as DocumentNode<PublicAppListingsQuery, PublicAppListingsQueryVariables>;
export const PublicAppListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicAppListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAppListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}}]}}]} as unknown as DocumentNode<PublicAppListingQuery, PublicAppListingQueryVariables>;