import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live. The local driver keeps them in DATA_DIR/uploads and serves them at /files/*. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  read(key: string): Promise<{ stream: Readable; size: number; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /** The absolute URL browsers load the file from. */
  publicUrl(key: string): string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
};

export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** Keys are chosen by the server: lowercase segments of [a-z0-9._-], no dot segments. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9_-]+(\/[a-z0-9_-][a-z0-9._-]*)+$/i.test(key) && !key.split('/').some((s) => s === '..' || s === '.');
}

export function createLocalStorage(opts: { dataDir: string; publicUrl: string }): Storage {
  const root = resolve(opts.dataDir, 'uploads');
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async read(key) {
      if (!isSafeKey(key)) return null;
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size, contentType: contentTypeOfKey(key) };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    publicUrl: (key) => `${opts.publicUrl}/files/${key}`,
  };
}
