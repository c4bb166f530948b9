import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { ValidationReportFieldsFragment } from '../../../gql/graphql';
import { ReviewCard } from './ReviewCard';

interface Check {
  valid: boolean;
  type: string;
  message: string;
}

function CheckList({ items, label, testId }: { items: readonly Check[]; label: string; testId: string }) {
  if (items.length === 0) return null;
  return (
    <List dense disablePadding aria-label={label} data-testid={testId}>
      {items.map((item, index) => (
        <ListItem
          key={`${item.type}-${index}`}
          disableGutters
          sx={{ alignItems: 'flex-start', py: 0.5 }}
          data-testid={`review-check-${item.type}`}
          data-valid={item.valid ? 'true' : 'false'}
        >
          <ListItemIcon sx={{ minWidth: 32, mt: 0.25 }}>
            {item.valid ? (
              <CheckCircleIcon fontSize="small" color="success" titleAccess="Passed" />
            ) : (
              <CancelIcon fontSize="small" color="error" titleAccess="Failed" />
            )}
          </ListItemIcon>
          <ListItemText
            sx={{ my: 0 }}
            primary={item.message}
            slotProps={{ primary: { variant: 'body2', sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

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
    <ReviewCard
      title="Validation report"
      subtitle={report.testInstallationSuccessful ? 'A test installation completed.' : 'No test installation has completed.'}
      aside={<PassChip valid={report.valid} />}
      data-testid="review-validation"
    >
      <CheckList items={report.items} label="App checks" testId="review-validation-items" />
      {report.listingsReports.map((listing) => (
        <Box key={listing.listingId} sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }} data-testid={`review-listing-report-${listing.listingId}`}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              Listing: {listingNames.get(listing.listingId) ?? listing.listingId}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              ({listing.language})
            </Typography>
            <PassChip valid={listing.valid} />
          </Box>
          <CheckList items={listing.items} label={`Checks of listing ${listing.listingId}`} testId="review-listing-items" />
        </Box>
      ))}
    </ReviewCard>
  );
}
