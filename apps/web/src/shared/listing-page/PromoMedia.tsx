import Box from '@mui/material/Box';
import { ResponsiveImage } from './ResponsiveImage';
import { PROMO_IMAGE_SHOWN } from './image-sizes';
import type { VariantImage } from './image-sources';

export interface PromoMediaProps {
  appName: string;
  videoEmbedUrl: string | null;
  fallbackImage?: (VariantImage & { description: string; width?: number | null; height?: number | null }) | null;
}

/**
 * The promo video in a responsive 16:9 frame, otherwise the first screenshot: the page's main image, fetched first
 * (the server preloads the same copy, mainImagePreload).
 */
export function PromoMedia({ appName, videoEmbedUrl, fallbackImage }: PromoMediaProps) {
  if (videoEmbedUrl) {
    return (
      <Box
        sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: '16px', overflow: 'hidden', bgcolor: 'common.black' }}
        data-testid="promo-video"
      >
        <Box
          component="iframe"
          src={videoEmbedUrl}
          title={`${appName} promo video`}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    );
  }
  if (!fallbackImage) return null;
  return (
    <ResponsiveImage
      image={fallbackImage}
      shown={PROMO_IMAGE_SHOWN}
      priority
      alt={fallbackImage.description || `${appName} screenshot`}
      width={fallbackImage.width ?? undefined}
      height={fallbackImage.height ?? undefined}
      data-testid="promo-image"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        maxHeight: 520,
        objectFit: 'cover',
        borderRadius: '16px',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.100',
      }}
    />
  );
}
