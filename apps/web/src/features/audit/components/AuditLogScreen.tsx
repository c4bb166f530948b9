import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import type { AuditLogEntryFieldsFragment } from '../../../gql/graphql';
import { ExportCsvButton } from '../../../shared/components/ExportCsvButton';
import { LoadMoreButton } from '../../../shared/components/LoadMoreButton';
import { Loading } from '../../../shared/components/Loading';
import { Page } from '../../../shared/components/Page';
import { shownOfTotal } from '../../../shared/formatting';
import { AuditLogFilters, type AuditLogFiltersProps } from './AuditLogFilters';
import { AuditLogTable } from './AuditLogTable';

export interface AuditLogScreenProps extends AuditLogFiltersProps {
  title: string;
  subtitle: string;
  /** The page so far, or undefined while the first one loads. */
  entries: readonly AuditLogEntryFieldsFragment[] | undefined;
  totalCount: number;
  exportHref: string | null;
  canLoadMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  testId: string;
}

/** The audit log's screen, for an organisation or (with organisations to pick) for the whole platform. */
export function AuditLogScreen(props: AuditLogScreenProps) {
  const { title, subtitle, entries, totalCount, exportHref, canLoadMore, loadingMore, onLoadMore, testId, ...filters } = props;
  return (
    <Page
      title={title}
      subtitle={subtitle}
      data-testid={testId}
      actions={exportHref && <ExportCsvButton href={exportHref} label="the audit log" data-testid="audit-log-export" />}
    >
      <AuditLogFilters {...filters} />
      {!entries ? (
        <Loading />
      ) : entries.length === 0 ? (
        <Card data-testid="audit-log-empty" sx={{ px: 3, py: { xs: 5, sm: 7 }, textAlign: 'center' }}>
          <HistoryOutlinedIcon aria-hidden sx={{ fontSize: 44, color: 'primary.main', mb: 1.5 }} />
          <Typography sx={{ fontWeight: 600 }}>No actions match these filters.</Typography>
        </Card>
      ) : (
        <Box>
          <Card>
            <AuditLogTable entries={entries} showOrganization={Boolean(filters.organizations)} />
          </Card>
          <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
            <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="audit-log-count">
              {shownOfTotal(entries.length, totalCount, 'entry', 'entries')}
            </Typography>
            {canLoadMore && <LoadMoreButton loading={loadingMore} onClick={onLoadMore} data-testid="audit-log-load-more" />}
          </Box>
        </Box>
      )}
    </Page>
  );
}
