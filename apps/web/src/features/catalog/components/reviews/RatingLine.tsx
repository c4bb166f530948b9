import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRating, reviewCountText } from '@appstore/shared/reviews/format';
import { Stars } from './Stars';

/** Under the app's name: its stars and a link to the reviews, or nothing before the first review. */
export function RatingLine({ rating }: { rating: { average?: number | null; count: number } }) {
  const average = formatRating(rating.average);
  if (!average || !rating.count) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }} data-testid="details-rating">
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {average}
      </Typography>
      <Stars rating={rating.average!} />
      <Typography component="a" href="#reviews" variant="body2" sx={{ color: 'primary.main' }}>
        {reviewCountText(rating.count)}
      </Typography>
    </Box>
  );
}
