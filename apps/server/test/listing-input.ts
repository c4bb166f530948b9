import type { TestApp } from './harness.ts';

const AUTHORIZE = `mutation($ct: String!, $name: String, $size: Int) { s3UploadAuthorization(contentType: $ct, fileName: $name, size: $size) {
  uploadUrl meta { s3Key contentType maxSize expiresAt fileName headers { name value } } } }`;

/** Asks for an upload URL and PUTs the bytes to it through the server (local driver). */
export async function uploadImage(t: TestApp, cookie: { cookie: string }, body: Buffer, contentType = 'image/png') {
  const auth = await t.gql(AUTHORIZE, { ct: contentType, name: 'image.png', size: body.length }, cookie);
  if (auth.errors) throw new Error(auth.errors[0]!.message);
  const { uploadUrl, meta } = auth.data.s3UploadAuthorization;
  const url = new URL(uploadUrl);
  const res = await t.app.inject({
    method: 'PUT',
    url: url.pathname + url.search,
    headers: { 'content-type': contentType },
    payload: body,
  });
  return { status: res.statusCode, json: res.json(), key: meta.s3Key as string, uploadUrl: uploadUrl as string, meta };
}

export { AUTHORIZE };

/** A listing input that passes every spec §5 rule, with the given icon key. */
export function listingInput(iconKey: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Tour Sync',
    tagLine: 'Your tours, everywhere at once',
    description: 'Line one.\nLine two.',
    searchTerms: ['sync'],
    integrations: ['Google Calendar'],
    includeKeyBenefitsImages: false,
    supportEmail: 'help@acme.test',
    supportPhone: '+354 555 0100',
    websiteUrl: 'https://acme.test',
    privacyPolicyUrl: 'https://acme.test/privacy',
    termsOfServiceUrl: 'https://acme.test/terms',
    showContactDetails: true,
    offerDemoRequest: false,
    icon: { s3Key: iconKey },
    keyBenefits: [],
    screenShots: [],
    pricePlans: [],
    ...extra,
  };
}

export const LISTING_FIELDS = `id name tagLine description searchTerms integrations includeKeyBenefitsImages supportEmail
  icon { s3Key width height sourceUrl temp } keyBenefits { title description image { s3Key } } screenShots { type description image { s3Key sourceUrl } }
  pricePlans { planId name features } organization { businessName }`;
export const LISTING_CREATE = `mutation($appId: ID!, $l: AppListingInput!) { appListingCreate(appId: $appId, listingInfo: $l) { ${LISTING_FIELDS} } }`;
export const LISTING_UPDATE = `mutation($id: ID!, $l: AppListingInput!) { appListingUpdate(id: $id, listingInfo: $l) { id listings { ${LISTING_FIELDS} } } }`;
export const LISTING_DELETE = `mutation($id: ID!) { appListingDelete(id: $id) }`;
export const IMAGE_DELETE = `mutation($id: ID!, $kind: ImageKind!, $key: String!) { appListingImageDelete(id: $id, imageType: $kind, imageKey: $key) { ${LISTING_FIELDS} } }`;
