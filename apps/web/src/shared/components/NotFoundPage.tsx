import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageContainer } from './PageContainer';
import { StoreButton } from './StoreButton';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { useDocumentTitle, pageTitle } from '../hooks/useDocumentTitle';

/** Spec §2: any unknown path. */
export function NotFoundPage() {
  useDocumentTitle(pageTitle('Page not found'));
  return (
    <PageContainer maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }} data-testid="not-found-page">
      <TravelExploreIcon sx={{ fontSize: 64, color: 'primary.main' }} aria-hidden />
      <Typography variant="h3" component="h1" sx={{ mt: 2, fontSize: { xs: '2rem', md: '2.5rem' } }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        Sorry, that page does not exist.
      </Typography>
      <Box sx={{ mt: 4, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, justifyContent: 'center' }}>
        <StoreButton variant="contained" href="/">
          Open the App Store
        </StoreButton>
        <StoreButton variant="outlined" href="/developer">
          Go to Developer Portal
        </StoreButton>
      </Box>
    </PageContainer>
  );
}
