import { describe, expect, it } from 'vitest';
import { LIMITS } from '@appstore/shared/limits/limits';
import {
  byteSizeText,
  ICON_IMAGE_SIZE,
  IMAGE_ACCEPT,
  IMAGE_MAX_TEXT,
  imageContentType,
  imageFileProblem,
  imageSizeProblem,
  imageSizeText,
  KEY_BENEFIT_IMAGE_SIZE,
} from './validate-image';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('imageContentType', () => {
  it('accepts png and jpeg, reading image/jpg as jpeg', () => {
    expect(imageContentType(file('a.png', 'image/png'))).toBe('image/png');
    expect(imageContentType(file('a.jpg', 'image/jpeg'))).toBe('image/jpeg');
    expect(imageContentType(file('a.jpg', 'image/jpg'))).toBe('image/jpeg');
    expect(imageContentType(file('a.PNG', 'IMAGE/PNG'))).toBe('image/png');
  });

  it('falls back to the extension when the browser reports no type', () => {
    expect(imageContentType(file('photo.JPEG', ''))).toBe('image/jpeg');
    expect(imageContentType(file('icon.png', 'application/octet-stream'))).toBe('image/png');
    expect(imageContentType(file('noextension', ''))).toBeNull();
  });

  it('refuses other types, whatever the name says', () => {
    expect(imageContentType(file('a.gif', 'image/gif'))).toBeNull();
    expect(imageContentType(file('a.png', 'image/webp'))).toBeNull();
    expect(imageContentType(file('a.pdf', ''))).toBeNull();
  });
});

describe('imageFileProblem (spec §5 image upload)', () => {
  it('says the server’s words for a wrong type, a too large and an empty file', () => {
    expect(imageFileProblem(file('a.gif', 'image/gif'))).toBe('Only jpg, jpeg or png images can be uploaded');
    expect(imageFileProblem(file('a.png', 'image/png', 20_000_001))).toBe('Images can be at most 20,000,000 bytes');
    expect(imageFileProblem(file('a.png', 'image/png', 0))).toBe('The file is empty');
  });

  it('accepts a jpg or png of up to 20,000,000 bytes', () => {
    expect(imageFileProblem(file('a.png', 'image/png', 20_000_000))).toBeNull();
    expect(imageFileProblem(file('a.jpeg', 'image/jpeg', 1))).toBeNull();
  });
});

describe('imageSizeProblem', () => {
  it('wants the icon at 1200x1200 and key-benefit images at 1600x1200', () => {
    expect(imageSizeProblem({ width: 1200, height: 1200 }, ICON_IMAGE_SIZE)).toBeNull();
    expect(imageSizeProblem({ width: 1200, height: 1199 }, ICON_IMAGE_SIZE)).toBe('The app icon must be 1200x1200 px');
    expect(imageSizeProblem({ width: 1600, height: 1200 }, KEY_BENEFIT_IMAGE_SIZE)).toBeNull();
    expect(imageSizeProblem({ width: 1200, height: 1600 }, KEY_BENEFIT_IMAGE_SIZE)).toBe('Key benefit images must be 1600x1200 px');
  });

  it('accepts any size when none is required, up to 16,383 px a side', () => {
    expect(imageSizeProblem({ width: 3, height: 7 })).toBeNull();
    expect(imageSizeProblem({ width: 3, height: 7 }, null)).toBeNull();
    expect(imageSizeProblem({ width: 1440, height: 16_383 })).toBeNull();
  });

  it('refuses a side over 16,383 px, which no variant could be made of, with the server’s words', () => {
    expect(imageSizeProblem({ width: 1440, height: 16_384 })).toBe('Images can be at most 16,383 px wide and high');
    expect(imageSizeProblem({ width: 16_384, height: 10 }, null)).toBe('Images can be at most 16,383 px wide and high');
  });
});

describe('imageSizeText', () => {
  it('shows pixels and bytes, or what is known', () => {
    expect(imageSizeText({ width: 1200, height: 1200, size: 245_300 })).toBe('1200 × 1200 px · 245 KB');
    expect(imageSizeText({ width: null, height: null, size: 2_500_000 })).toBe('2.5 MB');
    expect(imageSizeText({ width: 10, height: 20 })).toBe('10 × 20 px');
    expect(imageSizeText({})).toBe('');
    expect(byteSizeText(999)).toBe('999 B');
  });
});

it('offers exactly the allowed types in the file picker', () => {
  expect(IMAGE_ACCEPT.split(',').sort()).toEqual([...LIMITS.imageContentTypes].sort());
  expect(IMAGE_MAX_TEXT).toBe('up to 20 MB');
});
