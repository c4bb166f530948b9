import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Loading } from '../../../shared/components/Loading';
import { resultCountText } from '../../../shared/formatting';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { searchPageTitle } from './search-title';
import { usePublicListings } from '../hooks/usePublicListings';
import { EmptyResult } from '../components/EmptyResult';
import { ListingGrid } from '../components/ListingGrid';
import { SearchBox } from '../components/SearchBox';
import { SearchResultCard } from '../components/SearchResultCard';
import { CantFindBlock } from '../components/CantFindBlock';
import { searchUrl } from '../../../shared/urls/catalog';
import { PageContainer } from '../../../shared/components/PageContainer';

/** `/apps?q=`: search results; without a term, every app, newest first. */
export default function SearchView() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  useDocumentTitle(searchPageTitle(q));
  const navigate = useNavigate();
  const results = usePublicListings(q);

  const search = (term: string) => {
    // Spec §2: an empty term redirects to /apps; a changed term updates q.
    if (term !== q) navigate(searchUrl(term));
  };

  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }}>
        {q ? 'Search results' : 'All apps'}
      </Typography>
      <Box sx={{ mt: 3, maxWidth: 720 }}>
        <SearchBox key={q} initialValue={q} onSearch={search} />
      </Box>
      <Box component="section" aria-label="Results" sx={{ mt: 4 }}>
        {results.loading ? (
          <Loading />
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 2.5, fontWeight: 500 }} data-testid="result-count" aria-live="polite">
              {resultCountText(results.totalCount, q)}
            </Typography>
            {results.listings.length === 0 ? (
              <EmptyResult />
            ) : (
              <ListingGrid
                listings={results.listings}
                renderCard={(listing) => <SearchResultCard listing={listing} />}
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
