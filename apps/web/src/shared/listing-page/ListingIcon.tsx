import Box from '@mui/material/Box';
import { ResponsiveImage } from './ResponsiveImage';
import type { VariantImage } from './image-sources';

export interface ListingIconProps {
  name: string;
  /** The icon with its copies (the cards ask only for the small ones). */
  image?: VariantImage | null;
  size?: number;
  /** Above the fold: fetched at once (the listing page's header). */
  eager?: boolean;
}

/** An app's icon, rounded, from the copy that fits its size; the initial when the listing has none. */
export function ListingIcon({ name, image, size = 64, eager = false }: ListingIconProps) {
  const radius = Math.round(size * 0.22);
  if (!image?.sourceUrl) {
    return (
      <Box
        role="img"
        aria-label={name}
        sx={{
          width: size,
          height: size,
          flexShrink: 0,
          borderRadius: `${radius}px`,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontSize: size * 0.42,
          fontWeight: 700,
        }}
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </Box>
    );
  }
  return (
    <ResponsiveImage
      image={image}
      shown={{ fixed: size }}
      alt={name}
      width={size}
      height={size}
      priority={eager}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        objectFit: 'cover',
        borderRadius: `${radius}px`,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.100',
      }}
    />
  );
}
