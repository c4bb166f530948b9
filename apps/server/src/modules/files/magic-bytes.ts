import { imageSize } from 'image-size';

/** What a file's first bytes say it is, whatever its name or declared type. */
export function sniffContentType(head: Buffer): 'image/png' | 'image/jpeg' | 'application/pdf' | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 5 && head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

/** Width and height of a PNG or JPEG from its leading bytes, or null when they do not say. */
export function imageDimensions(head: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(head);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}
