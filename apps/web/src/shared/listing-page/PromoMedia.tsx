import Box from '@mui/material/Box';

export interface PromoMediaProps {
  appName: string;
  videoEmbedUrl: string | null;
  fallbackImage?: { sourceUrl: string; description: string; width?: number | null; height?: number | null } | null;
}

/** The promo video in a responsive 16:9 frame, otherwise the first screenshot. */
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
    <Box
      component="img"
      src={fallbackImage.sourceUrl}
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
