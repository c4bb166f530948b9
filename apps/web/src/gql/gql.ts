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
    "\n  query GetOrganizations($searchTerm: String) {\n    organizations(searchTerm: $searchTerm) {\n      totalCount\n      edges {\n        node {\n          id\n          businessName\n          supportEmail\n          organizationId\n        }\n      }\n    }\n  }\n": typeof types.GetOrganizationsDocument,
    "\n  mutation AppAccountUserChangeOrg($id: ID!) {\n    appAccountUserChangeOrg(id: $id) {\n      ...SessionUserFields\n    }\n  }\n": typeof types.AppAccountUserChangeOrgDocument,
    "\n  mutation AppAccountLogin($email: String!, $password: String!) {\n    appAccountLogin(account: { email: $email, password: $password }) {\n      ...SessionUserFields\n    }\n  }\n": typeof types.AppAccountLoginDocument,
    "\n  mutation AppAccountSignup(\n    $email: String!\n    $password: String!\n    $firstName: String!\n    $lastName: String!\n    $businessName: String!\n    $termsApiAgreed: Boolean!\n    $termsPartnerAgreed: Boolean!\n  ) {\n    appAccountSignup(\n      account: {\n        email: $email\n        password: $password\n        firstName: $firstName\n        lastName: $lastName\n        businessName: $businessName\n        termsApiAgreed: $termsApiAgreed\n        termsPartnerAgreed: $termsPartnerAgreed\n      }\n    )\n  }\n": typeof types.AppAccountSignupDocument,
    "\n  mutation AppAccountLogout {\n    appAccountLogout\n  }\n": typeof types.AppAccountLogoutDocument,
    "\n  mutation AppAccountPasswordResetRequest($email: String!) {\n    appAccountPasswordResetRequest(email: $email)\n  }\n": typeof types.AppAccountPasswordResetRequestDocument,
    "\n  mutation AppAccountPasswordReset($token: String!, $password: String!) {\n    appAccountPasswordReset(token: $token, password: $password)\n  }\n": typeof types.AppAccountPasswordResetDocument,
    "\n  fragment TeamUserFields on AppAccountUser {\n    id\n    email\n    firstName\n    lastName\n    accountOwner\n  }\n": typeof types.TeamUserFieldsFragmentDoc,
    "\n  query AppAccountUserList($filter: AppAccountUserFilter, $sorting: AppAccountUserSorting, $first: Int, $after: String) {\n    appAccountUserList(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...TeamUserFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AppAccountUserListDocument,
    "\n  query AppAccountUser($id: ID!) {\n    appAccountUser(id: $id) {\n      ...TeamUserFields\n    }\n  }\n": typeof types.AppAccountUserDocument,
    "\n  mutation AppAccountUserCreate($userInfo: AppAccountUserCreateInput!) {\n    appAccountUserCreate(userInfo: $userInfo) {\n      ...TeamUserFields\n    }\n  }\n": typeof types.AppAccountUserCreateDocument,
    "\n  mutation AppAccountUserUpdate($id: ID!, $userInfo: AppAccountUserUpdateInput!) {\n    appAccountUserUpdate(id: $id, userInfo: $userInfo) {\n      ...TeamUserFields\n    }\n  }\n": typeof types.AppAccountUserUpdateDocument,
    "\n  mutation AppAccountUserDelete($id: ID!) {\n    appAccountUserDelete(id: $id)\n  }\n": typeof types.AppAccountUserDeleteDocument,
    "\n  query AppReviewQueue($first: Int, $after: String) {\n    appReviewQueue(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          creationDate\n          organization {\n            id\n            businessName\n          }\n          lastReviewEvent {\n            decision\n            createdAt\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AppReviewQueueDocument,
    "\n  query AppReviewApp($id: ID!) {\n    appReviewApp(id: $id) {\n      ...AppDashboardFields\n      access {\n        publishedVersion\n      }\n      appReviewInstructions\n      organization {\n        id\n        businessName\n        businessEmail\n      }\n      validationReport {\n        ...ValidationReportFields\n      }\n    }\n  }\n": typeof types.AppReviewAppDocument,
    "\n  mutation AppReviewApprove($id: ID!) {\n    appReviewApprove(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.AppReviewApproveDocument,
    "\n  mutation AppReviewReject($id: ID!, $reason: String!) {\n    appReviewReject(id: $id, reason: $reason) {\n      id\n      status\n      reviewReason\n    }\n  }\n": typeof types.AppReviewRejectDocument,
    "\n  mutation AppReviewUnpublish($id: ID!, $reason: String) {\n    appUnpublish(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.AppReviewUnpublishDocument,
    "\n  fragment AppListItemFields on App {\n    id\n    name\n    type\n    status\n    numberOfInstallations\n  }\n": typeof types.AppListItemFieldsFragmentDoc,
    "\n  fragment ValidationReportFields on ValidationReport {\n    valid\n    testInstallationSuccessful\n    items {\n      valid\n      type\n      message\n    }\n    listingsReports {\n      listingId\n      language\n      valid\n      items {\n        valid\n        type\n        message\n      }\n    }\n  }\n": typeof types.ValidationReportFieldsFragmentDoc,
    "\n  query Apps($first: Int, $after: String) {\n    apps(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...AppListItemFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AppsDocument,
    "\n  query AppValidationReport($id: ID!) {\n    appValidationReport(id: $id) {\n      ...ValidationReportFields\n    }\n  }\n": typeof types.AppValidationReportDocument,
    "\n  mutation AppCreate($appInfo: AppInput!, $access: AppAccessInput) {\n    appCreate(appInfo: $appInfo, access: $access) {\n      ...AppDashboardFields\n    }\n  }\n": typeof types.AppCreateDocument,
    "\n  mutation AppUpdate($id: ID!, $appInfo: AppInput!) {\n    appUpdate(id: $id, appInfo: $appInfo) {\n      ...AppDashboardFields\n    }\n  }\n": typeof types.AppUpdateDocument,
    "\n  mutation AppDelete($id: ID!) {\n    appDelete(id: $id)\n  }\n": typeof types.AppDeleteDocument,
    "\n  mutation AppSubmitForReview($id: ID!) {\n    appSubmitForReview(id: $id) {\n      ...AppDashboardFields\n    }\n  }\n": typeof types.AppSubmitForReviewDocument,
    "\n  mutation AppUnpublish($id: ID!, $reason: String) {\n    appUnpublish(id: $id, reason: $reason) {\n      ...AppDashboardFields\n    }\n  }\n": typeof types.AppUnpublishDocument,
    "\n  query AppVendorSearch($query: String, $first: Int, $after: String) {\n    appVendorSearch(query: $query, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          domain\n          countryName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AppVendorSearchDocument,
    "\n  mutation AppCustomLinkToVendor($appId: ID!, $vendorId: ID!) {\n    appCustomLinkToVendor(appId: $appId, vendorId: $vendorId) {\n      ...AppDashboardFields\n    }\n  }\n": typeof types.AppCustomLinkToVendorDocument,
    "\n  mutation AppCustomPublish($appId: ID!) {\n    appCustomPublish(appId: $appId) {\n      ...AppDashboardFields\n    }\n  }\n": typeof types.AppCustomPublishDocument,
    "\n  mutation AppCredentialsReveal($id: ID!) {\n    appCredentialsReveal(id: $id) {\n      apiKey\n      secretKey\n    }\n  }\n": typeof types.AppCredentialsRevealDocument,
    "\n  mutation AppSecretKeyRotate($id: ID!) {\n    appSecretKeyRotate(id: $id) {\n      apiKey\n      secretKey\n    }\n  }\n": typeof types.AppSecretKeyRotateDocument,
    "\n  mutation AppUninstallTest($id: ID!) {\n    appUninstallTest(id: $id) {\n      id\n      numberOfInstallations\n      testInstallation {\n        id\n        creationDate\n        completed\n      }\n    }\n  }\n": typeof types.AppUninstallTestDocument,
    "\n  mutation AppAccessUpdate($appId: ID!, $scopes: [String!]!) {\n    appAccessUpdate(appId: $appId, input: { scopes: $scopes }) {\n      ...AppAccessFields\n    }\n  }\n": typeof types.AppAccessUpdateDocument,
    "\n  fragment AuditLogEntryFields on AuditLogEntry {\n    id\n    createdAt\n    action\n    kind\n    description\n    byStaff\n    organizationName\n    actor {\n      id\n      name\n      email\n    }\n  }\n": typeof types.AuditLogEntryFieldsFragmentDoc,
    "\n  query AuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...AuditLogEntryFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query AuditLogActors {\n    auditLogActors {\n      id\n      name\n      email\n    }\n  }\n": typeof types.AuditLogActorsDocument,
    "\n  query PlatformAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n    platformAuditLog(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...AuditLogEntryFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n": typeof types.PlatformAuditLogDocument,
    "\n  query PlatformAuditLogActors {\n    platformAuditLogActors {\n      id\n      name\n      email\n    }\n  }\n": typeof types.PlatformAuditLogActorsDocument,
    "\n  query AuditLogOrganizations {\n    organizations(first: 50) {\n      edges {\n        node {\n          id\n          businessName\n        }\n      }\n    }\n  }\n": typeof types.AuditLogOrganizationsDocument,
    "\n  query PublicAppListing($id: ID!) {\n    publicAppListing(id: $id) {\n      ...ListingCardFields\n      description\n      promoVideoUrl\n      includeKeyBenefitsImages\n      supportEmail\n      supportPhone\n      websiteUrl\n      privacyPolicyUrl\n      termsOfServiceUrl\n      integrations\n      offerDemoRequest\n      showContactDetails\n      icon {\n        ...ListingPageImageFields\n      }\n      screenShots {\n        ...ListingPageScreenshotFields\n      }\n      keyBenefits {\n        ...ListingPageKeyBenefitFields\n      }\n      pricePlans {\n        ...ListingPagePlanFields\n      }\n      organization {\n        ...ListingPageOrganizationFields\n      }\n      categories {\n        ...ListingPageCategoryFields\n      }\n    }\n  }\n": typeof types.PublicAppListingDocument,
    "\n  fragment ListingCardFields on PublicAppListing {\n    id\n    appId\n    name\n    tagLine\n    chargeType\n    freeTrialDays\n    oneTimeChargeAmount\n    rating {\n      average\n      count\n    }\n    icon {\n      sourceUrl\n      thumbnails: variants(maxWidth: 128) {\n        url\n        width\n        format\n      }\n    }\n    pricePlans {\n      planId\n      name\n      pricePlan {\n        id\n        type\n        monthlyAmount\n        yearlyAmount\n        oneTimeAmount\n        discountedYearlyPrice\n        bookingFeePercentage\n      }\n    }\n  }\n": typeof types.ListingCardFieldsFragmentDoc,
    "\n  query PublicAppListings(\n    $filter: PublicAppListingFilter\n    $sorting: PublicAppListingSorting\n    $first: Int\n    $after: String\n  ) {\n    publicAppListings(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...ListingCardFields\n          installBucket\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PublicAppListingsDocument,
    "\n  query PublicCategories {\n    publicCategories {\n      id\n      slug\n      name\n      appCount\n    }\n  }\n": typeof types.PublicCategoriesDocument,
    "\n  mutation ReviewReport($reviewId: ID!, $reason: String!) {\n    reviewReport(reviewId: $reviewId, reason: $reason)\n  }\n": typeof types.ReviewReportDocument,
    "\n  mutation ReviewMarkHelpful($reviewId: ID!) {\n    reviewMarkHelpful(reviewId: $reviewId) {\n      id\n      helpfulCount\n    }\n  }\n": typeof types.ReviewMarkHelpfulDocument,
    "\n  fragment StoreReviewFields on Review {\n    id\n    rating\n    title\n    body\n    authorName\n    authorCountry\n    creationDate\n    updateDate\n    helpfulCount\n    reply {\n      body\n      creationDate\n    }\n  }\n": typeof types.StoreReviewFieldsFragmentDoc,
    "\n  query PublicAppReviews($id: ID!, $sorting: ReviewSorting, $first: Int, $after: String) {\n    publicAppListing(id: $id) {\n      id\n      rating {\n        average\n        count\n        distribution {\n          stars\n          count\n        }\n      }\n      reviews(sorting: $sorting, first: $first, after: $after) {\n        totalCount\n        edges {\n          cursor\n          node {\n            ...StoreReviewFields\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": typeof types.PublicAppReviewsDocument,
    "\n  query Categories {\n    categories {\n      ...CategoryRowFields\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  fragment CategoryRowFields on Category {\n    id\n    slug\n    name\n    retired\n    appCount\n  }\n": typeof types.CategoryRowFieldsFragmentDoc,
    "\n  mutation CategoryCreate($name: String!) {\n    categoryCreate(categoryInfo: { name: $name }) {\n      ...CategoryRowFields\n    }\n  }\n": typeof types.CategoryCreateDocument,
    "\n  mutation CategoryRename($id: ID!, $name: String!) {\n    categoryRename(id: $id, categoryInfo: { name: $name }) {\n      ...CategoryRowFields\n    }\n  }\n": typeof types.CategoryRenameDocument,
    "\n  mutation CategorySetRetired($id: ID!, $retired: Boolean!) {\n    categorySetRetired(id: $id, retired: $retired) {\n      ...CategoryRowFields\n    }\n  }\n": typeof types.CategorySetRetiredDocument,
    "\n  fragment InstallationListItemFields on Installation {\n    id\n    creationDate\n    isTest\n    vendor {\n      id\n      name\n    }\n  }\n": typeof types.InstallationListItemFieldsFragmentDoc,
    "\n  query Installations($id: ID!, $first: Int, $after: String) {\n    installations(id: $id, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...InstallationListItemFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.InstallationsDocument,
    "\n  query Installation($id: ID!) {\n    installation(id: $id) {\n      id\n      creationDate\n      isTest\n      scopes\n      vendor {\n        id\n        name\n        domain\n        country\n      }\n      # the secret key masked: the reveal mutation answers it in the clear\n      oldRestApiCredentials {\n        accessKey\n        secretKey\n      }\n    }\n  }\n": typeof types.InstallationDocument,
    "\n  mutation InstallationRestCredentialsReveal($id: ID!) {\n    installationRestCredentialsReveal(id: $id) {\n      accessKey\n      secretKey\n    }\n  }\n": typeof types.InstallationRestCredentialsRevealDocument,
    "\n  fragment ListingImageFields on Image {\n    s3Key\n    fileName\n    fileType\n    width\n    height\n    size\n    sourceUrl\n    temp\n  }\n": typeof types.ListingImageFieldsFragmentDoc,
    "\n  fragment ListingEditFields on AppListing {\n    ...AppListingPreviewFields\n    icon {\n      ...ListingImageFields\n    }\n    keyBenefits {\n      title\n      description\n      image {\n        ...ListingImageFields\n      }\n    }\n    screenShots {\n      type\n      description\n      image {\n        ...ListingImageFields\n      }\n    }\n    pricePlans {\n      planId\n      name\n      features\n    }\n    categories {\n      id\n      name\n      primary\n      retired\n    }\n  }\n": typeof types.ListingEditFieldsFragmentDoc,
    "\n  query ListingCategoryOptions {\n    publicCategories {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.ListingCategoryOptionsDocument,
    "\n  query AppListing($id: ID!) {\n    appListing(id: $id) {\n      ...ListingEditFields\n    }\n  }\n": typeof types.AppListingDocument,
    "\n  mutation AppListingCreate($appId: ID!, $listingInfo: AppListingInput!) {\n    appListingCreate(appId: $appId, listingInfo: $listingInfo) {\n      ...ListingEditFields\n    }\n  }\n": typeof types.AppListingCreateDocument,
    "\n  mutation AppListingUpdate($id: ID!, $listingInfo: AppListingInput!) {\n    appListingUpdate(id: $id, listingInfo: $listingInfo) {\n      ...AppDashboardFields\n      listings {\n        ...ListingEditFields\n      }\n    }\n  }\n": typeof types.AppListingUpdateDocument,
    "\n  mutation AppListingDelete($id: ID!) {\n    appListingDelete(id: $id)\n  }\n": typeof types.AppListingDeleteDocument,
    "\n  mutation AppListingImageDelete($id: ID!, $imageType: ImageKind!, $imageKey: String!) {\n    appListingImageDelete(id: $id, imageType: $imageType, imageKey: $imageKey) {\n      ...ListingEditFields\n    }\n  }\n": typeof types.AppListingImageDeleteDocument,
    "\n  mutation S3UploadAuthorization($contentType: String!, $fileName: String, $size: Int) {\n    s3UploadAuthorization(contentType: $contentType, fileName: $fileName, size: $size) {\n      uploadUrl\n      meta {\n        s3Key\n        contentType\n        fileName\n        maxSize\n        expiresAt\n        headers {\n          name\n          value\n        }\n      }\n    }\n  }\n": typeof types.S3UploadAuthorizationDocument,
    "\n  fragment OrganizationFields on Organization {\n    id\n    businessName\n    businessEmail\n    supportEmail\n    phoneNumber\n    websiteUrl\n    emergencyDeveloperEmail\n    emergencyDeveloperPhoneNumber\n    termsApiAgreed\n    termsPartnerAgreed\n  }\n": typeof types.OrganizationFieldsFragmentDoc,
    "\n  query AppOrg($id: ID!) {\n    appOrg(id: $id) {\n      ...OrganizationFields\n    }\n  }\n": typeof types.AppOrgDocument,
    "\n  mutation AppOrgUpdate($id: ID!, $orgInfo: AppOrgInput!) {\n    appOrgUpdate(id: $id, orgInfo: $orgInfo) {\n      node {\n        ...OrganizationFields\n      }\n    }\n  }\n": typeof types.AppOrgUpdateDocument,
    "\n  query AppOrgStatus {\n    appOrgStatus {\n      hasRejectedPayout\n      hasUnclaimedPayout\n      hasValidPayoutSettings\n      hasValidTaxForm\n      periodFrom\n      periodTo\n      amount\n      displayAmount\n      payoutSettingsPreview {\n        ...PayoutSettingsFields\n      }\n      taxFormPreview {\n        formType\n        name\n        country\n        taxIdLast4\n        signedName\n        signedAt\n      }\n    }\n  }\n": typeof types.AppOrgStatusDocument,
    "\n  fragment PayoutSettingsFields on PayoutSettings {\n    payableTo\n    payoutContactEmail\n    payoutContactPhoneNumber\n    paymentType\n    paymentTerms\n    currencyCode\n    usResident\n    bankName\n    bankAccountNumber\n    abaRouting\n    swift\n    iban\n    bankId\n    branchId\n  }\n": typeof types.PayoutSettingsFieldsFragmentDoc,
    "\n  query PayoutSettings {\n    getPayoutSettings {\n      ...PayoutSettingsFields\n    }\n    currencies {\n      label\n      value\n    }\n  }\n": typeof types.PayoutSettingsDocument,
    "\n  mutation PayoutSettingsUpdate($payoutSettings: PayoutSettingsInput!) {\n    payoutSettingsUpdate(payoutSettings: $payoutSettings) {\n      ...PayoutSettingsFields\n    }\n  }\n": typeof types.PayoutSettingsUpdateDocument,
    "\n  fragment PayoutFields on Payout {\n    id\n    amount\n    displayAmount\n    creationDate\n    invoiceDateFrom\n    invoiceDateTo\n    pdfInvoiceUrl\n    status\n    reason\n  }\n": typeof types.PayoutFieldsFragmentDoc,
    "\n  query Payouts($first: Int, $after: String) {\n    getPayouts(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...PayoutFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PayoutsDocument,
    "\n  query PayoutDetails($id: ID!) {\n    getPayoutDetails(id: $id) {\n      ...PayoutFields\n      payoutInvoice {\n        id\n        fileName\n        fileType\n        s3Key\n        size\n      }\n    }\n  }\n": typeof types.PayoutDetailsDocument,
    "\n  mutation S3UploadPayoutInvoice($contentType: String!, $fileName: String, $size: Int) {\n    s3UploadPayoutInvoice(contentType: $contentType, fileName: $fileName, size: $size) {\n      uploadUrl\n      meta {\n        s3Key\n        headers {\n          name\n          value\n        }\n      }\n    }\n  }\n": typeof types.S3UploadPayoutInvoiceDocument,
    "\n  mutation InvoiceFileDelete($fileKey: String!) {\n    invoiceFileDelete(fileKey: $fileKey)\n  }\n": typeof types.InvoiceFileDeleteDocument,
    "\n  mutation SubmitPayoutRequest($fileInput: FileInput!) {\n    submitPayoutRequest(fileInput: $fileInput) {\n      ...PayoutFields\n    }\n  }\n": typeof types.SubmitPayoutRequestDocument,
    "\n  mutation UpdatePayoutRequest($id: ID!, $fileInput: FileInput!) {\n    updatePayoutRequest(id: $id, fileInput: $fileInput) {\n      ...PayoutFields\n    }\n  }\n": typeof types.UpdatePayoutRequestDocument,
    "\n  query PayoutRequests($status: PayoutStatus, $first: Int, $after: String) {\n    payoutRequests(status: $status, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          amount\n          displayAmount\n          creationDate\n          invoiceDateFrom\n          invoiceDateTo\n          pdfInvoiceUrl\n          status\n          reason\n          organization {\n            id\n            businessName\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PayoutRequestsDocument,
    "\n  mutation PayoutMarkPaid($id: ID!) {\n    payoutMarkPaid(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.PayoutMarkPaidDocument,
    "\n  mutation PayoutReject($id: ID!, $reason: String!) {\n    payoutReject(id: $id, reason: $reason) {\n      id\n      status\n      reason\n    }\n  }\n": typeof types.PayoutRejectDocument,
    "\n  fragment PricePlanFields on PricePlan {\n    id\n    appId\n    name\n    type\n    discountedYearlyPrice\n    monthlyAmount\n    yearlyAmount\n    bookingFeePercentage\n  }\n": typeof types.PricePlanFieldsFragmentDoc,
    "\n  query AppPricePlan($id: ID!) {\n    appPricePlan(id: $id) {\n      ...PricePlanFields\n    }\n  }\n": typeof types.AppPricePlanDocument,
    "\n  mutation AppPricePlanCreate($id: ID!, $planInfo: PricePlanInput!) {\n    appPricePlanCreate(id: $id, planInfo: $planInfo) {\n      ...PricePlanFields\n    }\n  }\n": typeof types.AppPricePlanCreateDocument,
    "\n  mutation AppPricePlanUpdate($id: ID!, $planInfo: PricePlanInput!) {\n    appPricePlanUpdate(id: $id, planInfo: $planInfo) {\n      ...PricePlanFields\n    }\n  }\n": typeof types.AppPricePlanUpdateDocument,
    "\n  mutation AppPricePlanDelete($id: ID!) {\n    appPricePlanDelete(id: $id)\n  }\n": typeof types.AppPricePlanDeleteDocument,
    "\n  query FunnelAppsQuery {\n    apps(first: 100) {\n      edges {\n        node {\n          id\n          name\n          status\n        }\n      }\n    }\n  }\n": typeof types.FunnelAppsQueryDocument,
    "\n  query ListingFunnelQuery($appId: ID!, $from: String!, $to: String!) {\n    listingFunnel(appId: $appId, from: $from, to: $to) {\n      appId\n      period {\n        from\n        to\n      }\n      previousPeriod {\n        from\n        to\n      }\n      steps {\n        step\n        count\n        conversion\n        previousCount\n        previousConversion\n        sources {\n          source\n          count\n        }\n      }\n    }\n  }\n": typeof types.ListingFunnelQueryDocument,
    "\n  query AppDashboardQuery($timestampFrom: Float!, $timestampTo: Float!, $split: Split!) {\n    appDashboard(timestampFrom: $timestampFrom, timestampTo: $timestampTo, split: $split) {\n      installations {\n        label\n        amount\n      }\n      uninstallations {\n        label\n        amount\n      }\n      installationsByCountry {\n        label\n        amount\n      }\n    }\n  }\n": typeof types.AppDashboardQueryDocument,
    "\n  query UninstallReasonsQuery($timestampFrom: Float!, $timestampTo: Float!, $appId: ID) {\n    uninstallReasons(timestampFrom: $timestampFrom, timestampTo: $timestampTo, appId: $appId) {\n      appId\n      appName\n      period\n      total\n      skipped\n      counts {\n        reason\n        count\n      }\n      comments {\n        reason\n        comment\n      }\n    }\n  }\n": typeof types.UninstallReasonsQueryDocument,
    "\n  query InstallCohortsQuery($appId: ID) {\n    installCohorts(appId: $appId) {\n      month\n      installs\n      after1\n      after3\n      after6\n      after12\n    }\n  }\n": typeof types.InstallCohortsQueryDocument,
    "\n  query RevenueReportQuery($appId: ID, $months: Int) {\n    revenueReport(appId: $appId, months: $months) {\n      month\n      monthToDate\n      currency\n      mrr\n      dueLater\n      newRevenue\n      expansion\n      contraction\n      churned\n      payingInstalls\n      trialStarts\n      trialConversions\n      earnings\n    }\n  }\n": typeof types.RevenueReportQueryDocument,
    "\n  query RevenueAppsQuery {\n    apps(first: 100) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.RevenueAppsQueryDocument,
    "\n  fragment ManagedReviewFields on ManagedReview {\n    appId\n    appName\n    hidden\n    hiddenReason\n    review {\n      id\n      rating\n      title\n      body\n      authorName\n      authorCountry\n      creationDate\n      updateDate\n      reply {\n        body\n        updateDate\n      }\n    }\n  }\n": typeof types.ManagedReviewFieldsFragmentDoc,
    "\n  query PartnerReviews($first: Int, $after: String) {\n    reviewMailSetting\n    partnerReviews(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...ManagedReviewFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PartnerReviewsDocument,
    "\n  mutation ReviewReplySave($reviewId: ID!, $body: String!) {\n    reviewReplySave(reviewId: $reviewId, body: $body) {\n      ...ManagedReviewFields\n    }\n  }\n": typeof types.ReviewReplySaveDocument,
    "\n  mutation ReviewMailSettingSave($enabled: Boolean!) {\n    reviewMailSettingSave(enabled: $enabled)\n  }\n": typeof types.ReviewMailSettingSaveDocument,
    "\n  query ReportedReviews($first: Int, $after: String) {\n    reportedReviews(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...ManagedReviewFields\n          openReports {\n            reason\n            creationDate\n            reporterName\n            reporterType\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ReportedReviewsDocument,
    "\n  mutation ReviewHide($id: ID!, $reason: String!) {\n    reviewHide(id: $id, reason: $reason) {\n      ...ManagedReviewFields\n    }\n  }\n": typeof types.ReviewHideDocument,
    "\n  mutation ReviewReportsDismiss($id: ID!) {\n    reviewReportsDismiss(id: $id) {\n      ...ManagedReviewFields\n    }\n  }\n": typeof types.ReviewReportsDismissDocument,
    "\n  fragment WebhookFields on WebhookSubscription {\n    id\n    appId\n    topic\n    url\n    enabled\n    disabledReason\n  }\n": typeof types.WebhookFieldsFragmentDoc,
    "\n  query Webhook($id: ID!) {\n    webhook(id: $id) {\n      ...WebhookFields\n    }\n  }\n": typeof types.WebhookDocument,
    "\n  mutation WebhookCreate($appId: ID!, $webhookInfo: WebhookInput!) {\n    webhookCreate(appId: $appId, webhookInfo: $webhookInfo) {\n      ...WebhookFields\n    }\n  }\n": typeof types.WebhookCreateDocument,
    "\n  mutation WebhookUpdate($id: ID!, $webhookInfo: WebhookInput!) {\n    webhookUpdate(id: $id, webhookInfo: $webhookInfo) {\n      ...WebhookFields\n    }\n  }\n": typeof types.WebhookUpdateDocument,
    "\n  mutation WebhookDelete($id: ID!) {\n    webhookDelete(id: $id)\n  }\n": typeof types.WebhookDeleteDocument,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    webhookId\n    eventId\n    topic\n    status\n    attemptCount\n    createdAt\n    nextAttemptAt\n    lastAttempt {\n      attemptedAt\n      statusCode\n      latencyMs\n      responseExcerpt\n      error\n    }\n  }\n": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookDeliveries($webhookId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(webhookId: $webhookId, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...WebhookDeliveryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation WebhookDeliveryResend($id: ID!) {\n    webhookDeliveryResend(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.WebhookDeliveryResendDocument,
    "\n  mutation WebhookResendFailed($webhookId: ID!) {\n    webhookResendFailed(webhookId: $webhookId)\n  }\n": typeof types.WebhookResendFailedDocument,
    "\n  mutation WebhookEnable($id: ID!) {\n    webhookEnable(id: $id) {\n      ...WebhookFields\n    }\n  }\n": typeof types.WebhookEnableDocument,
    "\n  query WebhookHealth($webhookId: ID!) {\n    webhookHealth(webhookId: $webhookId) {\n      webhookId\n      consecutiveFailures\n      warningAfterFailures\n      failureWarningSentAt\n      windows {\n        window\n        attempts\n        succeeded\n        successRate\n        latencyP50Ms\n        latencyP95Ms\n        topFailureReasons {\n          reason\n          statusCode\n          label\n          count\n        }\n      }\n    }\n  }\n": typeof types.WebhookHealthDocument,
    "\n  fragment AppSetupFields on App {\n    id\n    name\n    type\n    status\n    appUrl\n    redirectUrlWhitelist\n    apiContactEmail\n    chargeType\n    oneTimeChargeAmount\n    freeTrialDays\n    installationCountries\n    appReviewInstructions\n    pricingLocked\n    canDelete\n  }\n": typeof types.AppSetupFieldsFragmentDoc,
    "\n  fragment AppListingPreviewFields on AppListing {\n    id\n    appId\n    language\n    name\n    tagLine\n    chargeType\n    freeTrialDays\n    oneTimeChargeAmount\n    description\n    promoVideoUrl\n    includeKeyBenefitsImages\n    supportEmail\n    supportPhone\n    websiteUrl\n    privacyPolicyUrl\n    termsOfServiceUrl\n    integrations\n    searchTerms\n    offerDemoRequest\n    showContactDetails\n    icon {\n      ...ListingPageImageFields\n    }\n    screenShots {\n      ...ListingPageScreenshotFields\n    }\n    keyBenefits {\n      ...ListingPageKeyBenefitFields\n    }\n    pricePlans {\n      ...ListingPagePlanFields\n    }\n    organization {\n      ...ListingPageOrganizationFields\n    }\n    categories {\n      ...ListingPageCategoryFields\n    }\n  }\n": typeof types.AppListingPreviewFieldsFragmentDoc,
    "\n  fragment AppAccessFields on App {\n    id\n    access {\n      version\n      scopes\n      holders {\n        scope\n        installationCount\n      }\n      versions {\n        version\n        scopes\n        added\n        removed\n        creationDate\n        installationCount\n        testInstallationCount\n      }\n    }\n  }\n": typeof types.AppAccessFieldsFragmentDoc,
    "\n  fragment AppDashboardFields on App {\n    ...AppSetupFields\n    creationDate\n    numberOfInstallations\n    customPublished\n    canSubmitForReview\n    listingLocked\n    reviewReason\n    lastReviewEvent {\n      decision\n      reason\n      createdAt\n    }\n    apiCredentials {\n      apiKey\n      secretKey\n    }\n    linkedVendor {\n      id\n      name\n    }\n    customInstallation {\n      id\n      creationDate\n    }\n    testInstallation {\n      id\n      creationDate\n      completed\n    }\n    redirectUrls\n    pricePlans {\n      id\n      name\n      type\n      discountedYearlyPrice\n      monthlyAmount\n      yearlyAmount\n      bookingFeePercentage\n    }\n    webhookSubscriptions {\n      id\n      topic\n      url\n      enabled\n      disabledReason\n    }\n    listings {\n      ...AppListingPreviewFields\n    }\n    ...AppAccessFields\n  }\n": typeof types.AppDashboardFieldsFragmentDoc,
    "\n  query App($id: ID!) {\n    app(id: $id) {\n      ...AppDashboardFields\n    }\n  }\n": typeof types.AppDocument,
    "\n  query GettingStarted {\n    gettingStarted {\n      complete\n      appId\n      appName\n      steps {\n        id\n        done\n      }\n    }\n  }\n": typeof types.GettingStartedDocument,
    "\n  fragment ListingPageImageFields on Image {\n    sourceUrl\n    width\n    height\n    variants {\n      url\n      width\n      height\n      format\n    }\n  }\n": typeof types.ListingPageImageFieldsFragmentDoc,
    "\n  fragment ListingPageScreenshotFields on Screenshot {\n    type\n    description\n    image {\n      ...ListingPageImageFields\n    }\n  }\n": typeof types.ListingPageScreenshotFieldsFragmentDoc,
    "\n  fragment ListingPageKeyBenefitFields on KeyBenefit {\n    title\n    description\n    image {\n      ...ListingPageImageFields\n    }\n  }\n": typeof types.ListingPageKeyBenefitFieldsFragmentDoc,
    "\n  fragment ListingPagePlanFields on ListingPricePlan {\n    planId\n    name\n    features\n    pricePlan {\n      id\n      name\n      type\n      monthlyAmount\n      yearlyAmount\n      oneTimeAmount\n      discountedYearlyPrice\n      bookingFeePercentage\n    }\n  }\n": typeof types.ListingPagePlanFieldsFragmentDoc,
    "\n  fragment ListingPageCategoryFields on ListingCategory {\n    id\n    slug\n    name\n    primary\n    retired\n  }\n": typeof types.ListingPageCategoryFieldsFragmentDoc,
    "\n  fragment ListingPageOrganizationFields on PublicOrganization {\n    id\n    businessName\n    businessEmail\n    supportEmail\n  }\n": typeof types.ListingPageOrganizationFieldsFragmentDoc,
    "\n  fragment SessionUserFields on AppAccountUser {\n    id\n    email\n    firstName\n    lastName\n    orgId\n    orgName\n    organizationId\n    accountOwner\n    adminUser\n    disguised\n    ownOrgId\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  query AppOrgTerms($id: ID!) {\n    appOrg(id: $id) {\n      id\n      termsApiAgreed\n      termsPartnerAgreed\n    }\n  }\n": typeof types.AppOrgTermsDocument,
};
const documents: Documents = {
    "\n  query GetOrganizations($searchTerm: String) {\n    organizations(searchTerm: $searchTerm) {\n      totalCount\n      edges {\n        node {\n          id\n          businessName\n          supportEmail\n          organizationId\n        }\n      }\n    }\n  }\n": types.GetOrganizationsDocument,
    "\n  mutation AppAccountUserChangeOrg($id: ID!) {\n    appAccountUserChangeOrg(id: $id) {\n      ...SessionUserFields\n    }\n  }\n": types.AppAccountUserChangeOrgDocument,
    "\n  mutation AppAccountLogin($email: String!, $password: String!) {\n    appAccountLogin(account: { email: $email, password: $password }) {\n      ...SessionUserFields\n    }\n  }\n": types.AppAccountLoginDocument,
    "\n  mutation AppAccountSignup(\n    $email: String!\n    $password: String!\n    $firstName: String!\n    $lastName: String!\n    $businessName: String!\n    $termsApiAgreed: Boolean!\n    $termsPartnerAgreed: Boolean!\n  ) {\n    appAccountSignup(\n      account: {\n        email: $email\n        password: $password\n        firstName: $firstName\n        lastName: $lastName\n        businessName: $businessName\n        termsApiAgreed: $termsApiAgreed\n        termsPartnerAgreed: $termsPartnerAgreed\n      }\n    )\n  }\n": types.AppAccountSignupDocument,
    "\n  mutation AppAccountLogout {\n    appAccountLogout\n  }\n": types.AppAccountLogoutDocument,
    "\n  mutation AppAccountPasswordResetRequest($email: String!) {\n    appAccountPasswordResetRequest(email: $email)\n  }\n": types.AppAccountPasswordResetRequestDocument,
    "\n  mutation AppAccountPasswordReset($token: String!, $password: String!) {\n    appAccountPasswordReset(token: $token, password: $password)\n  }\n": types.AppAccountPasswordResetDocument,
    "\n  fragment TeamUserFields on AppAccountUser {\n    id\n    email\n    firstName\n    lastName\n    accountOwner\n  }\n": types.TeamUserFieldsFragmentDoc,
    "\n  query AppAccountUserList($filter: AppAccountUserFilter, $sorting: AppAccountUserSorting, $first: Int, $after: String) {\n    appAccountUserList(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...TeamUserFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.AppAccountUserListDocument,
    "\n  query AppAccountUser($id: ID!) {\n    appAccountUser(id: $id) {\n      ...TeamUserFields\n    }\n  }\n": types.AppAccountUserDocument,
    "\n  mutation AppAccountUserCreate($userInfo: AppAccountUserCreateInput!) {\n    appAccountUserCreate(userInfo: $userInfo) {\n      ...TeamUserFields\n    }\n  }\n": types.AppAccountUserCreateDocument,
    "\n  mutation AppAccountUserUpdate($id: ID!, $userInfo: AppAccountUserUpdateInput!) {\n    appAccountUserUpdate(id: $id, userInfo: $userInfo) {\n      ...TeamUserFields\n    }\n  }\n": types.AppAccountUserUpdateDocument,
    "\n  mutation AppAccountUserDelete($id: ID!) {\n    appAccountUserDelete(id: $id)\n  }\n": types.AppAccountUserDeleteDocument,
    "\n  query AppReviewQueue($first: Int, $after: String) {\n    appReviewQueue(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          creationDate\n          organization {\n            id\n            businessName\n          }\n          lastReviewEvent {\n            decision\n            createdAt\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.AppReviewQueueDocument,
    "\n  query AppReviewApp($id: ID!) {\n    appReviewApp(id: $id) {\n      ...AppDashboardFields\n      access {\n        publishedVersion\n      }\n      appReviewInstructions\n      organization {\n        id\n        businessName\n        businessEmail\n      }\n      validationReport {\n        ...ValidationReportFields\n      }\n    }\n  }\n": types.AppReviewAppDocument,
    "\n  mutation AppReviewApprove($id: ID!) {\n    appReviewApprove(id: $id) {\n      id\n      status\n    }\n  }\n": types.AppReviewApproveDocument,
    "\n  mutation AppReviewReject($id: ID!, $reason: String!) {\n    appReviewReject(id: $id, reason: $reason) {\n      id\n      status\n      reviewReason\n    }\n  }\n": types.AppReviewRejectDocument,
    "\n  mutation AppReviewUnpublish($id: ID!, $reason: String) {\n    appUnpublish(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.AppReviewUnpublishDocument,
    "\n  fragment AppListItemFields on App {\n    id\n    name\n    type\n    status\n    numberOfInstallations\n  }\n": types.AppListItemFieldsFragmentDoc,
    "\n  fragment ValidationReportFields on ValidationReport {\n    valid\n    testInstallationSuccessful\n    items {\n      valid\n      type\n      message\n    }\n    listingsReports {\n      listingId\n      language\n      valid\n      items {\n        valid\n        type\n        message\n      }\n    }\n  }\n": types.ValidationReportFieldsFragmentDoc,
    "\n  query Apps($first: Int, $after: String) {\n    apps(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...AppListItemFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.AppsDocument,
    "\n  query AppValidationReport($id: ID!) {\n    appValidationReport(id: $id) {\n      ...ValidationReportFields\n    }\n  }\n": types.AppValidationReportDocument,
    "\n  mutation AppCreate($appInfo: AppInput!, $access: AppAccessInput) {\n    appCreate(appInfo: $appInfo, access: $access) {\n      ...AppDashboardFields\n    }\n  }\n": types.AppCreateDocument,
    "\n  mutation AppUpdate($id: ID!, $appInfo: AppInput!) {\n    appUpdate(id: $id, appInfo: $appInfo) {\n      ...AppDashboardFields\n    }\n  }\n": types.AppUpdateDocument,
    "\n  mutation AppDelete($id: ID!) {\n    appDelete(id: $id)\n  }\n": types.AppDeleteDocument,
    "\n  mutation AppSubmitForReview($id: ID!) {\n    appSubmitForReview(id: $id) {\n      ...AppDashboardFields\n    }\n  }\n": types.AppSubmitForReviewDocument,
    "\n  mutation AppUnpublish($id: ID!, $reason: String) {\n    appUnpublish(id: $id, reason: $reason) {\n      ...AppDashboardFields\n    }\n  }\n": types.AppUnpublishDocument,
    "\n  query AppVendorSearch($query: String, $first: Int, $after: String) {\n    appVendorSearch(query: $query, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          domain\n          countryName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.AppVendorSearchDocument,
    "\n  mutation AppCustomLinkToVendor($appId: ID!, $vendorId: ID!) {\n    appCustomLinkToVendor(appId: $appId, vendorId: $vendorId) {\n      ...AppDashboardFields\n    }\n  }\n": types.AppCustomLinkToVendorDocument,
    "\n  mutation AppCustomPublish($appId: ID!) {\n    appCustomPublish(appId: $appId) {\n      ...AppDashboardFields\n    }\n  }\n": types.AppCustomPublishDocument,
    "\n  mutation AppCredentialsReveal($id: ID!) {\n    appCredentialsReveal(id: $id) {\n      apiKey\n      secretKey\n    }\n  }\n": types.AppCredentialsRevealDocument,
    "\n  mutation AppSecretKeyRotate($id: ID!) {\n    appSecretKeyRotate(id: $id) {\n      apiKey\n      secretKey\n    }\n  }\n": types.AppSecretKeyRotateDocument,
    "\n  mutation AppUninstallTest($id: ID!) {\n    appUninstallTest(id: $id) {\n      id\n      numberOfInstallations\n      testInstallation {\n        id\n        creationDate\n        completed\n      }\n    }\n  }\n": types.AppUninstallTestDocument,
    "\n  mutation AppAccessUpdate($appId: ID!, $scopes: [String!]!) {\n    appAccessUpdate(appId: $appId, input: { scopes: $scopes }) {\n      ...AppAccessFields\n    }\n  }\n": types.AppAccessUpdateDocument,
    "\n  fragment AuditLogEntryFields on AuditLogEntry {\n    id\n    createdAt\n    action\n    kind\n    description\n    byStaff\n    organizationName\n    actor {\n      id\n      name\n      email\n    }\n  }\n": types.AuditLogEntryFieldsFragmentDoc,
    "\n  query AuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...AuditLogEntryFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  query AuditLogActors {\n    auditLogActors {\n      id\n      name\n      email\n    }\n  }\n": types.AuditLogActorsDocument,
    "\n  query PlatformAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n    platformAuditLog(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...AuditLogEntryFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n": types.PlatformAuditLogDocument,
    "\n  query PlatformAuditLogActors {\n    platformAuditLogActors {\n      id\n      name\n      email\n    }\n  }\n": types.PlatformAuditLogActorsDocument,
    "\n  query AuditLogOrganizations {\n    organizations(first: 50) {\n      edges {\n        node {\n          id\n          businessName\n        }\n      }\n    }\n  }\n": types.AuditLogOrganizationsDocument,
    "\n  query PublicAppListing($id: ID!) {\n    publicAppListing(id: $id) {\n      ...ListingCardFields\n      description\n      promoVideoUrl\n      includeKeyBenefitsImages\n      supportEmail\n      supportPhone\n      websiteUrl\n      privacyPolicyUrl\n      termsOfServiceUrl\n      integrations\n      offerDemoRequest\n      showContactDetails\n      icon {\n        ...ListingPageImageFields\n      }\n      screenShots {\n        ...ListingPageScreenshotFields\n      }\n      keyBenefits {\n        ...ListingPageKeyBenefitFields\n      }\n      pricePlans {\n        ...ListingPagePlanFields\n      }\n      organization {\n        ...ListingPageOrganizationFields\n      }\n      categories {\n        ...ListingPageCategoryFields\n      }\n    }\n  }\n": types.PublicAppListingDocument,
    "\n  fragment ListingCardFields on PublicAppListing {\n    id\n    appId\n    name\n    tagLine\n    chargeType\n    freeTrialDays\n    oneTimeChargeAmount\n    rating {\n      average\n      count\n    }\n    icon {\n      sourceUrl\n      thumbnails: variants(maxWidth: 128) {\n        url\n        width\n        format\n      }\n    }\n    pricePlans {\n      planId\n      name\n      pricePlan {\n        id\n        type\n        monthlyAmount\n        yearlyAmount\n        oneTimeAmount\n        discountedYearlyPrice\n        bookingFeePercentage\n      }\n    }\n  }\n": types.ListingCardFieldsFragmentDoc,
    "\n  query PublicAppListings(\n    $filter: PublicAppListingFilter\n    $sorting: PublicAppListingSorting\n    $first: Int\n    $after: String\n  ) {\n    publicAppListings(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...ListingCardFields\n          installBucket\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PublicAppListingsDocument,
    "\n  query PublicCategories {\n    publicCategories {\n      id\n      slug\n      name\n      appCount\n    }\n  }\n": types.PublicCategoriesDocument,
    "\n  mutation ReviewReport($reviewId: ID!, $reason: String!) {\n    reviewReport(reviewId: $reviewId, reason: $reason)\n  }\n": types.ReviewReportDocument,
    "\n  mutation ReviewMarkHelpful($reviewId: ID!) {\n    reviewMarkHelpful(reviewId: $reviewId) {\n      id\n      helpfulCount\n    }\n  }\n": types.ReviewMarkHelpfulDocument,
    "\n  fragment StoreReviewFields on Review {\n    id\n    rating\n    title\n    body\n    authorName\n    authorCountry\n    creationDate\n    updateDate\n    helpfulCount\n    reply {\n      body\n      creationDate\n    }\n  }\n": types.StoreReviewFieldsFragmentDoc,
    "\n  query PublicAppReviews($id: ID!, $sorting: ReviewSorting, $first: Int, $after: String) {\n    publicAppListing(id: $id) {\n      id\n      rating {\n        average\n        count\n        distribution {\n          stars\n          count\n        }\n      }\n      reviews(sorting: $sorting, first: $first, after: $after) {\n        totalCount\n        edges {\n          cursor\n          node {\n            ...StoreReviewFields\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": types.PublicAppReviewsDocument,
    "\n  query Categories {\n    categories {\n      ...CategoryRowFields\n    }\n  }\n": types.CategoriesDocument,
    "\n  fragment CategoryRowFields on Category {\n    id\n    slug\n    name\n    retired\n    appCount\n  }\n": types.CategoryRowFieldsFragmentDoc,
    "\n  mutation CategoryCreate($name: String!) {\n    categoryCreate(categoryInfo: { name: $name }) {\n      ...CategoryRowFields\n    }\n  }\n": types.CategoryCreateDocument,
    "\n  mutation CategoryRename($id: ID!, $name: String!) {\n    categoryRename(id: $id, categoryInfo: { name: $name }) {\n      ...CategoryRowFields\n    }\n  }\n": types.CategoryRenameDocument,
    "\n  mutation CategorySetRetired($id: ID!, $retired: Boolean!) {\n    categorySetRetired(id: $id, retired: $retired) {\n      ...CategoryRowFields\n    }\n  }\n": types.CategorySetRetiredDocument,
    "\n  fragment InstallationListItemFields on Installation {\n    id\n    creationDate\n    isTest\n    vendor {\n      id\n      name\n    }\n  }\n": types.InstallationListItemFieldsFragmentDoc,
    "\n  query Installations($id: ID!, $first: Int, $after: String) {\n    installations(id: $id, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...InstallationListItemFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.InstallationsDocument,
    "\n  query Installation($id: ID!) {\n    installation(id: $id) {\n      id\n      creationDate\n      isTest\n      scopes\n      vendor {\n        id\n        name\n        domain\n        country\n      }\n      # the secret key masked: the reveal mutation answers it in the clear\n      oldRestApiCredentials {\n        accessKey\n        secretKey\n      }\n    }\n  }\n": types.InstallationDocument,
    "\n  mutation InstallationRestCredentialsReveal($id: ID!) {\n    installationRestCredentialsReveal(id: $id) {\n      accessKey\n      secretKey\n    }\n  }\n": types.InstallationRestCredentialsRevealDocument,
    "\n  fragment ListingImageFields on Image {\n    s3Key\n    fileName\n    fileType\n    width\n    height\n    size\n    sourceUrl\n    temp\n  }\n": types.ListingImageFieldsFragmentDoc,
    "\n  fragment ListingEditFields on AppListing {\n    ...AppListingPreviewFields\n    icon {\n      ...ListingImageFields\n    }\n    keyBenefits {\n      title\n      description\n      image {\n        ...ListingImageFields\n      }\n    }\n    screenShots {\n      type\n      description\n      image {\n        ...ListingImageFields\n      }\n    }\n    pricePlans {\n      planId\n      name\n      features\n    }\n    categories {\n      id\n      name\n      primary\n      retired\n    }\n  }\n": types.ListingEditFieldsFragmentDoc,
    "\n  query ListingCategoryOptions {\n    publicCategories {\n      id\n      slug\n      name\n    }\n  }\n": types.ListingCategoryOptionsDocument,
    "\n  query AppListing($id: ID!) {\n    appListing(id: $id) {\n      ...ListingEditFields\n    }\n  }\n": types.AppListingDocument,
    "\n  mutation AppListingCreate($appId: ID!, $listingInfo: AppListingInput!) {\n    appListingCreate(appId: $appId, listingInfo: $listingInfo) {\n      ...ListingEditFields\n    }\n  }\n": types.AppListingCreateDocument,
    "\n  mutation AppListingUpdate($id: ID!, $listingInfo: AppListingInput!) {\n    appListingUpdate(id: $id, listingInfo: $listingInfo) {\n      ...AppDashboardFields\n      listings {\n        ...ListingEditFields\n      }\n    }\n  }\n": types.AppListingUpdateDocument,
    "\n  mutation AppListingDelete($id: ID!) {\n    appListingDelete(id: $id)\n  }\n": types.AppListingDeleteDocument,
    "\n  mutation AppListingImageDelete($id: ID!, $imageType: ImageKind!, $imageKey: String!) {\n    appListingImageDelete(id: $id, imageType: $imageType, imageKey: $imageKey) {\n      ...ListingEditFields\n    }\n  }\n": types.AppListingImageDeleteDocument,
    "\n  mutation S3UploadAuthorization($contentType: String!, $fileName: String, $size: Int) {\n    s3UploadAuthorization(contentType: $contentType, fileName: $fileName, size: $size) {\n      uploadUrl\n      meta {\n        s3Key\n        contentType\n        fileName\n        maxSize\n        expiresAt\n        headers {\n          name\n          value\n        }\n      }\n    }\n  }\n": types.S3UploadAuthorizationDocument,
    "\n  fragment OrganizationFields on Organization {\n    id\n    businessName\n    businessEmail\n    supportEmail\n    phoneNumber\n    websiteUrl\n    emergencyDeveloperEmail\n    emergencyDeveloperPhoneNumber\n    termsApiAgreed\n    termsPartnerAgreed\n  }\n": types.OrganizationFieldsFragmentDoc,
    "\n  query AppOrg($id: ID!) {\n    appOrg(id: $id) {\n      ...OrganizationFields\n    }\n  }\n": types.AppOrgDocument,
    "\n  mutation AppOrgUpdate($id: ID!, $orgInfo: AppOrgInput!) {\n    appOrgUpdate(id: $id, orgInfo: $orgInfo) {\n      node {\n        ...OrganizationFields\n      }\n    }\n  }\n": types.AppOrgUpdateDocument,
    "\n  query AppOrgStatus {\n    appOrgStatus {\n      hasRejectedPayout\n      hasUnclaimedPayout\n      hasValidPayoutSettings\n      hasValidTaxForm\n      periodFrom\n      periodTo\n      amount\n      displayAmount\n      payoutSettingsPreview {\n        ...PayoutSettingsFields\n      }\n      taxFormPreview {\n        formType\n        name\n        country\n        taxIdLast4\n        signedName\n        signedAt\n      }\n    }\n  }\n": types.AppOrgStatusDocument,
    "\n  fragment PayoutSettingsFields on PayoutSettings {\n    payableTo\n    payoutContactEmail\n    payoutContactPhoneNumber\n    paymentType\n    paymentTerms\n    currencyCode\n    usResident\n    bankName\n    bankAccountNumber\n    abaRouting\n    swift\n    iban\n    bankId\n    branchId\n  }\n": types.PayoutSettingsFieldsFragmentDoc,
    "\n  query PayoutSettings {\n    getPayoutSettings {\n      ...PayoutSettingsFields\n    }\n    currencies {\n      label\n      value\n    }\n  }\n": types.PayoutSettingsDocument,
    "\n  mutation PayoutSettingsUpdate($payoutSettings: PayoutSettingsInput!) {\n    payoutSettingsUpdate(payoutSettings: $payoutSettings) {\n      ...PayoutSettingsFields\n    }\n  }\n": types.PayoutSettingsUpdateDocument,
    "\n  fragment PayoutFields on Payout {\n    id\n    amount\n    displayAmount\n    creationDate\n    invoiceDateFrom\n    invoiceDateTo\n    pdfInvoiceUrl\n    status\n    reason\n  }\n": types.PayoutFieldsFragmentDoc,
    "\n  query Payouts($first: Int, $after: String) {\n    getPayouts(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...PayoutFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PayoutsDocument,
    "\n  query PayoutDetails($id: ID!) {\n    getPayoutDetails(id: $id) {\n      ...PayoutFields\n      payoutInvoice {\n        id\n        fileName\n        fileType\n        s3Key\n        size\n      }\n    }\n  }\n": types.PayoutDetailsDocument,
    "\n  mutation S3UploadPayoutInvoice($contentType: String!, $fileName: String, $size: Int) {\n    s3UploadPayoutInvoice(contentType: $contentType, fileName: $fileName, size: $size) {\n      uploadUrl\n      meta {\n        s3Key\n        headers {\n          name\n          value\n        }\n      }\n    }\n  }\n": types.S3UploadPayoutInvoiceDocument,
    "\n  mutation InvoiceFileDelete($fileKey: String!) {\n    invoiceFileDelete(fileKey: $fileKey)\n  }\n": types.InvoiceFileDeleteDocument,
    "\n  mutation SubmitPayoutRequest($fileInput: FileInput!) {\n    submitPayoutRequest(fileInput: $fileInput) {\n      ...PayoutFields\n    }\n  }\n": types.SubmitPayoutRequestDocument,
    "\n  mutation UpdatePayoutRequest($id: ID!, $fileInput: FileInput!) {\n    updatePayoutRequest(id: $id, fileInput: $fileInput) {\n      ...PayoutFields\n    }\n  }\n": types.UpdatePayoutRequestDocument,
    "\n  query PayoutRequests($status: PayoutStatus, $first: Int, $after: String) {\n    payoutRequests(status: $status, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          amount\n          displayAmount\n          creationDate\n          invoiceDateFrom\n          invoiceDateTo\n          pdfInvoiceUrl\n          status\n          reason\n          organization {\n            id\n            businessName\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PayoutRequestsDocument,
    "\n  mutation PayoutMarkPaid($id: ID!) {\n    payoutMarkPaid(id: $id) {\n      id\n      status\n    }\n  }\n": types.PayoutMarkPaidDocument,
    "\n  mutation PayoutReject($id: ID!, $reason: String!) {\n    payoutReject(id: $id, reason: $reason) {\n      id\n      status\n      reason\n    }\n  }\n": types.PayoutRejectDocument,
    "\n  fragment PricePlanFields on PricePlan {\n    id\n    appId\n    name\n    type\n    discountedYearlyPrice\n    monthlyAmount\n    yearlyAmount\n    bookingFeePercentage\n  }\n": types.PricePlanFieldsFragmentDoc,
    "\n  query AppPricePlan($id: ID!) {\n    appPricePlan(id: $id) {\n      ...PricePlanFields\n    }\n  }\n": types.AppPricePlanDocument,
    "\n  mutation AppPricePlanCreate($id: ID!, $planInfo: PricePlanInput!) {\n    appPricePlanCreate(id: $id, planInfo: $planInfo) {\n      ...PricePlanFields\n    }\n  }\n": types.AppPricePlanCreateDocument,
    "\n  mutation AppPricePlanUpdate($id: ID!, $planInfo: PricePlanInput!) {\n    appPricePlanUpdate(id: $id, planInfo: $planInfo) {\n      ...PricePlanFields\n    }\n  }\n": types.AppPricePlanUpdateDocument,
    "\n  mutation AppPricePlanDelete($id: ID!) {\n    appPricePlanDelete(id: $id)\n  }\n": types.AppPricePlanDeleteDocument,
    "\n  query FunnelAppsQuery {\n    apps(first: 100) {\n      edges {\n        node {\n          id\n          name\n          status\n        }\n      }\n    }\n  }\n": types.FunnelAppsQueryDocument,
    "\n  query ListingFunnelQuery($appId: ID!, $from: String!, $to: String!) {\n    listingFunnel(appId: $appId, from: $from, to: $to) {\n      appId\n      period {\n        from\n        to\n      }\n      previousPeriod {\n        from\n        to\n      }\n      steps {\n        step\n        count\n        conversion\n        previousCount\n        previousConversion\n        sources {\n          source\n          count\n        }\n      }\n    }\n  }\n": types.ListingFunnelQueryDocument,
    "\n  query AppDashboardQuery($timestampFrom: Float!, $timestampTo: Float!, $split: Split!) {\n    appDashboard(timestampFrom: $timestampFrom, timestampTo: $timestampTo, split: $split) {\n      installations {\n        label\n        amount\n      }\n      uninstallations {\n        label\n        amount\n      }\n      installationsByCountry {\n        label\n        amount\n      }\n    }\n  }\n": types.AppDashboardQueryDocument,
    "\n  query UninstallReasonsQuery($timestampFrom: Float!, $timestampTo: Float!, $appId: ID) {\n    uninstallReasons(timestampFrom: $timestampFrom, timestampTo: $timestampTo, appId: $appId) {\n      appId\n      appName\n      period\n      total\n      skipped\n      counts {\n        reason\n        count\n      }\n      comments {\n        reason\n        comment\n      }\n    }\n  }\n": types.UninstallReasonsQueryDocument,
    "\n  query InstallCohortsQuery($appId: ID) {\n    installCohorts(appId: $appId) {\n      month\n      installs\n      after1\n      after3\n      after6\n      after12\n    }\n  }\n": types.InstallCohortsQueryDocument,
    "\n  query RevenueReportQuery($appId: ID, $months: Int) {\n    revenueReport(appId: $appId, months: $months) {\n      month\n      monthToDate\n      currency\n      mrr\n      dueLater\n      newRevenue\n      expansion\n      contraction\n      churned\n      payingInstalls\n      trialStarts\n      trialConversions\n      earnings\n    }\n  }\n": types.RevenueReportQueryDocument,
    "\n  query RevenueAppsQuery {\n    apps(first: 100) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.RevenueAppsQueryDocument,
    "\n  fragment ManagedReviewFields on ManagedReview {\n    appId\n    appName\n    hidden\n    hiddenReason\n    review {\n      id\n      rating\n      title\n      body\n      authorName\n      authorCountry\n      creationDate\n      updateDate\n      reply {\n        body\n        updateDate\n      }\n    }\n  }\n": types.ManagedReviewFieldsFragmentDoc,
    "\n  query PartnerReviews($first: Int, $after: String) {\n    reviewMailSetting\n    partnerReviews(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...ManagedReviewFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.PartnerReviewsDocument,
    "\n  mutation ReviewReplySave($reviewId: ID!, $body: String!) {\n    reviewReplySave(reviewId: $reviewId, body: $body) {\n      ...ManagedReviewFields\n    }\n  }\n": types.ReviewReplySaveDocument,
    "\n  mutation ReviewMailSettingSave($enabled: Boolean!) {\n    reviewMailSettingSave(enabled: $enabled)\n  }\n": types.ReviewMailSettingSaveDocument,
    "\n  query ReportedReviews($first: Int, $after: String) {\n    reportedReviews(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...ManagedReviewFields\n          openReports {\n            reason\n            creationDate\n            reporterName\n            reporterType\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ReportedReviewsDocument,
    "\n  mutation ReviewHide($id: ID!, $reason: String!) {\n    reviewHide(id: $id, reason: $reason) {\n      ...ManagedReviewFields\n    }\n  }\n": types.ReviewHideDocument,
    "\n  mutation ReviewReportsDismiss($id: ID!) {\n    reviewReportsDismiss(id: $id) {\n      ...ManagedReviewFields\n    }\n  }\n": types.ReviewReportsDismissDocument,
    "\n  fragment WebhookFields on WebhookSubscription {\n    id\n    appId\n    topic\n    url\n    enabled\n    disabledReason\n  }\n": types.WebhookFieldsFragmentDoc,
    "\n  query Webhook($id: ID!) {\n    webhook(id: $id) {\n      ...WebhookFields\n    }\n  }\n": types.WebhookDocument,
    "\n  mutation WebhookCreate($appId: ID!, $webhookInfo: WebhookInput!) {\n    webhookCreate(appId: $appId, webhookInfo: $webhookInfo) {\n      ...WebhookFields\n    }\n  }\n": types.WebhookCreateDocument,
    "\n  mutation WebhookUpdate($id: ID!, $webhookInfo: WebhookInput!) {\n    webhookUpdate(id: $id, webhookInfo: $webhookInfo) {\n      ...WebhookFields\n    }\n  }\n": types.WebhookUpdateDocument,
    "\n  mutation WebhookDelete($id: ID!) {\n    webhookDelete(id: $id)\n  }\n": types.WebhookDeleteDocument,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    webhookId\n    eventId\n    topic\n    status\n    attemptCount\n    createdAt\n    nextAttemptAt\n    lastAttempt {\n      attemptedAt\n      statusCode\n      latencyMs\n      responseExcerpt\n      error\n    }\n  }\n": types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookDeliveries($webhookId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(webhookId: $webhookId, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...WebhookDeliveryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation WebhookDeliveryResend($id: ID!) {\n    webhookDeliveryResend(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.WebhookDeliveryResendDocument,
    "\n  mutation WebhookResendFailed($webhookId: ID!) {\n    webhookResendFailed(webhookId: $webhookId)\n  }\n": types.WebhookResendFailedDocument,
    "\n  mutation WebhookEnable($id: ID!) {\n    webhookEnable(id: $id) {\n      ...WebhookFields\n    }\n  }\n": types.WebhookEnableDocument,
    "\n  query WebhookHealth($webhookId: ID!) {\n    webhookHealth(webhookId: $webhookId) {\n      webhookId\n      consecutiveFailures\n      warningAfterFailures\n      failureWarningSentAt\n      windows {\n        window\n        attempts\n        succeeded\n        successRate\n        latencyP50Ms\n        latencyP95Ms\n        topFailureReasons {\n          reason\n          statusCode\n          label\n          count\n        }\n      }\n    }\n  }\n": types.WebhookHealthDocument,
    "\n  fragment AppSetupFields on App {\n    id\n    name\n    type\n    status\n    appUrl\n    redirectUrlWhitelist\n    apiContactEmail\n    chargeType\n    oneTimeChargeAmount\n    freeTrialDays\n    installationCountries\n    appReviewInstructions\n    pricingLocked\n    canDelete\n  }\n": types.AppSetupFieldsFragmentDoc,
    "\n  fragment AppListingPreviewFields on AppListing {\n    id\n    appId\n    language\n    name\n    tagLine\n    chargeType\n    freeTrialDays\n    oneTimeChargeAmount\n    description\n    promoVideoUrl\n    includeKeyBenefitsImages\n    supportEmail\n    supportPhone\n    websiteUrl\n    privacyPolicyUrl\n    termsOfServiceUrl\n    integrations\n    searchTerms\n    offerDemoRequest\n    showContactDetails\n    icon {\n      ...ListingPageImageFields\n    }\n    screenShots {\n      ...ListingPageScreenshotFields\n    }\n    keyBenefits {\n      ...ListingPageKeyBenefitFields\n    }\n    pricePlans {\n      ...ListingPagePlanFields\n    }\n    organization {\n      ...ListingPageOrganizationFields\n    }\n    categories {\n      ...ListingPageCategoryFields\n    }\n  }\n": types.AppListingPreviewFieldsFragmentDoc,
    "\n  fragment AppAccessFields on App {\n    id\n    access {\n      version\n      scopes\n      holders {\n        scope\n        installationCount\n      }\n      versions {\n        version\n        scopes\n        added\n        removed\n        creationDate\n        installationCount\n        testInstallationCount\n      }\n    }\n  }\n": types.AppAccessFieldsFragmentDoc,
    "\n  fragment AppDashboardFields on App {\n    ...AppSetupFields\n    creationDate\n    numberOfInstallations\n    customPublished\n    canSubmitForReview\n    listingLocked\n    reviewReason\n    lastReviewEvent {\n      decision\n      reason\n      createdAt\n    }\n    apiCredentials {\n      apiKey\n      secretKey\n    }\n    linkedVendor {\n      id\n      name\n    }\n    customInstallation {\n      id\n      creationDate\n    }\n    testInstallation {\n      id\n      creationDate\n      completed\n    }\n    redirectUrls\n    pricePlans {\n      id\n      name\n      type\n      discountedYearlyPrice\n      monthlyAmount\n      yearlyAmount\n      bookingFeePercentage\n    }\n    webhookSubscriptions {\n      id\n      topic\n      url\n      enabled\n      disabledReason\n    }\n    listings {\n      ...AppListingPreviewFields\n    }\n    ...AppAccessFields\n  }\n": types.AppDashboardFieldsFragmentDoc,
    "\n  query App($id: ID!) {\n    app(id: $id) {\n      ...AppDashboardFields\n    }\n  }\n": types.AppDocument,
    "\n  query GettingStarted {\n    gettingStarted {\n      complete\n      appId\n      appName\n      steps {\n        id\n        done\n      }\n    }\n  }\n": types.GettingStartedDocument,
    "\n  fragment ListingPageImageFields on Image {\n    sourceUrl\n    width\n    height\n    variants {\n      url\n      width\n      height\n      format\n    }\n  }\n": types.ListingPageImageFieldsFragmentDoc,
    "\n  fragment ListingPageScreenshotFields on Screenshot {\n    type\n    description\n    image {\n      ...ListingPageImageFields\n    }\n  }\n": types.ListingPageScreenshotFieldsFragmentDoc,
    "\n  fragment ListingPageKeyBenefitFields on KeyBenefit {\n    title\n    description\n    image {\n      ...ListingPageImageFields\n    }\n  }\n": types.ListingPageKeyBenefitFieldsFragmentDoc,
    "\n  fragment ListingPagePlanFields on ListingPricePlan {\n    planId\n    name\n    features\n    pricePlan {\n      id\n      name\n      type\n      monthlyAmount\n      yearlyAmount\n      oneTimeAmount\n      discountedYearlyPrice\n      bookingFeePercentage\n    }\n  }\n": types.ListingPagePlanFieldsFragmentDoc,
    "\n  fragment ListingPageCategoryFields on ListingCategory {\n    id\n    slug\n    name\n    primary\n    retired\n  }\n": types.ListingPageCategoryFieldsFragmentDoc,
    "\n  fragment ListingPageOrganizationFields on PublicOrganization {\n    id\n    businessName\n    businessEmail\n    supportEmail\n  }\n": types.ListingPageOrganizationFieldsFragmentDoc,
    "\n  fragment SessionUserFields on AppAccountUser {\n    id\n    email\n    firstName\n    lastName\n    orgId\n    orgName\n    organizationId\n    accountOwner\n    adminUser\n    disguised\n    ownOrgId\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": types.MeDocument,
    "\n  query AppOrgTerms($id: ID!) {\n    appOrg(id: $id) {\n      id\n      termsApiAgreed\n      termsPartnerAgreed\n    }\n  }\n": types.AppOrgTermsDocument,
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
export function graphql(source: "\n  query GetOrganizations($searchTerm: String) {\n    organizations(searchTerm: $searchTerm) {\n      totalCount\n      edges {\n        node {\n          id\n          businessName\n          supportEmail\n          organizationId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetOrganizations($searchTerm: String) {\n    organizations(searchTerm: $searchTerm) {\n      totalCount\n      edges {\n        node {\n          id\n          businessName\n          supportEmail\n          organizationId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppAccountUserChangeOrg($id: ID!) {\n    appAccountUserChangeOrg(id: $id) {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppAccountUserChangeOrg($id: ID!) {\n    appAccountUserChangeOrg(id: $id) {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppAccountLogin($email: String!, $password: String!) {\n    appAccountLogin(account: { email: $email, password: $password }) {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppAccountLogin($email: String!, $password: String!) {\n    appAccountLogin(account: { email: $email, password: $password }) {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppAccountSignup(\n    $email: String!\n    $password: String!\n    $firstName: String!\n    $lastName: String!\n    $businessName: String!\n    $termsApiAgreed: Boolean!\n    $termsPartnerAgreed: Boolean!\n  ) {\n    appAccountSignup(\n      account: {\n        email: $email\n        password: $password\n        firstName: $firstName\n        lastName: $lastName\n        businessName: $businessName\n        termsApiAgreed: $termsApiAgreed\n        termsPartnerAgreed: $termsPartnerAgreed\n      }\n    )\n  }\n"): (typeof documents)["\n  mutation AppAccountSignup(\n    $email: String!\n    $password: String!\n    $firstName: String!\n    $lastName: String!\n    $businessName: String!\n    $termsApiAgreed: Boolean!\n    $termsPartnerAgreed: Boolean!\n  ) {\n    appAccountSignup(\n      account: {\n        email: $email\n        password: $password\n        firstName: $firstName\n        lastName: $lastName\n        businessName: $businessName\n        termsApiAgreed: $termsApiAgreed\n        termsPartnerAgreed: $termsPartnerAgreed\n      }\n    )\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppAccountLogout {\n    appAccountLogout\n  }\n"): (typeof documents)["\n  mutation AppAccountLogout {\n    appAccountLogout\n  }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppReviewQueue($first: Int, $after: String) {\n    appReviewQueue(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          creationDate\n          organization {\n            id\n            businessName\n          }\n          lastReviewEvent {\n            decision\n            createdAt\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppReviewQueue($first: Int, $after: String) {\n    appReviewQueue(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          creationDate\n          organization {\n            id\n            businessName\n          }\n          lastReviewEvent {\n            decision\n            createdAt\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppReviewApp($id: ID!) {\n    appReviewApp(id: $id) {\n      ...AppDashboardFields\n      access {\n        publishedVersion\n      }\n      appReviewInstructions\n      organization {\n        id\n        businessName\n        businessEmail\n      }\n      validationReport {\n        ...ValidationReportFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppReviewApp($id: ID!) {\n    appReviewApp(id: $id) {\n      ...AppDashboardFields\n      access {\n        publishedVersion\n      }\n      appReviewInstructions\n      organization {\n        id\n        businessName\n        businessEmail\n      }\n      validationReport {\n        ...ValidationReportFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppReviewApprove($id: ID!) {\n    appReviewApprove(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AppReviewApprove($id: ID!) {\n    appReviewApprove(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppReviewReject($id: ID!, $reason: String!) {\n    appReviewReject(id: $id, reason: $reason) {\n      id\n      status\n      reviewReason\n    }\n  }\n"): (typeof documents)["\n  mutation AppReviewReject($id: ID!, $reason: String!) {\n    appReviewReject(id: $id, reason: $reason) {\n      id\n      status\n      reviewReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppReviewUnpublish($id: ID!, $reason: String) {\n    appUnpublish(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AppReviewUnpublish($id: ID!, $reason: String) {\n    appUnpublish(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppListItemFields on App {\n    id\n    name\n    type\n    status\n    numberOfInstallations\n  }\n"): (typeof documents)["\n  fragment AppListItemFields on App {\n    id\n    name\n    type\n    status\n    numberOfInstallations\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ValidationReportFields on ValidationReport {\n    valid\n    testInstallationSuccessful\n    items {\n      valid\n      type\n      message\n    }\n    listingsReports {\n      listingId\n      language\n      valid\n      items {\n        valid\n        type\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ValidationReportFields on ValidationReport {\n    valid\n    testInstallationSuccessful\n    items {\n      valid\n      type\n      message\n    }\n    listingsReports {\n      listingId\n      language\n      valid\n      items {\n        valid\n        type\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Apps($first: Int, $after: String) {\n    apps(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...AppListItemFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Apps($first: Int, $after: String) {\n    apps(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...AppListItemFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppValidationReport($id: ID!) {\n    appValidationReport(id: $id) {\n      ...ValidationReportFields\n    }\n  }\n"): (typeof documents)["\n  query AppValidationReport($id: ID!) {\n    appValidationReport(id: $id) {\n      ...ValidationReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppCreate($appInfo: AppInput!, $access: AppAccessInput) {\n    appCreate(appInfo: $appInfo, access: $access) {\n      ...AppDashboardFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppCreate($appInfo: AppInput!, $access: AppAccessInput) {\n    appCreate(appInfo: $appInfo, access: $access) {\n      ...AppDashboardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppUpdate($id: ID!, $appInfo: AppInput!) {\n    appUpdate(id: $id, appInfo: $appInfo) {\n      ...AppDashboardFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppUpdate($id: ID!, $appInfo: AppInput!) {\n    appUpdate(id: $id, appInfo: $appInfo) {\n      ...AppDashboardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppDelete($id: ID!) {\n    appDelete(id: $id)\n  }\n"): (typeof documents)["\n  mutation AppDelete($id: ID!) {\n    appDelete(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppSubmitForReview($id: ID!) {\n    appSubmitForReview(id: $id) {\n      ...AppDashboardFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppSubmitForReview($id: ID!) {\n    appSubmitForReview(id: $id) {\n      ...AppDashboardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppUnpublish($id: ID!, $reason: String) {\n    appUnpublish(id: $id, reason: $reason) {\n      ...AppDashboardFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppUnpublish($id: ID!, $reason: String) {\n    appUnpublish(id: $id, reason: $reason) {\n      ...AppDashboardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppVendorSearch($query: String, $first: Int, $after: String) {\n    appVendorSearch(query: $query, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          domain\n          countryName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppVendorSearch($query: String, $first: Int, $after: String) {\n    appVendorSearch(query: $query, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          name\n          domain\n          countryName\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppCustomLinkToVendor($appId: ID!, $vendorId: ID!) {\n    appCustomLinkToVendor(appId: $appId, vendorId: $vendorId) {\n      ...AppDashboardFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppCustomLinkToVendor($appId: ID!, $vendorId: ID!) {\n    appCustomLinkToVendor(appId: $appId, vendorId: $vendorId) {\n      ...AppDashboardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppCustomPublish($appId: ID!) {\n    appCustomPublish(appId: $appId) {\n      ...AppDashboardFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppCustomPublish($appId: ID!) {\n    appCustomPublish(appId: $appId) {\n      ...AppDashboardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppCredentialsReveal($id: ID!) {\n    appCredentialsReveal(id: $id) {\n      apiKey\n      secretKey\n    }\n  }\n"): (typeof documents)["\n  mutation AppCredentialsReveal($id: ID!) {\n    appCredentialsReveal(id: $id) {\n      apiKey\n      secretKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppSecretKeyRotate($id: ID!) {\n    appSecretKeyRotate(id: $id) {\n      apiKey\n      secretKey\n    }\n  }\n"): (typeof documents)["\n  mutation AppSecretKeyRotate($id: ID!) {\n    appSecretKeyRotate(id: $id) {\n      apiKey\n      secretKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppUninstallTest($id: ID!) {\n    appUninstallTest(id: $id) {\n      id\n      numberOfInstallations\n      testInstallation {\n        id\n        creationDate\n        completed\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AppUninstallTest($id: ID!) {\n    appUninstallTest(id: $id) {\n      id\n      numberOfInstallations\n      testInstallation {\n        id\n        creationDate\n        completed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppAccessUpdate($appId: ID!, $scopes: [String!]!) {\n    appAccessUpdate(appId: $appId, input: { scopes: $scopes }) {\n      ...AppAccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppAccessUpdate($appId: ID!, $scopes: [String!]!) {\n    appAccessUpdate(appId: $appId, input: { scopes: $scopes }) {\n      ...AppAccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditLogEntryFields on AuditLogEntry {\n    id\n    createdAt\n    action\n    kind\n    description\n    byStaff\n    organizationName\n    actor {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment AuditLogEntryFields on AuditLogEntry {\n    id\n    createdAt\n    action\n    kind\n    description\n    byStaff\n    organizationName\n    actor {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...AuditLogEntryFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...AuditLogEntryFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogActors {\n    auditLogActors {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query AuditLogActors {\n    auditLogActors {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n    platformAuditLog(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...AuditLogEntryFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlatformAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n    platformAuditLog(filter: $filter, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...AuditLogEntryFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformAuditLogActors {\n    platformAuditLogActors {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query PlatformAuditLogActors {\n    platformAuditLogActors {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogOrganizations {\n    organizations(first: 50) {\n      edges {\n        node {\n          id\n          businessName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLogOrganizations {\n    organizations(first: 50) {\n      edges {\n        node {\n          id\n          businessName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicAppListing($id: ID!) {\n    publicAppListing(id: $id) {\n      ...ListingCardFields\n      description\n      promoVideoUrl\n      includeKeyBenefitsImages\n      supportEmail\n      supportPhone\n      websiteUrl\n      privacyPolicyUrl\n      termsOfServiceUrl\n      integrations\n      offerDemoRequest\n      showContactDetails\n      icon {\n        ...ListingPageImageFields\n      }\n      screenShots {\n        ...ListingPageScreenshotFields\n      }\n      keyBenefits {\n        ...ListingPageKeyBenefitFields\n      }\n      pricePlans {\n        ...ListingPagePlanFields\n      }\n      organization {\n        ...ListingPageOrganizationFields\n      }\n      categories {\n        ...ListingPageCategoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicAppListing($id: ID!) {\n    publicAppListing(id: $id) {\n      ...ListingCardFields\n      description\n      promoVideoUrl\n      includeKeyBenefitsImages\n      supportEmail\n      supportPhone\n      websiteUrl\n      privacyPolicyUrl\n      termsOfServiceUrl\n      integrations\n      offerDemoRequest\n      showContactDetails\n      icon {\n        ...ListingPageImageFields\n      }\n      screenShots {\n        ...ListingPageScreenshotFields\n      }\n      keyBenefits {\n        ...ListingPageKeyBenefitFields\n      }\n      pricePlans {\n        ...ListingPagePlanFields\n      }\n      organization {\n        ...ListingPageOrganizationFields\n      }\n      categories {\n        ...ListingPageCategoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingCardFields on PublicAppListing {\n    id\n    appId\n    name\n    tagLine\n    chargeType\n    freeTrialDays\n    oneTimeChargeAmount\n    rating {\n      average\n      count\n    }\n    icon {\n      sourceUrl\n      thumbnails: variants(maxWidth: 128) {\n        url\n        width\n        format\n      }\n    }\n    pricePlans {\n      planId\n      name\n      pricePlan {\n        id\n        type\n        monthlyAmount\n        yearlyAmount\n        oneTimeAmount\n        discountedYearlyPrice\n        bookingFeePercentage\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ListingCardFields on PublicAppListing {\n    id\n    appId\n    name\n    tagLine\n    chargeType\n    freeTrialDays\n    oneTimeChargeAmount\n    rating {\n      average\n      count\n    }\n    icon {\n      sourceUrl\n      thumbnails: variants(maxWidth: 128) {\n        url\n        width\n        format\n      }\n    }\n    pricePlans {\n      planId\n      name\n      pricePlan {\n        id\n        type\n        monthlyAmount\n        yearlyAmount\n        oneTimeAmount\n        discountedYearlyPrice\n        bookingFeePercentage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicAppListings(\n    $filter: PublicAppListingFilter\n    $sorting: PublicAppListingSorting\n    $first: Int\n    $after: String\n  ) {\n    publicAppListings(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...ListingCardFields\n          installBucket\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicAppListings(\n    $filter: PublicAppListingFilter\n    $sorting: PublicAppListingSorting\n    $first: Int\n    $after: String\n  ) {\n    publicAppListings(filter: $filter, sorting: $sorting, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...ListingCardFields\n          installBucket\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicCategories {\n    publicCategories {\n      id\n      slug\n      name\n      appCount\n    }\n  }\n"): (typeof documents)["\n  query PublicCategories {\n    publicCategories {\n      id\n      slug\n      name\n      appCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewReport($reviewId: ID!, $reason: String!) {\n    reviewReport(reviewId: $reviewId, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation ReviewReport($reviewId: ID!, $reason: String!) {\n    reviewReport(reviewId: $reviewId, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewMarkHelpful($reviewId: ID!) {\n    reviewMarkHelpful(reviewId: $reviewId) {\n      id\n      helpfulCount\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewMarkHelpful($reviewId: ID!) {\n    reviewMarkHelpful(reviewId: $reviewId) {\n      id\n      helpfulCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreReviewFields on Review {\n    id\n    rating\n    title\n    body\n    authorName\n    authorCountry\n    creationDate\n    updateDate\n    helpfulCount\n    reply {\n      body\n      creationDate\n    }\n  }\n"): (typeof documents)["\n  fragment StoreReviewFields on Review {\n    id\n    rating\n    title\n    body\n    authorName\n    authorCountry\n    creationDate\n    updateDate\n    helpfulCount\n    reply {\n      body\n      creationDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicAppReviews($id: ID!, $sorting: ReviewSorting, $first: Int, $after: String) {\n    publicAppListing(id: $id) {\n      id\n      rating {\n        average\n        count\n        distribution {\n          stars\n          count\n        }\n      }\n      reviews(sorting: $sorting, first: $first, after: $after) {\n        totalCount\n        edges {\n          cursor\n          node {\n            ...StoreReviewFields\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicAppReviews($id: ID!, $sorting: ReviewSorting, $first: Int, $after: String) {\n    publicAppListing(id: $id) {\n      id\n      rating {\n        average\n        count\n        distribution {\n          stars\n          count\n        }\n      }\n      reviews(sorting: $sorting, first: $first, after: $after) {\n        totalCount\n        edges {\n          cursor\n          node {\n            ...StoreReviewFields\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories {\n    categories {\n      ...CategoryRowFields\n    }\n  }\n"): (typeof documents)["\n  query Categories {\n    categories {\n      ...CategoryRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryRowFields on Category {\n    id\n    slug\n    name\n    retired\n    appCount\n  }\n"): (typeof documents)["\n  fragment CategoryRowFields on Category {\n    id\n    slug\n    name\n    retired\n    appCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryCreate($name: String!) {\n    categoryCreate(categoryInfo: { name: $name }) {\n      ...CategoryRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation CategoryCreate($name: String!) {\n    categoryCreate(categoryInfo: { name: $name }) {\n      ...CategoryRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategoryRename($id: ID!, $name: String!) {\n    categoryRename(id: $id, categoryInfo: { name: $name }) {\n      ...CategoryRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation CategoryRename($id: ID!, $name: String!) {\n    categoryRename(id: $id, categoryInfo: { name: $name }) {\n      ...CategoryRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CategorySetRetired($id: ID!, $retired: Boolean!) {\n    categorySetRetired(id: $id, retired: $retired) {\n      ...CategoryRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation CategorySetRetired($id: ID!, $retired: Boolean!) {\n    categorySetRetired(id: $id, retired: $retired) {\n      ...CategoryRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InstallationListItemFields on Installation {\n    id\n    creationDate\n    isTest\n    vendor {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment InstallationListItemFields on Installation {\n    id\n    creationDate\n    isTest\n    vendor {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Installations($id: ID!, $first: Int, $after: String) {\n    installations(id: $id, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...InstallationListItemFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Installations($id: ID!, $first: Int, $after: String) {\n    installations(id: $id, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...InstallationListItemFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Installation($id: ID!) {\n    installation(id: $id) {\n      id\n      creationDate\n      isTest\n      scopes\n      vendor {\n        id\n        name\n        domain\n        country\n      }\n      # the secret key masked: the reveal mutation answers it in the clear\n      oldRestApiCredentials {\n        accessKey\n        secretKey\n      }\n    }\n  }\n"): (typeof documents)["\n  query Installation($id: ID!) {\n    installation(id: $id) {\n      id\n      creationDate\n      isTest\n      scopes\n      vendor {\n        id\n        name\n        domain\n        country\n      }\n      # the secret key masked: the reveal mutation answers it in the clear\n      oldRestApiCredentials {\n        accessKey\n        secretKey\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InstallationRestCredentialsReveal($id: ID!) {\n    installationRestCredentialsReveal(id: $id) {\n      accessKey\n      secretKey\n    }\n  }\n"): (typeof documents)["\n  mutation InstallationRestCredentialsReveal($id: ID!) {\n    installationRestCredentialsReveal(id: $id) {\n      accessKey\n      secretKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingImageFields on Image {\n    s3Key\n    fileName\n    fileType\n    width\n    height\n    size\n    sourceUrl\n    temp\n  }\n"): (typeof documents)["\n  fragment ListingImageFields on Image {\n    s3Key\n    fileName\n    fileType\n    width\n    height\n    size\n    sourceUrl\n    temp\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingEditFields on AppListing {\n    ...AppListingPreviewFields\n    icon {\n      ...ListingImageFields\n    }\n    keyBenefits {\n      title\n      description\n      image {\n        ...ListingImageFields\n      }\n    }\n    screenShots {\n      type\n      description\n      image {\n        ...ListingImageFields\n      }\n    }\n    pricePlans {\n      planId\n      name\n      features\n    }\n    categories {\n      id\n      name\n      primary\n      retired\n    }\n  }\n"): (typeof documents)["\n  fragment ListingEditFields on AppListing {\n    ...AppListingPreviewFields\n    icon {\n      ...ListingImageFields\n    }\n    keyBenefits {\n      title\n      description\n      image {\n        ...ListingImageFields\n      }\n    }\n    screenShots {\n      type\n      description\n      image {\n        ...ListingImageFields\n      }\n    }\n    pricePlans {\n      planId\n      name\n      features\n    }\n    categories {\n      id\n      name\n      primary\n      retired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingCategoryOptions {\n    publicCategories {\n      id\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  query ListingCategoryOptions {\n    publicCategories {\n      id\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppListing($id: ID!) {\n    appListing(id: $id) {\n      ...ListingEditFields\n    }\n  }\n"): (typeof documents)["\n  query AppListing($id: ID!) {\n    appListing(id: $id) {\n      ...ListingEditFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppListingCreate($appId: ID!, $listingInfo: AppListingInput!) {\n    appListingCreate(appId: $appId, listingInfo: $listingInfo) {\n      ...ListingEditFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppListingCreate($appId: ID!, $listingInfo: AppListingInput!) {\n    appListingCreate(appId: $appId, listingInfo: $listingInfo) {\n      ...ListingEditFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppListingUpdate($id: ID!, $listingInfo: AppListingInput!) {\n    appListingUpdate(id: $id, listingInfo: $listingInfo) {\n      ...AppDashboardFields\n      listings {\n        ...ListingEditFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AppListingUpdate($id: ID!, $listingInfo: AppListingInput!) {\n    appListingUpdate(id: $id, listingInfo: $listingInfo) {\n      ...AppDashboardFields\n      listings {\n        ...ListingEditFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppListingDelete($id: ID!) {\n    appListingDelete(id: $id)\n  }\n"): (typeof documents)["\n  mutation AppListingDelete($id: ID!) {\n    appListingDelete(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppListingImageDelete($id: ID!, $imageType: ImageKind!, $imageKey: String!) {\n    appListingImageDelete(id: $id, imageType: $imageType, imageKey: $imageKey) {\n      ...ListingEditFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppListingImageDelete($id: ID!, $imageType: ImageKind!, $imageKey: String!) {\n    appListingImageDelete(id: $id, imageType: $imageType, imageKey: $imageKey) {\n      ...ListingEditFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation S3UploadAuthorization($contentType: String!, $fileName: String, $size: Int) {\n    s3UploadAuthorization(contentType: $contentType, fileName: $fileName, size: $size) {\n      uploadUrl\n      meta {\n        s3Key\n        contentType\n        fileName\n        maxSize\n        expiresAt\n        headers {\n          name\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation S3UploadAuthorization($contentType: String!, $fileName: String, $size: Int) {\n    s3UploadAuthorization(contentType: $contentType, fileName: $fileName, size: $size) {\n      uploadUrl\n      meta {\n        s3Key\n        contentType\n        fileName\n        maxSize\n        expiresAt\n        headers {\n          name\n          value\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation AppOrgUpdate($id: ID!, $orgInfo: AppOrgInput!) {\n    appOrgUpdate(id: $id, orgInfo: $orgInfo) {\n      node {\n        ...OrganizationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AppOrgUpdate($id: ID!, $orgInfo: AppOrgInput!) {\n    appOrgUpdate(id: $id, orgInfo: $orgInfo) {\n      node {\n        ...OrganizationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppOrgStatus {\n    appOrgStatus {\n      hasRejectedPayout\n      hasUnclaimedPayout\n      hasValidPayoutSettings\n      hasValidTaxForm\n      periodFrom\n      periodTo\n      amount\n      displayAmount\n      payoutSettingsPreview {\n        ...PayoutSettingsFields\n      }\n      taxFormPreview {\n        formType\n        name\n        country\n        taxIdLast4\n        signedName\n        signedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppOrgStatus {\n    appOrgStatus {\n      hasRejectedPayout\n      hasUnclaimedPayout\n      hasValidPayoutSettings\n      hasValidTaxForm\n      periodFrom\n      periodTo\n      amount\n      displayAmount\n      payoutSettingsPreview {\n        ...PayoutSettingsFields\n      }\n      taxFormPreview {\n        formType\n        name\n        country\n        taxIdLast4\n        signedName\n        signedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutSettingsFields on PayoutSettings {\n    payableTo\n    payoutContactEmail\n    payoutContactPhoneNumber\n    paymentType\n    paymentTerms\n    currencyCode\n    usResident\n    bankName\n    bankAccountNumber\n    abaRouting\n    swift\n    iban\n    bankId\n    branchId\n  }\n"): (typeof documents)["\n  fragment PayoutSettingsFields on PayoutSettings {\n    payableTo\n    payoutContactEmail\n    payoutContactPhoneNumber\n    paymentType\n    paymentTerms\n    currencyCode\n    usResident\n    bankName\n    bankAccountNumber\n    abaRouting\n    swift\n    iban\n    bankId\n    branchId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutSettings {\n    getPayoutSettings {\n      ...PayoutSettingsFields\n    }\n    currencies {\n      label\n      value\n    }\n  }\n"): (typeof documents)["\n  query PayoutSettings {\n    getPayoutSettings {\n      ...PayoutSettingsFields\n    }\n    currencies {\n      label\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayoutSettingsUpdate($payoutSettings: PayoutSettingsInput!) {\n    payoutSettingsUpdate(payoutSettings: $payoutSettings) {\n      ...PayoutSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation PayoutSettingsUpdate($payoutSettings: PayoutSettingsInput!) {\n    payoutSettingsUpdate(payoutSettings: $payoutSettings) {\n      ...PayoutSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutFields on Payout {\n    id\n    amount\n    displayAmount\n    creationDate\n    invoiceDateFrom\n    invoiceDateTo\n    pdfInvoiceUrl\n    status\n    reason\n  }\n"): (typeof documents)["\n  fragment PayoutFields on Payout {\n    id\n    amount\n    displayAmount\n    creationDate\n    invoiceDateFrom\n    invoiceDateTo\n    pdfInvoiceUrl\n    status\n    reason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Payouts($first: Int, $after: String) {\n    getPayouts(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...PayoutFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Payouts($first: Int, $after: String) {\n    getPayouts(first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...PayoutFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutDetails($id: ID!) {\n    getPayoutDetails(id: $id) {\n      ...PayoutFields\n      payoutInvoice {\n        id\n        fileName\n        fileType\n        s3Key\n        size\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayoutDetails($id: ID!) {\n    getPayoutDetails(id: $id) {\n      ...PayoutFields\n      payoutInvoice {\n        id\n        fileName\n        fileType\n        s3Key\n        size\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation S3UploadPayoutInvoice($contentType: String!, $fileName: String, $size: Int) {\n    s3UploadPayoutInvoice(contentType: $contentType, fileName: $fileName, size: $size) {\n      uploadUrl\n      meta {\n        s3Key\n        headers {\n          name\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation S3UploadPayoutInvoice($contentType: String!, $fileName: String, $size: Int) {\n    s3UploadPayoutInvoice(contentType: $contentType, fileName: $fileName, size: $size) {\n      uploadUrl\n      meta {\n        s3Key\n        headers {\n          name\n          value\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvoiceFileDelete($fileKey: String!) {\n    invoiceFileDelete(fileKey: $fileKey)\n  }\n"): (typeof documents)["\n  mutation InvoiceFileDelete($fileKey: String!) {\n    invoiceFileDelete(fileKey: $fileKey)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPayoutRequest($fileInput: FileInput!) {\n    submitPayoutRequest(fileInput: $fileInput) {\n      ...PayoutFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitPayoutRequest($fileInput: FileInput!) {\n    submitPayoutRequest(fileInput: $fileInput) {\n      ...PayoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePayoutRequest($id: ID!, $fileInput: FileInput!) {\n    updatePayoutRequest(id: $id, fileInput: $fileInput) {\n      ...PayoutFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePayoutRequest($id: ID!, $fileInput: FileInput!) {\n    updatePayoutRequest(id: $id, fileInput: $fileInput) {\n      ...PayoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutRequests($status: PayoutStatus, $first: Int, $after: String) {\n    payoutRequests(status: $status, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          amount\n          displayAmount\n          creationDate\n          invoiceDateFrom\n          invoiceDateTo\n          pdfInvoiceUrl\n          status\n          reason\n          organization {\n            id\n            businessName\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PayoutRequests($status: PayoutStatus, $first: Int, $after: String) {\n    payoutRequests(status: $status, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          amount\n          displayAmount\n          creationDate\n          invoiceDateFrom\n          invoiceDateTo\n          pdfInvoiceUrl\n          status\n          reason\n          organization {\n            id\n            businessName\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayoutMarkPaid($id: ID!) {\n    payoutMarkPaid(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PayoutMarkPaid($id: ID!) {\n    payoutMarkPaid(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayoutReject($id: ID!, $reason: String!) {\n    payoutReject(id: $id, reason: $reason) {\n      id\n      status\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation PayoutReject($id: ID!, $reason: String!) {\n    payoutReject(id: $id, reason: $reason) {\n      id\n      status\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PricePlanFields on PricePlan {\n    id\n    appId\n    name\n    type\n    discountedYearlyPrice\n    monthlyAmount\n    yearlyAmount\n    bookingFeePercentage\n  }\n"): (typeof documents)["\n  fragment PricePlanFields on PricePlan {\n    id\n    appId\n    name\n    type\n    discountedYearlyPrice\n    monthlyAmount\n    yearlyAmount\n    bookingFeePercentage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppPricePlan($id: ID!) {\n    appPricePlan(id: $id) {\n      ...PricePlanFields\n    }\n  }\n"): (typeof documents)["\n  query AppPricePlan($id: ID!) {\n    appPricePlan(id: $id) {\n      ...PricePlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppPricePlanCreate($id: ID!, $planInfo: PricePlanInput!) {\n    appPricePlanCreate(id: $id, planInfo: $planInfo) {\n      ...PricePlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppPricePlanCreate($id: ID!, $planInfo: PricePlanInput!) {\n    appPricePlanCreate(id: $id, planInfo: $planInfo) {\n      ...PricePlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppPricePlanUpdate($id: ID!, $planInfo: PricePlanInput!) {\n    appPricePlanUpdate(id: $id, planInfo: $planInfo) {\n      ...PricePlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation AppPricePlanUpdate($id: ID!, $planInfo: PricePlanInput!) {\n    appPricePlanUpdate(id: $id, planInfo: $planInfo) {\n      ...PricePlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppPricePlanDelete($id: ID!) {\n    appPricePlanDelete(id: $id)\n  }\n"): (typeof documents)["\n  mutation AppPricePlanDelete($id: ID!) {\n    appPricePlanDelete(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FunnelAppsQuery {\n    apps(first: 100) {\n      edges {\n        node {\n          id\n          name\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FunnelAppsQuery {\n    apps(first: 100) {\n      edges {\n        node {\n          id\n          name\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingFunnelQuery($appId: ID!, $from: String!, $to: String!) {\n    listingFunnel(appId: $appId, from: $from, to: $to) {\n      appId\n      period {\n        from\n        to\n      }\n      previousPeriod {\n        from\n        to\n      }\n      steps {\n        step\n        count\n        conversion\n        previousCount\n        previousConversion\n        sources {\n          source\n          count\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingFunnelQuery($appId: ID!, $from: String!, $to: String!) {\n    listingFunnel(appId: $appId, from: $from, to: $to) {\n      appId\n      period {\n        from\n        to\n      }\n      previousPeriod {\n        from\n        to\n      }\n      steps {\n        step\n        count\n        conversion\n        previousCount\n        previousConversion\n        sources {\n          source\n          count\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppDashboardQuery($timestampFrom: Float!, $timestampTo: Float!, $split: Split!) {\n    appDashboard(timestampFrom: $timestampFrom, timestampTo: $timestampTo, split: $split) {\n      installations {\n        label\n        amount\n      }\n      uninstallations {\n        label\n        amount\n      }\n      installationsByCountry {\n        label\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppDashboardQuery($timestampFrom: Float!, $timestampTo: Float!, $split: Split!) {\n    appDashboard(timestampFrom: $timestampFrom, timestampTo: $timestampTo, split: $split) {\n      installations {\n        label\n        amount\n      }\n      uninstallations {\n        label\n        amount\n      }\n      installationsByCountry {\n        label\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UninstallReasonsQuery($timestampFrom: Float!, $timestampTo: Float!, $appId: ID) {\n    uninstallReasons(timestampFrom: $timestampFrom, timestampTo: $timestampTo, appId: $appId) {\n      appId\n      appName\n      period\n      total\n      skipped\n      counts {\n        reason\n        count\n      }\n      comments {\n        reason\n        comment\n      }\n    }\n  }\n"): (typeof documents)["\n  query UninstallReasonsQuery($timestampFrom: Float!, $timestampTo: Float!, $appId: ID) {\n    uninstallReasons(timestampFrom: $timestampFrom, timestampTo: $timestampTo, appId: $appId) {\n      appId\n      appName\n      period\n      total\n      skipped\n      counts {\n        reason\n        count\n      }\n      comments {\n        reason\n        comment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstallCohortsQuery($appId: ID) {\n    installCohorts(appId: $appId) {\n      month\n      installs\n      after1\n      after3\n      after6\n      after12\n    }\n  }\n"): (typeof documents)["\n  query InstallCohortsQuery($appId: ID) {\n    installCohorts(appId: $appId) {\n      month\n      installs\n      after1\n      after3\n      after6\n      after12\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RevenueReportQuery($appId: ID, $months: Int) {\n    revenueReport(appId: $appId, months: $months) {\n      month\n      monthToDate\n      currency\n      mrr\n      dueLater\n      newRevenue\n      expansion\n      contraction\n      churned\n      payingInstalls\n      trialStarts\n      trialConversions\n      earnings\n    }\n  }\n"): (typeof documents)["\n  query RevenueReportQuery($appId: ID, $months: Int) {\n    revenueReport(appId: $appId, months: $months) {\n      month\n      monthToDate\n      currency\n      mrr\n      dueLater\n      newRevenue\n      expansion\n      contraction\n      churned\n      payingInstalls\n      trialStarts\n      trialConversions\n      earnings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RevenueAppsQuery {\n    apps(first: 100) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RevenueAppsQuery {\n    apps(first: 100) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedReviewFields on ManagedReview {\n    appId\n    appName\n    hidden\n    hiddenReason\n    review {\n      id\n      rating\n      title\n      body\n      authorName\n      authorCountry\n      creationDate\n      updateDate\n      reply {\n        body\n        updateDate\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ManagedReviewFields on ManagedReview {\n    appId\n    appName\n    hidden\n    hiddenReason\n    review {\n      id\n      rating\n      title\n      body\n      authorName\n      authorCountry\n      creationDate\n      updateDate\n      reply {\n        body\n        updateDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerReviews($first: Int, $after: String) {\n    reviewMailSetting\n    partnerReviews(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...ManagedReviewFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartnerReviews($first: Int, $after: String) {\n    reviewMailSetting\n    partnerReviews(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...ManagedReviewFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewReplySave($reviewId: ID!, $body: String!) {\n    reviewReplySave(reviewId: $reviewId, body: $body) {\n      ...ManagedReviewFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewReplySave($reviewId: ID!, $body: String!) {\n    reviewReplySave(reviewId: $reviewId, body: $body) {\n      ...ManagedReviewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewMailSettingSave($enabled: Boolean!) {\n    reviewMailSettingSave(enabled: $enabled)\n  }\n"): (typeof documents)["\n  mutation ReviewMailSettingSave($enabled: Boolean!) {\n    reviewMailSettingSave(enabled: $enabled)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportedReviews($first: Int, $after: String) {\n    reportedReviews(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...ManagedReviewFields\n          openReports {\n            reason\n            creationDate\n            reporterName\n            reporterType\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportedReviews($first: Int, $after: String) {\n    reportedReviews(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...ManagedReviewFields\n          openReports {\n            reason\n            creationDate\n            reporterName\n            reporterType\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewHide($id: ID!, $reason: String!) {\n    reviewHide(id: $id, reason: $reason) {\n      ...ManagedReviewFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewHide($id: ID!, $reason: String!) {\n    reviewHide(id: $id, reason: $reason) {\n      ...ManagedReviewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewReportsDismiss($id: ID!) {\n    reviewReportsDismiss(id: $id) {\n      ...ManagedReviewFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewReportsDismiss($id: ID!) {\n    reviewReportsDismiss(id: $id) {\n      ...ManagedReviewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookFields on WebhookSubscription {\n    id\n    appId\n    topic\n    url\n    enabled\n    disabledReason\n  }\n"): (typeof documents)["\n  fragment WebhookFields on WebhookSubscription {\n    id\n    appId\n    topic\n    url\n    enabled\n    disabledReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhook($id: ID!) {\n    webhook(id: $id) {\n      ...WebhookFields\n    }\n  }\n"): (typeof documents)["\n  query Webhook($id: ID!) {\n    webhook(id: $id) {\n      ...WebhookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookCreate($appId: ID!, $webhookInfo: WebhookInput!) {\n    webhookCreate(appId: $appId, webhookInfo: $webhookInfo) {\n      ...WebhookFields\n    }\n  }\n"): (typeof documents)["\n  mutation WebhookCreate($appId: ID!, $webhookInfo: WebhookInput!) {\n    webhookCreate(appId: $appId, webhookInfo: $webhookInfo) {\n      ...WebhookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookUpdate($id: ID!, $webhookInfo: WebhookInput!) {\n    webhookUpdate(id: $id, webhookInfo: $webhookInfo) {\n      ...WebhookFields\n    }\n  }\n"): (typeof documents)["\n  mutation WebhookUpdate($id: ID!, $webhookInfo: WebhookInput!) {\n    webhookUpdate(id: $id, webhookInfo: $webhookInfo) {\n      ...WebhookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookDelete($id: ID!) {\n    webhookDelete(id: $id)\n  }\n"): (typeof documents)["\n  mutation WebhookDelete($id: ID!) {\n    webhookDelete(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    webhookId\n    eventId\n    topic\n    status\n    attemptCount\n    createdAt\n    nextAttemptAt\n    lastAttempt {\n      attemptedAt\n      statusCode\n      latencyMs\n      responseExcerpt\n      error\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    webhookId\n    eventId\n    topic\n    status\n    attemptCount\n    createdAt\n    nextAttemptAt\n    lastAttempt {\n      attemptedAt\n      statusCode\n      latencyMs\n      responseExcerpt\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($webhookId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(webhookId: $webhookId, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...WebhookDeliveryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($webhookId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(webhookId: $webhookId, first: $first, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...WebhookDeliveryFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookDeliveryResend($id: ID!) {\n    webhookDeliveryResend(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation WebhookDeliveryResend($id: ID!) {\n    webhookDeliveryResend(id: $id) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookResendFailed($webhookId: ID!) {\n    webhookResendFailed(webhookId: $webhookId)\n  }\n"): (typeof documents)["\n  mutation WebhookResendFailed($webhookId: ID!) {\n    webhookResendFailed(webhookId: $webhookId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookEnable($id: ID!) {\n    webhookEnable(id: $id) {\n      ...WebhookFields\n    }\n  }\n"): (typeof documents)["\n  mutation WebhookEnable($id: ID!) {\n    webhookEnable(id: $id) {\n      ...WebhookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookHealth($webhookId: ID!) {\n    webhookHealth(webhookId: $webhookId) {\n      webhookId\n      consecutiveFailures\n      warningAfterFailures\n      failureWarningSentAt\n      windows {\n        window\n        attempts\n        succeeded\n        successRate\n        latencyP50Ms\n        latencyP95Ms\n        topFailureReasons {\n          reason\n          statusCode\n          label\n          count\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookHealth($webhookId: ID!) {\n    webhookHealth(webhookId: $webhookId) {\n      webhookId\n      consecutiveFailures\n      warningAfterFailures\n      failureWarningSentAt\n      windows {\n        window\n        attempts\n        succeeded\n        successRate\n        latencyP50Ms\n        latencyP95Ms\n        topFailureReasons {\n          reason\n          statusCode\n          label\n          count\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppSetupFields on App {\n    id\n    name\n    type\n    status\n    appUrl\n    redirectUrlWhitelist\n    apiContactEmail\n    chargeType\n    oneTimeChargeAmount\n    freeTrialDays\n    installationCountries\n    appReviewInstructions\n    pricingLocked\n    canDelete\n  }\n"): (typeof documents)["\n  fragment AppSetupFields on App {\n    id\n    name\n    type\n    status\n    appUrl\n    redirectUrlWhitelist\n    apiContactEmail\n    chargeType\n    oneTimeChargeAmount\n    freeTrialDays\n    installationCountries\n    appReviewInstructions\n    pricingLocked\n    canDelete\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppListingPreviewFields on AppListing {\n    id\n    appId\n    language\n    name\n    tagLine\n    chargeType\n    freeTrialDays\n    oneTimeChargeAmount\n    description\n    promoVideoUrl\n    includeKeyBenefitsImages\n    supportEmail\n    supportPhone\n    websiteUrl\n    privacyPolicyUrl\n    termsOfServiceUrl\n    integrations\n    searchTerms\n    offerDemoRequest\n    showContactDetails\n    icon {\n      ...ListingPageImageFields\n    }\n    screenShots {\n      ...ListingPageScreenshotFields\n    }\n    keyBenefits {\n      ...ListingPageKeyBenefitFields\n    }\n    pricePlans {\n      ...ListingPagePlanFields\n    }\n    organization {\n      ...ListingPageOrganizationFields\n    }\n    categories {\n      ...ListingPageCategoryFields\n    }\n  }\n"): (typeof documents)["\n  fragment AppListingPreviewFields on AppListing {\n    id\n    appId\n    language\n    name\n    tagLine\n    chargeType\n    freeTrialDays\n    oneTimeChargeAmount\n    description\n    promoVideoUrl\n    includeKeyBenefitsImages\n    supportEmail\n    supportPhone\n    websiteUrl\n    privacyPolicyUrl\n    termsOfServiceUrl\n    integrations\n    searchTerms\n    offerDemoRequest\n    showContactDetails\n    icon {\n      ...ListingPageImageFields\n    }\n    screenShots {\n      ...ListingPageScreenshotFields\n    }\n    keyBenefits {\n      ...ListingPageKeyBenefitFields\n    }\n    pricePlans {\n      ...ListingPagePlanFields\n    }\n    organization {\n      ...ListingPageOrganizationFields\n    }\n    categories {\n      ...ListingPageCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppAccessFields on App {\n    id\n    access {\n      version\n      scopes\n      holders {\n        scope\n        installationCount\n      }\n      versions {\n        version\n        scopes\n        added\n        removed\n        creationDate\n        installationCount\n        testInstallationCount\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AppAccessFields on App {\n    id\n    access {\n      version\n      scopes\n      holders {\n        scope\n        installationCount\n      }\n      versions {\n        version\n        scopes\n        added\n        removed\n        creationDate\n        installationCount\n        testInstallationCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppDashboardFields on App {\n    ...AppSetupFields\n    creationDate\n    numberOfInstallations\n    customPublished\n    canSubmitForReview\n    listingLocked\n    reviewReason\n    lastReviewEvent {\n      decision\n      reason\n      createdAt\n    }\n    apiCredentials {\n      apiKey\n      secretKey\n    }\n    linkedVendor {\n      id\n      name\n    }\n    customInstallation {\n      id\n      creationDate\n    }\n    testInstallation {\n      id\n      creationDate\n      completed\n    }\n    redirectUrls\n    pricePlans {\n      id\n      name\n      type\n      discountedYearlyPrice\n      monthlyAmount\n      yearlyAmount\n      bookingFeePercentage\n    }\n    webhookSubscriptions {\n      id\n      topic\n      url\n      enabled\n      disabledReason\n    }\n    listings {\n      ...AppListingPreviewFields\n    }\n    ...AppAccessFields\n  }\n"): (typeof documents)["\n  fragment AppDashboardFields on App {\n    ...AppSetupFields\n    creationDate\n    numberOfInstallations\n    customPublished\n    canSubmitForReview\n    listingLocked\n    reviewReason\n    lastReviewEvent {\n      decision\n      reason\n      createdAt\n    }\n    apiCredentials {\n      apiKey\n      secretKey\n    }\n    linkedVendor {\n      id\n      name\n    }\n    customInstallation {\n      id\n      creationDate\n    }\n    testInstallation {\n      id\n      creationDate\n      completed\n    }\n    redirectUrls\n    pricePlans {\n      id\n      name\n      type\n      discountedYearlyPrice\n      monthlyAmount\n      yearlyAmount\n      bookingFeePercentage\n    }\n    webhookSubscriptions {\n      id\n      topic\n      url\n      enabled\n      disabledReason\n    }\n    listings {\n      ...AppListingPreviewFields\n    }\n    ...AppAccessFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query App($id: ID!) {\n    app(id: $id) {\n      ...AppDashboardFields\n    }\n  }\n"): (typeof documents)["\n  query App($id: ID!) {\n    app(id: $id) {\n      ...AppDashboardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GettingStarted {\n    gettingStarted {\n      complete\n      appId\n      appName\n      steps {\n        id\n        done\n      }\n    }\n  }\n"): (typeof documents)["\n  query GettingStarted {\n    gettingStarted {\n      complete\n      appId\n      appName\n      steps {\n        id\n        done\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingPageImageFields on Image {\n    sourceUrl\n    width\n    height\n    variants {\n      url\n      width\n      height\n      format\n    }\n  }\n"): (typeof documents)["\n  fragment ListingPageImageFields on Image {\n    sourceUrl\n    width\n    height\n    variants {\n      url\n      width\n      height\n      format\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingPageScreenshotFields on Screenshot {\n    type\n    description\n    image {\n      ...ListingPageImageFields\n    }\n  }\n"): (typeof documents)["\n  fragment ListingPageScreenshotFields on Screenshot {\n    type\n    description\n    image {\n      ...ListingPageImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingPageKeyBenefitFields on KeyBenefit {\n    title\n    description\n    image {\n      ...ListingPageImageFields\n    }\n  }\n"): (typeof documents)["\n  fragment ListingPageKeyBenefitFields on KeyBenefit {\n    title\n    description\n    image {\n      ...ListingPageImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingPagePlanFields on ListingPricePlan {\n    planId\n    name\n    features\n    pricePlan {\n      id\n      name\n      type\n      monthlyAmount\n      yearlyAmount\n      oneTimeAmount\n      discountedYearlyPrice\n      bookingFeePercentage\n    }\n  }\n"): (typeof documents)["\n  fragment ListingPagePlanFields on ListingPricePlan {\n    planId\n    name\n    features\n    pricePlan {\n      id\n      name\n      type\n      monthlyAmount\n      yearlyAmount\n      oneTimeAmount\n      discountedYearlyPrice\n      bookingFeePercentage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingPageCategoryFields on ListingCategory {\n    id\n    slug\n    name\n    primary\n    retired\n  }\n"): (typeof documents)["\n  fragment ListingPageCategoryFields on ListingCategory {\n    id\n    slug\n    name\n    primary\n    retired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingPageOrganizationFields on PublicOrganization {\n    id\n    businessName\n    businessEmail\n    supportEmail\n  }\n"): (typeof documents)["\n  fragment ListingPageOrganizationFields on PublicOrganization {\n    id\n    businessName\n    businessEmail\n    supportEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on AppAccountUser {\n    id\n    email\n    firstName\n    lastName\n    orgId\n    orgName\n    organizationId\n    accountOwner\n    adminUser\n    disguised\n    ownOrgId\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on AppAccountUser {\n    id\n    email\n    firstName\n    lastName\n    orgId\n    orgName\n    organizationId\n    accountOwner\n    adminUser\n    disguised\n    ownOrgId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppOrgTerms($id: ID!) {\n    appOrg(id: $id) {\n      id\n      termsApiAgreed\n      termsPartnerAgreed\n    }\n  }\n"): (typeof documents)["\n  query AppOrgTerms($id: ID!) {\n    appOrg(id: $id) {\n      id\n      termsApiAgreed\n      termsPartnerAgreed\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;