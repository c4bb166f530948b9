import { graphql } from '../../gql';

/** A stored image as the listing form edits it: its key is what the form sends back. */
export const ListingImageFieldsFragment = graphql(`
  fragment ListingImageFields on Image {
    s3Key
    fileName
    fileType
    width
    height
    size
    sourceUrl
    temp
  }
`);

/** What the listing form starts from: the preview fields plus the stored images' keys and sizes. */
export const ListingEditFieldsFragment = graphql(`
  fragment ListingEditFields on AppListing {
    ...AppListingPreviewFields
    icon {
      ...ListingImageFields
    }
    keyBenefits {
      title
      description
      image {
        ...ListingImageFields
      }
    }
    screenShots {
      type
      description
      image {
        ...ListingImageFields
      }
    }
    pricePlans {
      planId
      name
      features
    }
    categories {
      id
      name
      primary
      retired
    }
  }
`);

/** The categories a partner can pick: the store's active ones. */
export const ListingCategoryOptionsQuery = graphql(`
  query ListingCategoryOptions {
    publicCategories {
      id
      slug
      name
    }
  }
`);

export const AppListingQuery = graphql(`
  query AppListing($id: ID!) {
    appListing(id: $id) {
      ...ListingEditFields
    }
  }
`);

export const AppListingCreateMutation = graphql(`
  mutation AppListingCreate($appId: ID!, $listingInfo: AppListingInput!) {
    appListingCreate(appId: $appId, listingInfo: $listingInfo) {
      ...ListingEditFields
    }
  }
`);

/** Answers the app with its listings (spec §7); the listings with their image keys, so a reopened form is current. */
export const AppListingUpdateMutation = graphql(`
  mutation AppListingUpdate($id: ID!, $listingInfo: AppListingInput!) {
    appListingUpdate(id: $id, listingInfo: $listingInfo) {
      ...AppDashboardFields
      listings {
        ...ListingEditFields
      }
    }
  }
`);

export const AppListingDeleteMutation = graphql(`
  mutation AppListingDelete($id: ID!) {
    appListingDelete(id: $id)
  }
`);

/** Removes a saved image from the listing and from storage (spec §4 "Files"). */
export const AppListingImageDeleteMutation = graphql(`
  mutation AppListingImageDelete($id: ID!, $imageType: ImageKind!, $imageKey: String!) {
    appListingImageDelete(id: $id, imageType: $imageType, imageKey: $imageKey) {
      ...ListingEditFields
    }
  }
`);

/** A presigned PUT for one image; the file is then sent straight to `uploadUrl` (spec §7 "Uploads"). */
export const S3UploadAuthorizationMutation = graphql(`
  mutation S3UploadAuthorization($contentType: String!, $fileName: String, $size: Int) {
    s3UploadAuthorization(contentType: $contentType, fileName: $fileName, size: $size) {
      uploadUrl
      meta {
        s3Key
        contentType
        fileName
        maxSize
        expiresAt
        headers {
          name
          value
        }
      }
    }
  }
`);
