import Card from '@mui/material/Card';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import { StoreButton } from '../components/StoreButton';
import { TextLink } from '../components/TextLink';

export interface SupportCardProps {
  appName: string;
  showContactDetails: boolean;
  offerDemoRequest: boolean;
  email?: string | null;
  phone?: string | null;
}

/**
 * Support contact details and the 'Request a demo' button, when the listing offers them. The demo request is
 * a mail to the support address, so it needs the contact details shown: the store answers no address otherwise,
 * and the portal's previews show what the store shows.
 */
export function SupportCard({ appName, showContactDetails, offerDemoRequest, email, phone }: SupportCardProps) {
  const showContacts = showContactDetails && Boolean(email || phone);
  const showDemo = showContactDetails && offerDemoRequest && Boolean(email);
  if (!showContacts && !showDemo) return null;
  const demoHref = `mailto:${email}?subject=${encodeURIComponent(`Demo request: ${appName}`)}`;

  return (
    <Card sx={{ p: 2.5 }} data-testid="support-card">
      {showContacts && (
        <>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Support
          </Typography>
          <Box sx={{ mt: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
            {email && (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <EmailIcon fontSize="small" color="action" aria-hidden />
                <TextLink href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere' }} data-testid="support-email-link">
                  {email}
                </TextLink>
              </Box>
            )}
            {phone && (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <PhoneIcon fontSize="small" color="action" aria-hidden />
                <TextLink href={`tel:${phone.replace(/[^\d+]/g, '')}`} data-testid="support-phone-link">
                  {phone}
                </TextLink>
              </Box>
            )}
          </Box>
        </>
      )}
      {showDemo && (
        <StoreButton variant="contained" fullWidth href={demoHref} sx={{ mt: showContacts ? 2.5 : 0 }} data-testid="request-demo">
          Request a demo
        </StoreButton>
      )}
    </Card>
  );
}
