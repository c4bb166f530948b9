import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import type { ValidationReportFieldsFragment } from '../../../../gql/graphql';
import { pluralize } from '../../../../shared/formatting';
import { SectionCard } from '../../../../shared/components/SectionCard';
import { openReportIssues } from './dashboard-text';

/** A public app's validation report in one line: ready for review, or how much is left (the Overview lists it). */
export function ReadinessCard({ report }: { report: ValidationReportFieldsFragment | null }) {
  const issues = report ? openReportIssues(report) : 0;
  return (
    <SectionCard title="Production readiness" data-testid="readiness-card">
      {!report ? (
        <Skeleton variant="text" width="80%" aria-label="Checking the app" />
      ) : (
        <Box
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
          data-testid="readiness-status"
          data-valid={report.valid ? 'true' : 'false'}
        >
          {report.valid ? (
            <CheckCircleIcon color="success" aria-hidden sx={{ mt: 0.25 }} />
          ) : (
            <ErrorOutlineIcon color="warning" aria-hidden sx={{ mt: 0.25 }} />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{report.valid ? 'Ready for review' : 'Not ready yet'}</Typography>
            <Typography variant="body2" color="text.secondary">
              {report.valid
                ? 'Every check passes: the app can be submitted for review.'
                : `${pluralize(issues, 'check')} to fix before the app can be submitted. The Overview lists them.`}
            </Typography>
          </Box>
        </Box>
      )}
    </SectionCard>
  );
}
