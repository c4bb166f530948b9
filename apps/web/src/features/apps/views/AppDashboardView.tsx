import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Loading } from '../../../shared/components/Loading';
import { Page } from '../../../shared/components/Page';
import { QueryErrorPage } from '../../../shared/components/QueryErrorPage';
import { PreviewDrawer } from '../../../shared/forms/PreviewDrawer';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { AppDetailsPage } from '../../../shared/listing-page/AppDetailsPage';
import { AppStatusChip } from '../../../shared/apps/AppStatusChip';
import { AccessCard } from '../components/dashboard/AccessCard';
import { AccessPrompt } from '../components/dashboard/AccessPrompt';
import { useAccessDialog } from '../components/dashboard/useAccessDialog';
import { CredentialsCard } from '../components/dashboard/CredentialsCard';
import { DashboardActions } from '../components/dashboard/DashboardActions';
import { offersTestInstallation } from '../components/dashboard/dashboard-text';
import { LinkedVendorCard } from '../components/dashboard/LinkedVendorCard';
import { OverviewCard } from '../components/dashboard/OverviewCard';
import { PricePlansCard } from '../components/dashboard/PricePlansCard';
import { ReadinessCard } from '../components/dashboard/ReadinessCard';
import { ReviewNotice } from '../components/dashboard/ReviewNotice';
import { TestInstallationCard } from '../components/dashboard/TestInstallationCard';
import { useDashboardMutations } from '../components/dashboard/useDashboardMutations';
import { WebhooksCard } from '../components/dashboard/WebhooksCard';
import { installationsUrl } from '../../../shared/urls/installations';
import { useUninstallTest } from '../useUninstallTest';
import { AppValidationReportQuery } from '../operations';
import { AppQuery } from '../../../shared/apps/app-query';
import { formatDay } from '@appstore/shared/dates/format';

/** `/extranet/apps/:appId/dashboard`: everything about one app and what it still needs (spec §2, §4). */
export default function AppDashboardView() {
  const { appId = '' } = useParams();
  const { data, error } = useQuery(AppQuery, {
    variables: { id: appId },
    fetchPolicy: 'cache-and-network',
    // A missing app (or another organisation's) is this page's 404, not a snackbar.
    context: { silentErrors: ['NotFoundError'] },
  });
  const reportQuery = useQuery(AppValidationReportQuery, {
    variables: { id: appId },
    // Computed live on the server: never answered from the cache.
    fetchPolicy: 'network-only',
    context: { silentErrors: ['NotFoundError'] },
  });
  const actions = useDashboardMutations(appId, () => reportQuery.refetch());
  const uninstallTest = useUninstallTest(appId, () => reportQuery.refetch());
  const [previewOpen, setPreviewOpen] = useState(false);
  const app = data?.app;
  const accessDialog = useAccessDialog(app?.access ?? null, actions.changeAccess);
  useDocumentTitle(app ? pageTitle(app.name) : null);

  if (!app) return error ? <QueryErrorPage error={error} /> : <Loading />;

  const report = reportQuery.data?.appValidationReport ?? null;
  const listing = app.listings.at(0) ?? null;
  const isPublic = app.type === 'PUBLIC';
  const listingNames = Object.fromEntries(app.listings.map((l) => [l.id, l.name]));

  return (
    <Page
      title={app.name}
      subtitle={
        <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <AppStatusChip status={app.status} type={app.type} />
          <Typography component="span" variant="body2" color="text.secondary">
            Created {formatDay(app.creationDate)}
          </Typography>
        </Box>
      }
      actions={<DashboardActions appId={app.id} listingId={listing?.id ?? null} onPreview={() => setPreviewOpen(true)} />}
      data-testid="app-dashboard"
    >
      <Stack spacing={2}>
        {app.access.scopes.length === 0 && <AccessPrompt onChoose={accessDialog.open} />}
        {isPublic && (
          <ReviewNotice
            appName={app.name}
            status={app.status}
            reviewReason={app.reviewReason}
            listingId={listing?.id ?? null}
            onWithdraw={actions.withdraw}
          />
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={2}>
              <OverviewCard
                report={report}
                reportFailed={Boolean(reportQuery.error)}
                listingNames={listingNames}
                type={app.type}
                status={app.status}
                canSubmitForReview={app.canSubmitForReview}
                numberOfInstallations={app.numberOfInstallations}
                installationsHref={installationsUrl(app.id)}
                onSubmitForReview={actions.submitForReview}
              />
              <PricePlansCard
                appId={app.id}
                chargeType={app.chargeType}
                oneTimeChargeAmount={app.oneTimeChargeAmount}
                pricingLocked={app.pricingLocked}
                plans={app.pricePlans}
              />
              <WebhooksCard appId={app.id} webhooks={app.webhookSubscriptions} />
              <AccessCard access={app.access} onChange={accessDialog.open} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={2}>
              {isPublic ? (
                <ReadinessCard
                  status={app.status}
                  report={report}
                  reviewReason={app.reviewReason}
                  listingId={listing?.id ?? null}
                  canSubmitForReview={app.canSubmitForReview}
                  onSubmitForReview={actions.submitForReview}
                />
              ) : (
                <LinkedVendorCard
                  appId={app.id}
                  linkedVendor={app.linkedVendor}
                  customPublished={app.customPublished}
                  customInstallation={app.customInstallation}
                  hasListing={listing !== null}
                  onLink={(vendor) => actions.linkVendor(vendor.id)}
                  onPublish={actions.customPublish}
                />
              )}
              <CredentialsCard
                apiKey={app.apiCredentials.apiKey}
                maskedSecret={app.apiCredentials.secretKey}
                onReveal={actions.revealSecret}
                onRotate={actions.rotateSecret}
              />
              {offersTestInstallation(app.type, app.status) && (
                <TestInstallationCard
                  appId={app.id}
                  appUrl={app.appUrl}
                  testInstallation={app.testInstallation}
                  onUninstall={uninstallTest}
                />
              )}
            </Stack>
          </Grid>
        </Grid>
      </Stack>
      {accessDialog.dialog}
      {listing && (
        <PreviewDrawer open={previewOpen} onClose={() => setPreviewOpen(false)} title={`Preview: ${listing.name}`}>
          <AppDetailsPage listing={listing} showBackLink={false} showInstall={false} />
        </PreviewDrawer>
      )}
    </Page>
  );
}
