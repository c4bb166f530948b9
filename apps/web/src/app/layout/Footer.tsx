import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { appConfig } from '../../shared/config';
import { searchUrl } from '../../shared/urls/catalog';
import { developerUrl, docsUrl } from '../../shared/urls/developer';
import { loginUrl, signupUrl } from '../../shared/urls/accounts';
import { PageContainer } from '../../shared/components/PageContainer';
import { TextLink } from '../../shared/components/TextLink';
import { Logo } from './Logo';

const QUICK_LINKS = [
  { label: 'Apps', href: searchUrl() },
  { label: 'Developers', href: developerUrl() },
  { label: 'Docs', href: docsUrl() },
  { label: 'Sign up', href: signupUrl() },
  { label: 'Log in', href: loginUrl() },
];

const footerLinkSx = { color: 'rgba(255,255,255,0.78)', '&:hover': { color: 'common.white' } } as const;

/** Public footer (spec §1): quick links, contact address and the company note. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: '#0b2f2c', color: 'common.white', mt: { xs: 8, md: 12 } }}>
      <PageContainer sx={{ py: { xs: 6, md: 8 } }}>
        {/* a plain CSS grid (5/3/4 of 12 columns when wide): MUI's Grid and Stack would weigh on the store's first load */}
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr 1fr', md: '5fr 3fr 4fr' } }}>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Logo inverted />
            <Typography sx={{ mt: 2, color: 'rgba(255,255,255,0.72)', maxWidth: 360 }}>
              Apps and integrations that help tour and activity operators sell more and work smarter.
            </Typography>
          </Box>
          <Box>
            <Typography component="h2" variant="overline" sx={{ color: 'rgba(255,255,255,0.6)', fontWeight: 700 }}>
              Quick links
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
              {QUICK_LINKS.map((link) => (
                <li key={link.label}>
                  <TextLink href={link.href} sx={footerLinkSx}>
                    {link.label}
                  </TextLink>
                </li>
              ))}
            </Box>
          </Box>
          <Box>
            <Typography component="h2" variant="overline" sx={{ color: 'rgba(255,255,255,0.6)', fontWeight: 700 }}>
              Contact
            </Typography>
            <Typography sx={{ mt: 1, color: 'rgba(255,255,255,0.72)' }}>Questions about the App Store?</Typography>
            <TextLink
              href={`mailto:${appConfig.supportEmail}`}
              sx={{ ...footerLinkSx, overflowWrap: 'anywhere' }}
              data-testid="support-email"
            >
              {appConfig.supportEmail}
            </TextLink>
          </Box>
        </Box>
        <Box
          sx={{
            mt: { xs: 5, md: 6 },
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.14)',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1,
            justifyContent: 'space-between',
            color: 'rgba(255,255,255,0.6)',
          }}
        >
          <Typography variant="body2">© {year} Bókun</Typography>
          <Typography variant="body2">Bókun is a Tripadvisor company.</Typography>
        </Box>
      </PageContainer>
    </Box>
  );
}
