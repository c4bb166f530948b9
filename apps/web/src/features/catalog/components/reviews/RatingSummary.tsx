import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRating, reviewCountText } from '@appstore/shared/reviews/format';
import { Stars } from './Stars';

export interface RatingData {
  average?: number | null;
  count: number;
  distribution: { stars: number; count: number }[];
}

/** The average, the count and one bar per number of stars. */
export function RatingSummary({ rating }: { rating: RatingData }) {
  const average = formatRating(rating.average);
  return (
    <Box sx={{ display: 'flex', gap: { xs: 3, sm: 5 }, flexWrap: 'wrap', alignItems: 'center' }} data-testid="rating-summary">
      <Box sx={{ textAlign: 'center', minWidth: 120 }}>
        <Typography component="p" sx={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1 }} data-testid="rating-average">
          {average ?? '–'}
        </Typography>
        {rating.average != null && <Stars rating={rating.average} size="1.25rem" />}
        <Typography variant="body2" color="text.secondary" data-testid="rating-count">
          {reviewCountText(rating.count)}
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, flex: '1 1 220px', maxWidth: 420 }} aria-label="Reviews by stars">
        {rating.distribution.map((row) => {
          const share = rating.count ? (row.count / rating.count) * 100 : 0;
          return (
            <Box
              component="li"
              key={row.stars}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 0.5 }}
              data-testid={`rating-bar-${row.stars}`}
            >
              <Typography variant="body2" sx={{ width: 56, flex: 'none' }}>
                {row.stars} {row.stars === 1 ? 'star' : 'stars'}
              </Typography>
              <Box sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }} aria-hidden="true">
                <Box sx={{ width: `${share}%`, height: '100%', bgcolor: '#d97706' }} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ width: 32, textAlign: 'right', flex: 'none' }}>
                {row.count}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
