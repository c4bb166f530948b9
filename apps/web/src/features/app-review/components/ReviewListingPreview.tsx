import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AppListingPreviewFieldsFragment } from '../../../gql/graphql';
import { AppDetailsPage } from '../../../shared/listing-page/AppDetailsPage';
import { pluralize } from '../../../shared/formatting';
import { SectionCard } from '../../../shared/components/SectionCard';

export interface ReviewListingPreviewProps {
  listings: readonly AppListingPreviewFieldsFragment[];
}

/** The app's first listing as the public store will show it once approved. */
export function ReviewListingPreview({ listings }: ReviewListingPreviewProps) {
  const listing = listings[0];
  return (
    <SectionCard
      title="Listing preview"
      subtitle={
        listing
          ? `As the App Store will show it${listings.length > 1 ? ` (the first of ${pluralize(listings.length, 'listing')})` : ''}.`
          : undefined
      }
      data-testid="review-listing-preview"
    >
      {listing ? (
        <Box
          // the page is laid out for a whole window; framed here so it reads as a preview, not as this screen
          sx={{
            mx: { xs: -2, sm: -3 },
            mb: { xs: -2, sm: -3 },
            borderTop: 1,
            borderColor: 'divider',
            bgcolor: 'background.default',
            overflow: 'hidden',
          }}
          data-testid="review-listing-frame"
        >
          <AppDetailsPage listing={listing} showBackLink={false} showInstall={false} />
        </Box>
      ) : (
        <Typography color="text.secondary" data-testid="review-listing-none">
          The app has no listing yet.
        </Typography>
      )}
    </SectionCard>
  );
}
