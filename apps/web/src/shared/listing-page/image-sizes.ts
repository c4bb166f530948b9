import type { ShownWidth } from './image-sources';

/*
 * How wide the listing page shows each image, for the browser to pick a copy before layout (`sizes`). The main
 * column is 8 of 12 columns of the lg container (about 760 px) from the md breakpoint, the whole width below it.
 */

export const DETAILS_ICON_SIZE = 96;

/** The promo image (the first screenshot when there is no video) spans the main column. */
export const PROMO_IMAGE_SHOWN = { sizes: '(min-width: 1200px) 760px, (min-width: 900px) 64vw, 100vw', guess: 960 } satisfies ShownWidth;

/** Screenshot thumbnails: three to a row of the main column from md, two below. */
export const SCREENSHOT_THUMB_SHOWN = {
  sizes: '(min-width: 1200px) 240px, (min-width: 900px) 21vw, 50vw',
  guess: 480,
} satisfies ShownWidth;

/** Key-benefit images: up to three to a row of the main column from md, two from sm (one when there is one). */
export function keyBenefitShown(count: number): ShownWidth {
  const perRow = Math.min(Math.max(count, 1), 3);
  const sm = count === 1 ? '100vw' : '50vw';
  return {
    sizes: `(min-width: 1200px) ${Math.round(760 / perRow)}px, (min-width: 900px) ${Math.round(64 / perRow)}vw, (min-width: 600px) ${sm}, 100vw`,
    guess: 480,
  };
}
