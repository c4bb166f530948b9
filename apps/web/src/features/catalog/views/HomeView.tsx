import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { Loading } from '../../../shared/components/Loading';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { emptyStoreSearch } from '@appstore/shared/catalog/store-search';
import { usePublicListings } from '../hooks/usePublicListings';
import { usePublicCategories } from '../hooks/usePublicCategories';
import { CategoryLinks } from '../components/CategoryLinks';
import { CantFindBlock } from '../components/CantFindBlock';
import { EmptyResult } from '../components/EmptyResult';
import { HomeHero } from '../components/HomeHero';
import { ListingCard } from '../components/ListingCard';
import { ListingGrid } from '../components/ListingGrid';
import { SearchBox } from '../components/SearchBox';
import { SectionHeading } from '../components/SectionHeading';
import { searchUrl } from '../../../shared/urls/catalog';
import { PageContainer } from '../../../shared/components/PageContainer';

/** `/`: hero with search, the categories, the latest 50 apps, and the API prompt. */
export default function HomeView() {
  useDocumentTitle(pageTitle());
  const navigate = useNavigate();
  const latest = usePublicListings(emptyStoreSearch());
  const { categories } = usePublicCategories();

  const search = (term: string) => {
    // Spec §2: an empty term does nothing.
    if (term) navigate(searchUrl(term));
  };

  return (
    <>
      <HomeHero search={<SearchBox onSearch={search} size="large" />} />
      <PageContainer maxWidth="lg" sx={{ pt: { xs: 5, md: 7 } }}>
        {categories.length > 0 && (
          <Box component="section" aria-labelledby="categories-title" sx={{ mb: { xs: 5, md: 7 } }}>
            <SectionHeading id="categories-title" title="Browse by category" />
            <CategoryLinks categories={categories} />
          </Box>
        )}
        <Box component="section" aria-labelledby="latest-apps-title">
          <SectionHeading id="latest-apps-title" title="Latest apps" />
          {latest.loading ? (
            <Loading />
          ) : latest.listings.length === 0 ? (
            <EmptyResult />
          ) : (
            <ListingGrid
              listings={latest.listings}
              renderCard={(listing) => <ListingCard listing={listing} />}
              columns={{ xs: 1, sm: 2, md: 3, lg: 4 }}
              cardHeight={{ xs: 130, sm: 236 }}
              hasNextPage={latest.hasNextPage}
              loadingMore={latest.loadingMore}
              onLoadMore={latest.loadMore}
            />
          )}
        </Box>
        <CantFindBlock />
      </PageContainer>
    </>
  );
}
