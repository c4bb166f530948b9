import type { ShownWidth } from './image-sources';

/*
 * How wide the listing page shows each image, for the browser to pick a copy before layout (`sizes`). The main
 * column is 8 of 12 columns of the lg container (about 760 px) from the md breakpoint; below md it is the page's
 * width less the container's padding (16 px a side on phones, 24 px from sm).
 */

export const DETAILS_ICON_SIZE = 96;

/**
 * The promo image (the first screenshot when there is no video) spans the main column. On phones it is declared
 * 5 % narrower than it is: a 412 px wide phone at 2.625 device pixels per CSS pixel (the common Android one) then
 * takes the 960 px copy, at 2.5 px per CSS pixel, instead of the 1440 px one, some 35 KB less before the page's
 * largest paint on a slow link, for a difference in sharpness nobody sees.
 */
export const PROMO_IMAGE_SHOWN = {
  sizes: '(min-width: 1200px) 760px, (min-width: 900px) 64vw, (min-width: 600px) calc(100vw - 48px), calc(95vw - 30px)',
  guess: 960,
} satisfies ShownWidth;

/** Screenshot thumbnails: three to a row of the main column from md, two below (16 px apart). */
export const SCREENSHOT_THUMB_SHOWN = {
  sizes: '(min-width: 1200px) 240px, (min-width: 900px) 21vw, (min-width: 600px) calc(50vw - 32px), calc(50vw - 24px)',
  guess: 480,
} satisfies ShownWidth;

/**
 * Key-benefit images fill their card (20 px padding a side): up to three cards to a row of the main column from md,
 * two from sm (one when there is one), one on phones; cards are 16 px apart.
 */
export function keyBenefitShown(count: number): ShownWidth {
  const perRow = Math.min(Math.max(count, 1), 3);
  const lg = Math.round((760 - 16 * (perRow - 1)) / perRow - 40);
  const sm = count === 1 ? 'calc(100vw - 88px)' : 'calc(50vw - 72px)';
  return {
    sizes: `(min-width: 1200px) ${lg}px, (min-width: 900px) ${Math.round(64 / perRow)}vw, (min-width: 600px) ${sm}, calc(100vw - 72px)`,
    guess: 480,
  };
}
