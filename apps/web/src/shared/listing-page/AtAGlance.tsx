import Card from '@mui/material/Card';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import type { ListingPageCategoryFieldsFragment } from '../../gql/graphql';
import { TextLink } from '../components/TextLink';
import { categoryUrl } from '../urls/catalog';

export interface AtAGlanceProps {
  priceLabel: string;
  bookingFee: string | null;
  chargeType: string;
  developerName: string;
  integrations: readonly string[];
  termsOfServiceUrl?: string | null;
  /** Primary first. Only the portal's previews have retired ones: the store leaves them out. */
  categories: readonly ListingPageCategoryFieldsFragment[];
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography
        variant="caption"
        color="text.secondary"
        component="dt"
        sx={{ textTransform: 'uppercase', letterSpacing: '0.06em', fontWeight: 600 }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </div>
  );
}

/** Side card of the listing page: price, charge type, developer and links. */
export function AtAGlance({
  priceLabel,
  bookingFee,
  chargeType,
  developerName,
  integrations,
  termsOfServiceUrl,
  categories,
}: AtAGlanceProps) {
  return (
    <Card sx={{ p: 2.5 }}>
      {/* rows are separated by a border, not a divider element: a <dl> holds only its groups */}
      <Box
        component="dl"
        sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 2, '& > div + div': { borderTop: 1, borderColor: 'divider', pt: 2 } }}
      >
        <Row label="Pricing">
          {priceLabel}
          {bookingFee && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
              {bookingFee}
            </Typography>
          )}
        </Row>
        {chargeType !== priceLabel && <Row label="Charge type">{chargeType}</Row>}
        <Row label="Developer">{developerName}</Row>
        {categories.length > 0 && (
          <Row label={categories.length > 1 ? 'Categories' : 'Category'}>
            {categories.map((c, i) => (
              <Fragment key={c.id}>
                {i > 0 && ', '}
                {/* the store no longer offers a retired category, so the preview names it without a link */}
                {c.retired ? (
                  `${c.name} (retired)`
                ) : (
                  <TextLink href={categoryUrl(c.slug)} data-testid={`listing-category-${c.slug}`}>
                    {c.name}
                  </TextLink>
                )}
              </Fragment>
            ))}
          </Row>
        )}
        {integrations.length > 0 && <Row label="Works with">{integrations.join(', ')}</Row>}
        {termsOfServiceUrl && (
          <Row label="Terms">
            <TextLink href={termsOfServiceUrl} target="_blank" rel="noopener noreferrer">
              Terms of service
            </TextLink>
          </Row>
        )}
      </Box>
    </Card>
  );
}
