import { graphql } from '../../gql';

/**
 * The organisation's payout status: the drawer's badge, the payouts screen's warnings and the request
 * screen's previews. One selection everywhere, so every screen and the badge share one cached answer and
 * refetching it (after a save or a request) updates them all.
 */
export const AppOrgStatusQuery = graphql(`
  query AppOrgStatus {
    appOrgStatus {
      hasRejectedPayout
      hasUnclaimedPayout
      hasValidPayoutSettings
      hasValidTaxForm
      periodFrom
      periodTo
      amount
      displayAmount
      payoutSettingsPreview {
        ...PayoutSettingsFields
      }
      taxFormPreview {
        formType
        name
        country
        taxIdLast4
        signedName
        signedAt
      }
    }
  }
`);

/** What the settings form edits; bank numbers arrive masked ('•••• 1234'). */
export const PayoutSettingsFieldsFragment = graphql(`
  fragment PayoutSettingsFields on PayoutSettings {
    payableTo
    payoutContactEmail
    payoutContactPhoneNumber
    paymentType
    paymentTerms
    currencyCode
    usResident
    bankName
    bankAccountNumber
    abaRouting
    swift
    iban
    bankId
    branchId
  }
`);

export const PayoutSettingsQuery = graphql(`
  query PayoutSettings {
    getPayoutSettings {
      ...PayoutSettingsFields
    }
    currencies {
      label
      value
    }
  }
`);

export const PayoutSettingsUpdateMutation = graphql(`
  mutation PayoutSettingsUpdate($payoutSettings: PayoutSettingsInput!) {
    payoutSettingsUpdate(payoutSettings: $payoutSettings) {
      ...PayoutSettingsFields
    }
  }
`);

export const PayoutFieldsFragment = graphql(`
  fragment PayoutFields on Payout {
    id
    amount
    displayAmount
    creationDate
    invoiceDateFrom
    invoiceDateTo
    pdfInvoiceUrl
    status
    reason
  }
`);

export const PayoutsQuery = graphql(`
  query Payouts($first: Int, $after: String) {
    getPayouts(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          ...PayoutFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const PayoutDetailsQuery = graphql(`
  query PayoutDetails($id: ID!) {
    getPayoutDetails(id: $id) {
      ...PayoutFields
      payoutInvoice {
        id
        fileName
        fileType
        s3Key
        size
      }
    }
  }
`);

export const S3UploadPayoutInvoiceMutation = graphql(`
  mutation S3UploadPayoutInvoice($contentType: String!, $fileName: String, $size: Int) {
    s3UploadPayoutInvoice(contentType: $contentType, fileName: $fileName, size: $size) {
      uploadUrl
      meta {
        s3Key
        headers {
          name
          value
        }
      }
    }
  }
`);

export const InvoiceFileDeleteMutation = graphql(`
  mutation InvoiceFileDelete($fileKey: String!) {
    invoiceFileDelete(fileKey: $fileKey)
  }
`);

export const SubmitPayoutRequestMutation = graphql(`
  mutation SubmitPayoutRequest($fileInput: FileInput!) {
    submitPayoutRequest(fileInput: $fileInput) {
      ...PayoutFields
    }
  }
`);

export const UpdatePayoutRequestMutation = graphql(`
  mutation UpdatePayoutRequest($id: ID!, $fileInput: FileInput!) {
    updatePayoutRequest(id: $id, fileInput: $fileInput) {
      ...PayoutFields
    }
  }
`);
