import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { imageSources, type ShownWidth, type VariantImage } from './image-sources';

// not Box: Box takes width and height as style props, and the attributes that reserve the image's space are lost
const Img = styled('img')({});

export interface ResponsiveImageProps {
  image: VariantImage;
  alt: string;
  shown: ShownWidth;
  /** The original's size: the box keeps its shape before the image arrives (no layout shift). */
  width?: number;
  height?: number;
  /** The page's main image: fetched at once and first. Others load when they come near the viewport. */
  priority?: boolean;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

/** A `<picture>`: WebP copies where the browser takes them, the original format's copies otherwise. */
export function ResponsiveImage({ image, alt, shown, width, height, priority = false, sx, 'data-testid': testId }: ResponsiveImageProps) {
  const sources = imageSources(image, shown);
  const img = (
    <Img
      src={sources.src}
      srcSet={sources.fallback || undefined}
      sizes={sources.fallback ? sources.sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      sx={sx}
      data-testid={testId}
    />
  );
  if (!sources.webp) return img;
  return (
    // display: contents keeps the <img> the box that the layout and its styles see; the <source> (a block by
    // default) would then be an empty item of a flex parent and add a gap before the image
    <picture style={{ display: 'contents' }}>
      <source type="image/webp" srcSet={sources.webp} sizes={sources.sizes} style={{ display: 'none' }} />
      {img}
    </picture>
  );
}
