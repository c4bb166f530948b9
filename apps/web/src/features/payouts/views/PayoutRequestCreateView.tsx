import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Loading } from '../../../shared/components/Loading';
import { Page } from '../../../shared/components/Page';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { ClaimSummary } from '../components/ClaimSummary';
import { PayoutRequestForm } from '../components/PayoutRequestForm';
import { PayoutSettingsPreview } from '../components/PayoutSettingsPreview';
import { PayoutWarnings } from '../components/PayoutWarnings';
import { TaxFormPreview } from '../components/TaxFormPreview';
import { AppOrgStatusQuery } from '../operations';
import { canClaimPayout } from '../../../shared/payouts/payout-text';
import { payoutsUrl } from '../../../shared/urls/payouts';
import { useInvoiceServer, useSubmitPayoutRequest } from '../usePayoutMutations';

const TITLE = 'Create a payout request';

/** `/extranet/payouts/request/create`: claim the unclaimed payout with an invoice (spec §2). */
export default function PayoutRequestCreateView() {
  useDocumentTitle(pageTitle(TITLE));
  const navigate = useNavigate();
  // Whether a claim is possible must be current, not what an earlier screen cached.
  const { data, error } = useQuery(AppOrgStatusQuery, { fetchPolicy: 'network-only' });
  const invoiceServer = useInvoiceServer();
  const submitRequest = useSubmitPayoutRequest();
  const status = data?.appOrgStatus;

  if (!status) return error ? <QueryErrorPage error={error} /> : <Loading />;

  // Spec §2: without valid settings and tax form, the screen only asks for them.
  if (!canClaimPayout(status)) {
    return (
      <Page
        title={TITLE}
        subtitle="A few details are needed before you can claim a payout."
        maxWidth="md"
        data-testid="payout-request-prerequisites"
      >
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={2} sx={{ width: '100%' }}>
            <PayoutWarnings hasValidPayoutSettings={status.hasValidPayoutSettings} hasValidTaxForm={status.hasValidTaxForm} />
          </Stack>
          <Button href={payoutsUrl()} color="inherit">
            Back to payouts
          </Button>
        </Stack>
      </Page>
    );
  }

  const unclaimed = status.hasUnclaimedPayout && status.periodFrom && status.periodTo;
  return (
    <PayoutRequestForm
      title={TITLE}
      subtitle="Upload your invoice for the payout; we review the request and pay it by your payout settings."
      summary={
        unclaimed ? (
          <ClaimSummary
            title="Unclaimed payout"
            description="Earnings of the months that have ended and were not claimed before."
            displayAmount={status.displayAmount}
            periodFrom={status.periodFrom!}
            periodTo={status.periodTo!}
          />
        ) : (
          <Alert severity="info" data-testid="no-unclaimed-payout">
            There is no unclaimed payout to request.
          </Alert>
        )
      }
      invoiceTitle="Invoice"
      invoiceDescription="Your invoice for the payout, as one PDF file."
      details={
        <>
          {status.taxFormPreview && <TaxFormPreview taxForm={status.taxFormPreview} />}
          {status.payoutSettingsPreview && <PayoutSettingsPreview settings={status.payoutSettingsPreview} />}
        </>
      }
      allowed={Boolean(unclaimed)}
      saveLabel="Submit request"
      invoiceServer={invoiceServer}
      onSubmit={async (invoice) => {
        await submitRequest(invoice);
        navigate(payoutsUrl());
      }}
      cancelHref={payoutsUrl()}
      data-testid="payout-request-form"
    />
  );
}
