import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ListingCardFieldsFragment } from '../../../gql/graphql';
import { planPriceText } from '@appstore/shared/money/plan-price';
import { installBucketLabel } from '@appstore/shared/catalog/install-buckets';
import { chargeTypeText, freeTrialText } from '../../../shared/formatting';
import { appDetailsUrl, type CardSource } from '../../../shared/urls/catalog';
import { ListingIcon } from '../../../shared/listing-page/ListingIcon';
import { Tag } from '../../../shared/components/Tag';
import { CardLink } from './CardLink';
import { CardPrice } from './CardPrice';
import { CardRating } from './CardRating';
import { cardIcon } from './card-icon';
import { cardHoverSx, clampLines } from './card-styles';

/**
 * A search result (spec §2): name, tag line, icon, charge type, price plans, free trial days and
 * one-time charge amount, plus the price label. Each is said once: the label already names a one-time
 * amount ('One time fee of $249') and a free-to-install app ('Free to install'), so no tag repeats them.
 */
export function SearchResultCard({
  listing,
  from,
}: {
  listing: ListingCardFieldsFragment & { installBucket: number };
  from?: CardSource | null;
}) {
  const trial = freeTrialText(listing.freeTrialDays);
  const plans = listing.chargeType === 'RECURRING' ? listing.pricePlans : [];
  const installs = installBucketLabel(listing.installBucket);

  return (
    <Card data-testid="listing-card" sx={{ height: '100%', ...cardHoverSx }}>
      <CardLink
        href={appDetailsUrl(listing.id, from)}
        sx={{ height: '100%', p: { xs: 2, sm: 2.5 }, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 2 }}
      >
        <ListingIcon name={listing.name} image={cardIcon(listing.icon)} size={56} />
        <Box sx={{ minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column', height: '100%' }}>
          <Typography
            component="h3"
            variant="h6"
            sx={{ fontSize: '1.05rem', lineHeight: 1.3, ...clampLines(2) }}
            data-testid="listing-name"
          >
            {listing.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, ...clampLines(2) }}>
            {listing.tagLine}
          </Typography>
          <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {listing.chargeType !== 'FREE_TO_INSTALL' && (
              <Tag size="small" label={chargeTypeText(listing.chargeType)} data-testid="charge-type" />
            )}
            {trial && <Tag size="small" color="primary" variant="outlined" label={trial} data-testid="free-trial" />}
          </Box>
          {plans.length > 0 && (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }} aria-label="Price plans" data-testid="price-plans">
              {plans.map((plan) => (
                <Typography
                  component="li"
                  variant="body2"
                  key={plan.planId}
                  sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}
                >
                  {/* the whole name, wrapped: a cut name could be another plan's */}
                  <Box component="span" sx={{ color: 'text.secondary', minWidth: 0, overflowWrap: 'anywhere' }} data-testid="plan-name">
                    {plan.name}
                  </Box>
                  <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {planPriceText(plan.pricePlan)}
                  </Box>
                </Typography>
              ))}
            </Box>
          )}
          <Box sx={{ flexGrow: 1, minHeight: 12 }} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
            <CardRating rating={listing.rating} />
            <CardPrice listing={listing} />
            {installs && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 'auto' }} data-testid="install-bucket">
                {installs}
              </Typography>
            )}
          </Box>
        </Box>
      </CardLink>
    </Card>
  );
}
