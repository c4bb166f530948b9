import { describe, expect, it } from 'vitest';
import { densitySrcSet, fallbackFormat, pickVariant, srcSet, variantWidths, type ImageVariantLike } from './image-variants.ts';

const v = (width: number, format: ImageVariantLike['format']): ImageVariantLike => ({
  url: `/files/x.png.v/h-${width}w.${format === 'JPEG' ? 'jpg' : format.toLowerCase()}`,
  width,
  format,
});
// stored in no particular order, as the database gives them back
const icon = [v(256, 'WEBP'), v(64, 'PNG'), v(128, 'WEBP'), v(64, 'WEBP'), v(256, 'PNG'), v(128, 'PNG')];

describe('variantWidths', () => {
  it('makes every width of the set that the original exceeds', () => {
    expect(variantWidths('ICON', 1200)).toEqual([64, 128, 256]);
    expect(variantWidths('WIDE', 1600)).toEqual([480, 960, 1440]);
  });

  it('never upscales: the first width the original does not exceed becomes its own width, and the rest are dropped', () => {
    expect(variantWidths('WIDE', 1000)).toEqual([480, 960, 1000]);
    expect(variantWidths('WIDE', 960)).toEqual([480, 960]);
    expect(variantWidths('WIDE', 300)).toEqual([300]);
    expect(variantWidths('ICON', 100)).toEqual([64, 100]);
  });
});

describe('pickVariant', () => {
  it('picks the narrowest copy of the format that is at least as wide as asked', () => {
    expect(pickVariant(icon, 64, 'WEBP')?.width).toBe(64);
    expect(pickVariant(icon, 65, 'WEBP')?.width).toBe(128);
    expect(pickVariant(icon, 96, 'PNG')).toEqual(v(128, 'PNG'));
  });

  it('falls back to the widest copy when none is wide enough, and to null without copies of the format', () => {
    expect(pickVariant(icon, 1000, 'WEBP')?.width).toBe(256);
    expect(pickVariant(icon, 64, 'JPEG')).toBeNull();
    expect(pickVariant([], 64, 'WEBP')).toBeNull();
    expect(pickVariant(null, 64, 'WEBP')).toBeNull();
  });
});

describe('srcSet', () => {
  it('lists the copies of one format with width descriptors, narrowest first', () => {
    expect(srcSet(icon, 'WEBP')).toBe('/files/x.png.v/h-64w.webp 64w, /files/x.png.v/h-128w.webp 128w, /files/x.png.v/h-256w.webp 256w');
    expect(srcSet(icon, 'JPEG')).toBe('');
    expect(srcSet(undefined, 'WEBP')).toBe('');
  });
});

describe('densitySrcSet', () => {
  it('gives a fixed-size image its 1x and 2x copies', () => {
    expect(densitySrcSet(icon, 64, 'WEBP')).toBe('/files/x.png.v/h-64w.webp 1x, /files/x.png.v/h-128w.webp 2x');
    expect(densitySrcSet(icon, 96, 'PNG')).toBe('/files/x.png.v/h-128w.png 1x, /files/x.png.v/h-256w.png 2x');
  });

  it('gives one URL when no wider copy exists for 2x, and nothing without copies', () => {
    expect(densitySrcSet(icon, 200, 'WEBP')).toBe('/files/x.png.v/h-256w.webp');
    expect(densitySrcSet([], 64, 'WEBP')).toBe('');
  });
});

describe('fallbackFormat', () => {
  it("names the original's format among the copies", () => {
    expect(fallbackFormat(icon)).toBe('PNG');
    expect(fallbackFormat([v(480, 'WEBP'), v(480, 'JPEG')])).toBe('JPEG');
    expect(fallbackFormat([v(480, 'WEBP')])).toBeNull();
    expect(fallbackFormat(null)).toBeNull();
  });
});
