import { useState } from 'react';
import { LoadMoreButton } from '../../../shared/components/LoadMoreButton';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { LIMITS } from '@appstore/shared/limits/limits';
import type { PayoutStatus } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { Loading } from '../../../shared/components/Loading';
import { Page } from '../../../shared/components/Page';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { collectErrors } from '../../../shared/errors/collect-errors';
import { shownOfTotal } from '../../../shared/formatting';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useLoadMore } from '../../../shared/hooks/useLoadMore';
import { appendPayoutPage } from '../../../shared/payouts/payout-list-pages';
import { formatPayoutPeriod, PAYOUT_STATUS_LABELS } from '../../../shared/payouts/payout-text';
import { usePortalUser } from '../../../shared/session/portal-user';
import { PayoutRequestTable, type PayoutRequest } from '../components/PayoutRequestTable';
import { ReasonDialog } from '../../../shared/components/ReasonDialog';
import { StaffOnlyNotice } from '../../../shared/components/StaffOnlyNotice';
import { PayoutRequestsQuery } from '../payout-requests.operations';
import { usePayoutDecisions } from '../usePayoutDecisions';
import { errorShownHere } from '../../../shared/errors/shown-here';

type StatusFilter = PayoutStatus | 'ALL';
const FILTERS: readonly StatusFilter[] = ['REQUESTED', 'REJECTED', 'PAID', 'ALL'];
const FILTER_LABELS: Record<StatusFilter, string> = { ...PAYOUT_STATUS_LABELS, ALL: 'All' };
const EMPTY_TEXTS: Record<StatusFilter, string> = {
  REQUESTED: 'No payout requests are waiting.',
  REJECTED: 'No rejected payout requests.',
  PAID: 'No paid payout requests.',
  ALL: 'No payout requests yet.',
};

/** `/extranet/admin/payouts`: partners' payout requests, to pay or reject (ARCHITECTURE §1 Admin). */
export default function PayoutRequestsView() {
  useDocumentTitle(pageTitle('Payout requests'));
  const me = usePortalUser();
  // Partners never ask: the server would only answer ForbiddenError.
  return me.adminUser ? <PayoutRequests /> : <StaffOnlyNotice />;
}

function PayoutRequests() {
  const [filter, setFilter] = useState<StatusFilter>('REQUESTED');
  const [deciding, setDeciding] = useState<{ request: PayoutRequest; decision: 'paid' | 'reject' } | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const decisions = usePayoutDecisions();
  const { data, previousData, error, fetchMore } = useQuery(PayoutRequestsQuery, {
    variables: { status: filter === 'ALL' ? null : filter, first: LIMITS.payoutsPageSize },
    fetchPolicy: 'cache-and-network',
    // a session whose staff rights were taken away shows the notice below, not a snackbar
    context: { silentErrors: ['ForbiddenError'] },
  });
  const list = (data ?? previousData)?.payoutRequests;
  const { loadMore, loadingMore, canLoadMore } = useLoadMore(data?.payoutRequests.pageInfo, (after) =>
    fetchMore({
      variables: { after },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...fetchMoreResult,
        payoutRequests: appendPayoutPage(previous.payoutRequests, fetchMoreResult.payoutRequests),
      }),
    }),
  );

  if (!list) {
    if (error && collectErrors(error).some((e) => e.classification === 'ForbiddenError')) return <StaffOnlyNotice />;
    return error ? <QueryErrorPage error={error} /> : <Loading />;
  }
  const requests = list.edges.map((edge) => edge.node);

  const ask = (request: PayoutRequest, decision: 'paid' | 'reject') => {
    setDialogError(null);
    setDeciding({ request, decision });
    setOpen(true);
  };
  const decide = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setDialogError(null);
    try {
      await run();
      setNotice(done);
      setOpen(false);
    } catch (failure) {
      // the snackbar reports it too (spec §8); the dialog keeps it beside the decision
      setDialogError(errorShownHere(failure).message);
      throw failure;
    } finally {
      setBusy(false);
    }
  };
  const target = deciding?.request;
  const targetText = target
    ? `${target.displayAmount} to ${target.organization.businessName} for ${formatPayoutPeriod(target.invoiceDateFrom, target.invoiceDateTo)}`
    : '';

  return (
    <Page
      title="Payout requests"
      subtitle="Partners' claims on their earnings. Pay them and mark them paid, or reject them with a reason."
      actions={
        <TextField
          select
          label="Status"
          size="small"
          value={filter}
          onChange={(event) => setFilter(event.target.value as StatusFilter)}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'payout-requests-status' }, inputLabel: { shrink: true } }}
        >
          {FILTERS.map((value) => (
            <option key={value} value={value}>
              {FILTER_LABELS[value]}
            </option>
          ))}
        </TextField>
      }
      data-testid="payout-requests-page"
    >
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)} data-testid="payout-decision-notice">
          {notice}
        </Alert>
      )}
      {requests.length === 0 ? (
        <Card data-testid="payout-requests-empty" sx={{ px: 3, py: { xs: 5, sm: 7 }, textAlign: 'center' }}>
          <RequestQuoteOutlinedIcon aria-hidden sx={{ fontSize: 44, color: 'primary.main', mb: 1.5 }} />
          <Typography sx={{ fontWeight: 600 }}>{EMPTY_TEXTS[filter]}</Typography>
        </Card>
      ) : (
        <Card>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ px: { xs: 2, sm: 3 }, py: 1.5 }}
            aria-live="polite"
            data-testid="payout-requests-count"
          >
            {shownOfTotal(requests.length, list.totalCount, 'request')}
          </Typography>
          <PayoutRequestTable
            requests={requests}
            onMarkPaid={(request) => ask(request, 'paid')}
            onReject={(request) => ask(request, 'reject')}
          />
        </Card>
      )}
      {canLoadMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <LoadMoreButton loading={loadingMore} onClick={() => void loadMore()} data-testid="payout-requests-load-more" />
        </Box>
      )}
      <ConfirmDialog
        open={open && deciding?.decision === 'paid'}
        title="Mark as paid?"
        text={[
          `Confirm that you have paid ${targetText}.`,
          'The partner is e-mailed and can then open the invoice from their payouts.',
          ...(dialogError ? [dialogError] : []),
        ]}
        confirmLabel="Mark as paid"
        cancelLabel="Cancel"
        onConfirm={() =>
          target &&
          void decide(() => decisions.markPaid(target.id), 'Marked as paid: the partner has been e-mailed.').catch(() => undefined)
        }
        onClose={() => setOpen(false)}
        busy={busy}
        data-testid="payout-mark-paid-dialog"
      />
      <ReasonDialog
        open={open && deciding?.decision === 'reject'}
        title="Reject payout request?"
        text={`The request of ${targetText} goes back to the partner, who can correct the invoice and send it again.`}
        required
        confirmLabel="Reject"
        onConfirm={(reason) =>
          target ? decide(() => decisions.reject(target.id, reason), 'Rejected: the partner has been e-mailed.') : Promise.resolve()
        }
        onClose={() => setOpen(false)}
        error={dialogError}
        testIdPrefix="payout-reject"
      />
    </Page>
  );
}
