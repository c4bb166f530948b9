import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ValidationReportFieldsFragment } from '../../../gql/graphql';
import { SectionCard } from '../../../shared/components/SectionCard';
import { ReportItemList } from '../../../shared/apps/ReportItemList';

function PassChip({ valid }: { valid: boolean }) {
  return <Chip size="small" color={valid ? 'success' : 'error'} variant="outlined" label={valid ? 'Passed' : 'Issues found'} />;
}

export interface ReviewValidationReportProps {
  report: ValidationReportFieldsFragment;
  /** Listing names by id, to title each listing's checks. */
  listingNames: ReadonlyMap<string, string>;
}

/** The live validation report (computed by the server now, not at submission): app checks, then each listing's. */
export function ReviewValidationReport({ report, listingNames }: ReviewValidationReportProps) {
  return (
    <SectionCard
      title="Validation report"
      subtitle={report.testInstallationSuccessful ? 'A test installation completed.' : 'No test installation has completed.'}
      action={<PassChip valid={report.valid} />}
      data-testid="review-validation"
    >
      {report.items.length > 0 && (
        <ReportItemList
          items={report.items}
          label="App checks"
          testIdPrefix="review-check"
          termsLink={false}
          data-testid="review-validation-items"
        />
      )}
      {report.listingsReports.map((listing) => (
        <Box
          key={listing.listingId}
          sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
          data-testid={`review-listing-report-${listing.listingId}`}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              Listing: {listingNames.get(listing.listingId) ?? listing.listingId}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              ({listing.language})
            </Typography>
            <PassChip valid={listing.valid} />
          </Box>
          {listing.items.length > 0 && (
            <ReportItemList
              items={listing.items}
              label={`Checks of listing ${listing.listingId}`}
              testIdPrefix="review-check"
              termsLink={false}
              data-testid="review-listing-items"
            />
          )}
        </Box>
      ))}
    </SectionCard>
  );
}
