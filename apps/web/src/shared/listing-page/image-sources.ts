import { densitySrcSet, fallbackFormat, pickVariant, srcSet, type ImageVariantLike } from '@appstore/shared/files/image-variants';

/** An image as the store's queries give it: the original's URL and its right-sized copies (none until they are made). */
export interface VariantImage {
  sourceUrl: string;
  variants?: readonly ImageVariantLike[] | null;
}

/**
 * How wide the image is shown: a fixed CSS width (1x and 2x copies), or a `sizes` value for layout-driven widths
 * with `guess`, the width whose copy is the plain `src` (and the preload's `href`) for what reads no srcset.
 */
export type ShownWidth = { fixed: number } | { sizes: string; guess: number };

/**
 * The `srcset` of the WebP copies and of the original format's copies, and the one URL for `src`. Without copies
 * (not made yet, or an unsaved upload in the portal's preview) it is the original. The server's preload link for
 * the page's main image is made from the same values, so the browser fetches that image once.
 */
export function imageSources(image: VariantImage, shown: ShownWidth) {
  const { variants } = image;
  const fallback = fallbackFormat(variants);
  const fixed = 'fixed' in shown ? shown.fixed : null;
  const set = (format: ImageVariantLike['format']) => (fixed === null ? srcSet(variants, format) : densitySrcSet(variants, fixed, format));
  const width = fixed ?? (shown as { guess: number }).guess;
  return {
    webp: set('WEBP'),
    webpSrc: pickVariant(variants, width, 'WEBP')?.url ?? image.sourceUrl,
    fallback: fallback ? set(fallback) : '',
    src: (fallback && pickVariant(variants, width, fallback)?.url) || image.sourceUrl,
    sizes: fixed === null ? (shown as { sizes: string }).sizes : undefined,
  };
}
