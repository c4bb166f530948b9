import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parseStoreSearch, storeSearchQuery, type StoreSearch } from '@appstore/shared/catalog/store-search';
import { Loading } from '../../../shared/components/Loading';
import { resultCountText } from '../../../shared/formatting';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { searchPageTitle } from './search-title';
import { usePublicListings } from '../hooks/usePublicListings';
import { usePublicCategories } from '../hooks/usePublicCategories';
import { EmptyResult } from '../components/EmptyResult';
import { ListingGrid } from '../components/ListingGrid';
import { SearchBox } from '../components/SearchBox';
import { SearchResultCard } from '../components/SearchResultCard';
import { StoreFilters } from '../components/StoreFilters';
import { CantFindBlock } from '../components/CantFindBlock';
import { storeSearchUrl } from '../../../shared/urls/catalog';
import { PageContainer } from '../../../shared/components/PageContainer';

/** `/apps?q=&category=&pricing=&country=&sort=`: search results and filters; without any, every app, newest first. */
export default function SearchView() {
  const [params] = useSearchParams();
  const rawQ = params.get('q');
  const search = useMemo(() => parseStoreSearch(params), [params]);
  const { q } = search;
  const searchQuery = storeSearchQuery(search);
  useDocumentTitle(searchPageTitle(q));
  const navigate = useNavigate();
  const results = usePublicListings(search);
  const { categories } = usePublicCategories();
  const category = categories.find((c) => c.slug === search.category);
  // '/apps?q=' (a blank term) belongs at '/apps', and '/apps?q=%20tide' at '/apps?q=tide'
  const untidy = rawQ !== null && rawQ !== q;

  useEffect(() => {
    // a blank or untrimmed q that reached the page (an old link, a form sent before the script ran) is tidied
    // in place, without a history entry
    if (untidy) navigate(storeSearchUrl(search), { replace: true });
  }, [untidy, search, navigate]);

  // Spec §2: an empty term redirects to /apps; a changed term updates q. The filters stay, the sort goes back
  // to the term's default (relevance with a term).
  const searchFor = (term: string) => {
    if (term !== q) navigate(storeSearchUrl({ ...search, q: term, sorting: undefined }));
  };
  const filter = (next: StoreSearch) => navigate(storeSearchUrl(next));

  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }} data-testid="search-heading">
        {category ? category.name : q ? 'Search results' : 'All apps'}
      </Typography>
      <Box sx={{ mt: 3, maxWidth: 720 }}>
        <SearchBox key={q} initialValue={q} onSearch={searchFor} />
      </Box>
      <Box sx={{ mt: 3 }}>
        <StoreFilters search={search} categories={categories} onChange={filter} />
      </Box>
      <Box component="section" aria-label="Results" sx={{ mt: 4 }}>
        {results.loading ? (
          <Loading />
        ) : (
          <>
            <Typography
              color="text.secondary"
              sx={{ mb: 2.5, fontWeight: 500 }}
              data-testid="result-count"
              // which search these results answer: the next one's replace them only once they have come
              data-search={searchQuery && `?${searchQuery}`}
              aria-live="polite"
            >
              {resultCountText(results.totalCount, q)}
            </Typography>
            {results.listings.length === 0 ? (
              <EmptyResult />
            ) : (
              <ListingGrid
                listings={results.listings}
                renderCard={(listing) => <SearchResultCard listing={listing} from={q ? 'search' : search.category ? 'category' : null} />}
                columns={{ xs: 1, md: 2, lg: 3 }}
                cardHeight={{ xs: 220 }}
                hasNextPage={results.hasNextPage}
                loadingMore={results.loadingMore}
                onLoadMore={results.loadMore}
              />
            )}
          </>
        )}
      </Box>
      <CantFindBlock />
    </PageContainer>
  );
}
