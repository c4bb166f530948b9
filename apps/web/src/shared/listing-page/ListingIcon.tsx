import Box from '@mui/material/Box';

export interface ListingIconProps {
  name: string;
  sourceUrl?: string | null;
  size?: number;
  eager?: boolean;
}

/** An app's icon, rounded; the initial when the listing has none. */
export function ListingIcon({ name, sourceUrl, size = 64, eager = false }: ListingIconProps) {
  const radius = Math.round(size * 0.22);
  if (!sourceUrl) {
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
    <Box
      component="img"
      src={sourceUrl}
      alt={name}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
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
