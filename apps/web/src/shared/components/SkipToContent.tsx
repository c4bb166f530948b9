import Box from '@mui/material/Box';

/** The keyboard user's way past the navigation, shown only when focused; targets `<main id="main">`. */
export function SkipToContent() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        px: 2,
        py: 1,
        borderRadius: '6px',
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Box>
  );
}
