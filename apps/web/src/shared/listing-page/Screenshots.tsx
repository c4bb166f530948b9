import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicAppListingQuery } from '../../gql/graphql';
import { DetailsSection } from './DetailsSection';
import { ResponsiveImage } from './ResponsiveImage';
import { SCREENSHOT_THUMB_SHOWN } from './image-sizes';
import type { LightboxSlide } from './ScreenshotLightbox';

const ScreenshotLightbox = lazy(() => import('./ScreenshotLightbox'));

type Screenshot = PublicAppListingQuery['publicAppListing']['screenShots'][number];

/** 'Screenshots': thumbnails that open a lightbox with next and previous. */
export function Screenshots({ screenshots, appName }: { screenshots: readonly Screenshot[]; appName: string }) {
  const [openIndex, setOpenIndex] = useState(-1);
  const withImages = screenshots.filter((s): s is Screenshot & { image: NonNullable<Screenshot['image']> } => Boolean(s.image));
  if (withImages.length === 0) return null;

  const slides: LightboxSlide[] = withImages.map((s) => ({
    src: s.image.sourceUrl,
    alt: s.description || `${appName} screenshot`,
    width: s.image.width ?? undefined,
    height: s.image.height ?? undefined,
    // the viewer picks the copy that fills the screen, the original when none is wide enough
    srcSet: s.image.variants.filter((v) => v.format === 'WEBP').map((v) => ({ src: v.url, width: v.width, height: v.height })),
  }));

  return (
    <DetailsSection id="screenshots" title="Screenshots" testId="screenshots">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {withImages.map((shot, index) => (
          <li key={index}>
            <Box
              component="button"
              type="button"
              onClick={() => setOpenIndex(index)}
              aria-label={`Open screenshot ${index + 1} of ${withImages.length}${shot.description ? `: ${shot.description}` : ''}`}
              data-testid="screenshot-thumbnail"
              sx={{
                display: 'block',
                width: '100%',
                p: 0,
                m: 0,
                cursor: 'zoom-in',
                borderRadius: '12px',
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
                bgcolor: 'grey.100',
              }}
            >
              <ResponsiveImage
                image={shot.image}
                shown={SCREENSHOT_THUMB_SHOWN}
                alt={shot.description || `${appName} screenshot ${index + 1}`}
                width={shot.image.width ?? undefined}
                height={shot.image.height ?? undefined}
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '16 / 10',
                  objectFit: shot.type === 'MOBILE' ? 'contain' : 'cover',
                }}
              />
            </Box>
            {shot.description && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
                {shot.description}
              </Typography>
            )}
          </li>
        ))}
      </Box>
      {openIndex >= 0 && (
        <Suspense fallback={null}>
          <ScreenshotLightbox slides={slides} index={openIndex} onClose={() => setOpenIndex(-1)} />
        </Suspense>
      )}
    </DetailsSection>
  );
}
