import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { visuallyHidden } from '../components/visually-hidden';
import { apiTermsUrl, partnerTermsUrl } from '../urls/developer';

/** The two agreements, by the form field that records each. */
export const TERMS_DOCUMENTS = {
  termsApiAgreed: { title: 'API Terms', href: apiTermsUrl() },
  termsPartnerAgreed: { title: 'Partner Terms', href: partnerTermsUrl() },
} as const;

export type TermsField = keyof typeof TERMS_DOCUMENTS;

/**
 * 'I agree to the API Terms', the terms' name linking to their text in a new tab, so reading them keeps
 * what the user typed in the form. A click on the link opens it and leaves the box as it was (a link in a
 * label does not toggle its checkbox).
 */
export function TermsAgreementLabel({ field }: { field: TermsField }) {
  const { title, href } = TERMS_DOCUMENTS[field];
  return (
    <>
      I agree to the{' '}
      <Link href={href} target="_blank" rel="noopener" underline="always" data-testid={`${field}-link`}>
        {title}
        <Box component="span" sx={visuallyHidden}>
          {' '}
          (opens in a new tab)
        </Box>
      </Link>
    </>
  );
}
