import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { appConfig } from '../../../shared/config';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { apiTermsUrl, partnerTermsUrl } from '../../../shared/urls/developer';
import { DocsSection, P } from '../components/docs/DocsSection';
import { apiTerms, partnerTerms, type TermsDocument } from '../terms/terms-content';

function TermsPage({ terms, other }: { terms: TermsDocument; other: { href: string; title: string } }) {
  useDocumentTitle(pageTitle(terms.title));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }} data-testid="terms-page">
      <Typography variant="overline" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
        Developer agreements
      </Typography>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}>
        {terms.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: '1.1rem' }}>
        {terms.summary}
      </Typography>
      {terms.sections.map((section, index) => (
        <DocsSection key={section.title} id={`section-${index + 1}`} title={section.title}>
          {section.paragraphs.map((text) => (
            <P key={text}>{text}</P>
          ))}
        </DocsSection>
      ))}
      <Typography color="text.secondary" sx={{ mt: 5 }}>
        See also the{' '}
        <Link href={other.href} underline="always">
          {other.title}
        </Link>
        .
      </Typography>
    </Container>
  );
}

/** `/developer/terms/api`: the API Terms that the sign-up and Account settings ask partners to accept. */
export function ApiTermsView() {
  return <TermsPage terms={apiTerms(appConfig.supportEmail)} other={{ href: partnerTermsUrl(), title: 'Partner Terms' }} />;
}

/** `/developer/terms/partner`: the Partner Terms, stating the partner share the server pays. */
export function PartnerTermsView() {
  return (
    <TermsPage
      terms={partnerTerms(appConfig.supportEmail, appConfig.partnerSharePercent)}
      other={{ href: apiTermsUrl(), title: 'API Terms' }}
    />
  );
}
