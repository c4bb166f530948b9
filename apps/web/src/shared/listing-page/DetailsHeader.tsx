import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ListingIcon } from './ListingIcon';
import { DETAILS_ICON_SIZE } from './image-sizes';
import type { VariantImage } from './image-sources';
import { StoreButton } from '../components/StoreButton';
import { Tag } from '../components/Tag';

export interface DetailsHeaderProps {
  name: string;
  tagLine: string;
  icon?: VariantImage | null;
  developerName?: string | null;
  priceLabel: string;
  bookingFee: string | null;
  /** Where the Install button goes (a server page: vendor sign-in, then the app); none in the portal's previews. */
  installHref?: string | null;
}

/** Icon, name, tag line, 'By {business name}' chip, price label and booking fee (spec §2), and Install. */
export function DetailsHeader({ name, tagLine, icon, developerName, priceLabel, bookingFee, installHref }: DetailsHeaderProps) {
  return (
    <Box sx={{ display: 'flex', gap: { xs: 2, sm: 3 }, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
      <ListingIcon name={name} image={icon} size={DETAILS_ICON_SIZE} eager />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: '1.8rem', md: '2.3rem' }, overflowWrap: 'anywhere' }}
          data-testid="listing-title"
        >
          {name}
        </Typography>
        <Typography sx={{ mt: 0.75, fontSize: '1.1rem', color: 'text.secondary' }} data-testid="listing-tagline">
          {tagLine}
        </Typography>
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Tag variant="outlined" label={`By ${developerName?.trim() || 'Developer'}`} data-testid="developer-chip" />
          <Typography component="span" sx={{ fontWeight: 700, color: 'primary.dark' }} data-testid="price-label">
            {priceLabel}
          </Typography>
          {bookingFee && (
            <Typography component="span" variant="body2" color="text.secondary" data-testid="booking-fee">
              {bookingFee}
            </Typography>
          )}
        </Box>
      </Box>
      {installHref && (
        <StoreButton
          variant="contained"
          color="primary"
          size="large"
          href={installHref}
          sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' }, px: 4 }}
          data-testid="listing-install"
        >
          Install
        </StoreButton>
      )}
    </Box>
  );
}
