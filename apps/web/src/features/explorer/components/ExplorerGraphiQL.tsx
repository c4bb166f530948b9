import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import '../monaco-workers';
import type { AppApiFetcher } from '../app-api';
import { explorerStorage } from '../explorer-storage';

export interface ExplorerGraphiQLProps {
  fetcher: AppApiFetcher;
  /** Keeps this explorer's tabs and history apart from the other's. */
  storageName: string;
  /** The first tab's query, until the partner has tabs of their own. */
  defaultQuery?: string;
  /** What the headers editor holds on every visit and in new tabs (headers are never stored: they may carry a token). */
  initialHeaders?: string;
}

/**
 * GraphiQL 5 (Monaco editors, docs and history). Its own chunk, loaded only by the explorer screens; Monaco itself
 * is a further chunk that GraphiQL loads once mounted.
 */
export default function ExplorerGraphiQL({ fetcher, storageName, defaultQuery, initialHeaders }: ExplorerGraphiQLProps) {
  const storage = useMemo(() => explorerStorage(storageName), [storageName]);
  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', '& .graphiql-container': { flex: 1, height: 'auto' } }} data-testid="graphiql">
      <GraphiQL
        fetcher={fetcher}
        storage={storage}
        defaultQuery={defaultQuery}
        initialHeaders={initialHeaders}
        defaultHeaders={initialHeaders}
        defaultEditorToolsVisibility={initialHeaders ? 'headers' : undefined}
        shouldPersistHeaders={false}
        showPersistHeadersSettings={false}
        defaultTheme="light"
      />
    </Box>
  );
}
