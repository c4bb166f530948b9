import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../shared/components/PageContainer';

/** The home page hero (spec §1): headline, API hint and the search box. */
export function HomeHero({ search }: { search: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: 'common.white',
        background:
          'radial-gradient(1200px 400px at 85% -10%, rgba(94,234,212,0.35), transparent 60%), linear-gradient(135deg, #0b3b37 0%, #0f766e 65%, #14917f 100%)',
      }}
    >
      <PageContainer maxWidth="md" sx={{ position: 'relative', py: { xs: 7, md: 11 }, textAlign: 'center' }}>
        <Typography variant="overline" component="p" sx={{ color: '#99f6e4', fontWeight: 700, letterSpacing: '0.12em' }}>
          Bókun App Store
        </Typography>
        <Typography id="home-title" variant="h1" sx={{ fontSize: { xs: '2.1rem', sm: '2.75rem', md: '3.4rem' }, mt: 1 }}>
          Tools that help your business grow
        </Typography>
        <Typography sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'rgba(255,255,255,0.85)', maxWidth: 640, mx: 'auto' }}>
          Find apps and integrations for your tours and activities. Can&apos;t find what you need? Build it yourself with our API.
        </Typography>
        <Box sx={{ mt: { xs: 4, md: 5 }, maxWidth: 640, mx: 'auto' }}>{search}</Box>
      </PageContainer>
    </Box>
  );
}
