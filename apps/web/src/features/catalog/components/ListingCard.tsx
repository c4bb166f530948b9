import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ListingCardFieldsFragment } from '../../../gql/graphql';
import { appDetailsUrl } from '../../../shared/urls/catalog';
import { ListingIcon } from '../../../shared/listing-page/ListingIcon';
import { CardLink } from './CardLink';
import { CardPrice } from './CardPrice';
import { CardRating } from './CardRating';
import { cardIcon } from './card-icon';
import { cardHoverSx, clampLines } from './card-styles';

/** A home-grid card: icon, name, tag line, price label and booking-fee note; links to the listing. */
export function ListingCard({ listing }: { listing: ListingCardFieldsFragment }) {
  return (
    <Card data-testid="listing-card" sx={{ height: '100%', ...cardHoverSx }}>
      <CardLink
        href={appDetailsUrl(listing.id, 'home')}
        sx={{
          height: '100%',
          p: { xs: 2, sm: 2.5 },
          display: 'flex',
          // A compact row on phones, a tile from the sm breakpoint.
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'flex-start', sm: 'stretch' },
          justifyContent: 'flex-start',
          gap: 2,
        }}
      >
        <ListingIcon name={listing.name} image={cardIcon(listing.icon)} />
        <Box sx={{ minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column', alignSelf: 'stretch' }}>
          <Typography
            component="h3"
            variant="h6"
            sx={{ fontSize: '1.05rem', lineHeight: 1.3, ...clampLines(2) }}
            data-testid="listing-name"
          >
            {listing.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, ...clampLines(3) }}>
            {listing.tagLine}
          </Typography>
          <Box sx={{ flexGrow: 1, minHeight: { xs: 8, sm: 16 } }} />
          <CardRating rating={listing.rating} />
          <CardPrice listing={listing} />
        </Box>
      </CardLink>
    </Card>
  );
}
