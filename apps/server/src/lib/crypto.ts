import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** AES-256-GCM under a key derived from SECRET_KEY; output is `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function encryptSecret(plain: string, secretKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secretKey, 'encryption'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function decryptSecret(sealed: string, secretKey: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(secretKey, 'encryption'), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** Separate keys for separate purposes, all from the one SECRET_KEY. */
export function deriveKey(secretKey: string, purpose: string): Buffer {
  return createHmac('sha256', secretKey).update(`appstore:${purpose}`).digest();
}

/** A MAC of `message` (base64url) under the key derived for `purpose`: signed URLs, form tokens, vouching cookies. */
export function keyedMac(secretKey: string, purpose: string, message: string): string {
  return createHmac('sha256', deriveKey(secretKey, purpose)).update(message).digest('base64url');
}

/** A random token of `bytes` bytes, url-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
