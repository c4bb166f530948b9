import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CodeIcon from '@mui/icons-material/Code';
import { developerUrl } from '../../../shared/urls/developer';
import { StoreButton } from '../../../shared/components/StoreButton';

/** Spec §2: "Can't find what you need?" with 'Explore the API' linking to /developer. */
export function CantFindBlock() {
  return (
    <Box
      component="section"
      aria-labelledby="cant-find-title"
      data-testid="cant-find-block"
      sx={{
        mt: { xs: 6, md: 8 },
        p: { xs: 3, md: 5 },
        borderRadius: '20px',
        bgcolor: '#e6f4f1',
        border: 1,
        borderColor: '#c7e6df',
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { xs: 'flex-start', md: 'center' },
        gap: 3,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          borderRadius: '12px',
          bgcolor: 'primary.main',
          color: 'common.white',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
      >
        <CodeIcon />
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography id="cant-find-title" variant="h5" component="h2">
          Can&apos;t find what you need?
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Use the Bókun API to build your own integration, or publish an app for every operator on the platform.
        </Typography>
      </Box>
      <StoreButton variant="contained" size="large" href={developerUrl()} data-testid="explore-api">
        Explore the API
      </StoreButton>
    </Box>
  );
}
