import { useEffect } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { AppApiSection } from '../components/docs/AppApiSection';
import { GettingStartedSection } from '../components/docs/GettingStartedSection';
import { LaunchSection } from '../components/docs/LaunchSection';
import { OAuthSection } from '../components/docs/OAuthSection';
import { VersionsSection } from '../components/docs/VersionsSection';
import { WebhooksSection } from '../components/docs/WebhooksSection';

const CONTENTS = [
  { id: 'getting-started', title: 'Getting started' },
  { id: 'launch', title: 'Launching an app' },
  { id: 'oauth', title: 'Installing: OAuth 2.0' },
  { id: 'app-api', title: 'The App API' },
  { id: 'webhooks', title: 'Webhooks' },
  { id: 'versions', title: 'Changing your app’s access' },
];

/** `/developer/docs`: the developer guide to the platform protocol. */
export default function DocsView() {
  useDocumentTitle(pageTitle('Developer docs'));
  const { hash } = useLocation();
  // The page arrives in a lazy chunk, after the browser tried to scroll to the anchor.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
        Developer guide
      </Typography>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}>
        Build an app for Bókun
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 720, fontSize: '1.1rem' }}>
        How apps launch, how vendors install them, how to call the App API and how to receive signed webhooks.
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' }, gap: { xs: 2, md: 6 }, mt: 4 }}
      >
        <Box component="nav" aria-label="On this page">
          <Box
            sx={{
              position: { md: 'sticky' },
              top: { md: 96 },
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: '12px',
              bgcolor: 'background.paper',
            }}
          >
            <Typography variant="overline" component="h2" sx={{ color: 'text.secondary', fontWeight: 700, lineHeight: 2 }}>
              On this page
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {CONTENTS.map((item) => (
                <li key={item.id}>
                  <Link href={`#${item.id}`} sx={{ display: 'block', py: 0.5, color: 'text.primary', fontWeight: 500 }}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        </Box>
        <Box sx={{ minWidth: 0, maxWidth: 820 }}>
          <GettingStartedSection />
          <LaunchSection />
          <OAuthSection />
          <AppApiSection />
          <WebhooksSection />
          <VersionsSection />
        </Box>
      </Box>
    </Container>
  );
}
