import type { ListingCardFieldsFragment } from '../../../gql/graphql';
import type { VariantImage } from '../../../shared/listing-page/image-sources';

/** A card's icon with the small copies its query asks for (`thumbnails`), as ListingIcon takes it. */
export const cardIcon = (icon: ListingCardFieldsFragment['icon']): VariantImage | null =>
  icon && { sourceUrl: icon.sourceUrl, variants: icon.thumbnails };
