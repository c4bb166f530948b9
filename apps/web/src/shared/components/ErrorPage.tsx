import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageContainer } from './PageContainer';
import { StoreButton } from './StoreButton';
import { RequestIdNote } from '../errors/RequestIdNote';

export interface ErrorPageProps {
  code: number;
  message: string;
  /** The server's id of the failed request, for the user to quote to support. */
  requestId?: string;
}

/** Spec §2 error page: status code, 'Not found' for 404 else 'Error', the message, and ways out. */
export function ErrorPage({ code, message, requestId }: ErrorPageProps) {
  const title = code === 404 ? 'Not found' : 'Error';
  return (
    <PageContainer maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }} data-testid="error-page">
      <Typography
        component="p"
        aria-label={`Status ${code}`}
        sx={{ fontSize: { xs: 72, md: 96 }, fontWeight: 800, lineHeight: 1, color: 'primary.main', letterSpacing: '-0.04em' }}
      >
        {code}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, overflowWrap: 'anywhere' }} data-testid="error-message">
        {message}
      </Typography>
      <RequestIdNote requestId={requestId} sx={{ mt: 1, color: 'text.secondary' }} />
      <Box sx={{ mt: 4, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, justifyContent: 'center' }}>
        <StoreButton variant="contained" href="/">
          Go to the homepage
        </StoreButton>
        <StoreButton variant="outlined" href="/developer/docs">
          Visit the help center
        </StoreButton>
      </Box>
    </PageContainer>
  );
}
