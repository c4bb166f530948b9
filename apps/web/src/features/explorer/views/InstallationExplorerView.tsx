import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { ErrorPage } from '../../../shared/components/ErrorPage';
import { Loading } from '../../../shared/components/Loading';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { loginUrl } from '../../../shared/urls/accounts';
import { usePortalSession } from '../../../shared/session/usePortalSession';
import { portalHomeUrl } from '../../../shared/urls/portal';
import { createAppApiFetcher, EXAMPLE_QUERY } from '../app-api';
import { ExplorerFrame } from '../components/ExplorerFrame';
import { useExplorerToken } from '../useExplorerToken';

const loadGraphiQL = () => import('../components/ExplorerGraphiQL');
const ExplorerGraphiQL = lazy(loadGraphiQL);

/**
 * `/api/graphiql/:installId` (spec §2, §7): GraphiQL on the App API as the installation sees it. Login required,
 * like the partner area; 'Loading...' until the server hands out the installation's access token, which every
 * query then carries.
 */
export default function InstallationExplorerView() {
  const { installId = '' } = useParams();
  const location = useLocation();
  const session = usePortalSession();
  // the token endpoint checks the session itself, so it is asked while `me` is still being confirmed
  const signedIn = session.status !== 'loggedOut';
  const token = useExplorerToken(installId, signedIn);
  const accessToken = token.status === 'ready' ? token.accessToken : null;
  const fetcher = useMemo(() => (accessToken ? createAppApiFetcher(accessToken) : null), [accessToken]);
  useDocumentTitle(pageTitle('Query explorer'));

  useEffect(() => {
    // GraphiQL downloads while the token is on its way
    if (signedIn) loadGraphiQL().catch(() => undefined);
  }, [signedIn]);

  if (!signedIn) return <Navigate to={loginUrl()} replace state={{ from: location }} />;

  return (
    <ExplorerFrame context={`Installation ${installId}`} back={{ href: portalHomeUrl(), label: 'Partner portal' }}>
      {token.status === 'notFound' ? (
        <ErrorPage code={404} message={token.message} />
      ) : token.status === 'failed' ? (
        <ErrorPage code={500} message={token.message} />
      ) : fetcher ? (
        <Suspense fallback={<Loading />}>
          <ExplorerGraphiQL fetcher={fetcher} storageName="installation" defaultQuery={EXAMPLE_QUERY} />
        </Suspense>
      ) : (
        <Loading />
      )}
    </ExplorerFrame>
  );
}
