import { describe, expect, it } from 'vitest';
import { bytesBeforeUsable, emptyBytes, resourceKind, totalBytes } from './web-bytes.mjs';

describe('resourceKind', () => {
  it('classifies by the resource type Chromium gives', () => {
    expect(resourceKind({ type: 'Document', mimeType: 'text/html' })).toBe('html');
    expect(resourceKind({ type: 'Script', mimeType: 'text/javascript' })).toBe('js');
    expect(resourceKind({ type: 'Stylesheet', mimeType: 'text/css' })).toBe('css');
    expect(resourceKind({ type: 'Image', mimeType: 'image/webp' })).toBe('images');
    expect(resourceKind({ type: 'Fetch', mimeType: 'application/graphql-response+json' })).toBe('data');
    expect(resourceKind({ type: 'XHR', mimeType: 'application/json' })).toBe('data');
    expect(resourceKind({ type: 'Font', mimeType: 'font/woff2' })).toBe('other');
  });

  it('falls back on the MIME type when the resource type says nothing', () => {
    expect(resourceKind({ type: 'Other', mimeType: 'image/x-icon' })).toBe('images');
    expect(resourceKind({ type: 'Other', mimeType: 'text/html; charset=utf-8' })).toBe('html');
    expect(resourceKind({ type: 'Prefetch', mimeType: 'application/javascript' })).toBe('js');
    expect(resourceKind({ type: 'Other', mimeType: 'text/css' })).toBe('css');
    expect(resourceKind({ type: 'Other', mimeType: 'application/json' })).toBe('data');
    expect(resourceKind({ type: 'Other', mimeType: 'application/octet-stream' })).toBe('other');
    expect(resourceKind({})).toBe('other');
  });

  // the script's type wins over a wrong MIME type: a module a server labels text/plain is still JS
  it('trusts the resource type over the MIME type', () => {
    expect(resourceKind({ type: 'Script', mimeType: 'text/plain' })).toBe('js');
    expect(resourceKind({ type: 'Fetch', mimeType: 'text/html' })).toBe('data');
  });
});

describe('byte sums', () => {
  it('counts everything but images and other as needed before the page is usable', () => {
    const bytes = { ...emptyBytes(), html: 1, js: 20, css: 300, images: 4000, data: 50000, other: 600000 };
    expect(bytesBeforeUsable(bytes)).toBe(50321);
    expect(totalBytes(bytes)).toBe(654321);
  });
});
