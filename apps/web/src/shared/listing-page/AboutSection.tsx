import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LanguageIcon from '@mui/icons-material/Language';
import PolicyIcon from '@mui/icons-material/Policy';
import { DetailsSection } from './DetailsSection';
import { StoreButton } from '../components/StoreButton';

export interface AboutSectionProps {
  description: string;
  websiteUrl?: string | null;
  privacyPolicyUrl?: string | null;
}

/** 'About the app': Website and Privacy policy links, then the description with its line breaks. */
export function AboutSection({ description, websiteUrl, privacyPolicyUrl }: AboutSectionProps) {
  return (
    <DetailsSection id="about" title="About the app" testId="about-the-app">
      {(websiteUrl || privacyPolicyUrl) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {websiteUrl && (
            <StoreButton
              variant="outlined"
              size="small"
              startIcon={<LanguageIcon />}
              href={websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Website
            </StoreButton>
          )}
          {privacyPolicyUrl && (
            <StoreButton
              variant="outlined"
              size="small"
              startIcon={<PolicyIcon />}
              href={privacyPolicyUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Privacy policy
            </StoreButton>
          )}
        </Box>
      )}
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.7 }} data-testid="listing-description">
        {description}
      </Typography>
    </DetailsSection>
  );
}
