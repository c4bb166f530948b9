import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import '../monaco-workers';
import type { AppApiFetcher } from '../app-api';
import { explorerStorage } from '../explorer-storage';
import { fixTabRoles } from '../tab-roles';

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
 * GraphiQL lays its panes side by side (sidebar | docs | editors | response), which leaves a phone a few
 * characters per pane. Below 600 px they stack instead: the sidebar becomes a row of icons on top, the docs (when
 * open) take the upper part, and the editors sit above the response, each the full width. The drag bars that
 * resize side-by-side panes go; GraphiQL's inline flex sizes are overridden, as they are column widths.
 */
const NARROW = '@media (max-width: 599.95px)';
const graphiqlSx = {
  flex: 1,
  minHeight: 0,
  display: 'flex',
  '& .graphiql-container': { flex: 1, height: 'auto' },
  // GraphiQL's grey logo is 2.9:1 on white; the theme's secondary text reads at 6:1
  '& .graphiql-container .graphiql-logo, & .graphiql-container .graphiql-logo .graphiql-logo-link': { color: 'text.secondary' },
  [NARROW]: {
    '& .graphiql-container': { flexDirection: 'column' },
    '& .graphiql-container .graphiql-sidebar': {
      flexDirection: 'row',
      width: 'auto',
      overflowX: 'auto',
      overflowY: 'hidden',
      py: 0.5,
      flex: 'none',
      '& > div': { display: 'contents' },
    },
    '& .graphiql-container .graphiql-main': { flexDirection: 'column', minHeight: 0 },
    '& .graphiql-container .graphiql-plugin': {
      flex: '1 1 0 !important',
      minHeight: 0,
      borderLeft: 0,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& .graphiql-container .graphiql-sessions': { flex: '2 1 0 !important', m: 1, mt: 0, minHeight: 0 },
    '& .graphiql-container #graphiql-session': { flexDirection: 'column', minHeight: 0, px: 0.5 },
    '& .graphiql-container .graphiql-horizontal-drag-bar': { display: 'none' },
    '& .graphiql-container .graphiql-editors, & .graphiql-container .graphiql-response': {
      flex: '1 1 0 !important',
      minHeight: 0,
      minWidth: 0,
    },
    '& .graphiql-container .graphiql-response': { pt: 1 },
    '& .graphiql-container .graphiql-query-editor': { p: 1, columnGap: 1 },
    '& .graphiql-container .graphiql-editor-tool': { p: 1 },
  },
} as const;

/**
 * GraphiQL 5 (Monaco editors, docs and history). Its own chunk, loaded only by the explorer screens; Monaco itself
 * is a further chunk that GraphiQL loads once mounted.
 */
export default function ExplorerGraphiQL({ fetcher, storageName, defaultQuery, initialHeaders }: ExplorerGraphiQLProps) {
  const storage = useMemo(() => explorerStorage(storageName), [storageName]);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? fixTabRoles(root.current) : undefined), []);
  return (
    <Box ref={root} sx={graphiqlSx} data-testid="graphiql">
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
