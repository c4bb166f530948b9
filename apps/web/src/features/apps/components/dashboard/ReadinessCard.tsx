import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import SendIcon from '@mui/icons-material/Send';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import type { AppStatus } from '@appstore/shared/apps/enums';
import type { ValidationReportFieldsFragment } from '../../../../gql/graphql';
import { pluralize } from '../../../../shared/formatting';
import { SectionCard } from '../../../../shared/components/SectionCard';
import { appDetailsUrl } from '../../../../shared/urls/catalog';
import { countReportChecks, submitForReviewEnabled } from './dashboard-text';

/** The card's id: the review notice above the cards links to it. */
export const READINESS_CARD_ID = 'production-readiness';

export interface ReadinessCardProps {
  status: AppStatus;
  /** Null while it loads (it is always fetched live). */
  report: ValidationReportFieldsFragment | null;
  /** Staff's reason for the last rejection. */
  reviewReason: string | null;
  /** The listing the store shows once the app is published. */
  listingId: string | null;
  /** The status allows a submission (the report may still block it). */
  canSubmitForReview: boolean;
  onSubmitForReview: () => Promise<void>;
}

/**
 * A public app's next step, by status (spec §4): before review, how many checks pass and Submit once they all
 * do; in review, that it waits for the decision; rejected, the reviewer's reason and Submit again; published,
 * where the store shows it; unpublished, the checks again before resubmitting.
 */
export function ReadinessCard({ status, report, reviewReason, listingId, canSubmitForReview, onSubmitForReview }: ReadinessCardProps) {
  return (
    <SectionCard title="Production readiness" id={READINESS_CARD_ID} data-testid="readiness-card">
      <Box data-testid="readiness-status" data-status={status}>
        {status === 'IN_REVIEW' ? (
          <StatusLine icon={<HourglassTopIcon color="info" aria-hidden />} title="In review">
            The App Store team is reviewing the app. You will get an e-mail with their decision; pricing cannot change meanwhile.
          </StatusLine>
        ) : status === 'PUBLISHED' ? (
          <StatusLine icon={<StorefrontOutlinedIcon color="success" aria-hidden />} title="Published">
            Vendors can find and install the app in the App Store.
            {listingId && (
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                <Link href={appDetailsUrl(listingId)} sx={{ fontWeight: 600 }} data-testid="readiness-listing-link">
                  View the public listing
                </Link>
              </Box>
            )}
          </StatusLine>
        ) : status === 'REJECTED' ? (
          <>
            <StatusLine icon={<ErrorOutlineIcon color="error" aria-hidden />} title="Rejected">
              Fix what the reviewer found, then submit the app for review again.
            </StatusLine>
            {reviewReason && (
              <Box
                component="figure"
                sx={{ m: 0, mt: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'error.main' }}
                data-testid="readiness-review-reason"
              >
                <Typography component="figcaption" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                  The reviewer&apos;s reason
                </Typography>
                <Typography component="blockquote" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {reviewReason}
                </Typography>
              </Box>
            )}
            {report && <ChecksProgress report={report} />}
          </>
        ) : (
          <BeforeReview status={status} report={report} />
        )}
        {canSubmitForReview && report && submitForReviewEnabled(report.valid, status) && <SubmitButton onSubmit={onSubmitForReview} />}
      </Box>
    </SectionCard>
  );
}

/**
 * DRAFT and UNPUBLISHED: the checks that are left before the app can be submitted. An unpublished app says so in
 * its title: 'Ready for review' alone would read as if it had never been in the store.
 */
function BeforeReview({ status, report }: { status: AppStatus; report: ValidationReportFieldsFragment | null }) {
  if (!report) return <Skeleton variant="text" width="80%" aria-label="Checking the app" />;
  const { failing } = countReportChecks(report);
  const nextStep = report.valid
    ? 'Every check passes: submit the app for review.'
    : `${pluralize(failing, 'check')} to fix before the app can be submitted. The Overview lists them.`;
  return (
    <Box data-valid={report.valid ? 'true' : 'false'}>
      {status === 'UNPUBLISHED' ? (
        <StatusLine icon={<VisibilityOffOutlinedIcon color="action" aria-hidden />} title="Unpublished">
          Vendors can no longer find or install the app in the App Store. {nextStep}
        </StatusLine>
      ) : report.valid ? (
        <StatusLine icon={<CheckCircleIcon color="success" aria-hidden />} title="Ready for review">
          {nextStep}
        </StatusLine>
      ) : (
        <StatusLine icon={<ErrorOutlineIcon color="warning" aria-hidden />} title="Not ready yet">
          {nextStep}
        </StatusLine>
      )}
      <ChecksProgress report={report} />
    </Box>
  );
}

/** 'N of M checks pass' with a bar. */
function ChecksProgress({ report }: { report: ValidationReportFieldsFragment }) {
  const { passing, total } = countReportChecks(report);
  const text = `${passing} of ${total} checks pass`;
  return (
    <Box sx={{ mt: 1.5 }}>
      <LinearProgress
        variant="determinate"
        value={total ? (passing / total) * 100 : 0}
        color={passing === total ? 'success' : 'warning'}
        aria-label={text}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary" data-testid="readiness-checks">
        {text}
      </Typography>
    </Box>
  );
}

function StatusLine({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ mt: 0.25, display: 'flex' }}>{icon}</Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="readiness-title">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="div">
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

function SubmitButton({ onSubmit }: { onSubmit: () => Promise<void> }) {
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    setSubmitting(true);
    try {
      await onSubmit();
    } catch {
      // the global snackbar shows the server's message
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Button
      variant="contained"
      onClick={() => void submit()}
      disabled={submitting}
      startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SendIcon />}
      sx={{ mt: 2 }}
      data-testid="readiness-submit"
    >
      Submit for review
    </Button>
  );
}
