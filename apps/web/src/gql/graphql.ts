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

export type App = {
  __typename?: 'App';
  /** The scopes the app may ask vendors for, and its versions. */
  access: AppAccessVersions;
  apiContactEmail: Scalars['String']['output'];
  apiCredentials: AppCredentials;
  appReviewInstructions: Maybe<Scalars['String']['output']>;
  appUrl: Maybe<Scalars['String']['output']>;
  canDelete: Scalars['Boolean']['output'];
  /** The status allows a submission (the report may still block it). */
  canSubmitForReview: Scalars['Boolean']['output'];
  chargeType: ChargeType;
  creationDate: Scalars['String']['output'];
  /** The linked vendor's installation of a custom app: present once installed. */
  customInstallation: Maybe<AppInstallationRef>;
  customPublished: Scalars['Boolean']['output'];
  freeTrialDays: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** ISO alpha-2 codes; empty means every country. */
  installationCountries: Array<Scalars['String']['output']>;
  lastReviewEvent: Maybe<AppReviewEvent>;
  linkedVendor: Maybe<LinkedVendor>;
  /** A published custom app: its listing cannot change. */
  listingLocked: Scalars['Boolean']['output'];
  listings: Array<AppListing>;
  name: Scalars['String']['output'];
  numberOfInstallations: Scalars['Int']['output'];
  oneTimeChargeAmount: Scalars['Float']['output'];
  organization: Maybe<PublicOrganization>;
  pricePlans: Array<PricePlan>;
  /** Price plans and pricing cannot change (in review or published). */
  pricingLocked: Scalars['Boolean']['output'];
  redirectUrlWhitelist: Maybe<Scalars['String']['output']>;
  /** The whitelist as a list of URLs. */
  redirectUrls: Array<Scalars['String']['output']>;
  /** Staff's reason for the last rejection. */
  reviewReason: Maybe<Scalars['String']['output']>;
  status: AppStatus;
  testInstallation: Maybe<AppInstallationRef>;
  type: AppType;
  /** Computed live, like appValidationReport. */
  validationReport: ValidationReport;
  webhookSubscriptions: Array<WebhookSubscription>;
};

export type AppAccessInput = {
  scopes: Array<Scalars['String']['input']>;
};

export type AppAccessVersions = {
  __typename?: 'AppAccessVersions';
  /** How many active installations (test ones included) hold each scope now: what removing it would take from. */
  holders: Array<ScopeHolders>;
  /** The version that was the latest when staff last approved the app for the store (null if never): what the access has changed from since. A published app changes its access without a new review. */
  publishedVersion: Maybe<Scalars['Int']['output']>;
  /** The scopes the app may ask vendors for now. */
  scopes: Array<Scalars['String']['output']>;
  /** The latest version: what new installs get. */
  version: Scalars['Int']['output'];
  /** Newest first. */
  versions: Array<AppVersion>;
};

export type AppAccountLoginInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

export type AppAccountSignupInput = {
  /** The new organisation's name, shown on its listings ('By …'). */
  businessName?: InputMaybe<Scalars['String']['input']>;
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
  /** True while platform staff act for an organisation other than their own (Disguise). */
  disguised: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  orgId: Scalars['ID']['output'];
  orgName: Scalars['String']['output'];
  organizationId: Scalars['ID']['output'];
  /** The user's own organisation: where ending a disguise (appAccountUserChangeOrg) returns to. */
  ownOrgId: Scalars['ID']['output'];
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

export type AppConnection = {
  __typename?: 'AppConnection';
  edges: Array<AppEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type AppCredentials = {
  __typename?: 'AppCredentials';
  apiKey: Scalars['String']['output'];
  /** Masked (last four characters) except in appCredentialsReveal and appSecretKeyRotate. */
  secretKey: Scalars['String']['output'];
};

export type AppDashboard = {
  __typename?: 'AppDashboard';
  installations: Array<StatisticEntry>;
  /** Installs in the range per country, most first, at most 10. */
  installationsByCountry: Array<StatisticEntry>;
  uninstallations: Array<StatisticEntry>;
};

export type AppEdge = {
  __typename?: 'AppEdge';
  cursor: Scalars['String']['output'];
  node: App;
};

/** Every field is optional in the schema so that missing values get the spec messages; on update, left-out fields keep their values. */
export type AppInput = {
  apiContactEmail?: InputMaybe<Scalars['String']['input']>;
  appReviewInstructions?: InputMaybe<Scalars['String']['input']>;
  appUrl?: InputMaybe<Scalars['String']['input']>;
  chargeType?: InputMaybe<ChargeType>;
  freeTrialDays?: InputMaybe<Scalars['Int']['input']>;
  installationCountries?: InputMaybe<Array<Scalars['String']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  oneTimeChargeAmount?: InputMaybe<Scalars['Float']['input']>;
  redirectUrlWhitelist?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<AppType>;
};

export type AppInstallationRef = {
  __typename?: 'AppInstallationRef';
  /** The OAuth token exchange completed. */
  completed: Scalars['Boolean']['output'];
  creationDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type AppListing = {
  __typename?: 'AppListing';
  appId: Scalars['ID']['output'];
  /** Primary first, then up to two secondary ones; retired ones too, until the listing is next saved. */
  categories: Array<ListingCategory>;
  chargeType: ChargeType;
  description: Scalars['String']['output'];
  freeTrialDays: Scalars['Int']['output'];
  icon: Maybe<Image>;
  id: Scalars['ID']['output'];
  includeKeyBenefitsImages: Scalars['Boolean']['output'];
  /** Active installs rounded down to a bucket (10, 50, 100, 500, 1000, 5000, …; 0 below 10): never the exact count. */
  installBucket: Scalars['Int']['output'];
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

export type AppListingInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<ImageInput>;
  includeKeyBenefitsImages?: InputMaybe<Scalars['Boolean']['input']>;
  integrations?: InputMaybe<Array<Scalars['String']['input']>>;
  keyBenefits?: InputMaybe<Array<KeyBenefitInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  offerDemoRequest?: InputMaybe<Scalars['Boolean']['input']>;
  pricePlans?: InputMaybe<Array<ListingPricePlanInput>>;
  /** The listing's main category (publicCategories). */
  primaryCategoryId?: InputMaybe<Scalars['ID']['input']>;
  privacyPolicyUrl?: InputMaybe<Scalars['String']['input']>;
  promoVideoUrl?: InputMaybe<Scalars['String']['input']>;
  screenShots?: InputMaybe<Array<ScreenshotInput>>;
  searchTerms?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Up to two more categories. */
  secondaryCategoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  showContactDetails?: InputMaybe<Scalars['Boolean']['input']>;
  supportEmail?: InputMaybe<Scalars['String']['input']>;
  supportPhone?: InputMaybe<Scalars['String']['input']>;
  tagLine?: InputMaybe<Scalars['String']['input']>;
  termsOfServiceUrl?: InputMaybe<Scalars['String']['input']>;
  websiteUrl?: InputMaybe<Scalars['String']['input']>;
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

export type AppOrgStatus = {
  __typename?: 'AppOrgStatus';
  /** The unclaimed amount in USD (0 when none). */
  amount: Scalars['Float']['output'];
  displayAmount: Scalars['String']['output'];
  hasRejectedPayout: Scalars['Boolean']['output'];
  hasUnclaimedPayout: Scalars['Boolean']['output'];
  hasValidPayoutSettings: Scalars['Boolean']['output'];
  hasValidTaxForm: Scalars['Boolean']['output'];
  payoutSettingsPreview: Maybe<PayoutSettings>;
  /** First day of the unclaimed payout's period ('YYYY-MM-DD'). */
  periodFrom: Maybe<Scalars['String']['output']>;
  /** Last day of the unclaimed payout's period ('YYYY-MM-DD'). */
  periodTo: Maybe<Scalars['String']['output']>;
  taxFormPreview: Maybe<TaxFormPreview>;
};

export type AppOrgUpdatePayload = {
  __typename?: 'AppOrgUpdatePayload';
  node: Organization;
};

/** An app's rating over its visible reviews (hidden ones do not count). */
export type AppRating = {
  __typename?: 'AppRating';
  /** Null when there is no visible review. */
  average: Maybe<Scalars['Float']['output']>;
  count: Scalars['Int']['output'];
  /** Visible reviews per number of stars, 5 first. */
  distribution: Array<RatingCount>;
};

export type AppReviewEvent = {
  __typename?: 'AppReviewEvent';
  createdAt: Scalars['String']['output'];
  /** SUBMITTED, APPROVED, REJECTED, UNPUBLISHED or WITHDRAWN. */
  decision: Scalars['String']['output'];
  reason: Maybe<Scalars['String']['output']>;
};

export type AppReviewQueueConnection = {
  __typename?: 'AppReviewQueueConnection';
  edges: Array<AppReviewQueueEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type AppReviewQueueEdge = {
  __typename?: 'AppReviewQueueEdge';
  cursor: Scalars['String']['output'];
  node: App;
};

export type AppStatus =
  | 'DRAFT'
  | 'IN_REVIEW'
  | 'PUBLISHED'
  | 'REJECTED'
  | 'UNPUBLISHED';

export type AppType =
  | 'CUSTOM'
  | 'PUBLIC';

/** One version of the access an app may ask vendors for (issue 18 §8). */
export type AppVersion = {
  __typename?: 'AppVersion';
  /** Scopes this version added to the one before. */
  added: Array<Scalars['String']['output']>;
  /** Null for the implicit version 1 (every scope) of an app created before apps chose their access. */
  creationDate: Maybe<Scalars['String']['output']>;
  /** Active installations by vendors on this version (the organisation's test vendor apart). */
  installationCount: Scalars['Int']['output'];
  /** Scopes this version took away. */
  removed: Array<Scalars['String']['output']>;
  scopes: Array<Scalars['String']['output']>;
  testInstallationCount: Scalars['Int']['output'];
  version: Scalars['Int']['output'];
};

/** A person who appears in an audit log. */
export type AuditActor = {
  __typename?: 'AuditActor';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type AuditKind =
  /** Apps */
  | 'APPS'
  /** Categories */
  | 'CATEGORIES'
  /** API credentials */
  | 'CREDENTIALS'
  /** Staff disguise */
  | 'DISGUISE'
  /** Listings */
  | 'LISTINGS'
  /** Account settings */
  | 'ORGANIZATION'
  /** Payouts */
  | 'PAYOUTS'
  /** Price plans */
  | 'PRICING'
  /** Ratings and reviews */
  | 'RATINGS'
  /** Review decisions */
  | 'REVIEW'
  /** Tax form */
  | 'TAX_FORM'
  /** Team */
  | 'TEAM'
  /** Webhooks */
  | 'WEBHOOKS';

/** One action, by the real user (also while platform staff act for the organisation). */
export type AuditLogEntry = {
  __typename?: 'AuditLogEntry';
  /** The action code, e.g. app.credentials.reveal. */
  action: Scalars['String']['output'];
  /** Null when the user has since been removed, and for platform staff in an organisation's log (byStaff): it names no staff member. */
  actor: Maybe<AuditActor>;
  /** Done by platform staff (a review decision, or while disguised). */
  byStaff: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: Maybe<AuditKind>;
  organizationId: Maybe<Scalars['ID']['output']>;
  organizationName: Maybe<Scalars['String']['output']>;
};

export type AuditLogEntryConnection = {
  __typename?: 'AuditLogEntryConnection';
  edges: Array<AuditLogEntryEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type AuditLogEntryEdge = {
  __typename?: 'AuditLogEntryEdge';
  cursor: Scalars['String']['output'];
  node: AuditLogEntry;
};

/** Days are UTC (YYYY-MM-DD), both included. organizationId is for the staff platform log. */
export type AuditLogFilter = {
  actorId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<AuditKind>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A store category, managed by staff. Retired ones are no longer offered, but listings keep them until next saved. */
export type Category = {
  __typename?: 'Category';
  /** Apps in the store that have the category, as primary or secondary. */
  appCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  retired: Scalars['Boolean']['output'];
  /** The store address: /apps?category=<slug>. Set once; a rename keeps it. */
  slug: Scalars['String']['output'];
};

export type CategoryNameInput = {
  name: Scalars['String']['input'];
};

export type ChargeType =
  | 'FREE_TO_INSTALL'
  | 'ONE_TIME'
  | 'RECURRING';

export type Currency = {
  __typename?: 'Currency';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** An uploaded file; the server trusts only s3Key and reads the rest from the stored file. */
export type FileInput = {
  fileName?: InputMaybe<Scalars['String']['input']>;
  fileType?: InputMaybe<Scalars['String']['input']>;
  s3Key: Scalars['String']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
  temp?: InputMaybe<Scalars['Boolean']['input']>;
};

export type FunnelPeriod = {
  __typename?: 'FunnelPeriod';
  /** First UTC day, 'YYYY-MM-DD'. */
  from: Scalars['String']['output'];
  /** Last UTC day, 'YYYY-MM-DD' (included). */
  to: Scalars['String']['output'];
};

/** Where the visitor was: the home page, a search, a category, or anything else (a link from elsewhere, the plain list). Consents and installs come through the app itself: always DIRECT. */
export type FunnelSource =
  | 'CATEGORY'
  | 'DIRECT'
  | 'HOME'
  | 'SEARCH';

export type FunnelSourceCount = {
  __typename?: 'FunnelSourceCount';
  count: Scalars['Int']['output'];
  source: FunnelSource;
};

/** IMPRESSION: the app on a card the store delivered; LISTING_VIEW: its listing page shown; INSTALL_CLICK: its Install button followed by a signed-in vendor; CONSENT_SHOWN: the install consent page shown; INSTALL_COMPLETED: an installation made (test installations not counted). */
export type FunnelStep =
  | 'CONSENT_SHOWN'
  | 'IMPRESSION'
  | 'INSTALL_CLICK'
  | 'INSTALL_COMPLETED'
  | 'LISTING_VIEW';

export type FunnelStepReport = {
  __typename?: 'FunnelStepReport';
  /** Percent of the step before (one decimal; may pass 100 when visitors skip a step); null for the first step or when the one before counted nothing. */
  conversion: Maybe<Scalars['Float']['output']>;
  count: Scalars['Int']['output'];
  /** The conversion in the previous period. */
  previousConversion: Maybe<Scalars['Float']['output']>;
  /** The count in the previous period. */
  previousCount: Scalars['Int']['output'];
  /** The period's count per source, zeros included. */
  sources: Array<FunnelSourceCount>;
  step: FunnelStep;
};

/** A new partner's first steps, ticked from the organisation's real state. */
export type GettingStarted = {
  __typename?: 'GettingStarted';
  /** The public app the app steps are about: one submitted for review if any, else the newest. */
  appId: Maybe<Scalars['ID']['output']>;
  appName: Maybe<Scalars['String']['output']>;
  /** Every step is done: the portal no longer shows the checklist. */
  complete: Scalars['Boolean']['output'];
  /** In the order they are done. */
  steps: Array<GettingStartedStep>;
};

export type GettingStartedStep = {
  __typename?: 'GettingStartedStep';
  done: Scalars['Boolean']['output'];
  id: GettingStartedStepId;
};

export type GettingStartedStepId =
  | 'AGREE_TO_TERMS'
  | 'CREATE_APP'
  | 'SET_UP_APP'
  | 'SUBMIT_FOR_REVIEW'
  | 'TEST_INSTALLATION'
  | 'WRITE_LISTING';

export type HttpHeader = {
  __typename?: 'HttpHeader';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Image = {
  __typename?: 'Image';
  fileName: Scalars['String']['output'];
  fileType: Scalars['String']['output'];
  height: Maybe<Scalars['Int']['output']>;
  s3Key: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  sourceUrl: Scalars['String']['output'];
  temp: Scalars['Boolean']['output'];
  /** Right-sized copies, narrowest first: icons 64, 128 and 256 px wide, other images 480, 960 and 1440 px, never wider than the original, each in WebP and in the original format. Empty until they are made, shortly after a listing is saved: show sourceUrl until then. */
  variants: Array<ImageVariant>;
  width: Maybe<Scalars['Int']['output']>;
};


export type ImageVariantsArgs = {
  maxWidth?: InputMaybe<Scalars['Int']['input']>;
};

/** An uploaded image; the server trusts only s3Key and reads the rest from the stored file. */
export type ImageInput = {
  fileName?: InputMaybe<Scalars['String']['input']>;
  fileType?: InputMaybe<Scalars['String']['input']>;
  height?: InputMaybe<Scalars['Int']['input']>;
  s3Key: Scalars['String']['input'];
  size?: InputMaybe<Scalars['Int']['input']>;
  sourceUrl?: InputMaybe<Scalars['String']['input']>;
  temp?: InputMaybe<Scalars['Boolean']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

export type ImageKind =
  | 'ICON'
  | 'KEY_BENEFIT'
  | 'SCREENSHOT';

/** A right-sized copy of an image, in WebP or in the format of the original. Its URL never changes what it serves. */
export type ImageVariant = {
  __typename?: 'ImageVariant';
  format: ImageVariantFormat;
  height: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type ImageVariantFormat =
  | 'JPEG'
  | 'PNG'
  | 'WEBP';

/** The vendors who installed in one UTC month, and how many of them still had the app 1, 3, 6 and 12 months later. */
export type InstallCohort = {
  __typename?: 'InstallCohort';
  /** Installs of the month that still had the app 1 month later (not uninstalled before the same UTC day 1 month on); null until month + 1 has ended. */
  after1: Maybe<Scalars['Int']['output']>;
  /** Installs of the month that still had the app 3 months later (not uninstalled before the same UTC day 3 months on); null until month + 3 has ended. */
  after3: Maybe<Scalars['Int']['output']>;
  /** Installs of the month that still had the app 6 months later (not uninstalled before the same UTC day 6 months on); null until month + 6 has ended. */
  after6: Maybe<Scalars['Int']['output']>;
  /** Installs of the month that still had the app 12 months later (not uninstalled before the same UTC day 12 months on); null until month + 12 has ended. */
  after12: Maybe<Scalars['Int']['output']>;
  /** Installs in the month; a vendor that reinstalls is a new install. */
  installs: Scalars['Int']['output'];
  /** The install month's first day, 'YYYY-MM-DD'. */
  month: Scalars['String']['output'];
};

export type Installation = {
  __typename?: 'Installation';
  creationDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isTest: Scalars['Boolean']['output'];
  /** The old REST API credentials, when the installation has them (LEGACY_API): the secret key masked; installationRestCredentialsReveal answers it in the clear. */
  oldRestApiCredentials: Maybe<RestApiCredentials>;
  scopes: Array<Scalars['String']['output']>;
  vendor: InstallationVendor;
};

export type InstallationConnection = {
  __typename?: 'InstallationConnection';
  edges: Array<InstallationEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type InstallationEdge = {
  __typename?: 'InstallationEdge';
  cursor: Scalars['String']['output'];
  node: Installation;
};

export type InstallationVendor = {
  __typename?: 'InstallationVendor';
  country: Scalars['String']['output'];
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type KeyBenefit = {
  __typename?: 'KeyBenefit';
  description: Scalars['String']['output'];
  image: Maybe<Image>;
  title: Scalars['String']['output'];
};

export type KeyBenefitInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<ImageInput>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type LinkedVendor = {
  __typename?: 'LinkedVendor';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A category of a listing: its primary one first. A retired one stays until the listing is next saved (the store leaves it out). */
export type ListingCategory = {
  __typename?: 'ListingCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  primary: Scalars['Boolean']['output'];
  retired: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
};

/** The listing funnel of one app: each step counted per UTC day, without cookies; listing views, Install clicks and consents count once per visitor address and day, cards on its first 30 pages a day; bots are not counted. */
export type ListingFunnel = {
  __typename?: 'ListingFunnel';
  appId: Scalars['ID']['output'];
  appName: Scalars['String']['output'];
  period: FunnelPeriod;
  /** The period of the same length just before. */
  previousPeriod: FunnelPeriod;
  /** Every step, in funnel order. */
  steps: Array<FunnelStepReport>;
};

/** A price plan of the app as its listing presents it. */
export type ListingPricePlan = {
  __typename?: 'ListingPricePlan';
  features: Scalars['String']['output'];
  name: Scalars['String']['output'];
  planId: Scalars['ID']['output'];
  pricePlan: PublicPricePlan;
};

export type ListingPricePlanInput = {
  features?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  planId: Scalars['ID']['input'];
};

export type ListingValidationReport = {
  __typename?: 'ListingValidationReport';
  items: Array<ValidationReportItem>;
  language: Scalars['String']['output'];
  listingId: Scalars['ID']['output'];
  valid: Scalars['Boolean']['output'];
};

/** A review of one of your apps, hidden ones too. */
export type ManagedReview = {
  __typename?: 'ManagedReview';
  appId: Scalars['ID']['output'];
  appName: Scalars['String']['output'];
  hidden: Scalars['Boolean']['output'];
  hiddenReason: Maybe<Scalars['String']['output']>;
  /** Staff only; empty for partners. */
  openReports: Array<ReviewReport>;
  review: Review;
};

export type ManagedReviewConnection = {
  __typename?: 'ManagedReviewConnection';
  edges: Array<ManagedReviewEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ManagedReviewEdge = {
  __typename?: 'ManagedReviewEdge';
  cursor: Scalars['String']['output'];
  node: ManagedReview;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Changes the scopes the app may ask for: a new version. Removed scopes leave every installation at once; added ones wait until each installed vendor accepts. */
  appAccessUpdate: App;
  appAccountLogin: AppAccountUser;
  /** Ends the current session on the server. */
  appAccountLogout: Scalars['Boolean']['output'];
  /** Sets a new password with a reset link's token and ends every session and every other reset link of the user. */
  appAccountPasswordReset: Scalars['Boolean']['output'];
  /** Sends a single-use reset link, valid for an hour, that replaces any earlier one. Answers true for unknown addresses too; throttled per address and per client (RateLimitedError). */
  appAccountPasswordResetRequest: Scalars['Boolean']['output'];
  /** Creates the user and their organisation and sends the verification e-mail. An address that already has an account gets the same answer, and its owner an e-mail instead. Throttled per client (RateLimitedError). */
  appAccountSignup: Scalars['Boolean']['output'];
  /** Staff only: this session acts for organisation `id` (Disguise). Recorded with the real user. */
  appAccountUserChangeOrg: AppAccountUser;
  /** Account owners only. The new user receives an e-mail saying the account exists. */
  appAccountUserCreate: AppAccountUser;
  /** Account owners only, never themselves. Ends the removed user's sessions at once. */
  appAccountUserDelete: Scalars['Boolean']['output'];
  /** Anyone edits themselves; account owners edit their organisation's users. A new password ends the user's other sessions and reset links. */
  appAccountUserUpdate: AppAccountUser;
  /** A new app: PUBLIC, DRAFT, FREE_TO_INSTALL unless given; API key and secret key are generated. `access` is its version 1: the scopes it may ask vendors for, none when left out. */
  appCreate: App;
  /** The API key and the secret key in the clear. Each reveal is recorded. */
  appCredentialsReveal: AppCredentials;
  /** Links a custom app to the one vendor who may install it. Needs a listing; irreversible. */
  appCustomLinkToVendor: App;
  /** Publishes a linked custom app (its status becomes PUBLISHED); listing and pricing are then locked. */
  appCustomPublish: App;
  /** Public apps in DRAFT, REJECTED or UNPUBLISHED; custom apps with no linked vendor. */
  appDelete: Scalars['Boolean']['output'];
  /** The English listing of an app (one per app). Uploaded images stop being temporary. */
  appListingCreate: AppListing;
  appListingDelete: Scalars['Boolean']['output'];
  /** Removes a saved image of the listing from storage and clears the field that used it. */
  appListingImageDelete: AppListing;
  /** Replaces the listing; images it no longer uses are removed. Answers the app with its listings. */
  appListingUpdate: App;
  /** Updates the caller's organisation (account owners). Both terms must be agreed to. */
  appOrgUpdate: AppOrgUpdatePayload;
  /** id is the app. Only for RECURRING public apps that are not in review or published; one FREE plan per app. */
  appPricePlanCreate: PricePlan;
  appPricePlanDelete: Scalars['Boolean']['output'];
  appPricePlanUpdate: PricePlan;
  /** Staff only: IN_REVIEW → PUBLISHED; the app is in the store at once and the organisation is e-mailed. */
  appReviewApprove: App;
  /** Staff only: IN_REVIEW → REJECTED with a reason the partner sees and receives by e-mail. */
  appReviewReject: App;
  /** Replaces the secret key; the old one stops working at once. Answers with the new secret in the clear. */
  appSecretKeyRotate: AppCredentials;
  /** DRAFT, REJECTED or UNPUBLISHED → IN_REVIEW. Needs a valid report (except when REJECTED) and both terms. */
  appSubmitForReview: App;
  /** Removes the organisation's test installation of the app (id = the app); its tokens stop working at once. */
  appUninstallTest: App;
  /** PUBLISHED → UNPUBLISHED: staff for any app (with an optional reason, e-mailed), or a partner withdrawing their own. */
  appUnpublish: App;
  /** The type never changes; pricing is locked while the app is in review or published. */
  appUpdate: App;
  /** Staff only: a new category, offered to partners and in the store at once. */
  categoryCreate: Category;
  /** Staff only: a new name; the slug, and so every link to the category, stays. */
  categoryRename: Category;
  /** Staff only: retire a category (no longer offered; listings keep it until next saved), or bring it back. */
  categorySetRetired: Category;
  /** An installation's old REST API credentials with the secret key in the clear (id = the installation). Each reveal is recorded. */
  installationRestCredentialsReveal: RestApiCredentials;
  /** Removes an uploaded invoice not yet sent, or the invoice of a REJECTED request. */
  invoiceFileDelete: Scalars['Boolean']['output'];
  /** Staff only: REQUESTED → PAID; the organisation is e-mailed. */
  payoutMarkPaid: Payout;
  /** Staff only: REQUESTED → REJECTED with a reason (max 1000 characters) the partner sees and receives by e-mail. */
  payoutReject: Payout;
  /** Saves the caller's organisation's payout settings (account owners, and staff acting for the organisation). */
  payoutSettingsUpdate: PayoutSettings;
  /** Staff only: hides a review with a reason, e-mailed to its author; it stops counting in the rating. */
  reviewHide: ManagedReview;
  reviewMailSettingSave: Scalars['Boolean']['output'];
  /** Marks a visible review helpful, as a vendor user (a tour operator, on the vendor session; with both sessions, the vendor user acts); it counts once per vendor (a repeat answers the review unchanged). A partner user may not (ForbiddenError). Reviewing actions are rate-limited per user (RateLimitedError). */
  reviewMarkHelpful: Review;
  /** Posts or edits the one public reply to a review of the organisation's app. */
  reviewReplySave: ManagedReview;
  /** Reports a visible review to staff, as a partner user or a vendor user (the vendor session; with both, the partner's counts); it counts once per organisation or vendor (a repeat answers true and changes nothing). The app's own organisation may not report its reviews (ForbiddenError). A few organisations' reports wait per review; more answer true and are not queued. Reviewing actions are rate-limited per user (RateLimitedError). */
  reviewReport: Scalars['Boolean']['output'];
  /** Staff only: the reports were unfounded; the review stays. */
  reviewReportsDismiss: ManagedReview;
  /** A presigned PUT for one jpg/png image of at most 20,000,000 bytes, valid for 10 minutes. The file stays temporary until a listing using it is saved. */
  s3UploadAuthorization: S3UploadAuthorization;
  /** A presigned PUT for one PDF invoice of at most 20,000,000 bytes, valid for 10 minutes. The file is private and stays temporary until a payout request uses it. */
  s3UploadPayoutInvoice: S3UploadAuthorization;
  /** Claims the unclaimed payout with an uploaded PDF invoice; needs valid payout settings and tax form. */
  submitPayoutRequest: Payout;
  /** Resubmits a REJECTED request with a new invoice (the old one is removed); it is REQUESTED again. */
  updatePayoutRequest: Payout;
  webhookCreate: WebhookSubscription;
  webhookDelete: Scalars['Boolean']['output'];
  /** Sends the delivery again now, with the same webhook-id, as a new series of attempts. A withdrawn one is refused (ConflictError). */
  webhookDeliveryResend: WebhookDelivery;
  /** Turns a subscription that was disabled after failing deliveries back on. */
  webhookEnable: WebhookSubscription;
  /** Sends every failed delivery of the webhook again (not the withdrawn ones); answers how many. */
  webhookResendFailed: Scalars['Int']['output'];
  webhookUpdate: WebhookSubscription;
};


export type MutationAppAccessUpdateArgs = {
  appId: Scalars['ID']['input'];
  input: AppAccessInput;
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


export type MutationAppCreateArgs = {
  access?: InputMaybe<AppAccessInput>;
  appInfo: AppInput;
};


export type MutationAppCredentialsRevealArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAppCustomLinkToVendorArgs = {
  appId: Scalars['ID']['input'];
  vendorId: Scalars['ID']['input'];
};


export type MutationAppCustomPublishArgs = {
  appId: Scalars['ID']['input'];
};


export type MutationAppDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAppListingCreateArgs = {
  appId: Scalars['ID']['input'];
  listingInfo: AppListingInput;
};


export type MutationAppListingDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAppListingImageDeleteArgs = {
  id: Scalars['ID']['input'];
  imageKey: Scalars['String']['input'];
  imageType: ImageKind;
};


export type MutationAppListingUpdateArgs = {
  id: Scalars['ID']['input'];
  listingInfo: AppListingInput;
};


export type MutationAppOrgUpdateArgs = {
  id: Scalars['ID']['input'];
  orgInfo: AppOrgInput;
};


export type MutationAppPricePlanCreateArgs = {
  id: Scalars['ID']['input'];
  planInfo: PricePlanInput;
};


export type MutationAppPricePlanDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAppPricePlanUpdateArgs = {
  id: Scalars['ID']['input'];
  planInfo: PricePlanInput;
};


export type MutationAppReviewApproveArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAppReviewRejectArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationAppSecretKeyRotateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAppSubmitForReviewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAppUninstallTestArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAppUnpublishArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAppUpdateArgs = {
  appInfo: AppInput;
  id: Scalars['ID']['input'];
};


export type MutationCategoryCreateArgs = {
  categoryInfo: CategoryNameInput;
};


export type MutationCategoryRenameArgs = {
  categoryInfo: CategoryNameInput;
  id: Scalars['ID']['input'];
};


export type MutationCategorySetRetiredArgs = {
  id: Scalars['ID']['input'];
  retired: Scalars['Boolean']['input'];
};


export type MutationInstallationRestCredentialsRevealArgs = {
  id: Scalars['ID']['input'];
};


export type MutationInvoiceFileDeleteArgs = {
  fileKey: Scalars['String']['input'];
};


export type MutationPayoutMarkPaidArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPayoutRejectArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationPayoutSettingsUpdateArgs = {
  payoutSettings: PayoutSettingsInput;
};


export type MutationReviewHideArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationReviewMailSettingSaveArgs = {
  enabled: Scalars['Boolean']['input'];
};


export type MutationReviewMarkHelpfulArgs = {
  reviewId: Scalars['ID']['input'];
};


export type MutationReviewReplySaveArgs = {
  body: Scalars['String']['input'];
  reviewId: Scalars['ID']['input'];
};


export type MutationReviewReportArgs = {
  reason: Scalars['String']['input'];
  reviewId: Scalars['ID']['input'];
};


export type MutationReviewReportsDismissArgs = {
  id: Scalars['ID']['input'];
};


export type MutationS3UploadAuthorizationArgs = {
  contentType: Scalars['String']['input'];
  fileName?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationS3UploadPayoutInvoiceArgs = {
  contentType: Scalars['String']['input'];
  fileName?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSubmitPayoutRequestArgs = {
  fileInput: FileInput;
};


export type MutationUpdatePayoutRequestArgs = {
  fileInput: FileInput;
  id: Scalars['ID']['input'];
};


export type MutationWebhookCreateArgs = {
  appId: Scalars['ID']['input'];
  webhookInfo: WebhookInput;
};


export type MutationWebhookDeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationWebhookDeliveryResendArgs = {
  id: Scalars['ID']['input'];
};


export type MutationWebhookEnableArgs = {
  id: Scalars['ID']['input'];
};


export type MutationWebhookResendFailedArgs = {
  webhookId: Scalars['ID']['input'];
};


export type MutationWebhookUpdateArgs = {
  id: Scalars['ID']['input'];
  webhookInfo: WebhookInput;
};

export type NonUsBankInput = {
  bankId?: InputMaybe<Scalars['String']['input']>;
  branchId?: InputMaybe<Scalars['String']['input']>;
  iban?: InputMaybe<Scalars['String']['input']>;
  swift?: InputMaybe<Scalars['String']['input']>;
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

export type PaymentType =
  | 'ACH'
  | 'ACHGIRO'
  | 'SEPA'
  | 'WIRE';

export type Payout = {
  __typename?: 'Payout';
  amount: Scalars['Float']['output'];
  creationDate: Scalars['String']['output'];
  displayAmount: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** First day of the period covered ('YYYY-MM-DD'). */
  invoiceDateFrom: Scalars['String']['output'];
  /** Last day of the period covered ('YYYY-MM-DD'). */
  invoiceDateTo: Scalars['String']['output'];
  organization: PayoutOrganization;
  payoutInvoice: Maybe<PayoutInvoice>;
  /** Where the invoice opens for the organisation and staff; null without an invoice. */
  pdfInvoiceUrl: Maybe<Scalars['String']['output']>;
  /** Staff's reason for a rejection. */
  reason: Maybe<Scalars['String']['output']>;
  status: PayoutStatus;
};

export type PayoutConnection = {
  __typename?: 'PayoutConnection';
  edges: Array<PayoutEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PayoutEdge = {
  __typename?: 'PayoutEdge';
  cursor: Scalars['String']['output'];
  node: Payout;
};

export type PayoutInvoice = {
  __typename?: 'PayoutInvoice';
  fileName: Scalars['String']['output'];
  fileType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  s3Key: Scalars['String']['output'];
  size: Scalars['Int']['output'];
};

export type PayoutOrganization = {
  __typename?: 'PayoutOrganization';
  businessName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** bankAccountNumber, iban and abaRouting are masked ('•••• 1234'); sending a mask back keeps the stored number. */
export type PayoutSettings = {
  __typename?: 'PayoutSettings';
  abaRouting: Maybe<Scalars['String']['output']>;
  bankAccountNumber: Scalars['String']['output'];
  bankId: Maybe<Scalars['String']['output']>;
  bankName: Scalars['String']['output'];
  branchId: Maybe<Scalars['String']['output']>;
  currencyCode: Scalars['String']['output'];
  iban: Maybe<Scalars['String']['output']>;
  payableTo: Scalars['String']['output'];
  paymentTerms: Maybe<Scalars['String']['output']>;
  paymentType: PaymentType;
  payoutContactEmail: Scalars['String']['output'];
  payoutContactPhoneNumber: Scalars['String']['output'];
  swift: Maybe<Scalars['String']['output']>;
  usResident: Scalars['Boolean']['output'];
};

/** Only the residency's bank group is kept: nonUSBankInput when isUsResident is false, usBankInput when true. */
export type PayoutSettingsInput = {
  bankAccountNumber?: InputMaybe<Scalars['String']['input']>;
  bankName?: InputMaybe<Scalars['String']['input']>;
  currencyCode?: InputMaybe<Scalars['String']['input']>;
  isUsResident?: InputMaybe<Scalars['Boolean']['input']>;
  nonUSBankInput?: InputMaybe<NonUsBankInput>;
  payableTo?: InputMaybe<Scalars['String']['input']>;
  paymentTerms?: InputMaybe<Scalars['String']['input']>;
  paymentType?: InputMaybe<PaymentType>;
  payoutContactEmail?: InputMaybe<Scalars['String']['input']>;
  payoutContactPhoneNumber?: InputMaybe<Scalars['String']['input']>;
  usBankInput?: InputMaybe<UsBankInput>;
};

export type PayoutStatus =
  | 'PAID'
  | 'REJECTED'
  | 'REQUESTED';

export type PricePlan = {
  __typename?: 'PricePlan';
  appId: Scalars['ID']['output'];
  bookingFeePercentage: Scalars['Float']['output'];
  creationDate: Scalars['String']['output'];
  discountedYearlyPrice: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  monthlyAmount: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  oneTimeAmount: Scalars['Float']['output'];
  type: PricePlanType;
  yearlyAmount: Scalars['Float']['output'];
};

/** Amounts in USD; bookingFeePercentage is the share of each booking paid while installed (0–100). */
export type PricePlanInput = {
  bookingFeePercentage?: InputMaybe<Scalars['Float']['input']>;
  discountedYearlyPrice?: InputMaybe<Scalars['Boolean']['input']>;
  monthlyAmount?: InputMaybe<Scalars['Float']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<PricePlanType>;
  yearlyAmount?: InputMaybe<Scalars['Float']['input']>;
};

export type PricePlanType =
  | 'FREE'
  | 'MONTHLY_CHARGE'
  | 'YEARLY_CHARGE';

/** FREE: nothing to pay (free to install, a one-time fee of 0, or only free plans); FREE_PLAN: a recurring app with a free plan; FREE_TRIAL: a recurring app with trial days; PAID: anything not FREE. */
export type PricingFilter =
  | 'FREE'
  | 'FREE_PLAN'
  | 'FREE_TRIAL'
  | 'PAID';

export type PublicAppListing = {
  __typename?: 'PublicAppListing';
  appId: Scalars['ID']['output'];
  /** Primary first, then up to two secondary ones; only those the store offers (no retired ones). */
  categories: Array<ListingCategory>;
  chargeType: ChargeType;
  description: Scalars['String']['output'];
  freeTrialDays: Scalars['Int']['output'];
  icon: Maybe<Image>;
  id: Scalars['ID']['output'];
  includeKeyBenefitsImages: Scalars['Boolean']['output'];
  /** Active installs rounded down to a bucket (10, 50, 100, 500, 1000, 5000, …; 0 below 10): never the exact count. */
  installBucket: Scalars['Int']['output'];
  integrations: Array<Scalars['String']['output']>;
  keyBenefits: Array<KeyBenefit>;
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
  offerDemoRequest: Scalars['Boolean']['output'];
  oneTimeChargeAmount: Scalars['Float']['output'];
  /** The developer. Its e-mails and phone number: Null in the store unless the listing shows contact details (showContactDetails). */
  organization: Maybe<PublicOrganization>;
  /** One entry per price plan of the app, with the listing's features text ('' when none). */
  pricePlans: Array<ListingPricePlan>;
  privacyPolicyUrl: Maybe<Scalars['String']['output']>;
  promoVideoUrl: Maybe<Scalars['String']['output']>;
  /** The app's rating, kept up to date with every review write. */
  rating: AppRating;
  /** Visible reviews of the app: newest first (default) or most helpful first. Under a list of listings the query cost counts every review of every listing (first defaults to 10), so ask publicAppListing(id) for more than a few. */
  reviews: ReviewConnection;
  screenShots: Array<Screenshot>;
  searchTerms: Array<Scalars['String']['output']>;
  showContactDetails: Scalars['Boolean']['output'];
  /** Null in the store unless the listing shows contact details (showContactDetails). */
  supportEmail: Maybe<Scalars['String']['output']>;
  /** Null in the store unless the listing shows contact details (showContactDetails). */
  supportPhone: Maybe<Scalars['String']['output']>;
  tagLine: Scalars['String']['output'];
  termsOfServiceUrl: Maybe<Scalars['String']['output']>;
  websiteUrl: Maybe<Scalars['String']['output']>;
};


export type PublicAppListingReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sorting?: InputMaybe<ReviewSorting>;
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
  /** A category's slug: its apps only. */
  category?: InputMaybe<Scalars['String']['input']>;
  /** Alpha-2 code: apps that work there (an app naming no countries works everywhere). */
  country?: InputMaybe<Scalars['String']['input']>;
  pricing?: InputMaybe<PricingFilter>;
  searchTerm?: InputMaybe<Scalars['String']['input']>;
};

export type PublicAppListingSorting =
  | 'NAME'
  | 'NEWEST'
  | 'POPULAR'
  | 'RATING'
  | 'RELEVANCE';

export type PublicCategory = {
  __typename?: 'PublicCategory';
  /** Apps in the store that have the category, as primary or secondary. */
  appCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

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
  /** An app of the caller's organisation; any other id is a NotFoundError. */
  app: App;
  /** A user of the caller's organisation; another organisation's user is a NotFoundError. */
  appAccountUser: AppAccountUser;
  /** Users of the caller's organisation; searchTerm matches names and e-mail. first defaults to 50. */
  appAccountUserList: AppAccountUserConnection;
  /** Installs and uninstalls of the organisation's apps in [timestampFrom, timestampTo] (epoch ms), per split bucket. */
  appDashboard: AppDashboard;
  /** A listing of one of the caller's organisation's apps, whatever the app's status. */
  appListing: AppListing;
  /** The caller's organisation; any other id is a NotFoundError. */
  appOrg: Organization;
  /** The caller's organisation's payout status: unclaimed payout, rejected requests, settings and tax form. */
  appOrgStatus: AppOrgStatus;
  /** A price plan of one of the caller's organisation's apps. */
  appPricePlan: PricePlan;
  /** Staff only: any organisation's app, with its listings and validation report, for the review screen. */
  appReviewApp: App;
  /** Staff only: public apps in review, the longest-waiting first. */
  appReviewQueue: AppReviewQueueConnection;
  /** What the app still needs before publishing, computed live (never cached). */
  appValidationReport: ValidationReport;
  /** Vendors whose name or domain contains query, by name (for linking a custom app); first defaults to 10. */
  appVendorSearch: VendorConnection;
  /** The caller's organisation's apps, newest first; first defaults to 10. */
  apps: AppConnection;
  /** The organisation's audit log, newest first; every member may read it. */
  auditLog: AuditLogEntryConnection;
  /** The people in the organisation's log (its person filter). */
  auditLogActors: Array<AuditActor>;
  /** Staff only: every category, active ones first, retired ones too. */
  categories: Array<Category>;
  /** The currencies payouts can be made in, USD first. */
  currencies: Array<Currency>;
  getPayoutDetails: Payout;
  /** The caller's organisation's payout settings (bank numbers masked); null when none are saved. */
  getPayoutSettings: Maybe<PayoutSettings>;
  /** The organisation's payout requests, newest first (page size 100). */
  getPayouts: PayoutConnection;
  /** The getting-started checklist of the caller's organisation. */
  gettingStarted: GettingStarted;
  /** Install cohorts of the organisation's apps (or the one app given) for the last 18 UTC months (the current one included), newest first. */
  installCohorts: Array<InstallCohort>;
  /** An installation of one of the caller's organisation's apps. */
  installation: Installation;
  /** Active installations of one of the caller's organisation's apps (id = the app), newest first; first defaults to 10. */
  installations: InstallationConnection;
  /** The listing funnel of one of the organisation's apps over UTC days [from, to] (at most 366), with the previous period of the same length. */
  listingFunnel: ListingFunnel;
  /** The signed-in user, or null. */
  me: Maybe<AppAccountUser>;
  /** Staff only: organisations by name, for the Disguise dialog. first defaults to 50. */
  organizations: OrganizationConnection;
  /** Every review of the organisation's apps (or of `appId`), hidden ones too, newest first. */
  partnerReviews: ManagedReviewConnection;
  /** Staff only: every organisation's payout requests; REQUESTED ones the longest-waiting first, others newest first. */
  payoutRequests: PayoutConnection;
  /** Every organisation’s audit log, newest first (staff only). */
  platformAuditLog: AuditLogEntryConnection;
  /** The people in the platform log (staff only). */
  platformAuditLogActors: Array<AuditActor>;
  publicAppListing: PublicAppListing;
  /** Listings of PUBLISHED public apps: newest first, or ranked by relevance when searching. */
  publicAppListings: PublicAppListingConnection;
  /** The store's categories by name, with the number of apps in each (retired ones are not offered). */
  publicCategories: Array<PublicCategory>;
  /** Staff only: visible reviews with reports not yet decided, the longest-waiting first. */
  reportedReviews: ManagedReviewConnection;
  /** Recurring revenue of the organisation's apps (or the one app given), month by month for the last `months` UTC months (the current one included, default 12, at most 36), newest first. */
  revenueReport: Array<RevenueMonth>;
  /** Whether the signed-in user gets an e-mail for each new review of their organisation’s apps. */
  reviewMailSetting: Scalars['Boolean']['output'];
  /** The caller's organisation's tax form (filled out on the /appstore/tax-form page); null when none is saved. */
  taxForm: Maybe<TaxFormPreview>;
  /** Why vendors uninstalled the organisation's apps (or the one app given) in the UTC months [timestampFrom, timestampTo] (epoch ms) touch, per app and period (a month, or a quarter's smaller months combined), newest first. */
  uninstallReasons: Array<UninstallReasonPeriod>;
  /** A webhook subscription of one of the caller's organisation's apps. */
  webhook: WebhookSubscription;
  /** The delivery log of one of the caller's organisation's webhooks, newest first. */
  webhookDeliveries: WebhookDeliveryConnection;
  /** Success rate, latency and the most common failure reasons of one of the caller's organisation's webhooks. */
  webhookHealth: WebhookHealth;
};


export type QueryAppArgs = {
  id: Scalars['ID']['input'];
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


export type QueryAppDashboardArgs = {
  split: Split;
  timestampFrom: Scalars['Float']['input'];
  timestampTo: Scalars['Float']['input'];
};


export type QueryAppListingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAppOrgArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAppPricePlanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAppReviewAppArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAppReviewQueueArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAppValidationReportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAppVendorSearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAppsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditLogFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetPayoutDetailsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetPayoutsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInstallCohortsArgs = {
  appId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryInstallationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInstallationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryListingFunnelArgs = {
  appId: Scalars['ID']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryOrganizationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  searchTerm?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPartnerReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  appId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPayoutRequestsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<PayoutStatus>;
};


export type QueryPlatformAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditLogFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
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


export type QueryReportedReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRevenueReportArgs = {
  appId?: InputMaybe<Scalars['ID']['input']>;
  months?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUninstallReasonsArgs = {
  appId?: InputMaybe<Scalars['ID']['input']>;
  timestampFrom: Scalars['Float']['input'];
  timestampTo: Scalars['Float']['input'];
};


export type QueryWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWebhookDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  webhookId: Scalars['ID']['input'];
};


export type QueryWebhookHealthArgs = {
  webhookId: Scalars['ID']['input'];
};

export type RatingCount = {
  __typename?: 'RatingCount';
  count: Scalars['Int']['output'];
  stars: Scalars['Int']['output'];
};

export type RestApiCredentials = {
  __typename?: 'RestApiCredentials';
  accessKey: Scalars['String']['output'];
  secretKey: Scalars['String']['output'];
};

/** One UTC month of recurring revenue, read from the ledger the payouts are paid from. An installation's recurring revenue is its recurring charges and plan-change prorations; a yearly plan's charge counts a twelfth in each of the 12 months from its own. */
export type RevenueMonth = {
  __typename?: 'RevenueMonth';
  /** Installations that had some and now have none, summed over installations, against the previous month (new + expansion − contraction − churned = MRR + dueLater − the previous month's MRR). In the running month a subscription counts with the charge still due in it. The partner's share in USD, an exact decimal with two places ('1234.50'). */
  churned: Scalars['String']['output'];
  /** Installations that had some and now have less, but some, summed over installations, against the previous month (new + expansion − contraction − churned = MRR + dueLater − the previous month's MRR). In the running month a subscription counts with the charge still due in it. The partner's share in USD, an exact decimal with two places ('1234.50'). */
  contraction: Scalars['String']['output'];
  /** Always 'USD': the ledger's currency. */
  currency: Scalars['String']['output'];
  /** The running month only ('0.00' for others): the charges still to come in it of subscriptions past their free trial, which therefore count as paying, not churned. The partner's share in USD, an exact decimal with two places ('1234.50'). */
  dueLater: Scalars['String']['output'];
  /** Everything the month earned the partner (every kind of charge and credit): what the payouts hold for it. The partner's share in USD, an exact decimal with two places ('1234.50'). */
  earnings: Scalars['String']['output'];
  /** Installations that had some and now have more, summed over installations, against the previous month (new + expansion − contraction − churned = MRR + dueLater − the previous month's MRR). In the running month a subscription counts with the charge still due in it. The partner's share in USD, an exact decimal with two places ('1234.50'). */
  expansion: Scalars['String']['output'];
  /** The month's first day, 'YYYY-MM-DD'. */
  month: Scalars['String']['output'];
  /** True for the running month: its figures are so far. */
  monthToDate: Scalars['Boolean']['output'];
  /** Monthly recurring revenue: in the running month, the charges made so far. The partner's share in USD, an exact decimal with two places ('1234.50'). */
  mrr: Scalars['String']['output'];
  /** Installations that had none the month before and have some, summed over installations, against the previous month (new + expansion − contraction − churned = MRR + dueLater − the previous month's MRR). In the running month a subscription counts with the charge still due in it. The partner's share in USD, an exact decimal with two places ('1234.50'). */
  newRevenue: Scalars['String']['output'];
  /** Installations with recurring revenue above zero in the month (in the running month, charges still due included). */
  payingInstalls: Scalars['Int']['output'];
  /** Free trials that ended in the month with a recurring charge at their end. */
  trialConversions: Scalars['Int']['output'];
  /** First installs in the month on recurring terms with a free trial. */
  trialStarts: Scalars['Int']['output'];
};

/** A vendor's rating and review of an app. Edited in place; `updateDate` says when. */
export type Review = {
  __typename?: 'Review';
  /** ISO 3166-1 alpha-2 code. */
  authorCountry: Scalars['String']['output'];
  /** The company (vendor) that wrote it. */
  authorName: Scalars['String']['output'];
  body: Scalars['String']['output'];
  creationDate: Scalars['String']['output'];
  helpfulCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  rating: Scalars['Int']['output'];
  reply: Maybe<ReviewReply>;
  title: Scalars['String']['output'];
  updateDate: Scalars['String']['output'];
};

export type ReviewConnection = {
  __typename?: 'ReviewConnection';
  edges: Array<ReviewEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type ReviewEdge = {
  __typename?: 'ReviewEdge';
  cursor: Scalars['String']['output'];
  node: Review;
};

/** The developer's public reply. */
export type ReviewReply = {
  __typename?: 'ReviewReply';
  body: Scalars['String']['output'];
  creationDate: Scalars['String']['output'];
  updateDate: Scalars['String']['output'];
};

export type ReviewReport = {
  __typename?: 'ReviewReport';
  creationDate: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  /** The organisation's or the vendor's name. */
  reporterName: Scalars['String']['output'];
  reporterType: ReviewReporterType;
};

/** Who sent a report: a developer organisation (portal) or a vendor, a tour operator (vendor pages). */
export type ReviewReporterType =
  | 'ORGANIZATION'
  | 'VENDOR';

export type ReviewSorting =
  | 'HELPFUL'
  | 'NEWEST';

export type S3UploadAuthorization = {
  __typename?: 'S3UploadAuthorization';
  meta: UploadMeta;
  uploadUrl: Scalars['String']['output'];
};

export type ScopeHolders = {
  __typename?: 'ScopeHolders';
  installationCount: Scalars['Int']['output'];
  scope: Scalars['String']['output'];
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

export type ScreenshotInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<ImageInput>;
  type?: InputMaybe<ScreenshotDevice>;
};

export type Split =
  | 'DAILY'
  | 'MONTHLY'
  | 'WEEKLY';

/** One bucket or country: the bucket's first day ('YYYY-MM-DD', UTC) or an ISO 3166 alpha-2 code, and a count. */
export type StatisticEntry = {
  __typename?: 'StatisticEntry';
  amount: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

/** A saved tax form without its identification numbers (the last 4 digits only). country is a display name. */
export type TaxFormPreview = {
  __typename?: 'TaxFormPreview';
  country: Maybe<Scalars['String']['output']>;
  formType: TaxFormType;
  name: Scalars['String']['output'];
  /** ISO timestamp */
  signedAt: Scalars['String']['output'];
  signedName: Scalars['String']['output'];
  taxIdLast4: Maybe<Scalars['String']['output']>;
};

export type TaxFormType =
  | 'W8BEN'
  | 'W9';

export type UsBankInput = {
  abaRouting?: InputMaybe<Scalars['String']['input']>;
};

/** A vendor's free-text comment on an uninstall, as typed (plain text: escape it where it is shown). It tells only its period's reason and text: no time, no month within a quarter. */
export type UninstallComment = {
  __typename?: 'UninstallComment';
  comment: Scalars['String']['output'];
  reason: UninstallReason;
};

/** Why a vendor uninstalled an app, as the vendor uninstall page offers it. */
export type UninstallReason =
  | 'DID_NOT_WORK'
  | 'MISSING_FEATURES'
  | 'NOT_NEEDED'
  | 'OTHER'
  | 'SWITCHED_APP'
  | 'TOO_EXPENSIVE';

export type UninstallReasonCount = {
  __typename?: 'UninstallReasonCount';
  count: Scalars['Int']['output'];
  reason: UninstallReason;
};

/** Why vendors uninstalled one of the organisation's apps in one UTC month, or in the months of a quarter with fewer than 5 uninstalls each, combined (only uninstalls made on the vendor pages). Only periods that are over and hold at least 5 uninstalls are given, so that no answer can be traced to the vendor who gave it. */
export type UninstallReasonPeriod = {
  __typename?: 'UninstallReasonPeriod';
  appId: Scalars['ID']['output'];
  appName: Scalars['String']['output'];
  /** At most 5 comments, by reason then text (never by time). */
  comments: Array<UninstallComment>;
  /** Every reason, zeros included. */
  counts: Array<UninstallReasonCount>;
  /** 'YYYY-MM' for a month; 'YYYY-Qn' for a quarter's months of fewer than 5 uninstalls each, combined. */
  period: Scalars['String']['output'];
  /** Uninstalls whose vendor did not say why. */
  skipped: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type UploadMeta = {
  __typename?: 'UploadMeta';
  contentType: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  /** Send these headers with the PUT. */
  headers: Array<HttpHeader>;
  maxSize: Scalars['Int']['output'];
  /** The key the file is stored under; send it back in the form (image.s3Key, fileInput.s3Key). */
  s3Key: Scalars['String']['output'];
};

export type ValidationReport = {
  __typename?: 'ValidationReport';
  items: Array<ValidationReportItem>;
  listingsReports: Array<ListingValidationReport>;
  testInstallationSuccessful: Scalars['Boolean']['output'];
  valid: Scalars['Boolean']['output'];
};

export type ValidationReportItem = {
  __typename?: 'ValidationReportItem';
  message: Scalars['String']['output'];
  /** APP_URL, REDIRECT_URL, API_CONTACT_EMAIL, LISTING, PRICE_PLAN, TERM_AGREEMENT, TEST_INSTALLATION; in listing reports LISTING_FIELD and SUPPORT_CONTACT. */
  type: Scalars['String']['output'];
  valid: Scalars['Boolean']['output'];
};

/** A tour operator on the booking platform. */
export type Vendor = {
  __typename?: 'Vendor';
  /** ISO alpha-2 code. */
  country: Scalars['String']['output'];
  countryName: Scalars['String']['output'];
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type VendorConnection = {
  __typename?: 'VendorConnection';
  edges: Array<VendorEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type VendorEdge = {
  __typename?: 'VendorEdge';
  cursor: Scalars['String']['output'];
  node: Vendor;
};

/** One event sent (or to be sent) to a webhook subscription. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Attempts of the current series (a re-send starts a new one). */
  attemptCount: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  /** The `webhook-id` header, the same on every attempt. */
  eventId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastAttempt: Maybe<WebhookDeliveryAttempt>;
  /** When the next attempt is due; null once the delivery succeeded or failed for good. */
  nextAttemptAt: Maybe<Scalars['String']['output']>;
  status: WebhookDeliveryStatus;
  topic: WebhookTopic;
  webhookId: Scalars['ID']['output'];
};

/** One POST of a delivery to the webhook URL. */
export type WebhookDeliveryAttempt = {
  __typename?: 'WebhookDeliveryAttempt';
  attemptedAt: Scalars['String']['output'];
  /** Why the attempt failed (timeout, redirect, HTTP status, connection error). */
  error: Maybe<Scalars['String']['output']>;
  latencyMs: Scalars['Int']['output'];
  /** The first kilobyte of the answer body. */
  responseExcerpt: Maybe<Scalars['String']['output']>;
  /** HTTP status of the answer; null when none came. */
  statusCode: Maybe<Scalars['Int']['output']>;
};

export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  edges: Array<WebhookDeliveryEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type WebhookDeliveryEdge = {
  __typename?: 'WebhookDeliveryEdge';
  cursor: Scalars['String']['output'];
  node: WebhookDelivery;
};

export type WebhookDeliveryStatus =
  /** Every attempt of the retry schedule failed. */
  | 'FAILED'
  /** Waiting for its first attempt or for a retry. */
  | 'PENDING'
  /** A 2xx answer arrived within 5 seconds. */
  | 'SUCCEEDED'
  /** Not sent (or not again): the vendor's installation no longer granted the topic's scope, or had ended. Re-sends skip it. */
  | 'WITHDRAWN';

export type WebhookFailureCount = {
  __typename?: 'WebhookFailureCount';
  count: Scalars['Int']['output'];
  /** Plain words, e.g. 'HTTP 503 · Server error'. */
  label: Scalars['String']['output'];
  reason: WebhookFailureReason;
  /** The HTTP status, for HTTP reasons only. */
  statusCode: Maybe<Scalars['Int']['output']>;
};

/** Why a delivery attempt failed, grouped (HTTP status class, time-out, connection, TLS, invalid answer). */
export type WebhookFailureReason =
  | 'CONNECTION_REFUSED'
  | 'CONNECTION_RESET'
  | 'DNS'
  | 'HTTP_4XX'
  | 'HTTP_5XX'
  | 'INVALID_RESPONSE'
  | 'OTHER'
  | 'REDIRECT'
  | 'TARGET_NOT_ALLOWED'
  | 'TIMEOUT'
  | 'TLS';

export type WebhookHealth = {
  __typename?: 'WebhookHealth';
  /** Failed attempts since the last success. */
  consecutiveFailures: Scalars['Int']['output'];
  /** When the current run of failures was warned about; null when it was not (yet). */
  failureWarningSentAt: Maybe<Scalars['String']['output']>;
  /** The run of failures after which the emergency developer contact is warned by e-mail. */
  warningAfterFailures: Scalars['Int']['output'];
  webhookId: Scalars['ID']['output'];
  /** The last 24 hours, then the last 30 days. */
  windows: Array<WebhookHealthFigures>;
};

/** A webhook's delivery attempts in one time window. */
export type WebhookHealthFigures = {
  __typename?: 'WebhookHealthFigures';
  attempts: Scalars['Int']['output'];
  /** Median latency of the attempts that got an HTTP answer. */
  latencyP50Ms: Maybe<Scalars['Int']['output']>;
  /** 95th percentile latency of the attempts that got an HTTP answer. */
  latencyP95Ms: Maybe<Scalars['Int']['output']>;
  succeeded: Scalars['Int']['output'];
  /** Succeeded attempts / attempts (0..1); null without attempts. */
  successRate: Maybe<Scalars['Float']['output']>;
  topFailureReasons: Array<WebhookFailureCount>;
  window: WebhookHealthWindow;
};

export type WebhookHealthWindow =
  | 'LAST_24_HOURS'
  | 'LAST_30_DAYS';

export type WebhookInput = {
  topic?: InputMaybe<WebhookTopic>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type WebhookSubscription = {
  __typename?: 'WebhookSubscription';
  appId: Scalars['ID']['output'];
  creationDate: Scalars['String']['output'];
  disabledReason: Maybe<Scalars['String']['output']>;
  /** False once deliveries kept failing; re-enable it after fixing the endpoint. */
  enabled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  topic: WebhookTopic;
  url: Scalars['String']['output'];
};

export type WebhookTopic =
  | 'APP_ACCESS_ACCEPT'
  | 'APP_UNINSTALL'
  | 'BOOKINGS_CANCEL'
  | 'BOOKINGS_CREATE'
  | 'BOOKINGS_PAYMENT'
  | 'BOOKINGS_REFUND'
  | 'BOOKINGS_UPDATE'
  | 'EXPERIENCES_AVAILABILITY_UPDATE'
  | 'EXPERIENCES_CREATE'
  | 'EXPERIENCES_UPDATE'
  | 'REVIEWS_CREATE';

export type GetOrganizationsQueryVariables = Exact<{
  searchTerm?: InputMaybe<Scalars['String']['input']>;
}>;


export type GetOrganizationsQuery = { __typename?: 'Query', organizations: { __typename?: 'OrganizationConnection', totalCount: number, edges: Array<{ __typename?: 'OrganizationEdge', node: { __typename?: 'OrganizationListItem', id: string, businessName: string, supportEmail: string | null, organizationId: string } }> } };

export type AppAccountUserChangeOrgMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppAccountUserChangeOrgMutation = { __typename?: 'Mutation', appAccountUserChangeOrg: { __typename?: 'AppAccountUser', id: string, email: string, firstName: string, lastName: string, orgId: string, orgName: string, organizationId: string, accountOwner: boolean, adminUser: boolean, disguised: boolean, ownOrgId: string } };

export type AppAccountLoginMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type AppAccountLoginMutation = { __typename?: 'Mutation', appAccountLogin: { __typename?: 'AppAccountUser', id: string, email: string, firstName: string, lastName: string, orgId: string, orgName: string, organizationId: string, accountOwner: boolean, adminUser: boolean, disguised: boolean, ownOrgId: string } };

export type AppAccountSignupMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  businessName: Scalars['String']['input'];
  termsApiAgreed: Scalars['Boolean']['input'];
  termsPartnerAgreed: Scalars['Boolean']['input'];
}>;


export type AppAccountSignupMutation = { __typename?: 'Mutation', appAccountSignup: boolean };

export type AppAccountLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AppAccountLogoutMutation = { __typename?: 'Mutation', appAccountLogout: boolean };

export type AppAccountPasswordResetRequestMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type AppAccountPasswordResetRequestMutation = { __typename?: 'Mutation', appAccountPasswordResetRequest: boolean };

export type AppAccountPasswordResetMutationVariables = Exact<{
  token: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type AppAccountPasswordResetMutation = { __typename?: 'Mutation', appAccountPasswordReset: boolean };

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

export type AppReviewQueueQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AppReviewQueueQuery = { __typename?: 'Query', appReviewQueue: { __typename?: 'AppReviewQueueConnection', totalCount: number, edges: Array<{ __typename?: 'AppReviewQueueEdge', cursor: string, node: { __typename?: 'App', id: string, name: string, creationDate: string, organization: { __typename?: 'PublicOrganization', id: string, businessName: string } | null, lastReviewEvent: { __typename?: 'AppReviewEvent', decision: string, createdAt: string } | null } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type AppReviewAppQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppReviewAppQuery = { __typename?: 'Query', appReviewApp: { __typename?: 'App', appReviewInstructions: string | null, creationDate: string, numberOfInstallations: number, customPublished: boolean, canSubmitForReview: boolean, listingLocked: boolean, reviewReason: string | null, redirectUrls: Array<string>, id: string, name: string, type: AppType, status: AppStatus, appUrl: string | null, redirectUrlWhitelist: string | null, apiContactEmail: string, chargeType: ChargeType, oneTimeChargeAmount: number, freeTrialDays: number, installationCountries: Array<string>, pricingLocked: boolean, canDelete: boolean, access: { __typename?: 'AppAccessVersions', publishedVersion: number | null, version: number, scopes: Array<string>, holders: Array<{ __typename?: 'ScopeHolders', scope: string, installationCount: number }>, versions: Array<{ __typename?: 'AppVersion', version: number, scopes: Array<string>, added: Array<string>, removed: Array<string>, creationDate: string | null, installationCount: number, testInstallationCount: number }> }, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null } | null, validationReport: { __typename?: 'ValidationReport', valid: boolean, testInstallationSuccessful: boolean, items: Array<{ __typename?: 'ValidationReportItem', valid: boolean, type: string, message: string }>, listingsReports: Array<{ __typename?: 'ListingValidationReport', listingId: string, language: string, valid: boolean, items: Array<{ __typename?: 'ValidationReportItem', valid: boolean, type: string, message: string }> }> }, lastReviewEvent: { __typename?: 'AppReviewEvent', decision: string, reason: string | null, createdAt: string } | null, apiCredentials: { __typename?: 'AppCredentials', apiKey: string, secretKey: string }, linkedVendor: { __typename?: 'LinkedVendor', id: string, name: string } | null, customInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string } | null, testInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string, completed: boolean } | null, pricePlans: Array<{ __typename?: 'PricePlan', id: string, name: string, type: PricePlanType, discountedYearlyPrice: boolean, monthlyAmount: number, yearlyAmount: number, bookingFeePercentage: number }>, webhookSubscriptions: Array<{ __typename?: 'WebhookSubscription', id: string, topic: WebhookTopic, url: string, enabled: boolean, disabledReason: string | null }>, listings: Array<{ __typename?: 'AppListing', id: string, appId: string, language: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, description: string, promoVideoUrl: string | null, includeKeyBenefitsImages: boolean, supportEmail: string | null, supportPhone: string | null, websiteUrl: string | null, privacyPolicyUrl: string | null, termsOfServiceUrl: string | null, integrations: Array<string>, searchTerms: Array<string>, offerDemoRequest: boolean, showContactDetails: boolean, icon: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null, screenShots: Array<{ __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, keyBenefits: Array<{ __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, name: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number } }>, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null } | null, categories: Array<{ __typename?: 'ListingCategory', id: string, slug: string, name: string, primary: boolean, retired: boolean }> }> } };

export type AppReviewApproveMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppReviewApproveMutation = { __typename?: 'Mutation', appReviewApprove: { __typename?: 'App', id: string, status: AppStatus } };

export type AppReviewRejectMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type AppReviewRejectMutation = { __typename?: 'Mutation', appReviewReject: { __typename?: 'App', id: string, status: AppStatus, reviewReason: string | null } };

export type AppReviewUnpublishMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type AppReviewUnpublishMutation = { __typename?: 'Mutation', appUnpublish: { __typename?: 'App', id: string, status: AppStatus } };

export type AppListItemFieldsFragment = { __typename?: 'App', id: string, name: string, type: AppType, status: AppStatus, numberOfInstallations: number };

export type ValidationReportFieldsFragment = { __typename?: 'ValidationReport', valid: boolean, testInstallationSuccessful: boolean, items: Array<{ __typename?: 'ValidationReportItem', valid: boolean, type: string, message: string }>, listingsReports: Array<{ __typename?: 'ListingValidationReport', listingId: string, language: string, valid: boolean, items: Array<{ __typename?: 'ValidationReportItem', valid: boolean, type: string, message: string }> }> };

export type AppsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AppsQuery = { __typename?: 'Query', apps: { __typename?: 'AppConnection', totalCount: number, edges: Array<{ __typename?: 'AppEdge', cursor: string, node: { __typename?: 'App', id: string, name: string, type: AppType, status: AppStatus, numberOfInstallations: number } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type AppValidationReportQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppValidationReportQuery = { __typename?: 'Query', appValidationReport: { __typename?: 'ValidationReport', valid: boolean, testInstallationSuccessful: boolean, items: Array<{ __typename?: 'ValidationReportItem', valid: boolean, type: string, message: string }>, listingsReports: Array<{ __typename?: 'ListingValidationReport', listingId: string, language: string, valid: boolean, items: Array<{ __typename?: 'ValidationReportItem', valid: boolean, type: string, message: string }> }> } };

export type AppCreateMutationVariables = Exact<{
  appInfo: AppInput;
  access?: InputMaybe<AppAccessInput>;
}>;


export type AppCreateMutation = { __typename?: 'Mutation', appCreate: { __typename?: 'App', creationDate: string, numberOfInstallations: number, customPublished: boolean, canSubmitForReview: boolean, listingLocked: boolean, reviewReason: string | null, redirectUrls: Array<string>, id: string, name: string, type: AppType, status: AppStatus, appUrl: string | null, redirectUrlWhitelist: string | null, apiContactEmail: string, chargeType: ChargeType, oneTimeChargeAmount: number, freeTrialDays: number, installationCountries: Array<string>, appReviewInstructions: string | null, pricingLocked: boolean, canDelete: boolean, lastReviewEvent: { __typename?: 'AppReviewEvent', decision: string, reason: string | null, createdAt: string } | null, apiCredentials: { __typename?: 'AppCredentials', apiKey: string, secretKey: string }, linkedVendor: { __typename?: 'LinkedVendor', id: string, name: string } | null, customInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string } | null, testInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string, completed: boolean } | null, pricePlans: Array<{ __typename?: 'PricePlan', id: string, name: string, type: PricePlanType, discountedYearlyPrice: boolean, monthlyAmount: number, yearlyAmount: number, bookingFeePercentage: number }>, webhookSubscriptions: Array<{ __typename?: 'WebhookSubscription', id: string, topic: WebhookTopic, url: string, enabled: boolean, disabledReason: string | null }>, listings: Array<{ __typename?: 'AppListing', id: string, appId: string, language: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, description: string, promoVideoUrl: string | null, includeKeyBenefitsImages: boolean, supportEmail: string | null, supportPhone: string | null, websiteUrl: string | null, privacyPolicyUrl: string | null, termsOfServiceUrl: string | null, integrations: Array<string>, searchTerms: Array<string>, offerDemoRequest: boolean, showContactDetails: boolean, icon: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null, screenShots: Array<{ __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, keyBenefits: Array<{ __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, name: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number } }>, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null } | null, categories: Array<{ __typename?: 'ListingCategory', id: string, slug: string, name: string, primary: boolean, retired: boolean }> }>, access: { __typename?: 'AppAccessVersions', version: number, scopes: Array<string>, holders: Array<{ __typename?: 'ScopeHolders', scope: string, installationCount: number }>, versions: Array<{ __typename?: 'AppVersion', version: number, scopes: Array<string>, added: Array<string>, removed: Array<string>, creationDate: string | null, installationCount: number, testInstallationCount: number }> } } };

export type AppUpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  appInfo: AppInput;
}>;


export type AppUpdateMutation = { __typename?: 'Mutation', appUpdate: { __typename?: 'App', creationDate: string, numberOfInstallations: number, customPublished: boolean, canSubmitForReview: boolean, listingLocked: boolean, reviewReason: string | null, redirectUrls: Array<string>, id: string, name: string, type: AppType, status: AppStatus, appUrl: string | null, redirectUrlWhitelist: string | null, apiContactEmail: string, chargeType: ChargeType, oneTimeChargeAmount: number, freeTrialDays: number, installationCountries: Array<string>, appReviewInstructions: string | null, pricingLocked: boolean, canDelete: boolean, lastReviewEvent: { __typename?: 'AppReviewEvent', decision: string, reason: string | null, createdAt: string } | null, apiCredentials: { __typename?: 'AppCredentials', apiKey: string, secretKey: string }, linkedVendor: { __typename?: 'LinkedVendor', id: string, name: string } | null, customInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string } | null, testInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string, completed: boolean } | null, pricePlans: Array<{ __typename?: 'PricePlan', id: string, name: string, type: PricePlanType, discountedYearlyPrice: boolean, monthlyAmount: number, yearlyAmount: number, bookingFeePercentage: number }>, webhookSubscriptions: Array<{ __typename?: 'WebhookSubscription', id: string, topic: WebhookTopic, url: string, enabled: boolean, disabledReason: string | null }>, listings: Array<{ __typename?: 'AppListing', id: string, appId: string, language: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, description: string, promoVideoUrl: string | null, includeKeyBenefitsImages: boolean, supportEmail: string | null, supportPhone: string | null, websiteUrl: string | null, privacyPolicyUrl: string | null, termsOfServiceUrl: string | null, integrations: Array<string>, searchTerms: Array<string>, offerDemoRequest: boolean, showContactDetails: boolean, icon: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null, screenShots: Array<{ __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, keyBenefits: Array<{ __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, name: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number } }>, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null } | null, categories: Array<{ __typename?: 'ListingCategory', id: string, slug: string, name: string, primary: boolean, retired: boolean }> }>, access: { __typename?: 'AppAccessVersions', version: number, scopes: Array<string>, holders: Array<{ __typename?: 'ScopeHolders', scope: string, installationCount: number }>, versions: Array<{ __typename?: 'AppVersion', version: number, scopes: Array<string>, added: Array<string>, removed: Array<string>, creationDate: string | null, installationCount: number, testInstallationCount: number }> } } };

export type AppDeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppDeleteMutation = { __typename?: 'Mutation', appDelete: boolean };

export type AppSubmitForReviewMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppSubmitForReviewMutation = { __typename?: 'Mutation', appSubmitForReview: { __typename?: 'App', creationDate: string, numberOfInstallations: number, customPublished: boolean, canSubmitForReview: boolean, listingLocked: boolean, reviewReason: string | null, redirectUrls: Array<string>, id: string, name: string, type: AppType, status: AppStatus, appUrl: string | null, redirectUrlWhitelist: string | null, apiContactEmail: string, chargeType: ChargeType, oneTimeChargeAmount: number, freeTrialDays: number, installationCountries: Array<string>, appReviewInstructions: string | null, pricingLocked: boolean, canDelete: boolean, lastReviewEvent: { __typename?: 'AppReviewEvent', decision: string, reason: string | null, createdAt: string } | null, apiCredentials: { __typename?: 'AppCredentials', apiKey: string, secretKey: string }, linkedVendor: { __typename?: 'LinkedVendor', id: string, name: string } | null, customInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string } | null, testInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string, completed: boolean } | null, pricePlans: Array<{ __typename?: 'PricePlan', id: string, name: string, type: PricePlanType, discountedYearlyPrice: boolean, monthlyAmount: number, yearlyAmount: number, bookingFeePercentage: number }>, webhookSubscriptions: Array<{ __typename?: 'WebhookSubscription', id: string, topic: WebhookTopic, url: string, enabled: boolean, disabledReason: string | null }>, listings: Array<{ __typename?: 'AppListing', id: string, appId: string, language: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, description: string, promoVideoUrl: string | null, includeKeyBenefitsImages: boolean, supportEmail: string | null, supportPhone: string | null, websiteUrl: string | null, privacyPolicyUrl: string | null, termsOfServiceUrl: string | null, integrations: Array<string>, searchTerms: Array<string>, offerDemoRequest: boolean, showContactDetails: boolean, icon: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null, screenShots: Array<{ __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, keyBenefits: Array<{ __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, name: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number } }>, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null } | null, categories: Array<{ __typename?: 'ListingCategory', id: string, slug: string, name: string, primary: boolean, retired: boolean }> }>, access: { __typename?: 'AppAccessVersions', version: number, scopes: Array<string>, holders: Array<{ __typename?: 'ScopeHolders', scope: string, installationCount: number }>, versions: Array<{ __typename?: 'AppVersion', version: number, scopes: Array<string>, added: Array<string>, removed: Array<string>, creationDate: string | null, installationCount: number, testInstallationCount: number }> } } };

export type AppUnpublishMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type AppUnpublishMutation = { __typename?: 'Mutation', appUnpublish: { __typename?: 'App', creationDate: string, numberOfInstallations: number, customPublished: boolean, canSubmitForReview: boolean, listingLocked: boolean, reviewReason: string | null, redirectUrls: Array<string>, id: string, name: string, type: AppType, status: AppStatus, appUrl: string | null, redirectUrlWhitelist: string | null, apiContactEmail: string, chargeType: ChargeType, oneTimeChargeAmount: number, freeTrialDays: number, installationCountries: Array<string>, appReviewInstructions: string | null, pricingLocked: boolean, canDelete: boolean, lastReviewEvent: { __typename?: 'AppReviewEvent', decision: string, reason: string | null, createdAt: string } | null, apiCredentials: { __typename?: 'AppCredentials', apiKey: string, secretKey: string }, linkedVendor: { __typename?: 'LinkedVendor', id: string, name: string } | null, customInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string } | null, testInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string, completed: boolean } | null, pricePlans: Array<{ __typename?: 'PricePlan', id: string, name: string, type: PricePlanType, discountedYearlyPrice: boolean, monthlyAmount: number, yearlyAmount: number, bookingFeePercentage: number }>, webhookSubscriptions: Array<{ __typename?: 'WebhookSubscription', id: string, topic: WebhookTopic, url: string, enabled: boolean, disabledReason: string | null }>, listings: Array<{ __typename?: 'AppListing', id: string, appId: string, language: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, description: string, promoVideoUrl: string | null, includeKeyBenefitsImages: boolean, supportEmail: string | null, supportPhone: string | null, websiteUrl: string | null, privacyPolicyUrl: string | null, termsOfServiceUrl: string | null, integrations: Array<string>, searchTerms: Array<string>, offerDemoRequest: boolean, showContactDetails: boolean, icon: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null, screenShots: Array<{ __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, keyBenefits: Array<{ __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, name: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number } }>, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null } | null, categories: Array<{ __typename?: 'ListingCategory', id: string, slug: string, name: string, primary: boolean, retired: boolean }> }>, access: { __typename?: 'AppAccessVersions', version: number, scopes: Array<string>, holders: Array<{ __typename?: 'ScopeHolders', scope: string, installationCount: number }>, versions: Array<{ __typename?: 'AppVersion', version: number, scopes: Array<string>, added: Array<string>, removed: Array<string>, creationDate: string | null, installationCount: number, testInstallationCount: number }> } } };

export type AppVendorSearchQueryVariables = Exact<{
  query?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AppVendorSearchQuery = { __typename?: 'Query', appVendorSearch: { __typename?: 'VendorConnection', totalCount: number, edges: Array<{ __typename?: 'VendorEdge', cursor: string, node: { __typename?: 'Vendor', id: string, name: string, domain: string, countryName: string } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type AppCustomLinkToVendorMutationVariables = Exact<{
  appId: Scalars['ID']['input'];
  vendorId: Scalars['ID']['input'];
}>;


export type AppCustomLinkToVendorMutation = { __typename?: 'Mutation', appCustomLinkToVendor: { __typename?: 'App', creationDate: string, numberOfInstallations: number, customPublished: boolean, canSubmitForReview: boolean, listingLocked: boolean, reviewReason: string | null, redirectUrls: Array<string>, id: string, name: string, type: AppType, status: AppStatus, appUrl: string | null, redirectUrlWhitelist: string | null, apiContactEmail: string, chargeType: ChargeType, oneTimeChargeAmount: number, freeTrialDays: number, installationCountries: Array<string>, appReviewInstructions: string | null, pricingLocked: boolean, canDelete: boolean, lastReviewEvent: { __typename?: 'AppReviewEvent', decision: string, reason: string | null, createdAt: string } | null, apiCredentials: { __typename?: 'AppCredentials', apiKey: string, secretKey: string }, linkedVendor: { __typename?: 'LinkedVendor', id: string, name: string } | null, customInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string } | null, testInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string, completed: boolean } | null, pricePlans: Array<{ __typename?: 'PricePlan', id: string, name: string, type: PricePlanType, discountedYearlyPrice: boolean, monthlyAmount: number, yearlyAmount: number, bookingFeePercentage: number }>, webhookSubscriptions: Array<{ __typename?: 'WebhookSubscription', id: string, topic: WebhookTopic, url: string, enabled: boolean, disabledReason: string | null }>, listings: Array<{ __typename?: 'AppListing', id: string, appId: string, language: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, description: string, promoVideoUrl: string | null, includeKeyBenefitsImages: boolean, supportEmail: string | null, supportPhone: string | null, websiteUrl: string | null, privacyPolicyUrl: string | null, termsOfServiceUrl: string | null, integrations: Array<string>, searchTerms: Array<string>, offerDemoRequest: boolean, showContactDetails: boolean, icon: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null, screenShots: Array<{ __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, keyBenefits: Array<{ __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, name: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number } }>, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null } | null, categories: Array<{ __typename?: 'ListingCategory', id: string, slug: string, name: string, primary: boolean, retired: boolean }> }>, access: { __typename?: 'AppAccessVersions', version: number, scopes: Array<string>, holders: Array<{ __typename?: 'ScopeHolders', scope: string, installationCount: number }>, versions: Array<{ __typename?: 'AppVersion', version: number, scopes: Array<string>, added: Array<string>, removed: Array<string>, creationDate: string | null, installationCount: number, testInstallationCount: number }> } } };

export type AppCustomPublishMutationVariables = Exact<{
  appId: Scalars['ID']['input'];
}>;


export type AppCustomPublishMutation = { __typename?: 'Mutation', appCustomPublish: { __typename?: 'App', creationDate: string, numberOfInstallations: number, customPublished: boolean, canSubmitForReview: boolean, listingLocked: boolean, reviewReason: string | null, redirectUrls: Array<string>, id: string, name: string, type: AppType, status: AppStatus, appUrl: string | null, redirectUrlWhitelist: string | null, apiContactEmail: string, chargeType: ChargeType, oneTimeChargeAmount: number, freeTrialDays: number, installationCountries: Array<string>, appReviewInstructions: string | null, pricingLocked: boolean, canDelete: boolean, lastReviewEvent: { __typename?: 'AppReviewEvent', decision: string, reason: string | null, createdAt: string } | null, apiCredentials: { __typename?: 'AppCredentials', apiKey: string, secretKey: string }, linkedVendor: { __typename?: 'LinkedVendor', id: string, name: string } | null, customInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string } | null, testInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string, completed: boolean } | null, pricePlans: Array<{ __typename?: 'PricePlan', id: string, name: string, type: PricePlanType, discountedYearlyPrice: boolean, monthlyAmount: number, yearlyAmount: number, bookingFeePercentage: number }>, webhookSubscriptions: Array<{ __typename?: 'WebhookSubscription', id: string, topic: WebhookTopic, url: string, enabled: boolean, disabledReason: string | null }>, listings: Array<{ __typename?: 'AppListing', id: string, appId: string, language: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, description: string, promoVideoUrl: string | null, includeKeyBenefitsImages: boolean, supportEmail: string | null, supportPhone: string | null, websiteUrl: string | null, privacyPolicyUrl: string | null, termsOfServiceUrl: string | null, integrations: Array<string>, searchTerms: Array<string>, offerDemoRequest: boolean, showContactDetails: boolean, icon: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null, screenShots: Array<{ __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, keyBenefits: Array<{ __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, name: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number } }>, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null } | null, categories: Array<{ __typename?: 'ListingCategory', id: string, slug: string, name: string, primary: boolean, retired: boolean }> }>, access: { __typename?: 'AppAccessVersions', version: number, scopes: Array<string>, holders: Array<{ __typename?: 'ScopeHolders', scope: string, installationCount: number }>, versions: Array<{ __typename?: 'AppVersion', version: number, scopes: Array<string>, added: Array<string>, removed: Array<string>, creationDate: string | null, installationCount: number, testInstallationCount: number }> } } };

export type AppCredentialsRevealMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppCredentialsRevealMutation = { __typename?: 'Mutation', appCredentialsReveal: { __typename?: 'AppCredentials', apiKey: string, secretKey: string } };

export type AppSecretKeyRotateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppSecretKeyRotateMutation = { __typename?: 'Mutation', appSecretKeyRotate: { __typename?: 'AppCredentials', apiKey: string, secretKey: string } };

export type AppUninstallTestMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppUninstallTestMutation = { __typename?: 'Mutation', appUninstallTest: { __typename?: 'App', id: string, numberOfInstallations: number, testInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string, completed: boolean } | null } };

export type AppAccessUpdateMutationVariables = Exact<{
  appId: Scalars['ID']['input'];
  scopes: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type AppAccessUpdateMutation = { __typename?: 'Mutation', appAccessUpdate: { __typename?: 'App', id: string, access: { __typename?: 'AppAccessVersions', version: number, scopes: Array<string>, holders: Array<{ __typename?: 'ScopeHolders', scope: string, installationCount: number }>, versions: Array<{ __typename?: 'AppVersion', version: number, scopes: Array<string>, added: Array<string>, removed: Array<string>, creationDate: string | null, installationCount: number, testInstallationCount: number }> } } };

export type AuditLogEntryFieldsFragment = { __typename?: 'AuditLogEntry', id: string, createdAt: string, action: string, kind: AuditKind | null, description: string, byStaff: boolean, organizationName: string | null, actor: { __typename?: 'AuditActor', id: string, name: string, email: string } | null };

export type AuditLogQueryVariables = Exact<{
  filter?: InputMaybe<AuditLogFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AuditLogQuery = { __typename?: 'Query', auditLog: { __typename?: 'AuditLogEntryConnection', totalCount: number, edges: Array<{ __typename?: 'AuditLogEntryEdge', cursor: string, node: { __typename?: 'AuditLogEntry', id: string, createdAt: string, action: string, kind: AuditKind | null, description: string, byStaff: boolean, organizationName: string | null, actor: { __typename?: 'AuditActor', id: string, name: string, email: string } | null } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null } } };

export type AuditLogActorsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditLogActorsQuery = { __typename?: 'Query', auditLogActors: Array<{ __typename?: 'AuditActor', id: string, name: string, email: string }> };

export type PlatformAuditLogQueryVariables = Exact<{
  filter?: InputMaybe<AuditLogFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PlatformAuditLogQuery = { __typename?: 'Query', platformAuditLog: { __typename?: 'AuditLogEntryConnection', totalCount: number, edges: Array<{ __typename?: 'AuditLogEntryEdge', cursor: string, node: { __typename?: 'AuditLogEntry', id: string, createdAt: string, action: string, kind: AuditKind | null, description: string, byStaff: boolean, organizationName: string | null, actor: { __typename?: 'AuditActor', id: string, name: string, email: string } | null } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null } } };

export type PlatformAuditLogActorsQueryVariables = Exact<{ [key: string]: never; }>;


export type PlatformAuditLogActorsQuery = { __typename?: 'Query', platformAuditLogActors: Array<{ __typename?: 'AuditActor', id: string, name: string, email: string }> };

export type AuditLogOrganizationsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditLogOrganizationsQuery = { __typename?: 'Query', organizations: { __typename?: 'OrganizationConnection', edges: Array<{ __typename?: 'OrganizationEdge', node: { __typename?: 'OrganizationListItem', id: string, businessName: string } }> } };

export type PublicAppListingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PublicAppListingQuery = { __typename?: 'Query', publicAppListing: { __typename?: 'PublicAppListing', description: string, promoVideoUrl: string | null, includeKeyBenefitsImages: boolean, supportEmail: string | null, supportPhone: string | null, websiteUrl: string | null, privacyPolicyUrl: string | null, termsOfServiceUrl: string | null, integrations: Array<string>, offerDemoRequest: boolean, showContactDetails: boolean, id: string, appId: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, icon: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, thumbnails: Array<{ __typename?: 'ImageVariant', url: string, width: number, format: ImageVariantFormat }>, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null, screenShots: Array<{ __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, keyBenefits: Array<{ __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number, name: string } }>, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null } | null, categories: Array<{ __typename?: 'ListingCategory', id: string, slug: string, name: string, primary: boolean, retired: boolean }>, rating: { __typename?: 'AppRating', average: number | null, count: number } } };

export type ListingCardFieldsFragment = { __typename?: 'PublicAppListing', id: string, appId: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, rating: { __typename?: 'AppRating', average: number | null, count: number }, icon: { __typename?: 'Image', sourceUrl: string, thumbnails: Array<{ __typename?: 'ImageVariant', url: string, width: number, format: ImageVariantFormat }> } | null, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number } }> };

export type PublicAppListingsQueryVariables = Exact<{
  filter?: InputMaybe<PublicAppListingFilter>;
  sorting?: InputMaybe<PublicAppListingSorting>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PublicAppListingsQuery = { __typename?: 'Query', publicAppListings: { __typename?: 'PublicAppListingConnection', totalCount: number, edges: Array<{ __typename?: 'PublicAppListingEdge', cursor: string, node: { __typename?: 'PublicAppListing', installBucket: number, id: string, appId: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, rating: { __typename?: 'AppRating', average: number | null, count: number }, icon: { __typename?: 'Image', sourceUrl: string, thumbnails: Array<{ __typename?: 'ImageVariant', url: string, width: number, format: ImageVariantFormat }> } | null, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number } }> } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type PublicCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicCategoriesQuery = { __typename?: 'Query', publicCategories: Array<{ __typename?: 'PublicCategory', id: string, slug: string, name: string, appCount: number }> };

export type ReviewReportMutationVariables = Exact<{
  reviewId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type ReviewReportMutation = { __typename?: 'Mutation', reviewReport: boolean };

export type ReviewMarkHelpfulMutationVariables = Exact<{
  reviewId: Scalars['ID']['input'];
}>;


export type ReviewMarkHelpfulMutation = { __typename?: 'Mutation', reviewMarkHelpful: { __typename?: 'Review', id: string, helpfulCount: number } };

export type StoreReviewFieldsFragment = { __typename?: 'Review', id: string, rating: number, title: string, body: string, authorName: string, authorCountry: string, creationDate: string, updateDate: string, helpfulCount: number, reply: { __typename?: 'ReviewReply', body: string, creationDate: string } | null };

export type PublicAppReviewsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  sorting?: InputMaybe<ReviewSorting>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PublicAppReviewsQuery = { __typename?: 'Query', publicAppListing: { __typename?: 'PublicAppListing', id: string, rating: { __typename?: 'AppRating', average: number | null, count: number, distribution: Array<{ __typename?: 'RatingCount', stars: number, count: number }> }, reviews: { __typename?: 'ReviewConnection', totalCount: number, edges: Array<{ __typename?: 'ReviewEdge', cursor: string, node: { __typename?: 'Review', id: string, rating: number, title: string, body: string, authorName: string, authorCountry: string, creationDate: string, updateDate: string, helpfulCount: number, reply: { __typename?: 'ReviewReply', body: string, creationDate: string } | null } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } } };

export type CategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoriesQuery = { __typename?: 'Query', categories: Array<{ __typename?: 'Category', id: string, slug: string, name: string, retired: boolean, appCount: number }> };

export type CategoryRowFieldsFragment = { __typename?: 'Category', id: string, slug: string, name: string, retired: boolean, appCount: number };

export type CategoryCreateMutationVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type CategoryCreateMutation = { __typename?: 'Mutation', categoryCreate: { __typename?: 'Category', id: string, slug: string, name: string, retired: boolean, appCount: number } };

export type CategoryRenameMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
}>;


export type CategoryRenameMutation = { __typename?: 'Mutation', categoryRename: { __typename?: 'Category', id: string, slug: string, name: string, retired: boolean, appCount: number } };

export type CategorySetRetiredMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  retired: Scalars['Boolean']['input'];
}>;


export type CategorySetRetiredMutation = { __typename?: 'Mutation', categorySetRetired: { __typename?: 'Category', id: string, slug: string, name: string, retired: boolean, appCount: number } };

export type InstallationListItemFieldsFragment = { __typename?: 'Installation', id: string, creationDate: string, isTest: boolean, vendor: { __typename?: 'InstallationVendor', id: string, name: string } };

export type InstallationsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type InstallationsQuery = { __typename?: 'Query', installations: { __typename?: 'InstallationConnection', totalCount: number, edges: Array<{ __typename?: 'InstallationEdge', cursor: string, node: { __typename?: 'Installation', id: string, creationDate: string, isTest: boolean, vendor: { __typename?: 'InstallationVendor', id: string, name: string } } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type InstallationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type InstallationQuery = { __typename?: 'Query', installation: { __typename?: 'Installation', id: string, creationDate: string, isTest: boolean, scopes: Array<string>, vendor: { __typename?: 'InstallationVendor', id: string, name: string, domain: string, country: string }, oldRestApiCredentials: { __typename?: 'RestApiCredentials', accessKey: string, secretKey: string } | null } };

export type InstallationRestCredentialsRevealMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type InstallationRestCredentialsRevealMutation = { __typename?: 'Mutation', installationRestCredentialsReveal: { __typename?: 'RestApiCredentials', accessKey: string, secretKey: string } };

export type ListingImageFieldsFragment = { __typename?: 'Image', s3Key: string, fileName: string, fileType: string, width: number | null, height: number | null, size: number, sourceUrl: string, temp: boolean };

export type ListingEditFieldsFragment = { __typename?: 'AppListing', id: string, appId: string, language: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, description: string, promoVideoUrl: string | null, includeKeyBenefitsImages: boolean, supportEmail: string | null, supportPhone: string | null, websiteUrl: string | null, privacyPolicyUrl: string | null, termsOfServiceUrl: string | null, integrations: Array<string>, searchTerms: Array<string>, offerDemoRequest: boolean, showContactDetails: boolean, icon: { __typename?: 'Image', s3Key: string, fileName: string, fileType: string, width: number | null, height: number | null, size: number, sourceUrl: string, temp: boolean, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null, keyBenefits: Array<{ __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', s3Key: string, fileName: string, fileType: string, width: number | null, height: number | null, size: number, sourceUrl: string, temp: boolean, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, screenShots: Array<{ __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', s3Key: string, fileName: string, fileType: string, width: number | null, height: number | null, size: number, sourceUrl: string, temp: boolean, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number, name: string } }>, categories: Array<{ __typename?: 'ListingCategory', id: string, name: string, primary: boolean, retired: boolean, slug: string }>, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null } | null };

export type ListingCategoryOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListingCategoryOptionsQuery = { __typename?: 'Query', publicCategories: Array<{ __typename?: 'PublicCategory', id: string, slug: string, name: string }> };

export type AppListingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppListingQuery = { __typename?: 'Query', appListing: { __typename?: 'AppListing', id: string, appId: string, language: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, description: string, promoVideoUrl: string | null, includeKeyBenefitsImages: boolean, supportEmail: string | null, supportPhone: string | null, websiteUrl: string | null, privacyPolicyUrl: string | null, termsOfServiceUrl: string | null, integrations: Array<string>, searchTerms: Array<string>, offerDemoRequest: boolean, showContactDetails: boolean, icon: { __typename?: 'Image', s3Key: string, fileName: string, fileType: string, width: number | null, height: number | null, size: number, sourceUrl: string, temp: boolean, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null, keyBenefits: Array<{ __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', s3Key: string, fileName: string, fileType: string, width: number | null, height: number | null, size: number, sourceUrl: string, temp: boolean, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, screenShots: Array<{ __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', s3Key: string, fileName: string, fileType: string, width: number | null, height: number | null, size: number, sourceUrl: string, temp: boolean, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number, name: string } }>, categories: Array<{ __typename?: 'ListingCategory', id: string, name: string, primary: boolean, retired: boolean, slug: string }>, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null } | null } };

export type AppListingCreateMutationVariables = Exact<{
  appId: Scalars['ID']['input'];
  listingInfo: AppListingInput;
}>;


export type AppListingCreateMutation = { __typename?: 'Mutation', appListingCreate: { __typename?: 'AppListing', id: string, appId: string, language: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, description: string, promoVideoUrl: string | null, includeKeyBenefitsImages: boolean, supportEmail: string | null, supportPhone: string | null, websiteUrl: string | null, privacyPolicyUrl: string | null, termsOfServiceUrl: string | null, integrations: Array<string>, searchTerms: Array<string>, offerDemoRequest: boolean, showContactDetails: boolean, icon: { __typename?: 'Image', s3Key: string, fileName: string, fileType: string, width: number | null, height: number | null, size: number, sourceUrl: string, temp: boolean, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null, keyBenefits: Array<{ __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', s3Key: string, fileName: string, fileType: string, width: number | null, height: number | null, size: number, sourceUrl: string, temp: boolean, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, screenShots: Array<{ __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', s3Key: string, fileName: string, fileType: string, width: number | null, height: number | null, size: number, sourceUrl: string, temp: boolean, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number, name: string } }>, categories: Array<{ __typename?: 'ListingCategory', id: string, name: string, primary: boolean, retired: boolean, slug: string }>, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null } | null } };

export type AppListingUpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  listingInfo: AppListingInput;
}>;


export type AppListingUpdateMutation = { __typename?: 'Mutation', appListingUpdate: { __typename?: 'App', creationDate: string, numberOfInstallations: number, customPublished: boolean, canSubmitForReview: boolean, listingLocked: boolean, reviewReason: string | null, redirectUrls: Array<string>, id: string, name: string, type: AppType, status: AppStatus, appUrl: string | null, redirectUrlWhitelist: string | null, apiContactEmail: string, chargeType: ChargeType, oneTimeChargeAmount: number, freeTrialDays: number, installationCountries: Array<string>, appReviewInstructions: string | null, pricingLocked: boolean, canDelete: boolean, listings: Array<{ __typename?: 'AppListing', id: string, appId: string, language: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, description: string, promoVideoUrl: string | null, includeKeyBenefitsImages: boolean, supportEmail: string | null, supportPhone: string | null, websiteUrl: string | null, privacyPolicyUrl: string | null, termsOfServiceUrl: string | null, integrations: Array<string>, searchTerms: Array<string>, offerDemoRequest: boolean, showContactDetails: boolean, icon: { __typename?: 'Image', s3Key: string, fileName: string, fileType: string, width: number | null, height: number | null, size: number, sourceUrl: string, temp: boolean, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null, keyBenefits: Array<{ __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', s3Key: string, fileName: string, fileType: string, width: number | null, height: number | null, size: number, sourceUrl: string, temp: boolean, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, screenShots: Array<{ __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', s3Key: string, fileName: string, fileType: string, width: number | null, height: number | null, size: number, sourceUrl: string, temp: boolean, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number, name: string } }>, categories: Array<{ __typename?: 'ListingCategory', id: string, name: string, primary: boolean, retired: boolean, slug: string }>, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null } | null }>, lastReviewEvent: { __typename?: 'AppReviewEvent', decision: string, reason: string | null, createdAt: string } | null, apiCredentials: { __typename?: 'AppCredentials', apiKey: string, secretKey: string }, linkedVendor: { __typename?: 'LinkedVendor', id: string, name: string } | null, customInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string } | null, testInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string, completed: boolean } | null, pricePlans: Array<{ __typename?: 'PricePlan', id: string, name: string, type: PricePlanType, discountedYearlyPrice: boolean, monthlyAmount: number, yearlyAmount: number, bookingFeePercentage: number }>, webhookSubscriptions: Array<{ __typename?: 'WebhookSubscription', id: string, topic: WebhookTopic, url: string, enabled: boolean, disabledReason: string | null }>, access: { __typename?: 'AppAccessVersions', version: number, scopes: Array<string>, holders: Array<{ __typename?: 'ScopeHolders', scope: string, installationCount: number }>, versions: Array<{ __typename?: 'AppVersion', version: number, scopes: Array<string>, added: Array<string>, removed: Array<string>, creationDate: string | null, installationCount: number, testInstallationCount: number }> } } };

export type AppListingDeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppListingDeleteMutation = { __typename?: 'Mutation', appListingDelete: boolean };

export type AppListingImageDeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  imageType: ImageKind;
  imageKey: Scalars['String']['input'];
}>;


export type AppListingImageDeleteMutation = { __typename?: 'Mutation', appListingImageDelete: { __typename?: 'AppListing', id: string, appId: string, language: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, description: string, promoVideoUrl: string | null, includeKeyBenefitsImages: boolean, supportEmail: string | null, supportPhone: string | null, websiteUrl: string | null, privacyPolicyUrl: string | null, termsOfServiceUrl: string | null, integrations: Array<string>, searchTerms: Array<string>, offerDemoRequest: boolean, showContactDetails: boolean, icon: { __typename?: 'Image', s3Key: string, fileName: string, fileType: string, width: number | null, height: number | null, size: number, sourceUrl: string, temp: boolean, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null, keyBenefits: Array<{ __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', s3Key: string, fileName: string, fileType: string, width: number | null, height: number | null, size: number, sourceUrl: string, temp: boolean, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, screenShots: Array<{ __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', s3Key: string, fileName: string, fileType: string, width: number | null, height: number | null, size: number, sourceUrl: string, temp: boolean, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number, name: string } }>, categories: Array<{ __typename?: 'ListingCategory', id: string, name: string, primary: boolean, retired: boolean, slug: string }>, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null } | null } };

export type S3UploadAuthorizationMutationVariables = Exact<{
  contentType: Scalars['String']['input'];
  fileName?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type S3UploadAuthorizationMutation = { __typename?: 'Mutation', s3UploadAuthorization: { __typename?: 'S3UploadAuthorization', uploadUrl: string, meta: { __typename?: 'UploadMeta', s3Key: string, contentType: string, fileName: string, maxSize: number, expiresAt: string, headers: Array<{ __typename?: 'HttpHeader', name: string, value: string }> } } };

export type OrganizationFieldsFragment = { __typename?: 'Organization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null, phoneNumber: string | null, websiteUrl: string | null, emergencyDeveloperEmail: string | null, emergencyDeveloperPhoneNumber: string | null, termsApiAgreed: boolean, termsPartnerAgreed: boolean };

export type AppOrgQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppOrgQuery = { __typename?: 'Query', appOrg: { __typename?: 'Organization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null, phoneNumber: string | null, websiteUrl: string | null, emergencyDeveloperEmail: string | null, emergencyDeveloperPhoneNumber: string | null, termsApiAgreed: boolean, termsPartnerAgreed: boolean } };

export type AppOrgUpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  orgInfo: AppOrgInput;
}>;


export type AppOrgUpdateMutation = { __typename?: 'Mutation', appOrgUpdate: { __typename?: 'AppOrgUpdatePayload', node: { __typename?: 'Organization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null, phoneNumber: string | null, websiteUrl: string | null, emergencyDeveloperEmail: string | null, emergencyDeveloperPhoneNumber: string | null, termsApiAgreed: boolean, termsPartnerAgreed: boolean } } };

export type AppOrgStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type AppOrgStatusQuery = { __typename?: 'Query', appOrgStatus: { __typename?: 'AppOrgStatus', hasRejectedPayout: boolean, hasUnclaimedPayout: boolean, hasValidPayoutSettings: boolean, hasValidTaxForm: boolean, periodFrom: string | null, periodTo: string | null, amount: number, displayAmount: string, payoutSettingsPreview: { __typename?: 'PayoutSettings', payableTo: string, payoutContactEmail: string, payoutContactPhoneNumber: string, paymentType: PaymentType, paymentTerms: string | null, currencyCode: string, usResident: boolean, bankName: string, bankAccountNumber: string, abaRouting: string | null, swift: string | null, iban: string | null, bankId: string | null, branchId: string | null } | null, taxFormPreview: { __typename?: 'TaxFormPreview', formType: TaxFormType, name: string, country: string | null, taxIdLast4: string | null, signedName: string, signedAt: string } | null } };

export type PayoutSettingsFieldsFragment = { __typename?: 'PayoutSettings', payableTo: string, payoutContactEmail: string, payoutContactPhoneNumber: string, paymentType: PaymentType, paymentTerms: string | null, currencyCode: string, usResident: boolean, bankName: string, bankAccountNumber: string, abaRouting: string | null, swift: string | null, iban: string | null, bankId: string | null, branchId: string | null };

export type PayoutSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PayoutSettingsQuery = { __typename?: 'Query', getPayoutSettings: { __typename?: 'PayoutSettings', payableTo: string, payoutContactEmail: string, payoutContactPhoneNumber: string, paymentType: PaymentType, paymentTerms: string | null, currencyCode: string, usResident: boolean, bankName: string, bankAccountNumber: string, abaRouting: string | null, swift: string | null, iban: string | null, bankId: string | null, branchId: string | null } | null, currencies: Array<{ __typename?: 'Currency', label: string, value: string }> };

export type PayoutSettingsUpdateMutationVariables = Exact<{
  payoutSettings: PayoutSettingsInput;
}>;


export type PayoutSettingsUpdateMutation = { __typename?: 'Mutation', payoutSettingsUpdate: { __typename?: 'PayoutSettings', payableTo: string, payoutContactEmail: string, payoutContactPhoneNumber: string, paymentType: PaymentType, paymentTerms: string | null, currencyCode: string, usResident: boolean, bankName: string, bankAccountNumber: string, abaRouting: string | null, swift: string | null, iban: string | null, bankId: string | null, branchId: string | null } };

export type PayoutFieldsFragment = { __typename?: 'Payout', id: string, amount: number, displayAmount: string, creationDate: string, invoiceDateFrom: string, invoiceDateTo: string, pdfInvoiceUrl: string | null, status: PayoutStatus, reason: string | null };

export type PayoutsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PayoutsQuery = { __typename?: 'Query', getPayouts: { __typename?: 'PayoutConnection', totalCount: number, edges: Array<{ __typename?: 'PayoutEdge', cursor: string, node: { __typename?: 'Payout', id: string, amount: number, displayAmount: string, creationDate: string, invoiceDateFrom: string, invoiceDateTo: string, pdfInvoiceUrl: string | null, status: PayoutStatus, reason: string | null } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type PayoutDetailsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PayoutDetailsQuery = { __typename?: 'Query', getPayoutDetails: { __typename?: 'Payout', id: string, amount: number, displayAmount: string, creationDate: string, invoiceDateFrom: string, invoiceDateTo: string, pdfInvoiceUrl: string | null, status: PayoutStatus, reason: string | null, payoutInvoice: { __typename?: 'PayoutInvoice', id: string, fileName: string, fileType: string, s3Key: string, size: number } | null } };

export type S3UploadPayoutInvoiceMutationVariables = Exact<{
  contentType: Scalars['String']['input'];
  fileName?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type S3UploadPayoutInvoiceMutation = { __typename?: 'Mutation', s3UploadPayoutInvoice: { __typename?: 'S3UploadAuthorization', uploadUrl: string, meta: { __typename?: 'UploadMeta', s3Key: string, headers: Array<{ __typename?: 'HttpHeader', name: string, value: string }> } } };

export type InvoiceFileDeleteMutationVariables = Exact<{
  fileKey: Scalars['String']['input'];
}>;


export type InvoiceFileDeleteMutation = { __typename?: 'Mutation', invoiceFileDelete: boolean };

export type SubmitPayoutRequestMutationVariables = Exact<{
  fileInput: FileInput;
}>;


export type SubmitPayoutRequestMutation = { __typename?: 'Mutation', submitPayoutRequest: { __typename?: 'Payout', id: string, amount: number, displayAmount: string, creationDate: string, invoiceDateFrom: string, invoiceDateTo: string, pdfInvoiceUrl: string | null, status: PayoutStatus, reason: string | null } };

export type UpdatePayoutRequestMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  fileInput: FileInput;
}>;


export type UpdatePayoutRequestMutation = { __typename?: 'Mutation', updatePayoutRequest: { __typename?: 'Payout', id: string, amount: number, displayAmount: string, creationDate: string, invoiceDateFrom: string, invoiceDateTo: string, pdfInvoiceUrl: string | null, status: PayoutStatus, reason: string | null } };

export type PayoutRequestsQueryVariables = Exact<{
  status?: InputMaybe<PayoutStatus>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PayoutRequestsQuery = { __typename?: 'Query', payoutRequests: { __typename?: 'PayoutConnection', totalCount: number, edges: Array<{ __typename?: 'PayoutEdge', cursor: string, node: { __typename?: 'Payout', id: string, amount: number, displayAmount: string, creationDate: string, invoiceDateFrom: string, invoiceDateTo: string, pdfInvoiceUrl: string | null, status: PayoutStatus, reason: string | null, organization: { __typename?: 'PayoutOrganization', id: string, businessName: string } } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type PayoutMarkPaidMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PayoutMarkPaidMutation = { __typename?: 'Mutation', payoutMarkPaid: { __typename?: 'Payout', id: string, status: PayoutStatus } };

export type PayoutRejectMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type PayoutRejectMutation = { __typename?: 'Mutation', payoutReject: { __typename?: 'Payout', id: string, status: PayoutStatus, reason: string | null } };

export type PricePlanFieldsFragment = { __typename?: 'PricePlan', id: string, appId: string, name: string, type: PricePlanType, discountedYearlyPrice: boolean, monthlyAmount: number, yearlyAmount: number, bookingFeePercentage: number };

export type AppPricePlanQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppPricePlanQuery = { __typename?: 'Query', appPricePlan: { __typename?: 'PricePlan', id: string, appId: string, name: string, type: PricePlanType, discountedYearlyPrice: boolean, monthlyAmount: number, yearlyAmount: number, bookingFeePercentage: number } };

export type AppPricePlanCreateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  planInfo: PricePlanInput;
}>;


export type AppPricePlanCreateMutation = { __typename?: 'Mutation', appPricePlanCreate: { __typename?: 'PricePlan', id: string, appId: string, name: string, type: PricePlanType, discountedYearlyPrice: boolean, monthlyAmount: number, yearlyAmount: number, bookingFeePercentage: number } };

export type AppPricePlanUpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  planInfo: PricePlanInput;
}>;


export type AppPricePlanUpdateMutation = { __typename?: 'Mutation', appPricePlanUpdate: { __typename?: 'PricePlan', id: string, appId: string, name: string, type: PricePlanType, discountedYearlyPrice: boolean, monthlyAmount: number, yearlyAmount: number, bookingFeePercentage: number } };

export type AppPricePlanDeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppPricePlanDeleteMutation = { __typename?: 'Mutation', appPricePlanDelete: boolean };

export type FunnelAppsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type FunnelAppsQueryQuery = { __typename?: 'Query', apps: { __typename?: 'AppConnection', edges: Array<{ __typename?: 'AppEdge', node: { __typename?: 'App', id: string, name: string, status: AppStatus } }> } };

export type ListingFunnelQueryQueryVariables = Exact<{
  appId: Scalars['ID']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
}>;


export type ListingFunnelQueryQuery = { __typename?: 'Query', listingFunnel: { __typename?: 'ListingFunnel', appId: string, period: { __typename?: 'FunnelPeriod', from: string, to: string }, previousPeriod: { __typename?: 'FunnelPeriod', from: string, to: string }, steps: Array<{ __typename?: 'FunnelStepReport', step: FunnelStep, count: number, conversion: number | null, previousCount: number, previousConversion: number | null, sources: Array<{ __typename?: 'FunnelSourceCount', source: FunnelSource, count: number }> }> } };

export type AppDashboardQueryQueryVariables = Exact<{
  timestampFrom: Scalars['Float']['input'];
  timestampTo: Scalars['Float']['input'];
  split: Split;
}>;


export type AppDashboardQueryQuery = { __typename?: 'Query', appDashboard: { __typename?: 'AppDashboard', installations: Array<{ __typename?: 'StatisticEntry', label: string, amount: number }>, uninstallations: Array<{ __typename?: 'StatisticEntry', label: string, amount: number }>, installationsByCountry: Array<{ __typename?: 'StatisticEntry', label: string, amount: number }> } };

export type UninstallReasonsQueryQueryVariables = Exact<{
  timestampFrom: Scalars['Float']['input'];
  timestampTo: Scalars['Float']['input'];
  appId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type UninstallReasonsQueryQuery = { __typename?: 'Query', uninstallReasons: Array<{ __typename?: 'UninstallReasonPeriod', appId: string, appName: string, period: string, total: number, skipped: number, counts: Array<{ __typename?: 'UninstallReasonCount', reason: UninstallReason, count: number }>, comments: Array<{ __typename?: 'UninstallComment', reason: UninstallReason, comment: string }> }> };

export type InstallCohortsQueryQueryVariables = Exact<{
  appId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type InstallCohortsQueryQuery = { __typename?: 'Query', installCohorts: Array<{ __typename?: 'InstallCohort', month: string, installs: number, after1: number | null, after3: number | null, after6: number | null, after12: number | null }> };

export type RevenueReportQueryQueryVariables = Exact<{
  appId?: InputMaybe<Scalars['ID']['input']>;
  months?: InputMaybe<Scalars['Int']['input']>;
}>;


export type RevenueReportQueryQuery = { __typename?: 'Query', revenueReport: Array<{ __typename?: 'RevenueMonth', month: string, monthToDate: boolean, currency: string, mrr: string, dueLater: string, newRevenue: string, expansion: string, contraction: string, churned: string, payingInstalls: number, trialStarts: number, trialConversions: number, earnings: string }> };

export type RevenueAppsQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type RevenueAppsQueryQuery = { __typename?: 'Query', apps: { __typename?: 'AppConnection', edges: Array<{ __typename?: 'AppEdge', node: { __typename?: 'App', id: string, name: string } }> } };

export type ManagedReviewFieldsFragment = { __typename?: 'ManagedReview', appId: string, appName: string, hidden: boolean, hiddenReason: string | null, review: { __typename?: 'Review', id: string, rating: number, title: string, body: string, authorName: string, authorCountry: string, creationDate: string, updateDate: string, reply: { __typename?: 'ReviewReply', body: string, updateDate: string } | null } };

export type PartnerReviewsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PartnerReviewsQuery = { __typename?: 'Query', reviewMailSetting: boolean, partnerReviews: { __typename?: 'ManagedReviewConnection', totalCount: number, edges: Array<{ __typename?: 'ManagedReviewEdge', node: { __typename?: 'ManagedReview', appId: string, appName: string, hidden: boolean, hiddenReason: string | null, review: { __typename?: 'Review', id: string, rating: number, title: string, body: string, authorName: string, authorCountry: string, creationDate: string, updateDate: string, reply: { __typename?: 'ReviewReply', body: string, updateDate: string } | null } } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type ReviewReplySaveMutationVariables = Exact<{
  reviewId: Scalars['ID']['input'];
  body: Scalars['String']['input'];
}>;


export type ReviewReplySaveMutation = { __typename?: 'Mutation', reviewReplySave: { __typename?: 'ManagedReview', appId: string, appName: string, hidden: boolean, hiddenReason: string | null, review: { __typename?: 'Review', id: string, rating: number, title: string, body: string, authorName: string, authorCountry: string, creationDate: string, updateDate: string, reply: { __typename?: 'ReviewReply', body: string, updateDate: string } | null } } };

export type ReviewMailSettingSaveMutationVariables = Exact<{
  enabled: Scalars['Boolean']['input'];
}>;


export type ReviewMailSettingSaveMutation = { __typename?: 'Mutation', reviewMailSettingSave: boolean };

export type ReportedReviewsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ReportedReviewsQuery = { __typename?: 'Query', reportedReviews: { __typename?: 'ManagedReviewConnection', totalCount: number, edges: Array<{ __typename?: 'ManagedReviewEdge', node: { __typename?: 'ManagedReview', appId: string, appName: string, hidden: boolean, hiddenReason: string | null, openReports: Array<{ __typename?: 'ReviewReport', reason: string, creationDate: string, reporterName: string, reporterType: ReviewReporterType }>, review: { __typename?: 'Review', id: string, rating: number, title: string, body: string, authorName: string, authorCountry: string, creationDate: string, updateDate: string, reply: { __typename?: 'ReviewReply', body: string, updateDate: string } | null } } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type ReviewHideMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type ReviewHideMutation = { __typename?: 'Mutation', reviewHide: { __typename?: 'ManagedReview', appId: string, appName: string, hidden: boolean, hiddenReason: string | null, review: { __typename?: 'Review', id: string, rating: number, title: string, body: string, authorName: string, authorCountry: string, creationDate: string, updateDate: string, reply: { __typename?: 'ReviewReply', body: string, updateDate: string } | null } } };

export type ReviewReportsDismissMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReviewReportsDismissMutation = { __typename?: 'Mutation', reviewReportsDismiss: { __typename?: 'ManagedReview', appId: string, appName: string, hidden: boolean, hiddenReason: string | null, review: { __typename?: 'Review', id: string, rating: number, title: string, body: string, authorName: string, authorCountry: string, creationDate: string, updateDate: string, reply: { __typename?: 'ReviewReply', body: string, updateDate: string } | null } } };

export type WebhookFieldsFragment = { __typename?: 'WebhookSubscription', id: string, appId: string, topic: WebhookTopic, url: string, enabled: boolean, disabledReason: string | null };

export type WebhookQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type WebhookQuery = { __typename?: 'Query', webhook: { __typename?: 'WebhookSubscription', id: string, appId: string, topic: WebhookTopic, url: string, enabled: boolean, disabledReason: string | null } };

export type WebhookCreateMutationVariables = Exact<{
  appId: Scalars['ID']['input'];
  webhookInfo: WebhookInput;
}>;


export type WebhookCreateMutation = { __typename?: 'Mutation', webhookCreate: { __typename?: 'WebhookSubscription', id: string, appId: string, topic: WebhookTopic, url: string, enabled: boolean, disabledReason: string | null } };

export type WebhookUpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  webhookInfo: WebhookInput;
}>;


export type WebhookUpdateMutation = { __typename?: 'Mutation', webhookUpdate: { __typename?: 'WebhookSubscription', id: string, appId: string, topic: WebhookTopic, url: string, enabled: boolean, disabledReason: string | null } };

export type WebhookDeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type WebhookDeleteMutation = { __typename?: 'Mutation', webhookDelete: boolean };

export type WebhookDeliveryFieldsFragment = { __typename?: 'WebhookDelivery', id: string, webhookId: string, eventId: string, topic: WebhookTopic, status: WebhookDeliveryStatus, attemptCount: number, createdAt: string, nextAttemptAt: string | null, lastAttempt: { __typename?: 'WebhookDeliveryAttempt', attemptedAt: string, statusCode: number | null, latencyMs: number, responseExcerpt: string | null, error: string | null } | null };

export type WebhookDeliveriesQueryVariables = Exact<{
  webhookId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type WebhookDeliveriesQuery = { __typename?: 'Query', webhookDeliveries: { __typename?: 'WebhookDeliveryConnection', totalCount: number, edges: Array<{ __typename?: 'WebhookDeliveryEdge', cursor: string, node: { __typename?: 'WebhookDelivery', id: string, webhookId: string, eventId: string, topic: WebhookTopic, status: WebhookDeliveryStatus, attemptCount: number, createdAt: string, nextAttemptAt: string | null, lastAttempt: { __typename?: 'WebhookDeliveryAttempt', attemptedAt: string, statusCode: number | null, latencyMs: number, responseExcerpt: string | null, error: string | null } | null } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type WebhookDeliveryResendMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type WebhookDeliveryResendMutation = { __typename?: 'Mutation', webhookDeliveryResend: { __typename?: 'WebhookDelivery', id: string, webhookId: string, eventId: string, topic: WebhookTopic, status: WebhookDeliveryStatus, attemptCount: number, createdAt: string, nextAttemptAt: string | null, lastAttempt: { __typename?: 'WebhookDeliveryAttempt', attemptedAt: string, statusCode: number | null, latencyMs: number, responseExcerpt: string | null, error: string | null } | null } };

export type WebhookResendFailedMutationVariables = Exact<{
  webhookId: Scalars['ID']['input'];
}>;


export type WebhookResendFailedMutation = { __typename?: 'Mutation', webhookResendFailed: number };

export type WebhookEnableMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type WebhookEnableMutation = { __typename?: 'Mutation', webhookEnable: { __typename?: 'WebhookSubscription', id: string, appId: string, topic: WebhookTopic, url: string, enabled: boolean, disabledReason: string | null } };

export type WebhookHealthQueryVariables = Exact<{
  webhookId: Scalars['ID']['input'];
}>;


export type WebhookHealthQuery = { __typename?: 'Query', webhookHealth: { __typename?: 'WebhookHealth', webhookId: string, consecutiveFailures: number, warningAfterFailures: number, failureWarningSentAt: string | null, windows: Array<{ __typename?: 'WebhookHealthFigures', window: WebhookHealthWindow, attempts: number, succeeded: number, successRate: number | null, latencyP50Ms: number | null, latencyP95Ms: number | null, topFailureReasons: Array<{ __typename?: 'WebhookFailureCount', reason: WebhookFailureReason, statusCode: number | null, label: string, count: number }> }> } };

export type AppSetupFieldsFragment = { __typename?: 'App', id: string, name: string, type: AppType, status: AppStatus, appUrl: string | null, redirectUrlWhitelist: string | null, apiContactEmail: string, chargeType: ChargeType, oneTimeChargeAmount: number, freeTrialDays: number, installationCountries: Array<string>, appReviewInstructions: string | null, pricingLocked: boolean, canDelete: boolean };

export type AppListingPreviewFieldsFragment = { __typename?: 'AppListing', id: string, appId: string, language: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, description: string, promoVideoUrl: string | null, includeKeyBenefitsImages: boolean, supportEmail: string | null, supportPhone: string | null, websiteUrl: string | null, privacyPolicyUrl: string | null, termsOfServiceUrl: string | null, integrations: Array<string>, searchTerms: Array<string>, offerDemoRequest: boolean, showContactDetails: boolean, icon: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null, screenShots: Array<{ __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, keyBenefits: Array<{ __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, name: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number } }>, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null } | null, categories: Array<{ __typename?: 'ListingCategory', id: string, slug: string, name: string, primary: boolean, retired: boolean }> };

export type AppAccessFieldsFragment = { __typename?: 'App', id: string, access: { __typename?: 'AppAccessVersions', version: number, scopes: Array<string>, holders: Array<{ __typename?: 'ScopeHolders', scope: string, installationCount: number }>, versions: Array<{ __typename?: 'AppVersion', version: number, scopes: Array<string>, added: Array<string>, removed: Array<string>, creationDate: string | null, installationCount: number, testInstallationCount: number }> } };

export type AppDashboardFieldsFragment = { __typename?: 'App', creationDate: string, numberOfInstallations: number, customPublished: boolean, canSubmitForReview: boolean, listingLocked: boolean, reviewReason: string | null, redirectUrls: Array<string>, id: string, name: string, type: AppType, status: AppStatus, appUrl: string | null, redirectUrlWhitelist: string | null, apiContactEmail: string, chargeType: ChargeType, oneTimeChargeAmount: number, freeTrialDays: number, installationCountries: Array<string>, appReviewInstructions: string | null, pricingLocked: boolean, canDelete: boolean, lastReviewEvent: { __typename?: 'AppReviewEvent', decision: string, reason: string | null, createdAt: string } | null, apiCredentials: { __typename?: 'AppCredentials', apiKey: string, secretKey: string }, linkedVendor: { __typename?: 'LinkedVendor', id: string, name: string } | null, customInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string } | null, testInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string, completed: boolean } | null, pricePlans: Array<{ __typename?: 'PricePlan', id: string, name: string, type: PricePlanType, discountedYearlyPrice: boolean, monthlyAmount: number, yearlyAmount: number, bookingFeePercentage: number }>, webhookSubscriptions: Array<{ __typename?: 'WebhookSubscription', id: string, topic: WebhookTopic, url: string, enabled: boolean, disabledReason: string | null }>, listings: Array<{ __typename?: 'AppListing', id: string, appId: string, language: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, description: string, promoVideoUrl: string | null, includeKeyBenefitsImages: boolean, supportEmail: string | null, supportPhone: string | null, websiteUrl: string | null, privacyPolicyUrl: string | null, termsOfServiceUrl: string | null, integrations: Array<string>, searchTerms: Array<string>, offerDemoRequest: boolean, showContactDetails: boolean, icon: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null, screenShots: Array<{ __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, keyBenefits: Array<{ __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, name: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number } }>, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null } | null, categories: Array<{ __typename?: 'ListingCategory', id: string, slug: string, name: string, primary: boolean, retired: boolean }> }>, access: { __typename?: 'AppAccessVersions', version: number, scopes: Array<string>, holders: Array<{ __typename?: 'ScopeHolders', scope: string, installationCount: number }>, versions: Array<{ __typename?: 'AppVersion', version: number, scopes: Array<string>, added: Array<string>, removed: Array<string>, creationDate: string | null, installationCount: number, testInstallationCount: number }> } };

export type AppQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppQuery = { __typename?: 'Query', app: { __typename?: 'App', creationDate: string, numberOfInstallations: number, customPublished: boolean, canSubmitForReview: boolean, listingLocked: boolean, reviewReason: string | null, redirectUrls: Array<string>, id: string, name: string, type: AppType, status: AppStatus, appUrl: string | null, redirectUrlWhitelist: string | null, apiContactEmail: string, chargeType: ChargeType, oneTimeChargeAmount: number, freeTrialDays: number, installationCountries: Array<string>, appReviewInstructions: string | null, pricingLocked: boolean, canDelete: boolean, lastReviewEvent: { __typename?: 'AppReviewEvent', decision: string, reason: string | null, createdAt: string } | null, apiCredentials: { __typename?: 'AppCredentials', apiKey: string, secretKey: string }, linkedVendor: { __typename?: 'LinkedVendor', id: string, name: string } | null, customInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string } | null, testInstallation: { __typename?: 'AppInstallationRef', id: string, creationDate: string, completed: boolean } | null, pricePlans: Array<{ __typename?: 'PricePlan', id: string, name: string, type: PricePlanType, discountedYearlyPrice: boolean, monthlyAmount: number, yearlyAmount: number, bookingFeePercentage: number }>, webhookSubscriptions: Array<{ __typename?: 'WebhookSubscription', id: string, topic: WebhookTopic, url: string, enabled: boolean, disabledReason: string | null }>, listings: Array<{ __typename?: 'AppListing', id: string, appId: string, language: string, name: string, tagLine: string, chargeType: ChargeType, freeTrialDays: number, oneTimeChargeAmount: number, description: string, promoVideoUrl: string | null, includeKeyBenefitsImages: boolean, supportEmail: string | null, supportPhone: string | null, websiteUrl: string | null, privacyPolicyUrl: string | null, termsOfServiceUrl: string | null, integrations: Array<string>, searchTerms: Array<string>, offerDemoRequest: boolean, showContactDetails: boolean, icon: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null, screenShots: Array<{ __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, keyBenefits: Array<{ __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null }>, pricePlans: Array<{ __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, name: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number } }>, organization: { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null } | null, categories: Array<{ __typename?: 'ListingCategory', id: string, slug: string, name: string, primary: boolean, retired: boolean }> }>, access: { __typename?: 'AppAccessVersions', version: number, scopes: Array<string>, holders: Array<{ __typename?: 'ScopeHolders', scope: string, installationCount: number }>, versions: Array<{ __typename?: 'AppVersion', version: number, scopes: Array<string>, added: Array<string>, removed: Array<string>, creationDate: string | null, installationCount: number, testInstallationCount: number }> } } };

export type GettingStartedQueryVariables = Exact<{ [key: string]: never; }>;


export type GettingStartedQuery = { __typename?: 'Query', gettingStarted: { __typename?: 'GettingStarted', complete: boolean, appId: string | null, appName: string | null, steps: Array<{ __typename?: 'GettingStartedStep', id: GettingStartedStepId, done: boolean }> } };

export type ListingPageImageFieldsFragment = { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> };

export type ListingPageScreenshotFieldsFragment = { __typename?: 'Screenshot', type: ScreenshotDevice, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null };

export type ListingPageKeyBenefitFieldsFragment = { __typename?: 'KeyBenefit', title: string, description: string, image: { __typename?: 'Image', sourceUrl: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, width: number, height: number, format: ImageVariantFormat }> } | null };

export type ListingPagePlanFieldsFragment = { __typename?: 'ListingPricePlan', planId: string, name: string, features: string, pricePlan: { __typename?: 'PublicPricePlan', id: string, name: string, type: PricePlanType, monthlyAmount: number, yearlyAmount: number, oneTimeAmount: number, discountedYearlyPrice: boolean, bookingFeePercentage: number } };

export type ListingPageCategoryFieldsFragment = { __typename?: 'ListingCategory', id: string, slug: string, name: string, primary: boolean, retired: boolean };

export type ListingPageOrganizationFieldsFragment = { __typename?: 'PublicOrganization', id: string, businessName: string, businessEmail: string | null, supportEmail: string | null };

export type SessionUserFieldsFragment = { __typename?: 'AppAccountUser', id: string, email: string, firstName: string, lastName: string, orgId: string, orgName: string, organizationId: string, accountOwner: boolean, adminUser: boolean, disguised: boolean, ownOrgId: string };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'AppAccountUser', id: string, email: string, firstName: string, lastName: string, orgId: string, orgName: string, organizationId: string, accountOwner: boolean, adminUser: boolean, disguised: boolean, ownOrgId: string } | null };

export type AppOrgTermsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AppOrgTermsQuery = { __typename?: 'Query', appOrg: { __typename?: 'Organization', id: string, termsApiAgreed: boolean, termsPartnerAgreed: boolean } };

export const TeamUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}}]}}]} as unknown as DocumentNode<TeamUserFieldsFragment, unknown>;
export const AppListItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppListItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfInstallations"}}]}}]} as unknown as DocumentNode<AppListItemFieldsFragment, unknown>;
export const ValidationReportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ValidationReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"testInstallationSuccessful"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listingsReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ValidationReportFieldsFragment, unknown>;
export const AuditLogEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLogEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"byStaff"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AuditLogEntryFieldsFragment, unknown>;
export const ListingCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnails"},"name":{"kind":"Name","value":"variants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"maxWidth"},"value":{"kind":"IntValue","value":"128"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}}]}}]} as unknown as DocumentNode<ListingCardFieldsFragment, unknown>;
export const StoreReviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorCountry"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}},{"kind":"Field","name":{"kind":"Name","value":"helpfulCount"}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}}]}}]}}]} as unknown as DocumentNode<StoreReviewFieldsFragment, unknown>;
export const CategoryRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}},{"kind":"Field","name":{"kind":"Name","value":"appCount"}}]}}]} as unknown as DocumentNode<CategoryRowFieldsFragment, unknown>;
export const InstallationListItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstallationListItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Installation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<InstallationListItemFieldsFragment, unknown>;
export const ListingPageImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]} as unknown as DocumentNode<ListingPageImageFieldsFragment, unknown>;
export const ListingPageScreenshotFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageScreenshotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screenshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]} as unknown as DocumentNode<ListingPageScreenshotFieldsFragment, unknown>;
export const ListingPageKeyBenefitFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]} as unknown as DocumentNode<ListingPageKeyBenefitFieldsFragment, unknown>;
export const ListingPagePlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}}]} as unknown as DocumentNode<ListingPagePlanFieldsFragment, unknown>;
export const ListingPageOrganizationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}}]} as unknown as DocumentNode<ListingPageOrganizationFieldsFragment, unknown>;
export const ListingPageCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]} as unknown as DocumentNode<ListingPageCategoryFieldsFragment, unknown>;
export const AppListingPreviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppListingPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"searchTerms"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageScreenshotFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageOrganizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageScreenshotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screenshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]} as unknown as DocumentNode<AppListingPreviewFieldsFragment, unknown>;
export const ListingImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"s3Key"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"temp"}}]}}]} as unknown as DocumentNode<ListingImageFieldsFragment, unknown>;
export const ListingEditFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingEditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppListingPreviewFields"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingImageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingImageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageScreenshotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screenshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppListingPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"searchTerms"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageScreenshotFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageOrganizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"s3Key"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"temp"}}]}}]} as unknown as DocumentNode<ListingEditFieldsFragment, unknown>;
export const OrganizationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyDeveloperEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyDeveloperPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"termsApiAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"termsPartnerAgreed"}}]}}]} as unknown as DocumentNode<OrganizationFieldsFragment, unknown>;
export const PayoutSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableTo"}},{"kind":"Field","name":{"kind":"Name","value":"payoutContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"payoutContactPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"usResident"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"abaRouting"}},{"kind":"Field","name":{"kind":"Name","value":"swift"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bankId"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}}]}}]} as unknown as DocumentNode<PayoutSettingsFieldsFragment, unknown>;
export const PayoutFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"displayAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDateTo"}},{"kind":"Field","name":{"kind":"Name","value":"pdfInvoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<PayoutFieldsFragment, unknown>;
export const PricePlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]} as unknown as DocumentNode<PricePlanFieldsFragment, unknown>;
export const ManagedReviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorCountry"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}}]}}]}}]}}]} as unknown as DocumentNode<ManagedReviewFieldsFragment, unknown>;
export const WebhookFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}}]} as unknown as DocumentNode<WebhookFieldsFragment, unknown>;
export const WebhookDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"responseExcerpt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveryFieldsFragment, unknown>;
export const AppSetupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrlWhitelist"}},{"kind":"Field","name":{"kind":"Name","value":"apiContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"installationCountries"}},{"kind":"Field","name":{"kind":"Name","value":"appReviewInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"pricingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]} as unknown as DocumentNode<AppSetupFieldsFragment, unknown>;
export const AppAccessFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"holders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}},{"kind":"Field","name":{"kind":"Name","value":"testInstallationCount"}}]}}]}}]}}]} as unknown as DocumentNode<AppAccessFieldsFragment, unknown>;
export const AppDashboardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppDashboardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppSetupFields"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfInstallations"}},{"kind":"Field","name":{"kind":"Name","value":"customPublished"}},{"kind":"Field","name":{"kind":"Name","value":"canSubmitForReview"}},{"kind":"Field","name":{"kind":"Name","value":"listingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedVendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrls"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppListingPreviewFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppAccessFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageScreenshotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screenshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrlWhitelist"}},{"kind":"Field","name":{"kind":"Name","value":"apiContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"installationCountries"}},{"kind":"Field","name":{"kind":"Name","value":"appReviewInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"pricingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppListingPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"searchTerms"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageScreenshotFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageOrganizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"holders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}},{"kind":"Field","name":{"kind":"Name","value":"testInstallationCount"}}]}}]}}]}}]} as unknown as DocumentNode<AppDashboardFieldsFragment, unknown>;
export const SessionUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}},{"kind":"Field","name":{"kind":"Name","value":"adminUser"}},{"kind":"Field","name":{"kind":"Name","value":"disguised"}},{"kind":"Field","name":{"kind":"Name","value":"ownOrgId"}}]}}]} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const GetOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetOrganizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchTerm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetOrganizationsQuery, GetOrganizationsQueryVariables>;
export const AppAccountUserChangeOrgDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountUserChangeOrg"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountUserChangeOrg"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}},{"kind":"Field","name":{"kind":"Name","value":"adminUser"}},{"kind":"Field","name":{"kind":"Name","value":"disguised"}},{"kind":"Field","name":{"kind":"Name","value":"ownOrgId"}}]}}]} as unknown as DocumentNode<AppAccountUserChangeOrgMutation, AppAccountUserChangeOrgMutationVariables>;
export const AppAccountLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"account"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}},{"kind":"Field","name":{"kind":"Name","value":"adminUser"}},{"kind":"Field","name":{"kind":"Name","value":"disguised"}},{"kind":"Field","name":{"kind":"Name","value":"ownOrgId"}}]}}]} as unknown as DocumentNode<AppAccountLoginMutation, AppAccountLoginMutationVariables>;
export const AppAccountSignupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountSignup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"termsApiAgreed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"termsPartnerAgreed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountSignup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"account"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"firstName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstName"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"lastName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lastName"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"businessName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessName"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"termsApiAgreed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"termsApiAgreed"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"termsPartnerAgreed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"termsPartnerAgreed"}}}]}}]}]}}]} as unknown as DocumentNode<AppAccountSignupMutation, AppAccountSignupMutationVariables>;
export const AppAccountLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountLogout"}}]}}]} as unknown as DocumentNode<AppAccountLogoutMutation, AppAccountLogoutMutationVariables>;
export const AppAccountPasswordResetRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountPasswordResetRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountPasswordResetRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<AppAccountPasswordResetRequestMutation, AppAccountPasswordResetRequestMutationVariables>;
export const AppAccountPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<AppAccountPasswordResetMutation, AppAccountPasswordResetMutationVariables>;
export const AppAccountUserListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppAccountUserList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUserFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUserSorting"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountUserList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sorting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamUserFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}}]}}]} as unknown as DocumentNode<AppAccountUserListQuery, AppAccountUserListQueryVariables>;
export const AppAccountUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppAccountUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}}]}}]} as unknown as DocumentNode<AppAccountUserQuery, AppAccountUserQueryVariables>;
export const AppAccountUserCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountUserCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUserCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountUserCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}}]}}]} as unknown as DocumentNode<AppAccountUserCreateMutation, AppAccountUserCreateMutationVariables>;
export const AppAccountUserUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountUserUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUserUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountUserUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"userInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}}]}}]} as unknown as DocumentNode<AppAccountUserUpdateMutation, AppAccountUserUpdateMutationVariables>;
export const AppAccountUserDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccountUserDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccountUserDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AppAccountUserDeleteMutation, AppAccountUserDeleteMutationVariables>;
export const AppReviewQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppReviewQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appReviewQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<AppReviewQueueQuery, AppReviewQueueQueryVariables>;
export const AppReviewAppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppReviewApp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appReviewApp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppDashboardFields"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appReviewInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validationReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ValidationReportFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrlWhitelist"}},{"kind":"Field","name":{"kind":"Name","value":"apiContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"installationCountries"}},{"kind":"Field","name":{"kind":"Name","value":"appReviewInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"pricingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageScreenshotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screenshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppListingPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"searchTerms"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageScreenshotFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageOrganizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"holders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}},{"kind":"Field","name":{"kind":"Name","value":"testInstallationCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppDashboardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppSetupFields"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfInstallations"}},{"kind":"Field","name":{"kind":"Name","value":"customPublished"}},{"kind":"Field","name":{"kind":"Name","value":"canSubmitForReview"}},{"kind":"Field","name":{"kind":"Name","value":"listingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedVendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrls"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppListingPreviewFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppAccessFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ValidationReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"testInstallationSuccessful"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listingsReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AppReviewAppQuery, AppReviewAppQueryVariables>;
export const AppReviewApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppReviewApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appReviewApprove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AppReviewApproveMutation, AppReviewApproveMutationVariables>;
export const AppReviewRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppReviewReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appReviewReject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}}]}}]}}]} as unknown as DocumentNode<AppReviewRejectMutation, AppReviewRejectMutationVariables>;
export const AppReviewUnpublishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppReviewUnpublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUnpublish"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AppReviewUnpublishMutation, AppReviewUnpublishMutationVariables>;
export const AppsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Apps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppListItemFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppListItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfInstallations"}}]}}]} as unknown as DocumentNode<AppsQuery, AppsQueryVariables>;
export const AppValidationReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppValidationReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appValidationReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ValidationReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ValidationReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"testInstallationSuccessful"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listingsReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AppValidationReportQuery, AppValidationReportQueryVariables>;
export const AppCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"access"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccessInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appInfo"}}},{"kind":"Argument","name":{"kind":"Name","value":"access"},"value":{"kind":"Variable","name":{"kind":"Name","value":"access"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppDashboardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrlWhitelist"}},{"kind":"Field","name":{"kind":"Name","value":"apiContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"installationCountries"}},{"kind":"Field","name":{"kind":"Name","value":"appReviewInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"pricingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageScreenshotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screenshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppListingPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"searchTerms"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageScreenshotFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageOrganizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"holders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}},{"kind":"Field","name":{"kind":"Name","value":"testInstallationCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppDashboardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppSetupFields"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfInstallations"}},{"kind":"Field","name":{"kind":"Name","value":"customPublished"}},{"kind":"Field","name":{"kind":"Name","value":"canSubmitForReview"}},{"kind":"Field","name":{"kind":"Name","value":"listingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedVendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrls"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppListingPreviewFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppAccessFields"}}]}}]} as unknown as DocumentNode<AppCreateMutation, AppCreateMutationVariables>;
export const AppUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"appInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppDashboardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrlWhitelist"}},{"kind":"Field","name":{"kind":"Name","value":"apiContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"installationCountries"}},{"kind":"Field","name":{"kind":"Name","value":"appReviewInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"pricingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageScreenshotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screenshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppListingPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"searchTerms"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageScreenshotFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageOrganizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"holders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}},{"kind":"Field","name":{"kind":"Name","value":"testInstallationCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppDashboardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppSetupFields"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfInstallations"}},{"kind":"Field","name":{"kind":"Name","value":"customPublished"}},{"kind":"Field","name":{"kind":"Name","value":"canSubmitForReview"}},{"kind":"Field","name":{"kind":"Name","value":"listingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedVendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrls"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppListingPreviewFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppAccessFields"}}]}}]} as unknown as DocumentNode<AppUpdateMutation, AppUpdateMutationVariables>;
export const AppDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AppDeleteMutation, AppDeleteMutationVariables>;
export const AppSubmitForReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppSubmitForReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appSubmitForReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppDashboardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrlWhitelist"}},{"kind":"Field","name":{"kind":"Name","value":"apiContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"installationCountries"}},{"kind":"Field","name":{"kind":"Name","value":"appReviewInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"pricingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageScreenshotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screenshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppListingPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"searchTerms"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageScreenshotFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageOrganizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"holders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}},{"kind":"Field","name":{"kind":"Name","value":"testInstallationCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppDashboardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppSetupFields"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfInstallations"}},{"kind":"Field","name":{"kind":"Name","value":"customPublished"}},{"kind":"Field","name":{"kind":"Name","value":"canSubmitForReview"}},{"kind":"Field","name":{"kind":"Name","value":"listingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedVendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrls"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppListingPreviewFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppAccessFields"}}]}}]} as unknown as DocumentNode<AppSubmitForReviewMutation, AppSubmitForReviewMutationVariables>;
export const AppUnpublishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppUnpublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUnpublish"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppDashboardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrlWhitelist"}},{"kind":"Field","name":{"kind":"Name","value":"apiContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"installationCountries"}},{"kind":"Field","name":{"kind":"Name","value":"appReviewInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"pricingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageScreenshotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screenshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppListingPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"searchTerms"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageScreenshotFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageOrganizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"holders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}},{"kind":"Field","name":{"kind":"Name","value":"testInstallationCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppDashboardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppSetupFields"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfInstallations"}},{"kind":"Field","name":{"kind":"Name","value":"customPublished"}},{"kind":"Field","name":{"kind":"Name","value":"canSubmitForReview"}},{"kind":"Field","name":{"kind":"Name","value":"listingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedVendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrls"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppListingPreviewFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppAccessFields"}}]}}]} as unknown as DocumentNode<AppUnpublishMutation, AppUnpublishMutationVariables>;
export const AppVendorSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppVendorSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appVendorSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"countryName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<AppVendorSearchQuery, AppVendorSearchQueryVariables>;
export const AppCustomLinkToVendorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppCustomLinkToVendor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appCustomLinkToVendor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppDashboardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrlWhitelist"}},{"kind":"Field","name":{"kind":"Name","value":"apiContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"installationCountries"}},{"kind":"Field","name":{"kind":"Name","value":"appReviewInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"pricingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageScreenshotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screenshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppListingPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"searchTerms"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageScreenshotFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageOrganizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"holders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}},{"kind":"Field","name":{"kind":"Name","value":"testInstallationCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppDashboardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppSetupFields"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfInstallations"}},{"kind":"Field","name":{"kind":"Name","value":"customPublished"}},{"kind":"Field","name":{"kind":"Name","value":"canSubmitForReview"}},{"kind":"Field","name":{"kind":"Name","value":"listingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedVendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrls"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppListingPreviewFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppAccessFields"}}]}}]} as unknown as DocumentNode<AppCustomLinkToVendorMutation, AppCustomLinkToVendorMutationVariables>;
export const AppCustomPublishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppCustomPublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appCustomPublish"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppDashboardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrlWhitelist"}},{"kind":"Field","name":{"kind":"Name","value":"apiContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"installationCountries"}},{"kind":"Field","name":{"kind":"Name","value":"appReviewInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"pricingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageScreenshotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screenshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppListingPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"searchTerms"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageScreenshotFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageOrganizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"holders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}},{"kind":"Field","name":{"kind":"Name","value":"testInstallationCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppDashboardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppSetupFields"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfInstallations"}},{"kind":"Field","name":{"kind":"Name","value":"customPublished"}},{"kind":"Field","name":{"kind":"Name","value":"canSubmitForReview"}},{"kind":"Field","name":{"kind":"Name","value":"listingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedVendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrls"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppListingPreviewFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppAccessFields"}}]}}]} as unknown as DocumentNode<AppCustomPublishMutation, AppCustomPublishMutationVariables>;
export const AppCredentialsRevealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppCredentialsReveal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appCredentialsReveal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKey"}}]}}]}}]} as unknown as DocumentNode<AppCredentialsRevealMutation, AppCredentialsRevealMutationVariables>;
export const AppSecretKeyRotateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppSecretKeyRotate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appSecretKeyRotate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKey"}}]}}]}}]} as unknown as DocumentNode<AppSecretKeyRotateMutation, AppSecretKeyRotateMutationVariables>;
export const AppUninstallTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppUninstallTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appUninstallTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfInstallations"}},{"kind":"Field","name":{"kind":"Name","value":"testInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}}]}}]}}]} as unknown as DocumentNode<AppUninstallTestMutation, AppUninstallTestMutationVariables>;
export const AppAccessUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppAccessUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scopes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appAccessUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"scopes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scopes"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppAccessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"holders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}},{"kind":"Field","name":{"kind":"Name","value":"testInstallationCount"}}]}}]}}]}}]} as unknown as DocumentNode<AppAccessUpdateMutation, AppAccessUpdateMutationVariables>;
export const AuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditLogEntryFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLogEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"byStaff"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const AuditLogActorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLogActors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLogActors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AuditLogActorsQuery, AuditLogActorsQueryVariables>;
export const PlatformAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlatformAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditLogEntryFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditLogEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"byStaff"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<PlatformAuditLogQuery, PlatformAuditLogQueryVariables>;
export const PlatformAuditLogActorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlatformAuditLogActors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformAuditLogActors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<PlatformAuditLogActorsQuery, PlatformAuditLogActorsQueryVariables>;
export const AuditLogOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLogOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuditLogOrganizationsQuery, AuditLogOrganizationsQueryVariables>;
export const PublicAppListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicAppListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAppListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageScreenshotFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageOrganizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageCategoryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnails"},"name":{"kind":"Name","value":"variants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"maxWidth"},"value":{"kind":"IntValue","value":"128"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageScreenshotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screenshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]} as unknown as DocumentNode<PublicAppListingQuery, PublicAppListingQueryVariables>;
export const PublicAppListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicAppListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppListingFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppListingSorting"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAppListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sorting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"installBucket"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","alias":{"kind":"Name","value":"thumbnails"},"name":{"kind":"Name","value":"variants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"maxWidth"},"value":{"kind":"IntValue","value":"128"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}}]}}]} as unknown as DocumentNode<PublicAppListingsQuery, PublicAppListingsQueryVariables>;
export const PublicCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"appCount"}}]}}]}}]} as unknown as DocumentNode<PublicCategoriesQuery, PublicCategoriesQueryVariables>;
export const ReviewReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reviewId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<ReviewReportMutation, ReviewReportMutationVariables>;
export const ReviewMarkHelpfulDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewMarkHelpful"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewMarkHelpful"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reviewId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"helpfulCount"}}]}}]}}]} as unknown as DocumentNode<ReviewMarkHelpfulMutation, ReviewMarkHelpfulMutationVariables>;
export const PublicAppReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicAppReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSorting"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicAppListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sorting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreReviewFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorCountry"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}},{"kind":"Field","name":{"kind":"Name","value":"helpfulCount"}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}}]}}]}}]} as unknown as DocumentNode<PublicAppReviewsQuery, PublicAppReviewsQueryVariables>;
export const CategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}},{"kind":"Field","name":{"kind":"Name","value":"appCount"}}]}}]} as unknown as DocumentNode<CategoriesQuery, CategoriesQueryVariables>;
export const CategoryCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CategoryCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categoryInfo"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}},{"kind":"Field","name":{"kind":"Name","value":"appCount"}}]}}]} as unknown as DocumentNode<CategoryCreateMutation, CategoryCreateMutationVariables>;
export const CategoryRenameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CategoryRename"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryRename"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryInfo"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}},{"kind":"Field","name":{"kind":"Name","value":"appCount"}}]}}]} as unknown as DocumentNode<CategoryRenameMutation, CategoryRenameMutationVariables>;
export const CategorySetRetiredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CategorySetRetired"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"retired"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categorySetRetired"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"retired"},"value":{"kind":"Variable","name":{"kind":"Name","value":"retired"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}},{"kind":"Field","name":{"kind":"Name","value":"appCount"}}]}}]} as unknown as DocumentNode<CategorySetRetiredMutation, CategorySetRetiredMutationVariables>;
export const InstallationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Installations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstallationListItemFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstallationListItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Installation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<InstallationsQuery, InstallationsQueryVariables>;
export const InstallationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Installation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isTest"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oldRestApiCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKey"}}]}}]}}]}}]} as unknown as DocumentNode<InstallationQuery, InstallationQueryVariables>;
export const InstallationRestCredentialsRevealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InstallationRestCredentialsReveal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installationRestCredentialsReveal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKey"}}]}}]}}]} as unknown as DocumentNode<InstallationRestCredentialsRevealMutation, InstallationRestCredentialsRevealMutationVariables>;
export const ListingCategoryOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListingCategoryOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ListingCategoryOptionsQuery, ListingCategoryOptionsQueryVariables>;
export const AppListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingEditFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageScreenshotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screenshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppListingPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"searchTerms"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageScreenshotFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageOrganizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"s3Key"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"temp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingEditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppListingPreviewFields"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingImageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingImageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]}}]} as unknown as DocumentNode<AppListingQuery, AppListingQueryVariables>;
export const AppListingCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppListingCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppListingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appListingCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"listingInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingEditFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageScreenshotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screenshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppListingPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"searchTerms"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageScreenshotFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageOrganizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"s3Key"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"temp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingEditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppListingPreviewFields"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingImageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingImageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]}}]} as unknown as DocumentNode<AppListingCreateMutation, AppListingCreateMutationVariables>;
export const AppListingUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppListingUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppListingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appListingUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"listingInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppDashboardFields"}},{"kind":"Field","name":{"kind":"Name","value":"listings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingEditFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrlWhitelist"}},{"kind":"Field","name":{"kind":"Name","value":"apiContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"installationCountries"}},{"kind":"Field","name":{"kind":"Name","value":"appReviewInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"pricingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageScreenshotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screenshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppListingPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"searchTerms"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageScreenshotFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageOrganizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"holders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}},{"kind":"Field","name":{"kind":"Name","value":"testInstallationCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"s3Key"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"temp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppDashboardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppSetupFields"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfInstallations"}},{"kind":"Field","name":{"kind":"Name","value":"customPublished"}},{"kind":"Field","name":{"kind":"Name","value":"canSubmitForReview"}},{"kind":"Field","name":{"kind":"Name","value":"listingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedVendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrls"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppListingPreviewFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppAccessFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingEditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppListingPreviewFields"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingImageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingImageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]}}]} as unknown as DocumentNode<AppListingUpdateMutation, AppListingUpdateMutationVariables>;
export const AppListingDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppListingDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appListingDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AppListingDeleteMutation, AppListingDeleteMutationVariables>;
export const AppListingImageDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppListingImageDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appListingImageDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"imageType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageType"}}},{"kind":"Argument","name":{"kind":"Name","value":"imageKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingEditFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageScreenshotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screenshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppListingPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"searchTerms"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageScreenshotFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageOrganizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"s3Key"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"temp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingEditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppListingPreviewFields"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingImageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingImageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]}}]} as unknown as DocumentNode<AppListingImageDeleteMutation, AppListingImageDeleteMutationVariables>;
export const S3UploadAuthorizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"S3UploadAuthorization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"s3UploadAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"s3Key"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"maxSize"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"headers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<S3UploadAuthorizationMutation, S3UploadAuthorizationMutationVariables>;
export const AppOrgDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppOrg"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appOrg"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyDeveloperEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyDeveloperPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"termsApiAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"termsPartnerAgreed"}}]}}]} as unknown as DocumentNode<AppOrgQuery, AppOrgQueryVariables>;
export const AppOrgUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppOrgUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppOrgInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appOrgUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"orgInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Organization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyDeveloperEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emergencyDeveloperPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"termsApiAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"termsPartnerAgreed"}}]}}]} as unknown as DocumentNode<AppOrgUpdateMutation, AppOrgUpdateMutationVariables>;
export const AppOrgStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppOrgStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appOrgStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasRejectedPayout"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnclaimedPayout"}},{"kind":"Field","name":{"kind":"Name","value":"hasValidPayoutSettings"}},{"kind":"Field","name":{"kind":"Name","value":"hasValidTaxForm"}},{"kind":"Field","name":{"kind":"Name","value":"periodFrom"}},{"kind":"Field","name":{"kind":"Name","value":"periodTo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"displayAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payoutSettingsPreview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxFormPreview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"taxIdLast4"}},{"kind":"Field","name":{"kind":"Name","value":"signedName"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableTo"}},{"kind":"Field","name":{"kind":"Name","value":"payoutContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"payoutContactPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"usResident"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"abaRouting"}},{"kind":"Field","name":{"kind":"Name","value":"swift"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bankId"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}}]}}]} as unknown as DocumentNode<AppOrgStatusQuery, AppOrgStatusQueryVariables>;
export const PayoutSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPayoutSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableTo"}},{"kind":"Field","name":{"kind":"Name","value":"payoutContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"payoutContactPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"usResident"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"abaRouting"}},{"kind":"Field","name":{"kind":"Name","value":"swift"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bankId"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}}]}}]} as unknown as DocumentNode<PayoutSettingsQuery, PayoutSettingsQueryVariables>;
export const PayoutSettingsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayoutSettingsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payoutSettings"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutSettingsUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payoutSettings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payoutSettings"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableTo"}},{"kind":"Field","name":{"kind":"Name","value":"payoutContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"payoutContactPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerms"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"usResident"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"abaRouting"}},{"kind":"Field","name":{"kind":"Name","value":"swift"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bankId"}},{"kind":"Field","name":{"kind":"Name","value":"branchId"}}]}}]} as unknown as DocumentNode<PayoutSettingsUpdateMutation, PayoutSettingsUpdateMutationVariables>;
export const PayoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Payouts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPayouts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"displayAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDateTo"}},{"kind":"Field","name":{"kind":"Name","value":"pdfInvoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<PayoutsQuery, PayoutsQueryVariables>;
export const PayoutDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPayoutDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutFields"}},{"kind":"Field","name":{"kind":"Name","value":"payoutInvoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileType"}},{"kind":"Field","name":{"kind":"Name","value":"s3Key"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"displayAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDateTo"}},{"kind":"Field","name":{"kind":"Name","value":"pdfInvoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<PayoutDetailsQuery, PayoutDetailsQueryVariables>;
export const S3UploadPayoutInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"S3UploadPayoutInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"s3UploadPayoutInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"s3Key"}},{"kind":"Field","name":{"kind":"Name","value":"headers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<S3UploadPayoutInvoiceMutation, S3UploadPayoutInvoiceMutationVariables>;
export const InvoiceFileDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvoiceFileDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceFileDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileKey"}}}]}]}}]} as unknown as DocumentNode<InvoiceFileDeleteMutation, InvoiceFileDeleteMutationVariables>;
export const SubmitPayoutRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitPayoutRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPayoutRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"displayAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDateTo"}},{"kind":"Field","name":{"kind":"Name","value":"pdfInvoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<SubmitPayoutRequestMutation, SubmitPayoutRequestMutationVariables>;
export const UpdatePayoutRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePayoutRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileInput"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePayoutRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileInput"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"displayAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDateTo"}},{"kind":"Field","name":{"kind":"Name","value":"pdfInvoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<UpdatePayoutRequestMutation, UpdatePayoutRequestMutationVariables>;
export const PayoutRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"displayAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDateTo"}},{"kind":"Field","name":{"kind":"Name","value":"pdfInvoiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<PayoutRequestsQuery, PayoutRequestsQueryVariables>;
export const PayoutMarkPaidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayoutMarkPaid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutMarkPaid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PayoutMarkPaidMutation, PayoutMarkPaidMutationVariables>;
export const PayoutRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayoutReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutReject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<PayoutRejectMutation, PayoutRejectMutationVariables>;
export const AppPricePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppPricePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appPricePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PricePlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]} as unknown as DocumentNode<AppPricePlanQuery, AppPricePlanQueryVariables>;
export const AppPricePlanCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppPricePlanCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PricePlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appPricePlanCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"planInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PricePlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]} as unknown as DocumentNode<AppPricePlanCreateMutation, AppPricePlanCreateMutationVariables>;
export const AppPricePlanUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppPricePlanUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PricePlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appPricePlanUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"planInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PricePlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]} as unknown as DocumentNode<AppPricePlanUpdateMutation, AppPricePlanUpdateMutationVariables>;
export const AppPricePlanDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppPricePlanDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appPricePlanDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AppPricePlanDeleteMutation, AppPricePlanDeleteMutationVariables>;
export const FunnelAppsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FunnelAppsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FunnelAppsQueryQuery, FunnelAppsQueryQueryVariables>;
export const ListingFunnelQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListingFunnelQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingFunnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousPeriod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"conversion"}},{"kind":"Field","name":{"kind":"Name","value":"previousCount"}},{"kind":"Field","name":{"kind":"Name","value":"previousConversion"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ListingFunnelQueryQuery, ListingFunnelQueryQueryVariables>;
export const AppDashboardQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppDashboardQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timestampFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timestampTo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"split"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Split"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timestampFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timestampFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"timestampTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timestampTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"split"},"value":{"kind":"Variable","name":{"kind":"Name","value":"split"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uninstallations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"installationsByCountry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<AppDashboardQueryQuery, AppDashboardQueryQueryVariables>;
export const UninstallReasonsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UninstallReasonsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timestampFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timestampTo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uninstallReasons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timestampFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timestampFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"timestampTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timestampTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]}}]} as unknown as DocumentNode<UninstallReasonsQueryQuery, UninstallReasonsQueryQueryVariables>;
export const InstallCohortsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstallCohortsQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installCohorts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"installs"}},{"kind":"Field","name":{"kind":"Name","value":"after1"}},{"kind":"Field","name":{"kind":"Name","value":"after3"}},{"kind":"Field","name":{"kind":"Name","value":"after6"}},{"kind":"Field","name":{"kind":"Name","value":"after12"}}]}}]}}]} as unknown as DocumentNode<InstallCohortsQueryQuery, InstallCohortsQueryQueryVariables>;
export const RevenueReportQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RevenueReportQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"months"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revenueReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"months"},"value":{"kind":"Variable","name":{"kind":"Name","value":"months"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"monthToDate"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"mrr"}},{"kind":"Field","name":{"kind":"Name","value":"dueLater"}},{"kind":"Field","name":{"kind":"Name","value":"newRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"expansion"}},{"kind":"Field","name":{"kind":"Name","value":"contraction"}},{"kind":"Field","name":{"kind":"Name","value":"churned"}},{"kind":"Field","name":{"kind":"Name","value":"payingInstalls"}},{"kind":"Field","name":{"kind":"Name","value":"trialStarts"}},{"kind":"Field","name":{"kind":"Name","value":"trialConversions"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}}]}}]}}]} as unknown as DocumentNode<RevenueReportQueryQuery, RevenueReportQueryQueryVariables>;
export const RevenueAppsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RevenueAppsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RevenueAppsQueryQuery, RevenueAppsQueryQueryVariables>;
export const PartnerReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewMailSetting"}},{"kind":"Field","name":{"kind":"Name","value":"partnerReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedReviewFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorCountry"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}}]}}]}}]}}]} as unknown as DocumentNode<PartnerReviewsQuery, PartnerReviewsQueryVariables>;
export const ReviewReplySaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewReplySave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewReplySave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reviewId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedReviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorCountry"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewReplySaveMutation, ReviewReplySaveMutationVariables>;
export const ReviewMailSettingSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewMailSettingSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewMailSettingSave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}]}]}}]} as unknown as DocumentNode<ReviewMailSettingSaveMutation, ReviewMailSettingSaveMutationVariables>;
export const ReportedReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportedReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportedReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedReviewFields"}},{"kind":"Field","name":{"kind":"Name","value":"openReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"reporterType"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorCountry"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}}]}}]}}]}}]} as unknown as DocumentNode<ReportedReviewsQuery, ReportedReviewsQueryVariables>;
export const ReviewHideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewHide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewHide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedReviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorCountry"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewHideMutation, ReviewHideMutationVariables>;
export const ReviewReportsDismissDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewReportsDismiss"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewReportsDismiss"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ManagedReviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ManagedReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"authorCountry"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewReportsDismissMutation, ReviewReportsDismissMutationVariables>;
export const WebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Webhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}}]} as unknown as DocumentNode<WebhookQuery, WebhookQueryVariables>;
export const WebhookCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}},{"kind":"Argument","name":{"kind":"Name","value":"webhookInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}}]} as unknown as DocumentNode<WebhookCreateMutation, WebhookCreateMutationVariables>;
export const WebhookUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"webhookInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}}]} as unknown as DocumentNode<WebhookUpdateMutation, WebhookUpdateMutationVariables>;
export const WebhookDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<WebhookDeleteMutation, WebhookDeleteMutationVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"responseExcerpt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const WebhookDeliveryResendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookDeliveryResend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveryResend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"responseExcerpt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveryResendMutation, WebhookDeliveryResendMutationVariables>;
export const WebhookResendFailedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookResendFailed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookResendFailed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}}]}]}}]} as unknown as DocumentNode<WebhookResendFailedMutation, WebhookResendFailedMutationVariables>;
export const WebhookEnableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookEnable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEnable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}}]} as unknown as DocumentNode<WebhookEnableMutation, WebhookEnableMutationVariables>;
export const WebhookHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookHealth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookHealth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"consecutiveFailures"}},{"kind":"Field","name":{"kind":"Name","value":"warningAfterFailures"}},{"kind":"Field","name":{"kind":"Name","value":"failureWarningSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}},{"kind":"Field","name":{"kind":"Name","value":"latencyP50Ms"}},{"kind":"Field","name":{"kind":"Name","value":"latencyP95Ms"}},{"kind":"Field","name":{"kind":"Name","value":"topFailureReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhookHealthQuery, WebhookHealthQueryVariables>;
export const AppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"App"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"app"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppDashboardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppSetupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"appUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrlWhitelist"}},{"kind":"Field","name":{"kind":"Name","value":"apiContactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"installationCountries"}},{"kind":"Field","name":{"kind":"Name","value":"appReviewInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"pricingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageScreenshotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Screenshot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KeyBenefit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingPricePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPageCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListingCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppListingPreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tagLine"}},{"kind":"Field","name":{"kind":"Name","value":"chargeType"}},{"kind":"Field","name":{"kind":"Name","value":"freeTrialDays"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeChargeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"promoVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"includeKeyBenefitsImages"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicyUrl"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfServiceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"searchTerms"}},{"kind":"Field","name":{"kind":"Name","value":"offerDemoRequest"}},{"kind":"Field","name":{"kind":"Name","value":"showContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenShots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageScreenshotFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyBenefits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageKeyBenefitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageOrganizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPageCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppAccessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"holders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"installationCount"}},{"kind":"Field","name":{"kind":"Name","value":"testInstallationCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppDashboardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"App"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppSetupFields"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfInstallations"}},{"kind":"Field","name":{"kind":"Name","value":"customPublished"}},{"kind":"Field","name":{"kind":"Name","value":"canSubmitForReview"}},{"kind":"Field","name":{"kind":"Name","value":"listingLocked"}},{"kind":"Field","name":{"kind":"Name","value":"reviewReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}},{"kind":"Field","name":{"kind":"Name","value":"secretKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedVendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testInstallation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrls"}},{"kind":"Field","name":{"kind":"Name","value":"pricePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discountedYearlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bookingFeePercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppListingPreviewFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppAccessFields"}}]}}]} as unknown as DocumentNode<AppQuery, AppQueryVariables>;
export const GettingStartedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GettingStarted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gettingStarted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}}]}}]} as unknown as DocumentNode<GettingStartedQuery, GettingStartedQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"accountOwner"}},{"kind":"Field","name":{"kind":"Name","value":"adminUser"}},{"kind":"Field","name":{"kind":"Name","value":"disguised"}},{"kind":"Field","name":{"kind":"Name","value":"ownOrgId"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const AppOrgTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppOrgTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appOrg"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"termsApiAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"termsPartnerAgreed"}}]}}]}}]} as unknown as DocumentNode<AppOrgTermsQuery, AppOrgTermsQueryVariables>;