import { createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';
import type { Storage } from '../../lib/storage.ts';
import { signUploadUrl } from './upload-signature.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  // only the server writes these (image variants): uploads are jpg and png
  '.webp': 'image/webp',
};

export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** Keys are chosen by the server: lowercase segments of [a-z0-9._-], no dot segments. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9_-]+(\/[a-z0-9_-][a-z0-9._-]*)+$/i.test(key) && !key.split('/').some((s) => s === '..' || s === '.');
}

export function createLocalStorage(opts: { dataDir: string; publicUrl: string; secretKey: string }): Storage {
  const root = resolve(opts.dataDir, 'uploads');
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return path;
  };
  const fileInfo = async (key: string) => {
    if (!isSafeKey(key)) return null;
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? info : null;
    } catch {
      return null;
    }
  };
  return {
    driver: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // written aside and renamed into place: a full disk or a crash mid-write leaves no half file under the key
      const part = `${path}.${randomUUID()}.part`;
      try {
        await writeFile(part, body);
        await rename(part, path);
      } catch (err) {
        await rm(part, { force: true }).catch(() => undefined);
        throw err;
      }
    },
    async read(key) {
      const info = await fileInfo(key);
      if (!info) return null;
      return { stream: createReadStream(pathOf(key)), size: info.size, contentType: contentTypeOfKey(key) };
    },
    async readStart(key, bytes) {
      const info = await fileInfo(key);
      if (!info) return null;
      const handle = await open(pathOf(key), 'r');
      try {
        const head = Buffer.alloc(Math.min(bytes, info.size));
        await handle.read(head, 0, head.length, 0);
        return { head, size: info.size };
      } finally {
        await handle.close();
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async presignPut({ key, contentType, maxBytes, expiresInSeconds }) {
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const url = signUploadUrl(opts.secretKey, `${opts.publicUrl}/uploads/${key}`, { key, contentType, maxBytes, expires });
      return { url, headers: { 'content-type': contentType } };
    },
    publicUrl: (key) => `${opts.publicUrl}/files/${key}`,
  };
}
