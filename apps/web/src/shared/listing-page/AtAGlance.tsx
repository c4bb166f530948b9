import Card from '@mui/material/Card';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TextLink } from '../components/TextLink';

export interface AtAGlanceProps {
  priceLabel: string;
  bookingFee: string | null;
  chargeType: string;
  developerName: string;
  integrations: readonly string[];
  termsOfServiceUrl?: string | null;
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
export function AtAGlance({ priceLabel, bookingFee, chargeType, developerName, integrations, termsOfServiceUrl }: AtAGlanceProps) {
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
