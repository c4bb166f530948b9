import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { PAYOUT_NOT_REJECTED_MESSAGE } from '@appstore/shared/payouts/invoice';
import { Loading } from '../../../shared/components/Loading';
import { Page } from '../../../shared/components/Page';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { ClaimSummary } from '../components/ClaimSummary';
import { CurrentInvoice } from '../components/CurrentInvoice';
import { PayoutRequestForm } from '../components/PayoutRequestForm';
import { PayoutDetailsQuery } from '../operations';
import { payoutsUrl } from '../../../shared/urls/payouts';
import { useInvoiceServer, useUpdatePayoutRequest } from '../usePayoutMutations';

const TITLE = 'Edit payout request';

/** `/extranet/payouts/request/:payoutId`: a rejected request, sent again with a new invoice (spec §2). */
export default function PayoutRequestEditView() {
  useDocumentTitle(pageTitle(TITLE));
  const { payoutId = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useQuery(PayoutDetailsQuery, {
    variables: { id: payoutId },
    fetchPolicy: 'network-only',
    // a missing payout (or another organisation's) is this page's 404, not a snackbar
    context: { silentErrors: ['NotFoundError'] },
  });
  const invoiceServer = useInvoiceServer();
  const updateRequest = useUpdatePayoutRequest();
  const payout = data?.getPayoutDetails;

  if (!payout) return error ? <QueryErrorPage error={error} /> : <Loading />;

  if (payout.status !== 'REJECTED') {
    return (
      <Page title={TITLE} maxWidth="md" data-testid="payout-not-rejected">
        <Alert severity="error" role="alert" data-testid="payout-not-rejected-message" sx={{ mb: 2 }}>
          {PAYOUT_NOT_REJECTED_MESSAGE}
        </Alert>
        <Button href={payoutsUrl()} color="inherit">
          Back to payouts
        </Button>
      </Page>
    );
  }

  return (
    <PayoutRequestForm
      title={TITLE}
      subtitle="Upload a corrected invoice and send the request again."
      summary={
        <>
          <Alert severity="error" data-testid="payout-rejected-banner">
            <AlertTitle>Payout request rejected</AlertTitle>
            <span style={{ whiteSpace: 'pre-wrap' }} data-testid="payout-rejected-reason">
              {payout.reason || 'No reason was given.'}
            </span>
          </Alert>
          <ClaimSummary
            title="Payout"
            description="What this request claims."
            displayAmount={payout.displayAmount}
            periodFrom={payout.invoiceDateFrom}
            periodTo={payout.invoiceDateTo}
          />
          {payout.payoutInvoice && <CurrentInvoice invoice={payout.payoutInvoice} href={payout.pdfInvoiceUrl} />}
        </>
      }
      invoiceTitle="New invoice"
      invoiceDescription="The corrected invoice, as one PDF file."
      allowed
      saveLabel="Resubmit request"
      invoiceServer={invoiceServer}
      onSubmit={async (invoice) => {
        await updateRequest(payout.id, invoice);
        navigate(payoutsUrl());
      }}
      cancelHref={payoutsUrl()}
      data-testid="payout-request-edit-form"
    />
  );
}
