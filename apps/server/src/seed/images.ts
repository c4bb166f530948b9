import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageSize } from 'image-size';
import type { ImageVariantSet } from '@appstore/shared';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import { requestImageVariants, type VariantRequest } from '../modules/files/image-variants.service.ts';
import { contentTypeOfKey } from '../modules/files/storage.ts';
import type { Storage } from '../lib/storage.ts';

const assetsDir = resolve(fileURLToPath(new URL('./assets', import.meta.url)));

/**
 * Puts each seed asset into storage once per organisation that uses it and records it as a saved
 * (non-temporary) image of that organisation: a partner may save its listings only with its own files.
 * `requestVariants` then queues their variants as a saved listing would: every icon first (the home grid shows
 * them), then the screenshots and key-benefit images.
 */
export function seedImages(db: Db, storage: Storage) {
  const ids = new Map<string, Promise<{ id: number; width: number }>>();
  const requests = new Map<string, VariantRequest>();
  const store = async (asset: string, organizationId: number): Promise<{ id: number; width: number }> => {
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
    return { id: row!.id, width };
  };
  const image = async (asset: string, organizationId: number, set: ImageVariantSet): Promise<number> => {
    const cacheKey = `${organizationId}:${asset}`;
    let stored = ids.get(cacheKey);
    if (!stored) {
      stored = store(asset, organizationId);
      ids.set(cacheKey, stored);
    }
    const { id, width } = await stored;
    requests.set(`${id}:${set}`, { file: { id, kind: 'IMAGE', width, variants: [] }, set });
    return id;
  };
  const requestVariants = () => {
    const all = [...requests.values()];
    return requestImageVariants(db, [...all.filter((r) => r.set === 'ICON'), ...all.filter((r) => r.set !== 'ICON')]);
  };
  return { image, requestVariants };
}
