import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StoreReviewFieldsFragment } from '../../../../gql/graphql';
import { StoreButton } from '../../../../shared/components/StoreButton';
import { useStoredUser } from '../../../../shared/session/session';
import { useStoreDataSource } from '../../../../shared/store-data/StoreDataProvider';
import { reviewOffers } from '../../review-offers';
import { Stars } from './Stars';
import { reviewByline } from '@appstore/shared/reviews/byline';

/**
 * One review: stars, title, text, who and when, the developer's reply, and Helpful / Report: both for tour operators
 * (and visitors, who are asked to sign in as one), Report alone for a signed-in partner, except on its own app.
 */
export function ReviewCard({
  review,
  developerName,
  developerId,
}: {
  review: StoreReviewFieldsFragment;
  developerName: string;
  developerId: string | null;
}) {
  const { transport } = useStoreDataSource();
  const offers = reviewOffers(useStoredUser(), developerId);
  const [helpful, setHelpful] = useState(review.helpfulCount);
  const [notice, setNotice] = useState<ReactNode>(null);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');

  const actions = () => import('../../review-actions');
  const markHelpful = async () => {
    const result = await (await actions()).markReviewHelpful(transport, review.id);
    if ('helpfulCount' in result) setHelpful(result.helpfulCount);
    else setNotice(result.notice);
  };
  const report = async (event: FormEvent) => {
    event.preventDefault();
    const result = await (await actions()).reportReview(transport, review.id, reason);
    if (result.sent) setReporting(false);
    setNotice(result.notice);
  };

  return (
    <Box
      component="article"
      sx={{ py: 2.5, borderTop: 1, borderColor: 'divider' }}
      data-testid="review-card"
      aria-label={`Review by ${review.authorName}`}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Stars rating={review.rating} />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="review-title">
          {review.title}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {reviewByline(review)}
      </Typography>
      <Typography variant="body1" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="review-body">
        {review.body}
      </Typography>
      {review.reply && (
        <Box sx={{ mt: 1.5, ml: { xs: 1, sm: 3 }, pl: 2, borderLeft: 3, borderColor: 'primary.light' }} data-testid="review-reply">
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            Reply from {developerName}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reply.body}
          </Typography>
        </Box>
      )}
      {(offers.helpful || offers.report || helpful > 0 || notice) && (
        <Box sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {offers.helpful ? (
            <StoreButton size="small" onClick={() => void markHelpful()} data-testid="review-helpful">
              Helpful{helpful ? ` (${helpful})` : ''}
            </StoreButton>
          ) : (
            helpful > 0 && (
              <Typography variant="body2" color="text.secondary" data-testid="review-helpful-count">
                {helpful} found this helpful
              </Typography>
            )
          )}
          {offers.report && (
            <StoreButton size="small" onClick={() => setReporting((r) => !r)} aria-expanded={reporting} data-testid="review-report">
              Report
            </StoreButton>
          )}
          {notice && (
            <Typography variant="body2" role="status" data-testid="review-notice">
              {notice}
            </Typography>
          )}
        </Box>
      )}
      {reporting && offers.report && (
        <Box component="form" onSubmit={(e) => void report(e)} sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Box
            component="input"
            aria-label="What is wrong with this review?"
            placeholder="What is wrong with this review?"
            value={reason}
            maxLength={2000}
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => setReason(e.target.value)}
            data-testid="review-report-reason"
            sx={{ flex: '1 1 220px', minHeight: 40, px: 1.5, font: 'inherit', border: 1, borderColor: 'divider', borderRadius: 2 }}
          />
          <StoreButton type="submit" variant="outlined" size="small" data-testid="review-report-send">
            Send report
          </StoreButton>
        </Box>
      )}
    </Box>
  );
}
