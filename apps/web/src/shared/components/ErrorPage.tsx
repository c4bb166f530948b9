import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ErrorPageProps {
  code: number;
  message: string;
}

/** Spec §2 error page: status code, 'Not found' for 404 else 'Error', the message, and ways out. */
export function ErrorPage({ code, message }: ErrorPageProps) {
  const title = code === 404 ? 'Not found' : 'Error';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }} data-testid="error-page">
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center" sx={{ mt: 4 }}>
        <Button variant="contained" href="/">
          Go to the homepage
        </Button>
        <Button variant="outlined" href="/developer/docs">
          Visit the help center
        </Button>
      </Stack>
    </Container>
  );
}
