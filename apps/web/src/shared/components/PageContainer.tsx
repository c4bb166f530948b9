import Box, { type BoxProps } from '@mui/material/Box';

const MAX_WIDTH = { sm: 600, md: 900, lg: 1200 } as const;

/**
 * MUI's Container as the store uses it (centred, 16/24 px gutters, 600, 900 or 1200 px at most) without its
 * module: pages of the public store load as little as they can before they are interactive.
 */
export function PageContainer({ maxWidth = 'lg', sx, ...props }: Omit<BoxProps, 'maxWidth'> & { maxWidth?: keyof typeof MAX_WIDTH }) {
  return (
    <Box
      {...props}
      sx={[
        { width: '100%', boxSizing: 'border-box', mx: 'auto', px: { xs: 2, sm: 3 }, maxWidth: MAX_WIDTH[maxWidth] },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
