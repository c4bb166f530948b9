import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { imageSources, type ShownWidth, type VariantImage } from './image-sources';

// not Box: Box takes width and height as style props, and the attributes that reserve the image's space are lost
const Img = styled('img')({});
const Picture = styled('picture')({});

/** The image's own styles: one object (theme-aware values, no arrays or functions), so a `<picture>` can carry them. */
export type ImageStyle = Exclude<SxProps<Theme>, readonly unknown[] | ((theme: Theme) => unknown)>;

export interface ResponsiveImageProps {
  image: VariantImage;
  alt: string;
  shown: ShownWidth;
  /** The original's size: the box keeps its shape before the image arrives (no layout shift). */
  width?: number;
  height?: number;
  /** The page's main image: fetched at once and first. Others load when they come near the viewport. */
  priority?: boolean;
  sx?: ImageStyle;
  'data-testid'?: string;
}

/** A `<picture>`: WebP copies where the browser takes them, the original format's copies otherwise. */
export function ResponsiveImage({ image, alt, shown, width, height, priority = false, sx, 'data-testid': testId }: ResponsiveImageProps) {
  const sources = imageSources(image, shown);
  const attributes = {
    src: sources.src,
    srcSet: sources.fallback || undefined,
    sizes: sources.fallback ? sources.sizes : undefined,
    alt,
    width,
    height,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    decoding: priority ? undefined : 'async',
    'data-testid': testId,
  } as const;
  if (!sources.webp) return <Img {...attributes} sx={sx} />;
  return (
    // The styles are the <picture>'s, for its <img>: a styled <img> would have its server-rendered <style> tag
    // between the <source> and the <img>, and Chromium's preload scanner then fetches the JPEG or PNG fallback
    // beside the WebP copy (bench:web saw the app page's main image and icon fetched twice).
    // display: contents keeps the <img> the box that the layout sees; the <source> (a block by default) would
    // then be an empty item of a flex parent and add a gap before the image.
    <Picture sx={{ display: 'contents', '& > img': sx }}>
      <source type="image/webp" srcSet={sources.webp} sizes={sources.sizes} style={{ display: 'none' }} />
      <img {...attributes} />
    </Picture>
  );
}
