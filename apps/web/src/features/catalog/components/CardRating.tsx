import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRating, reviewCountText } from '@appstore/shared/reviews/format';
import { visuallyHidden } from '../../../shared/components/visually-hidden';

/** A card's rating line: "★ 4.3 · 12 reviews", or nothing before the first review. */
export function CardRating({ rating }: { rating: { average?: number | null; count: number } }) {
  const average = formatRating(rating.average);
  if (!average || rating.count === 0) return null;
  return (
    <Typography variant="body2" sx={{ mb: 0.5, display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="card-rating">
      <span aria-hidden="true" style={{ color: '#b45309' }}>
        ★
      </span>
      <span>
        <b>{average}</b>
        <Box component="span" sx={visuallyHidden}>
          {' '}
          out of 5
        </Box>{' '}
        · {reviewCountText(rating.count)}
      </span>
    </Typography>
  );
}
