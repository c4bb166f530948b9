import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import HubIcon from '@mui/icons-material/HubOutlined';
import WebhookIcon from '@mui/icons-material/Webhook';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { storeHomeUrl } from '../../../shared/urls/catalog';
import { signupUrl } from '../../../shared/urls/accounts';
import { FeatureTile } from '../components/FeatureTile';
import { docsUrl } from '../../../shared/urls/developer';

const FEATURES = [
  {
    icon: <KeyIcon />,
    title: 'OAuth install flow',
    text: 'Operators install your app in a few clicks. Standard OAuth 2.0 authorization codes, HMAC-signed launches and optional PKCE.',
    href: docsUrl('oauth'),
    linkText: 'How installs work',
  },
  {
    icon: <HubIcon />,
    title: 'GraphQL App API',
    text: 'Read and write bookings, experiences, availability and customers of the operators who installed your app, scoped by permission.',
    href: docsUrl('app-api'),
    linkText: 'Explore the App API',
  },
  {
    icon: <WebhookIcon />,
    title: 'Signed webhooks',
    text: 'Get told the moment a booking is made, changed or paid. Every delivery is signed, logged and retried on failure.',
    href: docsUrl('webhooks'),
    linkText: 'Subscribe to events',
  },
];

/** `/developer`: the developer landing (spec §1). */
export default function DeveloperLandingView() {
  useDocumentTitle(pageTitle('Developers'));
  return (
    <>
      <Box
        component="section"
        aria-labelledby="developer-title"
        sx={{
          color: 'common.white',
          background:
            'radial-gradient(900px 360px at 10% -20%, rgba(94,234,212,0.3), transparent 60%), linear-gradient(135deg, #0b2f2c 0%, #0f5f58 60%, #0f766e 100%)',
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 7, md: 11 } }}>
          <Grid container spacing={6} alignItems="center">
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography variant="overline" component="p" sx={{ color: '#99f6e4', fontWeight: 700, letterSpacing: '0.12em' }}>
                Bókun for developers
              </Typography>
              <Typography id="developer-title" variant="h1" sx={{ fontSize: { xs: '2.2rem', sm: '2.8rem', md: '3.4rem' }, mt: 1 }}>
                Integrate with Bókun and grow your business
              </Typography>
              <Typography sx={{ mt: 2.5, fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'rgba(255,255,255,0.85)', maxWidth: 560 }}>
                Build apps that thousands of tour and activity operators rely on every day, and reach them all through the App Store.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
                <Button variant="contained" color="secondary" size="large" href={docsUrl()} data-testid="explore-docs">
                  Explore the docs
                </Button>
                <Button
                  variant="outlined"
                  size="large"
                  href={storeHomeUrl()}
                  sx={{
                    color: 'common.white',
                    borderColor: 'rgba(255,255,255,0.5)',
                    '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' },
                  }}
                  data-testid="see-app-store"
                >
                  See the App Store
                </Button>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', md: 'block' } }}>
              <CodePreview />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 9 } }}>
        <Typography variant="h4" component="h2" sx={{ textAlign: 'center', fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Everything you need to build
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, maxWidth: 600, mx: 'auto' }}>
          One platform protocol, documented end to end.
        </Typography>
        <Grid container spacing={3} sx={{ mt: { xs: 3, md: 5 } }}>
          {FEATURES.map((feature) => (
            <Grid key={feature.title} size={{ xs: 12, md: 4 }}>
              <FeatureTile {...feature} />
            </Grid>
          ))}
        </Grid>

        <Box
          component="section"
          aria-labelledby="signup-prompt-title"
          sx={{
            mt: { xs: 6, md: 9 },
            p: { xs: 3, md: 6 },
            borderRadius: '20px',
            bgcolor: '#e6f4f1',
            border: 1,
            borderColor: '#c7e6df',
            textAlign: 'center',
          }}
        >
          <Typography id="signup-prompt-title" variant="h4" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            Create a free developer account
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 560, mx: 'auto' }}>
            Sign up in a minute, create your first app and test it on your own test installation before you publish.
          </Typography>
          <Button variant="contained" size="large" href={signupUrl()} sx={{ mt: 3 }} data-testid="create-account">
            Sign up for free
          </Button>
        </Box>
      </Container>
    </>
  );
}

/** A decorative snippet of the App API in the hero. */
function CodePreview() {
  return (
    <Box
      aria-hidden
      sx={{
        bgcolor: 'rgba(3, 20, 18, 0.65)',
        border: '1px solid rgba(255,255,255,0.12)',
        borderRadius: '16px',
        p: 3,
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: 13.5,
        lineHeight: 1.7,
        color: '#d1fae5',
        boxShadow: '0 30px 60px -30px rgba(0,0,0,0.6)',
        whiteSpace: 'pre',
        overflow: 'hidden',
      }}
    >
      <Box component="span" sx={{ color: '#5eead4' }}>
        POST
      </Box>{' '}
      /api/graphql{'\n'}
      <Box component="span" sx={{ color: '#94a3b8' }}>
        X-Bokun-App-Access-Token: •••••••
      </Box>
      {'\n\n'}
      {'query {\n  bookings(first: 5) {\n    edges {\n      node { confirmationCode status }\n    }\n  }\n}'}
    </Box>
  );
}
