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

export type AppAccountLoginInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

export type AppAccountSignupInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  termsApiAgreed?: InputMaybe<Scalars['Boolean']['input']>;
  termsPartnerAgreed?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A developer account user, as seen in the organisation it currently acts for. */
export type AppAccountUser = {
  __typename?: 'AppAccountUser';
  accountOwner: Scalars['Boolean']['output'];
  adminUser: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  orgId: Scalars['ID']['output'];
  orgName: Scalars['String']['output'];
  organizationId: Scalars['ID']['output'];
};

export type AppAccountUserConnection = {
  __typename?: 'AppAccountUserConnection';
  edges: Array<AppAccountUserEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type AppAccountUserCreateInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

export type AppAccountUserEdge = {
  __typename?: 'AppAccountUserEdge';
  cursor: Scalars['String']['output'];
  node: AppAccountUser;
};

export type AppAccountUserFilter = {
  searchTerm?: InputMaybe<Scalars['String']['input']>;
};

export type AppAccountUserSorting =
  | 'EMAIL'
  | 'NAME'
  | 'NEWEST';

/** Email cannot change. An empty password keeps the current one. */
export type AppAccountUserUpdateInput = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

export type AppOrgInput = {
  businessEmail?: InputMaybe<Scalars['String']['input']>;
  businessName?: InputMaybe<Scalars['String']['input']>;
  emergencyDeveloperEmail?: InputMaybe<Scalars['String']['input']>;
  emergencyDeveloperPhoneNumber?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  supportEmail?: InputMaybe<Scalars['String']['input']>;
  termsApiAgreed?: InputMaybe<Scalars['Boolean']['input']>;
  termsPartnerAgreed?: InputMaybe<Scalars['Boolean']['input']>;
  websiteUrl?: InputMaybe<Scalars['String']['input']>;
};

export type AppOrgUpdatePayload = {
  __typename?: 'AppOrgUpdatePayload';
  node: Organization;
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

export type Mutation = {
  __typename?: 'Mutation';
  appAccountLogin: AppAccountUser;
  /** Ends the current session on the server. */
  appAccountLogout: Scalars['Boolean']['output'];
  /** Sets a new password with a reset link's token and ends every session of the user. */
  appAccountPasswordReset: Scalars['Boolean']['output'];
  /** Sends a single-use reset link, valid for an hour. Answers true for unknown addresses too. */
  appAccountPasswordResetRequest: Scalars['Boolean']['output'];
  /** Creates the user and their organisation and sends the verification e-mail. */
  appAccountSignup: Scalars['Boolean']['output'];
  /** Staff only: this session acts for organisation `id` (Disguise). Recorded with the real user. */
  appAccountUserChangeOrg: AppAccountUser;
  /** Account owners only. The new user receives an e-mail saying the account exists. */
  appAccountUserCreate: AppAccountUser;
  /** Account owners only, never themselves. Ends the removed user's sessions at once. */
  appAccountUserDelete: Scalars['Boolean']['output'];
  /** Anyone edits themselves; account owners edit their organisation's users. A new password ends other sessions. */
  appAccountUserUpdate: AppAccountUser;
  /** Updates the caller's organisation (account owners). Both terms must be agreed to. */
  appOrgUpdate: AppOrgUpdatePayload;
};


export type MutationAppAccountLoginArgs = {
  account: AppAccountLoginInput;
};


export type MutationAppAccountPasswordResetArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationAppAccountPasswordResetRequestArgs = {
  email: Scalars['String']['input'];
};


export type MutationAppAccountSignupArgs = {
  account: AppAccountSignupInput;
};


export type MutationAppAccountUserChangeOrgArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAppAccountUserCreateArgs = {
  userInfo: AppAccountUserCreateInput;
};


export type MutationAppAccountUserDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAppAccountUserUpdateArgs = {
  id: Scalars['ID']['input'];
  userInfo: AppAccountUserUpdateInput;
};


export type MutationAppOrgUpdateArgs = {
  id: Scalars['ID']['input'];
  orgInfo: AppOrgInput;
};

export type Organization = {
  __typename?: 'Organization';
  businessEmail: Maybe<Scalars['String']['output']>;
  businessName: Scalars['String']['output'];
  emergencyDeveloperEmail: Maybe<Scalars['String']['output']>;
  emergencyDeveloperPhoneNumber: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  phoneNumber: Maybe<Scalars['String']['output']>;
  supportEmail: Maybe<Scalars['String']['output']>;
  termsApiAgreed: Scalars['Boolean']['output'];
  termsPartnerAgreed: Scalars['Boolean']['output'];
  websiteUrl: Maybe<Scalars['String']['output']>;
};

export type OrganizationConnection = {
  __typename?: 'OrganizationConnection';
  edges: Array<OrganizationEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type OrganizationEdge = {
  __typename?: 'OrganizationEdge';
  cursor: Scalars['String']['output'];
  node: OrganizationListItem;
};

export type OrganizationListItem = {
  __typename?: 'OrganizationListItem';
  businessName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  organizationId: Scalars['ID']['output'];
  supportEmail: Maybe<Scalars['String']['output']>;
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
  /** A user of the caller's organisation; another organisation's user is a NotFoundError. */
  appAccountUser: AppAccountUser;
  /** Users of the caller's organisation; searchTerm matches names and e-mail. first defaults to 50. */
  appAccountUserList: AppAccountUserConnection;
  /** The caller's organisation; any other id is a NotFoundError. */
  appOrg: Organization;
  /** The signed-in user, or null. */
  me: Maybe<AppAccountUser>;
  /** Staff only: organisations by name, for the Disguise dialog. first defaults to 50. */
  organizations: OrganizationConnection;
  publicAppListing: PublicAppListing;
  /** Listings of PUBLISHED public apps: newest first, or ranked by relevance when searching. */
  publicAppListings: PublicAppListingConnection;
};


export type QueryAppAccountUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAppAccountUserListArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AppAccountUserFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sorting?: InputMaybe<AppAccountUserSorting>;
};


export type QueryAppOrgArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrganizationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  searchTerm?: InputMaybe<Scalars['String']['input']>;
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

export type OrganizationFieldsFragment = { __typename?: 'Organization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null, phoneNumber: string | null, websiteUrl: string | null, emergencyDeveloperEmail: string | null, emergencyDeveloperPhoneNumber: string | null, termsApiAgreed: boolean, termsPartnerAgreed: boolean };

export type AppOrgQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppOrgQuery = { __typename?: 'Query', appOrg: { __typename?: 'Organization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null, phoneNumber: string | null, websiteUrl: string | null, emergencyDeveloperEmail: string | null, emergencyDeveloperPhoneNumber: string | null, termsApiAgreed: boolean, termsPartnerAgreed: boolean } };

export type AppOrgTermsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppOrgTermsQuery = { __typename?: 'Query', appOrg: { __typename?: 'Organization', id: string, termsApiAgreed: boolean, termsPartnerAgreed: boolean } };

export type AppOrgUpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  orgInfo: AppOrgInput;
}>;


export type AppOrgUpdateMutation = { __typename?: 'Mutation', appOrgUpdate: { __typename?: 'AppOrgUpdatePayload', node: { __typename?: 'Organization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null, phoneNumber: string | null, websiteUrl: string | null, emergencyDeveloperEmail: string | null, emergencyDeveloperPhoneNumber: string | null, termsApiAgreed: boolean, termsPartnerAgreed: boolean } } };

export type GetOrganizationsQueryVariables = Exact<{
  searchTerm?: InputMaybe<Scalars['String']['input']>;
}>;


export type GetOrganizationsQuery = { __typename?: 'Query', organizations: { __typename?: 'OrganizationConnection', totalCount: number, edges: Array<{ __typename?: 'OrganizationEdge', node: { __typename?: 'OrganizationListItem', id: string, businessName: string, supportEmail: string | null, organizationId: string } }> } };

export type AppAccountUserChangeOrgMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppAccountUserChangeOrgMutation = { __typename?: 'Mutation', appAccountUserChangeOrg: { __typename?: 'AppAccountUser', id: string, email: string, firstName: string, lastName: string, orgId: string, orgName: string, organizationId: string, accountOwner: boolean, adminUser: boolean } };

export type SessionUserFieldsFragment = { __typename?: 'AppAccountUser', id: string, email: string, firstName: string, lastName: string, orgId: string, orgName: string, organizationId: string, accountOwner: boolean, adminUser: boolean };

export type AppAccountLoginMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type AppAccountLoginMutation = { __typename?: 'Mutation', appAccountLogin: { __typename?: 'AppAccountUser', id: string, email: string, firstName: string, lastName: string, orgId: string, orgName: string, organizationId: string, accountOwner: boolean, adminUser: boolean } };

export type AppAccountSignupMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  termsApiAgreed: Scalars['Boolean']['input'];
  termsPartnerAgreed: Scalars['Boolean']['input'];
}>;


export type AppAccountSignupMutation = { __typename?: 'Mutation', appAccountSignup: boolean };

export type AppAccountLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AppAccountLogoutMutation = { __typename?: 'Mutation', appAccountLogout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'AppAccountUser', id: string, email: string, firstName: string, lastName: string, orgId: string, orgName: string, organizationId: string, accountOwner: boolean, adminUser: boolean } | null };

export type AppAccountPasswordResetRequestMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type AppAccountPasswordResetRequestMutation = { __typename?: 'Mutation', appAccountPasswordResetRequest: boolean };

export type AppAccountPasswordResetMutationVariables = Exact<{
  token: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type AppAccountPasswordResetMutation = { __typename?: 'Mutation', appAccountPasswordReset: boolean };

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

export type TeamUserFieldsFragment = { __typename?: 'AppAccountUser', id: string, email: string, firstName: string, lastName: string, accountOwner: boolean };

export type AppAccountUserListQueryVariables = Exact<{
  filter?: InputMaybe<AppAccountUserFilter>;
  sorting?: InputMaybe<AppAccountUserSorting>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AppAccountUserListQuery = { __typename?: 'Query', appAccountUserList: { __typename?: 'AppAccountUserConnection', totalCount: number, edges: Array<{ __typename?: 'AppAccountUserEdge', cursor: string, node: { __typename?: 'AppAccountUser', id: string, email: string, firstName: string, lastName: string, accountOwner: boolean } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type AppAccountUserQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppAccountUserQuery = { __typename?: 'Query', appAccountUser: { __typename?: 'AppAccountUser', id: string, email: string, firstName: string, lastName: string, accountOwner: boolean } };

export type AppAccountUserCreateMutationVariables = Exact<{
  userInfo: AppAccountUserCreateInput;
}>;


export type AppAccountUserCreateMutation = { __typename?: 'Mutation', appAccountUserCreate: { __typename?: 'AppAccountUser', id: string, email: string, firstName: string, lastName: string, accountOwner: boolean } };

export type AppAccountUserUpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  userInfo: AppAccountUserUpdateInput;
}>;


export type AppAccountUserUpdateMutation = { __typename?: 'Mutation', appAccountUserUpdate: { __typename?: 'AppAccountUser', id: string, email: string, firstName: string, lastName: string, accountOwner: boolean } };

export type AppAccountUserDeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppAccountUserDeleteMutation = { __typename?: 'Mutation', appAccountUserDelete: boolean };

export const OrganizationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyDeveloperEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyDeveloperPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"termsApiAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"termsPartnerAgreed"}}]}}]} as unknown as DocumentNode<OrganizationFieldsFragment, unknown>;
export const SessionUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}},{"kind":"Field","name":{"kind":"Name","value":"adminUser"}}]}}]} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const ListingCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}}]}}]} as unknown as DocumentNode<ListingCardFieldsFragment, unknown>;
export const TeamUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}}]}}]} as unknown as DocumentNode<TeamUserFieldsFragment, unknown>;
export const AppOrgDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppOrg"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appOrg"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyDeveloperEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyDeveloperPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"termsApiAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"termsPartnerAgreed"}}]}}]} as unknown as DocumentNode<AppOrgQuery, AppOrgQueryVariables>;
export const AppOrgTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppOrgTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appOrg"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"termsApiAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"termsPartnerAgreed"}}]}}]}}]} as unknown as DocumentNode<AppOrgTermsQuery, AppOrgTermsQueryVariables>;
export const AppOrgUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppOrgUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppOrgInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appOrgUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"orgInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyDeveloperEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyDeveloperPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"termsApiAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"termsPartnerAgreed"}}]}}]} as unknown as DocumentNode<AppOrgUpdateMutation, AppOrgUpdateMutationVariables>;
export const GetOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetOrganizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchTerm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetOrganizationsQuery, GetOrganizationsQueryVariables>;
export const AppAccountUserChangeOrgDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountUserChangeOrg"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountUserChangeOrg"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}},{"kind":"Field","name":{"kind":"Name","value":"adminUser"}}]}}]} as unknown as DocumentNode<AppAccountUserChangeOrgMutation, AppAccountUserChangeOrgMutationVariables>;
export const AppAccountLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"account"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}},{"kind":"Field","name":{"kind":"Name","value":"adminUser"}}]}}]} as unknown as DocumentNode<AppAccountLoginMutation, AppAccountLoginMutationVariables>;
export const AppAccountSignupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountSignup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"termsApiAgreed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"termsPartnerAgreed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountSignup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"account"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"termsApiAgreed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"termsApiAgreed"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"termsPartnerAgreed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"termsPartnerAgreed"}}}]}}]}]}}]} as unknown as DocumentNode<AppAccountSignupMutation, AppAccountSignupMutationVariables>;
export const AppAccountLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountLogout"}}]}}]} as unknown as DocumentNode<AppAccountLogoutMutation, AppAccountLogoutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}},{"kind":"Field","name":{"kind":"Name","value":"adminUser"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const AppAccountPasswordResetRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountPasswordResetRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountPasswordResetRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<AppAccountPasswordResetRequestMutation, AppAccountPasswordResetRequestMutationVariables>;
export const AppAccountPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<AppAccountPasswordResetMutation, AppAccountPasswordResetMutationVariables>;
export const PublicAppListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicAppListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppListingFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppListingSorting"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAppListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sorting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}}]}}]} as unknown as DocumentNode<PublicAppListingsQuery, PublicAppListingsQueryVariables>;
export const PublicAppListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicAppListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAppListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}}]}}]} as unknown as DocumentNode<PublicAppListingQuery, PublicAppListingQueryVariables>;
export const AppAccountUserListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppAccountUserList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUserFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUserSorting"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountUserList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sorting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamUserFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}}]}}]} as unknown as DocumentNode<AppAccountUserListQuery, AppAccountUserListQueryVariables>;
export const AppAccountUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppAccountUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}}]}}]} as unknown as DocumentNode<AppAccountUserQuery, AppAccountUserQueryVariables>;
export const AppAccountUserCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountUserCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUserCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountUserCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}}]}}]} as unknown as DocumentNode<AppAccountUserCreateMutation, AppAccountUserCreateMutationVariables>;
export const AppAccountUserUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountUserUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUserUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountUserUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"userInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}}]}}]} as unknown as DocumentNode<AppAccountUserUpdateMutation, AppAccountUserUpdateMutationVariables>;
export const AppAccountUserDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountUserDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountUserDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AppAccountUserDeleteMutation, AppAccountUserDeleteMutationVariables>;