import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { variantWidths, type ImageVariantFormat, type ImageVariantSet } from '@appstore/shared';

// One libvips thread per image and one image at a time (the worker awaits each): on a 2-core machine the
// other core stays free for requests. Each image is made once, so libvips' operation cache would only hold memory.
sharp.concurrency(1);
sharp.cache(false);
// Uploads are untrusted: of libvips' many decoders (SVG, PDF, TIFF, HEIF...) only the two for the formats an upload
// may have can run in this process. An object in S3 could be replaced while its upload URL is still valid.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({ operation: ['VipsForeignLoadPngBuffer', 'VipsForeignLoadJpegBuffer'] });

/**
 * Part of every variant key: a change to the settings below makes new keys, so no browser keeps a copy made the
 * old way (variants are cached as immutable).
 */
const ENCODING_VERSION = 1;

/**
 * Uploads are untrusted: a 20 MB PNG can declare billions of pixels. Images above this many are refused from
 * their header, before any pixel is decoded (25 MP: a 6K screenshot still fits). Decoding then holds at most the
 * largest variant's pixels, as the original is shrunk while it is read.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/** WebP effort 2 of 6: about half the CPU of the default 4 for files some 4 % larger (demo screenshots). */
const WEBP = { quality: 80, effort: 2 } as const;
const JPEG = { quality: 80, progressive: true, mozjpeg: false } as const;

const EXTENSIONS: Record<ImageVariantFormat, string> = { WEBP: 'webp', JPEG: 'jpg', PNG: 'png' };

/** The key of one variant: beside the original, named by the original's content and the settings, never reused. */
export function variantKey(originalKey: string, digest: string, width: number, format: ImageVariantFormat): string {
  return `${originalKey}.v/${digest}-${width}w.${EXTENSIONS[format]}`;
}

/** Variant keys are content-addressed, so what is stored under one never changes: it may be cached for good. */
export const isVariantKey = (key: string) => /\.v\/[0-9a-f]{16}-\d+w\.(webp|jpg|png)$/.test(key);

/** What names the variants of one original: its bytes and the encoder settings. */
export function contentDigest(original: Buffer): string {
  return createHash('sha256').update(`image-variants-v${ENCODING_VERSION}\n`).update(original).digest('hex').slice(0, 16);
}

/**
 * The original cannot be made into variants: not a PNG or JPEG, corrupt, over the pixel limit, or refused by an
 * encoder (a side longer than WebP allows). The same bytes fail the same way every time: trying again will not help.
 */
export class UnusableImageError extends Error {}

export interface EncodedVariant {
  width: number;
  height: number;
  format: ImageVariantFormat;
  body: Buffer;
}

/**
 * Encodes the widths of `set` (never wider than the original) in WebP and in the original's format. The original
 * is decoded once, turned upright by its EXIF orientation and shrunk to the widest variant while it is read; each
 * width is resized from that. `skip` leaves out variants that already exist. Metadata (EXIF, GPS) is not copied.
 */
export async function encodeImageVariants(
  original: Buffer,
  set: ImageVariantSet,
  skip: (width: number, format: ImageVariantFormat) => boolean = () => false,
): Promise<EncodedVariant[]> {
  let decoded: { data: Buffer; info: OutputInfo };
  let fallback: 'PNG' | 'JPEG';
  let palette = false;
  let widths: number[];
  try {
    const input = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
    const meta = await input.metadata();
    if (meta.format !== 'png' && meta.format !== 'jpeg') throw new Error(`${meta.format ?? 'unknown'} is not a PNG or JPEG image`);
    fallback = meta.format === 'png' ? 'PNG' : 'JPEG';
    palette = meta.isPalette;
    widths = variantWidths(set, meta.autoOrient.width);
    decoded = await input
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new UnusableImageError(`The image could not be read: ${(err as Error).message}`);
  }
  try {
    return await encodeWidths(decoded, widths, fallback, palette, skip);
  } catch (err) {
    throw new UnusableImageError(`The image could not be encoded: ${(err as Error).message}`);
  }
}

/** Each width of the decoded original, in WebP and in its own format. */
async function encodeWidths(
  decoded: { data: Buffer; info: OutputInfo },
  widths: number[],
  fallback: 'PNG' | 'JPEG',
  palette: boolean,
  skip: (width: number, format: ImageVariantFormat) => boolean,
): Promise<EncodedVariant[]> {
  const { data, info } = decoded;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const out: EncodedVariant[] = [];
  for (const width of widths) {
    for (const format of ['WEBP', fallback] as const) {
      if (skip(width, format)) continue;
      let image = sharp(data, { raw });
      if (width !== info.width) image = image.resize({ width });
      image =
        format === 'WEBP'
          ? image.webp(WEBP)
          : format === 'JPEG'
            ? image.jpeg(JPEG)
            : image.png({ compressionLevel: 9, palette, ...(palette ? { effort: 4 } : {}) });
      // one after another, as sharp.concurrency(1) intends: parallel pipelines would each take a thread
      const encoded = await image.toBuffer({ resolveWithObject: true });
      out.push({ width: encoded.info.width, height: encoded.info.height, format, body: encoded.data });
    }
  }
  return out;
}
