import { Page } from '../../../shared/components/Page';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { TermsAttentionBanner } from '../../account/components/TermsAttentionBanner';
import { useTermsAgreement } from '../../account/useTermsAgreement';

/** `/extranet`: the partner area's home (spec §2 'Reports overview'). */
export default function ReportsOverviewView() {
  useDocumentTitle(pageTitle('Reports overview'));
  const termsAgreed = useTermsAgreement();
  return (
    <Page title="Reports overview" data-testid="reports-overview">
      {termsAgreed === false && <TermsAttentionBanner />}
    </Page>
  );
}
