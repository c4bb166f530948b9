import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ReactNode } from 'react';
import type { ListingPageImageFieldsFragment, PublicAppListingQuery } from '../../gql/graphql';
import { chargeTypeText } from '../formatting';
import { searchUrl, vendorInstallUrl } from '../urls/catalog';
import { videoEmbedUrl } from './video';
import { listingBookingFee, listingPriceLabel } from './price';
import { AboutSection } from './AboutSection';
import { AtAGlance } from './AtAGlance';
import { DetailsHeader } from './DetailsHeader';
import { KeyBenefits } from './KeyBenefits';
import { PricingPlans } from './PricingPlans';
import { PromoMedia } from './PromoMedia';
import { Screenshots } from './Screenshots';
import { SupportCard } from './SupportCard';
import { PageContainer } from '../components/PageContainer';
import { StoreButton } from '../components/StoreButton';

export type PublicListing = PublicAppListingQuery['publicAppListing'];

/**
 * What the page renders: the public listing's fields, without its type name, so that the portal's
 * preview can render a partner's own listing (AppListingPreviewFields) with the same page. The icon is the
 * page's image fields only: the store's query also has the card's small copies of it, which the page does not use.
 */
export type DetailsListing = Omit<PublicListing, '__typename' | 'icon' | 'rating'> & { icon: ListingPageImageFieldsFragment | null };

export const BILLING_NOTE =
  'All charges are billed in USD. Recurring charges are billed every month and may include additional fees (taxes, setup fees and more).';

export interface AppDetailsPageProps {
  listing: DetailsListing;
  /** The 'All apps' link back to the store; the portal's preview has no store to go back to. */
  showBackLink?: boolean;
  /** The vendor's Install button; the portal's previews show the page without it. */
  showInstall?: boolean;
  /** Under the header: the store's rating line (the portal's previews have none). */
  ratingLine?: ReactNode;
  /** After the pricing: the store's ratings and reviews. */
  reviews?: ReactNode;
}

/** The public listing page (spec §2), rendered from the listing. */
export function AppDetailsPage({ listing, showBackLink = true, showInstall = true, ratingLine, reviews }: AppDetailsPageProps) {
  const priceLabel = listingPriceLabel(listing);
  const bookingFee = listingBookingFee(listing);
  const developerName = listing.organization?.businessName?.trim() || 'Developer';
  const supportEmail = listing.supportEmail || listing.organization?.supportEmail || null;
  const firstScreenshot = listing.screenShots.find((s) => s.image);

  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 } }} data-testid="app-details">
      {showBackLink && (
        <StoreButton href={searchUrl()} startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
          All apps
        </StoreButton>
      )}
      <DetailsHeader
        name={listing.name}
        tagLine={listing.tagLine}
        icon={listing.icon}
        developerName={listing.organization?.businessName}
        priceLabel={priceLabel}
        bookingFee={bookingFee}
        installHref={showInstall ? vendorInstallUrl(listing.appId) : null}
      />
      {ratingLine}
      <Box
        sx={{
          mt: { xs: 3, md: 4 },
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          columnGap: 5,
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <PromoMedia
            appName={listing.name}
            videoEmbedUrl={videoEmbedUrl(listing.promoVideoUrl)}
            fallbackImage={firstScreenshot?.image ? { ...firstScreenshot.image, description: firstScreenshot.description } : null}
          />
          <KeyBenefits benefits={listing.keyBenefits} includeImages={listing.includeKeyBenefitsImages} />
          <AboutSection description={listing.description} websiteUrl={listing.websiteUrl} privacyPolicyUrl={listing.privacyPolicyUrl} />
          <Screenshots screenshots={listing.screenShots} appName={listing.name} />
          <PricingPlans plans={listing.pricePlans} />
          {reviews}
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: { xs: 5, md: 6 }, pt: 3, borderTop: 1, borderColor: 'divider' }}
            data-testid="billing-note"
          >
            {BILLING_NOTE}
          </Typography>
        </Box>
        <Box component="aside" aria-label="App information" sx={{ mt: { xs: 5, md: 0 }, minWidth: 0, alignSelf: 'stretch' }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 96 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <SupportCard
              appName={listing.name}
              showContactDetails={listing.showContactDetails}
              offerDemoRequest={listing.offerDemoRequest}
              email={supportEmail}
              phone={listing.supportPhone}
            />
            <AtAGlance
              priceLabel={priceLabel}
              bookingFee={bookingFee}
              chargeType={chargeTypeText(listing.chargeType)}
              developerName={developerName}
              integrations={listing.integrations}
              termsOfServiceUrl={listing.termsOfServiceUrl}
              categories={listing.categories}
            />
          </Box>
        </Box>
      </Box>
    </PageContainer>
  );
}
