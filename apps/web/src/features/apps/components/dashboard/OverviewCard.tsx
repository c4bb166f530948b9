import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import type { AppStatus, AppType } from '@appstore/shared/apps/enums';
import type { ValidationReportFieldsFragment } from '../../../../gql/graphql';
import { pluralize } from '../../../../shared/formatting';
import { SectionCard } from '../../../../shared/components/SectionCard';
import { submitForReviewEnabled } from './dashboard-text';
import { ReportItemList } from '../../../../shared/apps/ReportItemList';

export interface OverviewCardProps {
  /** Null while it loads (it is always fetched live). */
  report: ValidationReportFieldsFragment | null;
  /** The report could not be loaded (the snackbar says why). */
  reportFailed?: boolean;
  /** Listing names by id, to title each listing's checks. */
  listingNames: Readonly<Record<string, string>>;
  type: AppType;
  status: AppStatus;
  /** The status allows a submission (the report may still block it). */
  canSubmitForReview: boolean;
  numberOfInstallations: number;
  /** The app's installations page, which the installed count links to. */
  installationsHref: string;
  onSubmitForReview: () => Promise<void>;
}

/** Spec §2: the validation report, Submit for review and the installed count. */
export function OverviewCard({
  report,
  reportFailed = false,
  listingNames,
  type,
  status,
  canSubmitForReview,
  numberOfInstallations,
  installationsHref,
  onSubmitForReview,
}: OverviewCardProps) {
  const [submitting, setSubmitting] = useState(false);
  const showSubmit = type === 'PUBLIC' && canSubmitForReview;
  const submitEnabled = report !== null && submitForReviewEnabled(report.valid, status);

  const submit = async () => {
    setSubmitting(true);
    try {
      await onSubmitForReview();
    } catch {
      // the global snackbar shows the server's message
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <SectionCard
      title="Overview"
      subtitle={
        <Link href={installationsHref} data-testid="app-installations-link">
          <span data-testid="installed-count" data-count={numberOfInstallations}>
            Installed by {pluralize(numberOfInstallations, 'vendor')}
          </span>
        </Link>
      }
      data-testid="app-overview"
    >
      {!report && reportFailed ? (
        <Typography variant="body2" color="text.secondary" data-testid="report-failed">
          The checks could not be loaded. Reload the page to try again.
        </Typography>
      ) : !report ? (
        <Box aria-label="Checking the app" role="status">
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" width="75%" />
        </Box>
      ) : (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            App
          </Typography>
          <ReportItemList items={report.items} label="App checks" />
          {report.listingsReports.map((listing) => (
            <Box key={listing.listingId} sx={{ mt: 2 }} data-testid={`listing-report-${listing.listingId}`}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
                Listing: {listingNames[listing.listingId] ?? listing.language}
              </Typography>
              {listing.items.length > 0 ? (
                <ReportItemList items={listing.items} label={`Checks of listing ${listingNames[listing.listingId] ?? listing.listingId}`} />
              ) : (
                <ReportItemList
                  items={[{ valid: true, type: 'LISTING_VALID', message: 'The listing is complete.' }]}
                  label="Listing checks"
                />
              )}
            </Box>
          ))}
        </>
      )}
      {showSubmit && (
        <>
          <Divider sx={{ my: 2 }} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Button
              variant="contained"
              onClick={() => void submit()}
              disabled={!submitEnabled || submitting}
              startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SendIcon />}
              data-testid="submit-for-review"
            >
              Submit for review
            </Button>
            {report && !submitEnabled && (
              <Typography variant="body2" color="text.secondary">
                Fix the checks marked with a cross first.
              </Typography>
            )}
          </Box>
        </>
      )}
    </SectionCard>
  );
}
