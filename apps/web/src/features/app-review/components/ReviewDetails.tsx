import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AppReviewAppQuery } from '../../../gql/graphql';
import { chargeTypeText, freeTrialText, oneTimeChargeText } from '../../../shared/formatting';
import { APP_TYPE_LABELS } from '../../../shared/apps/app-labels';
import { installationCountriesText } from '../review-text';
import { SectionCard } from '../../../shared/components/SectionCard';
import { ReviewCategories } from './ReviewCategories';
import { formatDay } from '@appstore/shared/dates/format';

export type ReviewedApp = AppReviewAppQuery['appReviewApp'];

const none = (text: string) => (
  <Typography component="span" color="text.secondary">
    {text}
  </Typography>
);

/** What staff check besides the listing: how the app connects, who to contact, where it is offered. */
export function ReviewDetails({ app }: { app: ReviewedApp }) {
  const charge = [chargeTypeText(app.chargeType), oneTimeChargeText(app.chargeType, app.oneTimeChargeAmount)];
  if (app.chargeType === 'RECURRING') charge.push(freeTrialText(app.freeTrialDays) ?? 'No free trial');
  const rows: [string, ReactNode, string][] = [
    ['Type', APP_TYPE_LABELS[app.type], 'type'],
    ['Charge type', charge.filter(Boolean).join(' · '), 'charge-type'],
    [
      'App URL',
      app.appUrl ? (
        <Link href={app.appUrl} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
          {app.appUrl}
        </Link>
      ) : (
        none('Not set')
      ),
      'app-url',
    ],
    [
      'Redirect URLs',
      app.redirectUrls.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', '& li + li': { mt: 0.5 } }}>
          {app.redirectUrls.map((url) => (
            <li key={url}>
              <Typography
                component="span"
                sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.85rem', overflowWrap: 'anywhere' }}
              >
                {url}
              </Typography>
            </li>
          ))}
        </Box>
      ) : (
        none('None')
      ),
      'redirect-urls',
    ],
    [
      'API contact email',
      <Link key="email" href={`mailto:${app.apiContactEmail}`} sx={{ overflowWrap: 'anywhere' }}>
        {app.apiContactEmail}
      </Link>,
      'api-contact-email',
    ],
    ['Store categories', <ReviewCategories key="categories" listings={app.listings} />, 'categories'],
    ['Installation countries', installationCountriesText(app.installationCountries), 'countries'],
    ['Created', formatDay(app.creationDate), 'created'],
    [
      'Review instructions',
      app.appReviewInstructions ? (
        <Typography component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {app.appReviewInstructions}
        </Typography>
      ) : (
        none('None given')
      ),
      'instructions',
    ],
  ];
  return (
    <SectionCard title="App details" data-testid="review-details">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1.5 },
          '& dt': { color: 'text.secondary', fontWeight: 600, fontSize: '0.875rem', pt: { xs: 1.25, sm: 0.25 } },
          '& dd': { m: 0, minWidth: 0 },
        }}
      >
        {rows.map(([label, value, key]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd data-testid={`review-detail-${key}`}>{value}</dd>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
