import { lazy, Suspense } from 'react';
import Link from '@mui/material/Link';
import { Loading } from '../../../shared/components/Loading';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { docsUrl } from '../../../shared/urls/developer';
import { ACCESS_TOKEN_HEADER, createAppApiFetcher, EXAMPLE_QUERY, TOKEN_PLACEHOLDER } from '../app-api';
import { ExplorerFrame } from '../components/ExplorerFrame';

const ExplorerGraphiQL = lazy(() => import('../components/ExplorerGraphiQL'));

// No token of its own: the schema loads by introspection, which the App API answers without one.
const fetcher = createAppApiFetcher(null);
const HEADERS = `${JSON.stringify({ [ACCESS_TOKEN_HEADER]: TOKEN_PLACEHOLDER }, null, 2)}\n`;

/** `/reference/graphiql/` (spec §2): the App API's schema and docs for anyone; queries need a pasted access token. */
export default function ReferenceExplorerView() {
  useDocumentTitle(pageTitle('App API reference'));
  return (
    <ExplorerFrame
      context="App API reference"
      back={{ href: docsUrl('app-api'), label: 'Developer docs' }}
      notice={
        <>
          Browse the App API&apos;s schema and docs (the book icon on the left). To run queries, paste an app access token into the{' '}
          <code>{ACCESS_TOKEN_HEADER}</code> header below. <Link href={docsUrl('oauth')}>How apps get a token</Link>
        </>
      }
    >
      <Suspense fallback={<Loading />}>
        <ExplorerGraphiQL fetcher={fetcher} storageName="reference" defaultQuery={EXAMPLE_QUERY} initialHeaders={HEADERS} />
      </Suspense>
    </ExplorerFrame>
  );
}
