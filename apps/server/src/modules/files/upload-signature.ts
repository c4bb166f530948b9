import { keyedMac, safeEqual } from '../../lib/crypto.ts';

export interface UploadGrant {
  key: string;
  contentType: string;
  maxBytes: number;
  /** Unix seconds. */
  expires: number;
}

function signature(secretKey: string, grant: UploadGrant): string {
  return keyedMac(secretKey, 'uploads', [grant.key, grant.contentType, grant.maxBytes, grant.expires].join('\n'));
}

/** The local driver's presigned PUT URL: the key, type, size limit and expiry are all under the HMAC. */
export function signUploadUrl(secretKey: string, base: string, grant: UploadGrant): string {
  const query = new URLSearchParams({
    contentType: grant.contentType,
    maxBytes: String(grant.maxBytes),
    expires: String(grant.expires),
    signature: signature(secretKey, grant),
  });
  return `${base}?${query}`;
}

export type GrantCheck = { ok: true; grant: UploadGrant } | { ok: false; status: 403 | 410; message: string };

/** Checks a PUT against its signed URL; `now` in Unix seconds. */
export function verifyUploadGrant(
  secretKey: string,
  key: string,
  query: Record<string, string | undefined>,
  now = Date.now() / 1000,
): GrantCheck {
  const grant: UploadGrant = {
    key,
    contentType: query.contentType ?? '',
    maxBytes: Number(query.maxBytes),
    expires: Number(query.expires),
  };
  if (
    !query.signature ||
    !Number.isFinite(grant.maxBytes) ||
    !Number.isFinite(grant.expires) ||
    !safeEqual(query.signature, signature(secretKey, grant))
  ) {
    return { ok: false, status: 403, message: 'The upload URL is not valid.' };
  }
  if (grant.expires < now) return { ok: false, status: 410, message: 'The upload URL has expired. Please try again.' };
  return { ok: true, grant };
}
