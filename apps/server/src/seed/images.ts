import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageSize } from 'image-size';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import { contentTypeOfKey } from '../modules/files/storage.ts';
import type { Storage } from '../lib/storage.ts';

const assetsDir = resolve(fileURLToPath(new URL('./assets', import.meta.url)));

/**
 * Puts each seed asset into storage once per organisation that uses it and records it as a saved
 * (non-temporary) image of that organisation: a partner may save its listings only with its own files.
 */
export function seedImages(db: Db, storage: Storage) {
  const ids = new Map<string, Promise<number>>();
  const store = async (asset: string, organizationId: number): Promise<number> => {
    const body = await readFile(resolve(assetsDir, asset));
    const key = `seed/org-${organizationId}/${asset.toLowerCase()}`;
    await storage.put(key, body, contentTypeOfKey(key));
    const { width, height } = imageSize(body);
    const [row] = await db
      .insert(files)
      .values({
        organizationId,
        kind: 'IMAGE',
        s3Key: key,
        fileName: asset.split('/').pop()!,
        fileType: extname(asset).slice(1).toLowerCase(),
        size: body.length,
        width,
        height,
        temp: false,
      })
      .returning({ id: files.id });
    return row!.id;
  };
  return (asset: string, organizationId: number) => {
    const cacheKey = `${organizationId}:${asset}`;
    let id = ids.get(cacheKey);
    if (!id) {
      id = store(asset, organizationId);
      ids.set(cacheKey, id);
    }
    return id;
  };
}
