import { useQuery } from '@apollo/client/react';
import { LoadMoreButton } from '../../../shared/components/LoadMoreButton';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { LIMITS } from '@appstore/shared/limits/limits';
import { Loading } from '../../../shared/components/Loading';
import { Page } from '../../../shared/components/Page';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { shownOfTotal } from '../../../shared/formatting';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useLoadMore } from '../../../shared/hooks/useLoadMore';
import { PayoutTable } from '../components/PayoutTable';
import { PayoutWarnings } from '../components/PayoutWarnings';
import { UnclaimedPayoutNotice } from '../components/UnclaimedPayoutNotice';
import { AppOrgStatusQuery, PayoutsQuery } from '../operations';
import { appendPayoutPage } from '../../../shared/payouts/payout-list-pages';
import { ExportCsvButton } from '../../../shared/components/ExportCsvButton';
import { payoutsExportUrl } from '../../../shared/urls/exports';
import { payoutsNextStep, type PayoutsStatus } from '../payouts-next-step';

/** `/extranet/payouts`: what is missing, the unclaimed payout and the requests made so far (spec §2). */
export default function PayoutsView() {
  useDocumentTitle(pageTitle('Payouts'));
  const statusQuery = useQuery(AppOrgStatusQuery, { fetchPolicy: 'cache-and-network' });
  const payoutsQuery = useQuery(PayoutsQuery, { variables: { first: LIMITS.payoutsPageSize }, fetchPolicy: 'cache-and-network' });
  const list = payoutsQuery.data?.getPayouts;
  const status = statusQuery.data?.appOrgStatus;

  const { loadMore, loadingMore, canLoadMore } = useLoadMore(list?.pageInfo, (after) =>
    payoutsQuery.fetchMore({
      variables: { after },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...fetchMoreResult,
        getPayouts: appendPayoutPage(previous.getPayouts, fetchMoreResult.getPayouts),
      }),
    }),
  );

  if (!list || !status) {
    const error = payoutsQuery.error ?? statusQuery.error;
    return error ? <QueryErrorPage error={error} /> : <Loading />;
  }
  const payouts = list.edges.map((edge) => edge.node);

  return (
    <Page
      title="Payouts"
      subtitle="Claim what your apps have earned, and follow your payout requests."
      data-testid="payouts-page"
      actions={payouts.length > 0 && <ExportCsvButton href={payoutsExportUrl()} label="the payout requests" data-testid="payouts-export" />}
    >
      <Stack spacing={2}>
        <PayoutWarnings hasValidPayoutSettings={status.hasValidPayoutSettings} hasValidTaxForm={status.hasValidTaxForm} />
        <UnclaimedPayoutNotice status={status} />
        {payouts.length === 0 ? (
          <Card data-testid="payouts-empty" sx={{ px: 3, py: { xs: 5, sm: 7 }, textAlign: 'center' }}>
            <PaymentsOutlinedIcon aria-hidden sx={{ fontSize: 44, color: 'primary.main', mb: 1.5 }} />
            <Typography sx={{ fontWeight: 600 }}>No payouts have been requested.</Typography>
            <PayoutsNextStep status={status} />
          </Card>
        ) : (
          <Box>
            <Card>
              <PayoutTable payouts={payouts} />
            </Card>
            <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
              <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="payouts-count">
                {shownOfTotal(payouts.length, list.totalCount, 'payout')}
              </Typography>
              {canLoadMore && <LoadMoreButton loading={loadingMore} onClick={() => void loadMore()} data-testid="payouts-load-more" />}
            </Box>
          </Box>
        )}
      </Stack>
    </Page>
  );
}

function PayoutsNextStep({ status }: { status: PayoutsStatus }) {
  const next = payoutsNextStep(status);
  return (
    <>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2.5, maxWidth: 440, mx: 'auto' }} data-testid="payouts-next-step">
        {next.text}
      </Typography>
      {next.link && (
        <Button variant="contained" href={next.link.href} data-testid="payouts-empty-action">
          {next.link.action}
        </Button>
      )}
    </>
  );
}
