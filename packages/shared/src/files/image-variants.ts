/**
 * Right-sized copies of listing images: the server makes them once per image, in WebP and in the
 * original's format, and the store picks the copy that fits where the image is shown. This file holds the sizes
 * both sides agree on and the choice of URLs; it imports nothing, so the store's first-load script stays small.
 */

/** Widths made for each use: icons are shown at 56-96 CSS px, screenshots and key-benefit images up to a column. */
export const IMAGE_VARIANT_WIDTHS = { ICON: [64, 128, 256], WIDE: [480, 960, 1440] } as const;
export type ImageVariantSet = keyof typeof IMAGE_VARIANT_WIDTHS;

export const IMAGE_VARIANT_FORMATS = ['WEBP', 'JPEG', 'PNG'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** The modern format every variant also comes in; the other format is the original's (the fallback). */
export const MODERN_IMAGE_FORMAT: ImageVariantFormat = 'WEBP';

export interface ImageVariantLike {
  url: string;
  width: number;
  format: ImageVariantFormat;
}

/**
 * The widths of `set` for an original `originalWidth` px wide, never upscaled: a width the original does not
 * reach is replaced by the original's own width (once), so a small original still gets a WebP copy.
 */
export function variantWidths(set: ImageVariantSet, originalWidth: number): number[] {
  const widths: number[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS[set]) {
    if (width < originalWidth) widths.push(width);
    else {
      widths.push(originalWidth);
      break;
    }
  }
  return widths;
}

export const imageMimeType = (format: ImageVariantFormat) => `image/${format.toLowerCase()}`;

/** The variants of one format, narrowest first. */
function ofFormat<V extends ImageVariantLike>(variants: readonly V[] | null | undefined, format: ImageVariantFormat): V[] {
  return (variants ?? []).filter((v) => v.format === format).sort((a, b) => a.width - b.width);
}

/** The format of the fallback copies: the original's (the one that is not WebP), or null when there are none. */
export function fallbackFormat(variants: readonly ImageVariantLike[] | null | undefined): ImageVariantFormat | null {
  return (variants ?? []).find((v) => v.format !== MODERN_IMAGE_FORMAT)?.format ?? null;
}

/** The narrowest variant of `format` at least `width` px wide, else the widest there is; null when there is none. */
export function pickVariant<V extends ImageVariantLike>(
  variants: readonly V[] | null | undefined,
  width: number,
  format: ImageVariantFormat,
): V | null {
  const candidates = ofFormat(variants, format);
  return candidates.find((v) => v.width >= width) ?? candidates[candidates.length - 1] ?? null;
}

/** A `srcset` with width descriptors (for images whose shown width follows the layout, with `sizes`); '' when none. */
export function srcSet(variants: readonly ImageVariantLike[] | null | undefined, format: ImageVariantFormat): string {
  return ofFormat(variants, format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

/**
 * A `srcset` with density descriptors for an image always shown `cssWidth` px wide: the copy for 1x screens and,
 * when a wider one exists, the one for 2x (denser screens take the 2x copy too). '' when there is none.
 */
export function densitySrcSet(
  variants: readonly ImageVariantLike[] | null | undefined,
  cssWidth: number,
  format: ImageVariantFormat,
): string {
  const oneX = pickVariant(variants, cssWidth, format);
  if (!oneX) return '';
  const twoX = pickVariant(variants, cssWidth * 2, format);
  return twoX && twoX.width > oneX.width ? `${oneX.url} 1x, ${twoX.url} 2x` : oneX.url;
}
