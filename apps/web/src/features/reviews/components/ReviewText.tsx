import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ManagedReviewFieldsFragment } from '../../../gql/graphql';
import { reviewByline } from '@appstore/shared/reviews/byline';

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

/** A review as the portal shows it: app, stars, title, text, author and dates, and whether staff hid it. */
export function ReviewText({ item }: { item: ManagedReviewFieldsFragment }) {
  const r = item.review;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="overline" sx={{ lineHeight: 1.5 }}>
          {item.appName}
        </Typography>
        {item.hidden && <Chip size="small" color="warning" label="Hidden by staff" data-testid="review-hidden-chip" />}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box component="span" role="img" aria-label={`Rated ${r.rating} out of 5`} sx={{ color: '#b45309', letterSpacing: '1px' }}>
          <span aria-hidden="true">{stars(r.rating)}</span>
        </Box>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {r.title}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {reviewByline(r)}
      </Typography>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="partner-review-body">
        {r.body}
      </Typography>
      {item.hidden && item.hiddenReason && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Reason for hiding: {item.hiddenReason}
        </Typography>
      )}
    </Box>
  );
}
