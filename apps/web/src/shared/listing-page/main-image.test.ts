import { describe, expect, it } from 'vitest';
import type { ImageVariantLike } from '@appstore/shared/files/image-variants';
import { imageSources } from './image-sources';
import { PROMO_IMAGE_SHOWN } from './image-sizes';
import { mainImagePreload } from './main-image';

const copies = (name: string, widths: number[], fallback: 'PNG' | 'JPEG'): ImageVariantLike[] =>
  widths.flatMap((width) => [
    { url: `/files/${name}.v/h-${width}w.webp`, width, format: 'WEBP' as const },
    { url: `/files/${name}.v/h-${width}w.${fallback === 'PNG' ? 'png' : 'jpg'}`, width, format: fallback },
  ]);
const icon = { sourceUrl: '/files/icon.png', variants: copies('icon.png', [64, 128, 256], 'PNG') };
const shot = { sourceUrl: '/files/shot.jpg', variants: copies('shot.jpg', [480, 960, 1440], 'JPEG') };

describe('imageSources', () => {
  it('gives a fixed-size image its 1x and 2x copies in WebP and in the original format', () => {
    expect(imageSources(icon, { fixed: 64 })).toEqual({
      webp: '/files/icon.png.v/h-64w.webp 1x, /files/icon.png.v/h-128w.webp 2x',
      webpSrc: '/files/icon.png.v/h-64w.webp',
      fallback: '/files/icon.png.v/h-64w.png 1x, /files/icon.png.v/h-128w.png 2x',
      src: '/files/icon.png.v/h-64w.png',
      sizes: undefined,
    });
  });

  it('gives a layout-sized image width descriptors and its sizes', () => {
    const sources = imageSources(shot, PROMO_IMAGE_SHOWN);
    expect(sources.webp).toBe(
      '/files/shot.jpg.v/h-480w.webp 480w, /files/shot.jpg.v/h-960w.webp 960w, /files/shot.jpg.v/h-1440w.webp 1440w',
    );
    expect(sources.src).toBe('/files/shot.jpg.v/h-960w.jpg');
    expect(sources.sizes).toBe(PROMO_IMAGE_SHOWN.sizes);
  });

  it('is the original alone until the copies are made', () => {
    expect(imageSources({ sourceUrl: '/files/icon.png', variants: [] }, { fixed: 64 })).toMatchObject({
      webp: '',
      fallback: '',
      src: '/files/icon.png',
    });
  });
});

describe('mainImagePreload', () => {
  const screenShots = [{ image: null }, { image: shot }];

  it('preloads the promo image (the first screenshot with an image) as the WebP copy the page will pick', () => {
    expect(mainImagePreload({ icon, screenShots, promoVideoUrl: null })).toEqual({
      href: '/files/shot.jpg.v/h-960w.webp',
      srcSet: imageSources(shot, PROMO_IMAGE_SHOWN).webp,
      sizes: PROMO_IMAGE_SHOWN.sizes,
      type: 'image/webp',
    });
  });

  it('preloads the icon when a video takes the promo place, and the original when no copies exist yet', () => {
    expect(mainImagePreload({ icon, screenShots, promoVideoUrl: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({
      href: '/files/icon.png.v/h-128w.webp',
      srcSet: '/files/icon.png.v/h-128w.webp 1x, /files/icon.png.v/h-256w.webp 2x',
      sizes: undefined,
      type: 'image/webp',
    });
    // a link that is not a video shows the screenshot, so that is preloaded
    expect(mainImagePreload({ icon, screenShots, promoVideoUrl: 'https://example.com/video' })?.href).toBe('/files/shot.jpg.v/h-960w.webp');
    expect(mainImagePreload({ icon: { sourceUrl: '/files/icon.png', variants: [] }, screenShots: [] })).toEqual({
      href: '/files/icon.png',
    });
    expect(mainImagePreload({ icon: null, screenShots: [] })).toBeNull();
  });
});
