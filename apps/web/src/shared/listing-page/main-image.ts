import { imageSources, type VariantImage } from './image-sources';
import { DETAILS_ICON_SIZE, PROMO_IMAGE_SHOWN } from './image-sizes';
import { videoEmbedUrl } from './video';

/** A `<link rel=preload as=image>`: the copy the page's `<picture>` will choose, with the same srcset and sizes. */
export interface ImagePreload {
  href: string;
  srcSet?: string;
  sizes?: string;
  type?: string;
}

interface ListingImages {
  promoVideoUrl?: string | null;
  icon?: VariantImage | null;
  screenShots: readonly { image?: VariantImage | null }[];
}

/**
 * The largest image above the fold of a listing page, for the server to preload: the promo image (the first
 * screenshot) when there is no video to show, else the icon. The WebP copies when there are some, as the page's
 * `<source type=image/webp>` offers them; the original until then.
 */
export function mainImagePreload(listing: ListingImages): ImagePreload | null {
  const promo = videoEmbedUrl(listing.promoVideoUrl ?? null) ? null : listing.screenShots.find((s) => s.image)?.image;
  const image = promo ?? listing.icon;
  if (!image) return null;
  const sources = imageSources(image, promo ? PROMO_IMAGE_SHOWN : { fixed: DETAILS_ICON_SIZE });
  if (!sources.webp) return { href: image.sourceUrl };
  return { href: sources.webpSrc, srcSet: sources.webp, sizes: sources.sizes, type: 'image/webp' };
}
